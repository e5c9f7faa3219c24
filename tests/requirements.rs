//! Requirement inference (`spirv_core::requirements`) on the corpus and against `spirv-val`.
//!
//! Fails loudly when the corpus or the reference tools are missing.

use spirv_core::requirements::{Requirements, Unmet};
use spirv_core::spec::{Capability, Instruction, Op};
use spirv_core::{Header, IdRef, IdResult, IdResultType, Module, Version};
use spirv_workspace::{corpus_modules, parallel_map, run_reference};

/// `caps` and everything they imply.
fn closure(caps: &[Capability]) -> Vec<Capability> {
    let mut out: Vec<Capability> = Vec::new();
    let mut stack: Vec<Capability> = caps.to_vec();
    while let Some(c) = stack.pop() {
        if !out.contains(&c) {
            out.push(c);
            stack.extend_from_slice(c.capabilities());
        }
    }
    out
}

fn env(v: Version) -> String {
    format!("spv{}.{}", v.major, v.minor)
}

/// Whether spirv-val accepts `module` at its header's version; its first message otherwise.
fn spirv_val(module: &Module<'_>) -> Result<(), String> {
    let v = module.header.spirv_version().expect("a version");
    let out = run_reference("spirv-val", &["--target-env", &env(v), "-"], &module.to_bytes());
    if out.status.success() {
        Ok(())
    } else {
        let text = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
        Err(text.lines().find(|l| l.starts_with("error")).unwrap_or(text.lines().next().unwrap_or("")).to_string())
    }
}

