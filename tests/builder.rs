//! The module builder against the references: every module it builds passes `spirv-val`
//! (SPIRV-Tools 2025.5), its layouts match glslang's, edits of corpus modules give back the
//! module (or what spirv-as numbers), and the declarations it adds are the ones spirv-val asks
//! for.

use std::collections::BTreeSet;

use spirv_core::builder::layout::Layout;
use spirv_core::builder::{BuildError, Builder, Section};
use spirv_core::ext::{glsl_std_450, nonsemantic_debugprintf, nonsemantic_shader_debuginfo_100 as debuginfo};
use spirv_core::spec::{
    AddressingModel, Capability, Decoration, ExecutionMode, ExecutionModel, FunctionControl, Instruction, MemoryModel,
    StorageClass,
};
use spirv_core::{ExtGrammar, IdRef, Module, Profile, Version};
// The quickstart builds the 8-bit storage shader these tests check.
use spirv_examples::quickstart::sum_bytes_shader;
use spirv_workspace::{corpus_modules, glslang, parallel_map, run_reference};

/// Runs spirv-val on `module` for `env`; returns its verdict and message.
fn validate(module: &Module<'_>, env: &str) -> (bool, String) {
    validate_with(module, &["--target-env", env])
}

fn validate_with(module: &Module<'_>, flags: &[&str]) -> (bool, String) {
    let out = run_reference("spirv-val", &[flags, &["-"]].concat(), &module.to_bytes());
    (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout))
}

fn assert_valid(module: &Module<'_>, env: &str) {
    let (ok, message) = validate(module, env);
    assert!(ok, "spirv-val --target-env {env} rejects the built module:\n{message}\n{module}");
}

/// A compute shader's skeleton: Shader, GLSL450, `main` with one block.
fn compute(version: Version) -> (Builder<'static>, spirv_core::builder::FunctionRef, spirv_core::builder::BlockRef) {
    compute_in(Builder::new(version))
}

/// The skeleton of [`compute`] in a given builder.
fn compute_in(
    mut b: Builder<'static>,
) -> (Builder<'static>, spirv_core::builder::FunctionRef, spirv_core::builder::BlockRef) {
    b.capability(Capability::Shader);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let void = b.type_void();
    let main_type = b.type_function(void, []);
    let main = b.function(void, FunctionControl::NONE, main_type);
    let entry = b.block(main);
    b.entry_point(ExecutionModel::GLCompute, main, "main", []);
    b.execution_mode(main, ExecutionMode::LocalSize(1, 1, 1));
    (b, main, entry)
}

#[test]
fn the_8bit_shader_validates_and_needs_the_extension_the_builder_declared() {
    for group in [1, 4, 16] {
        let module = sum_bytes_shader(group).expect("builds");
        assert_valid(&module, "vulkan1.1");
        assert_valid(&module, "spv1.3");
        let declared: Vec<_> = module
            .iter()
            .filter_map(|i| match i {
                Instruction::Extension { name } => Some(name.to_string()),
                _ => None,
            })
            .collect();
        assert_eq!(declared, ["SPV_KHR_8bit_storage"]);
        // Without the declaration the builder added, spirv-val rejects the module.
        let mut without = module.clone();
        without.instructions.retain(|i| !matches!(i, Instruction::Extension { .. }));
        let (ok, message) = validate(&without, "spv1.3");
        assert!(!ok && message.contains("StorageBuffer8BitAccess"), "{message}");
    }
}

#[test]
fn types_and_constants_are_hash_consed() {
    let (mut b, _, entry) = compute(Version::new(1, 0));
    b.at(entry).ret();
    let int = b.type_int(32, true);
    assert_eq!(b.type_int(32, true), int);
    assert_ne!(b.type_int(32, false), int);
    let vec4 = b.type_vector(int, 4);
    assert_eq!(b.type_vector(int, 4), vec4);
    let c = b.constant_i32(-7);
    assert_eq!(b.constant_i32(-7), c);
    assert_ne!(b.constant_i32(7), c);
    let comp = b.constant_composite(vec4, [c, c, c, c]);
    assert_eq!(b.constant_composite(vec4, [c, c, c, c]), comp);
    assert_eq!(b.type_array(int, 3), b.type_array(int, 3));
    let s1 = b.type_struct([int]);
    assert_ne!(b.type_struct([int]), s1, "structures are never merged");
    let before = b.section(Section::Globals).len();
    for _ in 0..100 {
        b.type_pointer(StorageClass::Function, vec4);
        b.constant_bool(true);
    }
    assert_eq!(b.section(Section::Globals).len(), before + 3, "one pointer, bool and true");
    let module = b.finish().expect("builds");
    assert_valid(&module, "spv1.0");
}