fn with_version(module: &Module<'static>, v: Version) -> Module<'static> {
    let mut m = module.clone();
    m.header.version = v.to_word();
    m
}

#[test]
fn corpus_modules_meet_their_requirements() {
    let modules = corpus_modules();
    assert!(modules.len() > 2000, "the corpus has {} modules", modules.len());
    let start = std::time::Instant::now();
    let mut instructions = 0;
    let mut below_header = 0;
    let mut unmet = 0;
    for (name, bytes) in &modules {
        let module = Module::decode(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        instructions += module.instructions.len();
        let reqs = Requirements::of(&module);
        let header = module.header.spirv_version().expect("a version");
        if !reqs.is_met() {
            // A few corpus modules are invalid: spirv-val must agree.
            let error = reqs.check().expect_err("unmet");
            assert!(spirv_val(&module).is_err(), "{name}: spirv-val accepts it, but {error}");
            assert!(reqs.missing_capabilities.is_empty(), "{name}: {error}");
            unmet += 1;
            continue;
        }
        assert!(reqs.missing_capabilities.is_empty() && reqs.missing_extensions.is_empty(), "{name}: {reqs:?}");
        assert!(reqs.version <= header, "{name}: needs {} at {header}", reqs.version);
        below_header += usize::from(reqs.version < header);
        let declared = closure(&reqs.declared_capabilities);
        for c in &reqs.capabilities {
            assert!(declared.contains(c), "{name}: {c} required, not declared");
        }
        for e in &reqs.extensions {
            assert!(reqs.declared_extensions.iter().any(|d| d == e), "{name}: {e} required, not declared");
        }
    }
    eprintln!(
        "requirements: {} corpus modules ({instructions} instructions), {} met ({below_header} below their header \
         version), {unmet} not (spirv-val agrees), in {:?}",
        modules.len(),
        modules.len() - unmet,
        start.elapsed()
    );
}

/// One comparison with spirv-val.
struct Case {
    what: String,
    predicted_valid: bool,
    verdict: Result<(), String>,
}

fn cases_of(name: &str, module: &Module<'static>) -> Option<Vec<Case>> {
    // Modules spirv-val rejects as they are say nothing about requirements.
    spirv_val(module).ok()?;
    let reqs = Requirements::of(module);
    let mut cases = Vec::new();
    for &cap in &reqs.declared_capabilities {
        let mut m = module.clone();
        m.instructions.retain(|i| !matches!(i, Instruction::Capability { capability } if *capability == cap));
        let r = Requirements::of(&m);
        cases.push(Case {
            what: format!("{name} without {cap}: {}", r.unmet.first().map(Unmet::to_string).unwrap_or_default()),
            predicted_valid: r.is_met(),
            verdict: spirv_val(&m),
        });
    }
    let header = module.header.spirv_version().expect("a version");
    if reqs.version < header {
        let m = with_version(module, reqs.version);
        cases.push(Case {
            what: format!("{name} at its minimum {}", reqs.version),
            predicted_valid: Requirements::of(&m).is_met(),
            verdict: spirv_val(&m),
        });
    }
    if reqs.version.minor > 0 {
        let below = Version::new(1, reqs.version.minor - 1);
        let m = with_version(module, below);
        let r = Requirements::of(&m);
        cases.push(Case {
            what: format!("{name} at {below}: {}", r.unmet.first().map(Unmet::to_string).unwrap_or_default()),
            predicted_valid: r.is_met(),
            verdict: spirv_val(&m),
        });
    }
    Some(cases)
}

#[test]
fn agrees_with_spirv_val_on_a_sample() {
    let modules: Vec<(String, Vec<u8>)> = corpus_modules().into_iter().step_by(10).collect();
    let start = std::time::Instant::now();
    let results = parallel_map(&modules, |(name, bytes)| {
        let module = Module::decode(bytes).expect("corpus module").into_owned();
        cases_of(name, &module)
    });
    let rejected = results.iter().filter(|r| r.is_none()).count();
    let cases: Vec<&Case> = results.iter().flatten().flatten().collect();
    let disagreements: Vec<&&Case> = cases.iter().filter(|c| c.predicted_valid != c.verdict.is_ok()).collect();
    for c in &disagreements {
        eprintln!("DISAGREE {} — predicted valid: {}, spirv-val: {:?}", c.what, c.predicted_valid, c.verdict);
    }
    let invalid = cases.iter().filter(|c| c.verdict.is_err()).count();
    eprintln!(
        "requirements vs spirv-val: {} sampled modules ({rejected} rejected as they are), {} spirv-val runs on variants \
         ({invalid} invalid), {} agreements, {} disagreements, in {:?}",
        modules.len(),
        cases.len(),
        cases.len() - disagreements.len(),
        disagreements.len(),
        start.elapsed()
    );
    assert!(cases.len() > 300, "too few cases: {}", cases.len());
    assert!(invalid > 50, "too few invalid variants: {invalid}");
    assert!(disagreements.is_empty(), "{} disagreements with spirv-val", disagreements.len());
}

// ---- unit cases from the issue, each checked against spirv-val ----

fn id(n: u32) -> IdRef {
    IdRef::new(n).expect("nonzero")
}

fn result(n: u32) -> IdResult {
    IdResult::new(n).expect("nonzero")
}

/// A GLCompute shader around `body` types (ids from 10 on are free).
fn shader(version: Version, caps: &[Capability], exts: &[&str], types: Vec<Instruction<'static>>) -> Module<'static> {
    use spirv_core::spec::{AddressingModel, ExecutionMode, ExecutionModel, FunctionControl, MemoryModel};
    let mut instructions: Vec<Instruction<'static>> =
        caps.iter().map(|&capability| Instruction::Capability { capability }).collect();
    instructions.extend(exts.iter().map(|e| Instruction::Extension { name: e.to_string().into() }));
    instructions.extend([
        Instruction::MemoryModel { addressing_model: AddressingModel::Logical, memory_model: MemoryModel::GLSL450 },
        Instruction::EntryPoint {
            execution_model: ExecutionModel::GLCompute,
            entry_point: id(1),
            name: "main".into(),
            interface: Default::default(),
        },
        Instruction::ExecutionMode { entry_point: id(1), mode: ExecutionMode::LocalSize(1, 1, 1) },
        Instruction::TypeVoid { result_id: result(2) },
        Instruction::TypeFunction { result_id: result(3), return_type: id(2), parameter_types: Default::default() },
    ]);
    instructions.extend(types);
    instructions.extend([
        Instruction::Function {
            result_type: IdResultType::new(2).expect("nonzero"),
            result_id: result(1),
            function_control: FunctionControl::NONE,
            function_type: id(3),
        },
        Instruction::Label { result_id: result(4) },
        Instruction::Return,
        Instruction::FunctionEnd,
    ]);
    let mut m = Module { header: Header::new(version, 0, 1), instructions };
    m.fix_bound();
    m
}

#[test]
fn storage_buffer_8bit_access_needs_1_5_or_its_extension() {
    let caps = [Capability::Shader, Capability::StorageBuffer8BitAccess];
    let types = || vec![Instruction::TypeInt { result_id: result(10), width: 8, signedness: 0 }];
    let m = shader(Version::new(1, 3), &caps, &[], types());
    let r = Requirements::of(&m);
    assert_eq!(r.missing_extensions, ["SPV_KHR_8bit_storage"]);
    assert!(r.missing_capabilities.is_empty());
    let message = r.check().expect_err("unmet").to_string();
    assert!(
        message.contains("Capability StorageBuffer8BitAccess needs SPIR-V 1.5, or SPV_KHR_8bit_storage"),
        "{message}"
    );
    assert!(spirv_val(&m).is_err());
    assert_eq!(r.version, Version::new(1, 5));

    let m = shader(Version::new(1, 3), &caps, &["SPV_KHR_8bit_storage"], types());
    let r = Requirements::of(&m);
    assert!(r.is_met(), "{:?}", r.check());
    assert_eq!(r.extensions, ["SPV_KHR_8bit_storage"]);
    assert_eq!(r.version, Version::new(1, 0));
    spirv_val(&m).expect("valid with the extension");

    let m = shader(Version::new(1, 5), &caps, &[], types());
    let r = Requirements::of(&m);
    assert!(r.is_met(), "{:?}", r.check());
    assert_eq!(r.version, Version::new(1, 5));
    assert!(r.capabilities.contains(&Capability::StorageBuffer8BitAccess));
    spirv_val(&m).expect("valid at 1.5");
}

#[test]
fn sdot_needs_1_6_or_integer_dot_product() {
    // OpSDot is a function-body instruction: build it by hand.
    let body = |version: Version, caps: &[Capability], exts: &[&str]| {
        let mut m = shader(
            version,
            caps,
            exts,
            vec![
                Instruction::TypeInt { result_id: result(10), width: 32, signedness: 1 },
                Instruction::Constant {
                    result_type: IdResultType::new(10).expect("nonzero"),
                    result_id: result(11),
                    value: spirv_core::LiteralNumber::new(1, spirv_core::NumberType::Signed { width: 32 }),
                },
            ],
        );
        let at = m.instructions.iter().position(|i| matches!(i, Instruction::Label { .. })).expect("label") + 1;
        m.instructions.insert(
            at,
            Instruction::SDot {
                result_type: IdResultType::new(10).expect("nonzero"),
                result_id: result(12),
                vector_1: id(11),
                vector_2: id(11),
                packed_vector_format: Some(spirv_core::spec::PackedVectorFormat::PackedVectorFormat4x8Bit),
            },
        );
        m.fix_bound();
        m
    };
    let caps = [Capability::Shader, Capability::DotProduct, Capability::DotProductInput4x8BitPacked];
    let m = body(Version::new(1, 5), &caps, &[]);
    let r = Requirements::of(&m);
    assert_eq!(r.missing_extensions, ["SPV_KHR_integer_dot_product"]);
    let message = r.check().expect_err("unmet").to_string();
    assert!(message.contains("needs SPIR-V 1.6, or SPV_KHR_integer_dot_product"), "{message}");
    assert!(spirv_val(&m).is_err());
    // Without the capability: the instruction asks for it, and the capability for its extension.
    let m = body(Version::new(1, 5), &[Capability::Shader], &[]);
    let r = Requirements::of(&m);
    assert!(r.missing_capabilities.contains(&Capability::DotProduct), "{r:?}");
    assert!(r.unmet.iter().any(|u| u.to_string() == "OpSDot needs one of the capabilities DotProduct"), "{r:?}");
    assert_eq!(r.missing_extensions, ["SPV_KHR_integer_dot_product"]);
    assert!(spirv_val(&m).is_err());
    let m = body(Version::new(1, 5), &caps, &["SPV_KHR_integer_dot_product"]);
    assert!(Requirements::of(&m).is_met());
    spirv_val(&m).expect("valid with the extension");
    let m = body(Version::new(1, 6), &caps, &[]);
    let r = Requirements::of(&m);
    assert!(r.is_met());
    assert_eq!(r.version, Version::new(1, 6));
    spirv_val(&m).expect("valid at 1.6");
    assert_eq!(Op::SDot.version(), Some(Version::new(1, 6)));
}

#[test]
fn int64_needs_its_capability() {
    let types = || vec![Instruction::TypeInt { result_id: result(10), width: 64, signedness: 0 }];
    let m = shader(Version::new(1, 0), &[Capability::Shader], &[], types());
    let r = Requirements::of(&m);
    assert_eq!(r.missing_capabilities, [Capability::Int64]);
    assert_eq!(r.unmet.len(), 1);
    assert_eq!(r.unmet[0].to_string(), "OpTypeInt 64 needs one of the capabilities Int64");
    assert!(spirv_val(&m).is_err());
    let m = shader(Version::new(1, 0), &[Capability::Shader, Capability::Int64], &[], types());
    let r = Requirements::of(&m);
    assert!(r.is_met());
    assert_eq!(r.capabilities, [Capability::Shader, Capability::Int64]);
    spirv_val(&m).expect("valid with Int64");
}

#[test]
fn nothing_panics_on_raw_instructions() {
    let mut m = shader(Version::new(1, 0), &[Capability::Shader], &[], vec![]);
    m.instructions
        .push(Instruction::Raw(spirv_core::RawInstruction { opcode: 0xFFFF, operands: vec![1, 2, 3].into() }));
    let r = Requirements::of(&m);
    assert!(r.is_met());
    let mut m = m.clone();
    m.header.version = 0xFFFF_FFFF;
    let _ = Requirements::of(&m);
}