/// Code emitted into several blocks at once, out of order, and a local variable asked for from
/// a later block: the layout is still valid.
#[test]
fn several_insertion_points_and_late_local_variables() {
    let (mut b, main, entry) = compute(Version::new(1, 0));
    let [then, merge] = [b.block(main), b.block(main)];
    let int = b.type_int(32, true);
    let bool_ = b.type_bool();
    let ptr = b.type_pointer(StorageClass::Function, int);
    let (one, two) = (b.constant_i32(1), b.constant_i32(2));
    // The merge block first, then the entry, then the branch target.
    let var = b.local_variable(main, ptr);
    let loaded = b.at(merge).load(int, var);
    b.at(merge).op(|r| Instruction::IAdd { result_type: int.into(), result_id: r, operand_1: loaded, operand_2: one });
    b.at(merge).ret();
    let cond = b.at(entry).op(|r| Instruction::SLessThan {
        result_type: bool_.into(),
        result_id: r,
        operand_1: one,
        operand_2: two,
    });
    b.at(entry).store(var, one);
    let late = b.local_variable(main, ptr);
    b.at(then).store(late, two);
    b.at(then).branch(merge);
    {
        let mut c = b.at(entry);
        c.selection_merge(merge);
        c.branch_conditional(cond, then, merge);
    }
    // Inserting before an instruction: a store ahead of the entry block's first store, which
    // follows the two variables and the comparison.
    b.at_index(entry, 3).store(var, two);
    let module = b.finish().expect("builds");
    assert_valid(&module, "spv1.0");
    let entry_block: Vec<_> =
        module.iter().skip_while(|i| !matches!(i, Instruction::Label { .. })).skip(1).take(3).collect();
    assert!(entry_block[..2].iter().all(|i| matches!(i, Instruction::Variable { .. })), "{entry_block:?}");
}

/// Typed extended instructions of GLSL.std.450 and the debug-info set, and one of a set given
/// only by name and grammar (as a downstream crate's own set would be).
#[test]
fn typed_extended_instructions() {
    let (mut b, main, entry) = compute(Version::new(1, 6));
    let float = b.type_float(32);
    let two = b.constant_f32(2.0);
    let void = b.type_void();
    let file = b.push_new(|result_id| Instruction::String { result_id, string: "shader.comp".into() });
    b.ext(void, debuginfo::Instruction::DebugSource { file, text: None });
    let root = b.at(entry).ext(float, glsl_std_450::Instruction::Sqrt { x: two });
    assert_eq!(b.at(entry).ext(float, glsl_std_450::Instruction::Sqrt { x: root }).get(), root.get() + 1);
    let format = b.push_new(|result_id| Instruction::String { result_id, string: "%f".into() });
    b.at(entry).ext_custom(
        ExtGrammar::new("NonSemantic.DebugPrintf", &nonsemantic_debugprintf::INSTRUCTIONS),
        void,
        &nonsemantic_debugprintf::Instruction::DebugPrintf { format, id_ref: vec![root].into() },
    );
    b.at(entry).ret();
    let _ = main;
    let module = b.finish().expect("builds");
    let imports: Vec<_> = module
        .iter()
        .filter_map(|i| match i {
            Instruction::ExtInstImport { name, .. } => Some(name.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(imports, ["NonSemantic.Shader.DebugInfo.100", "GLSL.std.450", "NonSemantic.DebugPrintf"]);
    assert_valid(&module, "spv1.6");
    // Decoding types the custom set's instruction as the typed set does.
    let bytes = module.to_bytes();
    let decoded = Module::decode(&bytes).expect("decodes");
    assert!(decoded.iter().any(|i| matches!(
        i,
        Instruction::ExtInst { instruction: spirv_core::ExtInstruction::NonSemanticDebugPrintf(_), .. }
    )));
}

/// The layout decorations glslang gives std140, std430 and scalar blocks, recomputed by the
/// builder from the bare types.
#[test]
fn layouts_match_glslang() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let source = dir.path().join("layouts.comp");
    // Row-major members keep glslang's RowMajor, which the builder lays out row by row; arrays
    // of matrices get their MatrixStride on the member, as single matrices do.
    let members = "float a; vec3 b; vec2 c; mat3 d; float e[3]; vec3 f[2]; Inner g; mat2x3 h; double i; \
                   dvec3 j; int16_t k; i16vec3 l; float m; mat2 n[2]; layout(row_major) mat2x3 o; \
                   layout(row_major) mat3x2 p[2]; layout(row_major) dmat3x2 q; mat4x2 r[3]; float s;";
    std::fs::write(
        &source,
        format!(
            "#version 450\n#extension GL_EXT_scalar_block_layout : require\n\
             #extension GL_EXT_shader_explicit_arithmetic_types : require\n\
             struct Inner {{ vec3 x; float y; vec2 z; }};\n\
             layout(std140, binding = 0) uniform Std140Block {{ {members} }} u;\n\
             layout(std430, binding = 1) buffer Std430Block {{ {members} float rest[]; }} s;\n\
             layout(scalar, binding = 2) buffer ScalarBlock {{ {members} vec3 rest[]; }} t;\n\
             void main() {{ s.a = u.a + t.a; }}\n"
        ),
    )
    .expect("source written");
    let bytes = glslang(&source, &[]);
    let module = Module::decode(&bytes).expect("glslang's module decodes").into_owned();
    let is_layout = |d: &Decoration| {
        matches!(
            d,
            Decoration::Offset(_) | Decoration::ArrayStride(_) | Decoration::MatrixStride(_) | Decoration::ColMajor
        )
    };
    let layout_decorations = |insts: &[Instruction]| -> BTreeSet<String> {
        insts
            .iter()
            .filter(|i| match i {
                Instruction::Decorate { decoration, .. } | Instruction::MemberDecorate { decoration, .. } => {
                    is_layout(decoration)
                }
                _ => false,
            })
            .map(|i| i.to_string())
            .collect()
    };
    let expected = layout_decorations(&module.instructions);
    assert!(expected.len() > 40, "glslang laid out the blocks: {expected:?}");

    let names: Vec<(IdRef, String)> = module
        .iter()
        .filter_map(|i| match i {
            Instruction::Name { target, name } => Some((*target, name.to_string())),
            _ => None,
        })
        .collect();
    let mut b = Builder::from_module(module).expect("glslang's layout is valid");
    b.section_mut(Section::Annotations).retain(|i| match i {
        Instruction::Decorate { decoration, .. } | Instruction::MemberDecorate { decoration, .. } => {
            !is_layout(decoration)
        }
        _ => true,
    });
    for (block, rule) in
        [("Std140Block", Layout::Std140), ("Std430Block", Layout::Std430), ("ScalarBlock", Layout::Scalar)]
    {
        let id = names.iter().find(|(_, n)| n == block).expect("block named").0;
        b.decorate_layout(id, rule).unwrap_or_else(|e| panic!("{block}: {e}"));
    }
    assert_eq!(layout_decorations(b.section(Section::Annotations)), expected);
    let rebuilt = b.finish().expect("builds");
    let (ok, message) = validate_with(&rebuilt, &["--target-env", "vulkan1.3", "--scalar-block-layout"]);
    assert!(ok, "{message}");
}

/// Taking every corpus module apart and putting it back together gives the same module: the
/// sections and functions hold everything, in order. `finish` declares nothing new for any of
/// them, and refuses exactly the modules whose requirements are unmet, which spirv-val rejects.
#[test]
fn editing_round_trip_on_the_corpus() {
    let corpus = corpus_modules();
    assert!(corpus.len() >= 2000, "the corpus is there");
    let results = parallel_map(&corpus, |(name, bytes)| {
        let module = Module::decode(bytes).expect("corpus module decodes");
        let builder = || Builder::from_module(module.clone()).map_err(|e| format!("{name}: {e}"));
        let as_is = builder()?.finish_unchecked().map_err(|e| format!("{name}: {e}"))?;
        if as_is != module {
            return Err(format!("{name}: the rebuilt module differs"));
        }
        match builder()?.finish() {
            Ok(checked) if checked == module => Ok(None),
            Ok(_) => Err(format!("{name}: finish declared something")),
            Err(e) => {
                let out = run_reference("spirv-val", &[], bytes);
                match out.status.success() {
                    true => Err(format!("{name}: finish refuses ({e}), spirv-val accepts")),
                    false => Ok(Some(name.clone())),
                }
            }
        }
    });
    let refused: Vec<_> = results.iter().filter_map(|r| r.as_ref().ok().cloned().flatten()).collect();
    let failures: Vec<_> = results.into_iter().filter_map(Result::err).collect();
    eprintln!(
        "editing round trip: {}/{} corpus modules rebuilt exactly; finish refuses {} that spirv-val rejects: {refused:?}",
        corpus.len() - failures.len(),
        corpus.len(),
        refused.len()
    );
    assert!(failures.is_empty(), "{} failures, first: {:?}", failures.len(), &failures[..failures.len().min(5)]);
}

/// `Module::renumber` numbers ids as spirv-as numbers the module's disassembly.
#[test]
fn renumbering_matches_spirv_as() {
    let corpus = corpus_modules();
    let sample: Vec<_> = corpus.iter().step_by(25).collect();
    let results = parallel_map(&sample, |(name, bytes)| {
        let dis = run_reference("spirv-dis", &["--raw-id", "-"], bytes);
        if !dis.status.success() {
            return None; // spirv-dis rejects 3 corpus modules (id 0 in debug info)
        }
        let assembled = run_reference("spirv-as", &["--target-env", "spv1.6", "-o", "-", "-"], &dis.stdout);
        assert!(assembled.status.success(), "{name}: spirv-as");
        let reference = Module::decode(&assembled.stdout).expect("decodes").into_owned();
        let mut ours = Module::decode(bytes).expect("decodes");
        ours.renumber();
        Some(ours.instructions == reference.instructions && ours.header.bound == reference.header.bound)
    });
    let compared: Vec<bool> = results.into_iter().flatten().collect();
    eprintln!(
        "renumbering: {}/{} modules as spirv-as numbers them",
        compared.iter().filter(|&&same| same).count(),
        compared.len()
    );
    assert!(compared.len() >= 75 && compared.iter().all(|&same| same));
}

/// An edit of a decoded module: a duplicate constant replaced by the original and removed, a
/// new decoration and function-body instruction added; the result validates.
#[test]
fn editing_a_decoded_module() {
    let (mut b, main, entry) = compute(Version::new(1, 3));
    let int = b.type_int(32, true);
    let ptr = b.type_pointer(StorageClass::Function, int);
    let var = b.local_variable(main, ptr);
    let seven = b.constant_i32(7);
    // A duplicate the hash-consing would not have made, as another producer might.
    let twin = b.push_new(|result_id| Instruction::Constant { result_type: int.into(), result_id, value: 7i32.into() });
    b.at(entry).store(var, twin);
    b.at(entry).ret();
    b.name(twin, "twin");
    let bytes = b.finish().expect("builds").to_bytes();

    let decoded = Module::decode(&bytes).expect("decodes");
    let bound = decoded.header.bound;
    let mut e = Builder::from_module(decoded).expect("valid layout");
    assert_eq!(e.constant_i32(7), seven, "hash-consing knows the decoded constants");
    assert_eq!(e.replace_uses(twin, seven), 1, "the store (the name stays with the twin)");
    assert!(matches!(e.remove(twin), Some(Instruction::Constant { .. })));
    let f = &mut e.functions_mut()[0];
    let last = f.blocks[0].instructions.len() - 1;
    f.blocks[0].instructions.insert(last, Instruction::Store { pointer: var, object: seven, memory_access: None });
    e.decorate(var, Decoration::RelaxedPrecision);
    let mut edited = e.finish().expect("builds");
    assert!(!edited.iter().any(|i| matches!(i, Instruction::Name { .. })), "the removed constant's name went with it");
    edited.renumber();
    assert_eq!(edited.header.bound, bound - 1);
    assert_valid(&edited, "spv1.3");
}

/// A builder for a profile declares the extension the profile enables among those that provide
/// a feature, and refuses extensions outside it; spirv-val accepts what it builds.
#[test]
fn profiles_choose_and_limit_extensions() {
    // PhysicalStorageBuffer64 is SPIR-V 1.5, or SPV_EXT_ or SPV_KHR_physical_storage_buffer.
    let build = |profile: Profile| {
        let (mut b, _, entry) = compute_in(Builder::for_profile(profile));
        b.capability(Capability::PhysicalStorageBufferAddresses);
        b.memory_model(AddressingModel::PhysicalStorageBuffer64, MemoryModel::GLSL450);
        b.at(entry).ret();
        b
    };
    let extensions = |m: &Module| -> Vec<String> {
        m.iter()
            .filter_map(|i| match i {
                Instruction::Extension { name } => Some(name.to_string()),
                _ => None,
            })
            .collect()
    };
    const KHR: Profile = Profile::new(Version::new(1, 3), &["SPV_KHR_physical_storage_buffer"]);
    let module = build(KHR).finish().expect("builds");
    assert_eq!(extensions(&module), ["SPV_KHR_physical_storage_buffer"]);
    assert_valid(&module, "spv1.3");
    // Without a profile, the first of the grammar's extensions.
    let mut unprofiled = build(KHR);
    unprofiled = Builder::from_module(unprofiled.finish_unchecked().expect("assembles")).expect("valid layout");
    let module = unprofiled.finish().expect("builds");
    assert_eq!(extensions(&module), ["SPV_EXT_physical_storage_buffer"]);
    assert_valid(&module, "spv1.3");
    // A profile without either: the feature is unmet, with both ways out named.
    const BARE: Profile = Profile::new(Version::new(1, 3), &[]);
    let err = build(BARE).finish().expect_err("needs an extension the profile lacks");
    assert!(
        err.to_string().contains(
            "needs SPIR-V 1.5, or one of the extensions SPV_EXT_physical_storage_buffer, SPV_KHR_physical_storage_buffer"
        ),
        "{err}"
    );
    // An extension declared by hand outside the profile.
    let mut b = build(KHR);
    b.extension("SPV_KHR_8bit_storage");
    assert!(matches!(b.finish(), Err(BuildError::OutsideProfile { extension }) if extension == "SPV_KHR_8bit_storage"));
}
