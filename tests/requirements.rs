//! Requirement inference (`spirv_core::requirements`) on the corpus and against `spirv-val`.
//!
//! Fails loudly when the corpus or the reference tools are missing.

use spirv_core::requirements::{Feature, Need, Requirements, Unmet};
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
    /// The number (from 1) of the first instruction we report unmet.
    first_unmet: Option<usize>,
    /// The numbers (from 1) of every instruction we report unmet, and, for an `OpEntryPoint`
    /// unmet under [`INTERFACE_RULE`], of the variables it lists: spirv-val reports that rule at
    /// the first offending variable (validate_decorations.cpp), we at the `OpEntryPoint`
    /// listing it, the instruction to change.
    reported: Vec<usize>,
}

/// The rule spirv-val reports at a variable rather than at the `OpEntryPoint`.
const INTERFACE_RULE: &str = "OpEntryPoint interface of a variable neither Input nor Output";

/// The instructions of `m` that spirv-val may name for `r`'s unmet features (see
/// [`Case::reported`]), and the first unmet one, from the grouped list (whose groups are in
/// the order of their first use), checked against the plain list.
fn numbers(m: &Module<'_>, r: &Requirements) -> (Option<usize>, Vec<usize>) {
    let first = r.unmet_grouped().iter().map(|g| g.first + 1).min();
    assert_eq!(first, r.unmet.first().map(|u| u.instruction + 1));
    let mut reported: Vec<usize> = r.unmet.iter().map(|u| u.instruction + 1).collect();
    for u in r.unmet.iter().filter(|u| u.feature == Feature::Rule(INTERFACE_RULE)) {
        if let Instruction::EntryPoint { interface, .. } = &m.instructions[u.instruction] {
            for (n, inst) in m.instructions.iter().enumerate() {
                if let Instruction::Variable { result_id, .. } = inst
                    && interface.iter().any(|id| id.get() == result_id.get())
                {
                    reported.push(n + 1);
                }
            }
        }
    }
    (first, reported)
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
        let (first_unmet, reported) = numbers(&m, &r);
        cases.push(Case {
            what: format!("{name} without {cap}: {}", r.unmet.first().map(Unmet::to_string).unwrap_or_default()),
            predicted_valid: r.is_met(),
            verdict: spirv_val(&m),
            first_unmet,
            reported,
        });
    }
    let header = module.header.spirv_version().expect("a version");
    if reqs.version < header {
        let m = with_version(module, reqs.version);
        let r = Requirements::of(&m);
        let (first_unmet, reported) = numbers(&m, &r);
        cases.push(Case {
            what: format!("{name} at its minimum {}", reqs.version),
            predicted_valid: r.is_met(),
            verdict: spirv_val(&m),
            first_unmet,
            reported,
        });
    }
    if reqs.version.minor > 0 {
        let below = Version::new(1, reqs.version.minor - 1);
        let m = with_version(module, below);
        let r = Requirements::of(&m);
        let (first_unmet, reported) = numbers(&m, &r);
        cases.push(Case {
            what: format!("{name} at {below}: {}", r.unmet.first().map(Unmet::to_string).unwrap_or_default()),
            predicted_valid: r.is_met(),
            verdict: spirv_val(&m),
            first_unmet,
            reported,
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

    // The numbering: where spirv-val names an instruction (`error: line N: ...`, N counted
    // from 1 without the header), it is one we report, mostly the first (spirv-val checks in
    // the order of its passes, not of the instructions).
    let (mut same, mut numbered) = (0, 0);
    let mut misnumbered = Vec::new();
    for c in &cases {
        let line: Option<usize> =
            c.verdict.as_ref().err().and_then(|e| e.strip_prefix("error: line ")?.split(':').next()?.parse().ok());
        if let (Some(line), Some(first)) = (line, c.first_unmet) {
            numbered += 1;
            same += usize::from(line == first);
            if !c.reported.contains(&line) {
                misnumbered.push(format!("{}: spirv-val line {line}, ours from instruction {first}", c.what));
            }
        }
    }
    eprintln!(
        "numbering: spirv-val names an instruction we report in {} of {numbered} variants, our first in {same}",
        numbered - misnumbered.len()
    );
    // Numbered from 0 (or 2), this would be about none.
    assert!(numbered > 100 && same * 10 >= numbered * 9, "{same} of {numbered}");
    assert!(misnumbered.is_empty(), "{}", misnumbered.join("\n"));
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
    // The error names the instruction as spirv-val does: `error: line N: ...`, N from 1.
    let verdict = spirv_val(&m).expect_err("invalid without Int64");
    let line = verdict.strip_prefix("error: line ").and_then(|r| r.split(':').next()).expect("a line number");
    assert_eq!(
        r.check().expect_err("unmet").to_string(),
        format!(
            "the module does not meet its requirements at SPIR-V 1.0: OpTypeInt 64 needs one of the capabilities \
             Int64 (1 use, at instruction {line})"
        )
    );
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

// ---- the rules on 8- and 16-bit values, one module each, checked against spirv-val ----

/// A compute shader with a StorageBuffer block `%var` of `u8, u16, f16, v2u8, inner { u8 }, f32`
/// whose members `main` loads into `%a`, `%b`, `%h`, `%v`, `%f` (`%pa`, `%pi`: pointers to the
/// first and the inner struct).
#[derive(Clone, Copy, Default)]
struct Small {
    /// Its capabilities besides Shader, one a line.
    caps: &'static str,
    /// Its minor SPIR-V version (5 unless set).
    minor: u8,
    extensions: &'static str,
    addressing: &'static str,
    /// The entry point's interface (`%var` unless set).
    interface: &'static str,
    decorations: &'static str,
    /// Types, constants and global variables.
    globals: &'static str,
    /// Functions before `main`.
    functions: &'static str,
    /// `main`'s variables.
    variables: &'static str,
    /// `main`'s instructions after the loads.
    body: &'static str,
}

/// Declares 8-bit integers through StorageBuffer8BitAccess, 16-bit types through
/// StorageBuffer16BitAccess.
const STORAGE: &str = "OpCapability StorageBuffer8BitAccess\nOpCapability StorageBuffer16BitAccess";
/// Declares 8-bit integers through StoragePushConstant8: the StorageBuffer block needs more.
const NO_SB8: &str = "OpCapability StoragePushConstant8\nOpCapability StorageBuffer16BitAccess";

impl Small {
    fn module(&self, extra: Option<Capability>) -> Module<'static> {
        let minor = if self.minor == 0 { 5 } else { self.minor };
        let extra = extra.map(|c| format!("OpCapability {c}")).unwrap_or_default();
        let text = format!(
            "; Version: 1.{minor}
OpCapability Shader
{caps}
{extra}
{extensions}
OpMemoryModel {addressing} GLSL450
OpEntryPoint GLCompute %main \"main\" {interface}
OpExecutionMode %main LocalSize 1 1 1
OpDecorate %buf Block
OpMemberDecorate %buf 0 Offset 0
OpMemberDecorate %buf 1 Offset 2
OpMemberDecorate %buf 2 Offset 4
OpMemberDecorate %buf 3 Offset 6
OpMemberDecorate %buf 4 Offset 8
OpMemberDecorate %buf 5 Offset 12
OpMemberDecorate %inner 0 Offset 0
OpDecorate %var DescriptorSet 0
OpDecorate %var Binding 0
{decorations}
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%u8 = OpTypeInt 8 0
%u16 = OpTypeInt 16 0
%i16 = OpTypeInt 16 1
%f16 = OpTypeFloat 16
%u32 = OpTypeInt 32 0
%i32 = OpTypeInt 32 1
%f32 = OpTypeFloat 32
%v2u8 = OpTypeVector %u8 2
%v2f16 = OpTypeVector %f16 2
%m2f16 = OpTypeMatrix %v2f16 2
%inner = OpTypeStruct %u8
%buf = OpTypeStruct %u8 %u16 %f16 %v2u8 %inner %f32
%pbuf = OpTypePointer StorageBuffer %buf
%pu8 = OpTypePointer StorageBuffer %u8
%pu16 = OpTypePointer StorageBuffer %u16
%pf16 = OpTypePointer StorageBuffer %f16
%pv2u8 = OpTypePointer StorageBuffer %v2u8
%pinner = OpTypePointer StorageBuffer %inner
%pf32 = OpTypePointer StorageBuffer %f32
%var = OpVariable %pbuf StorageBuffer
%c0 = OpConstant %u32 0
%c1 = OpConstant %u32 1
%c2 = OpConstant %u32 2
%c3 = OpConstant %u32 3
%c4 = OpConstant %u32 4
%c5 = OpConstant %u32 5
{globals}
{functions}
%main = OpFunction %void None %fn
%entry = OpLabel
{variables}
%pa = OpAccessChain %pu8 %var %c0
%a = OpLoad %u8 %pa
%pb = OpAccessChain %pu16 %var %c1
%b = OpLoad %u16 %pb
%ph = OpAccessChain %pf16 %var %c2
%h = OpLoad %f16 %ph
%pv = OpAccessChain %pv2u8 %var %c3
%v = OpLoad %v2u8 %pv
%pi = OpAccessChain %pinner %var %c4
%pf = OpAccessChain %pf32 %var %c5
%f = OpLoad %f32 %pf
{body}
OpReturn
OpFunctionEnd
",
            caps = self.caps,
            extensions = self.extensions,
            addressing = if self.addressing.is_empty() { "Logical" } else { self.addressing },
            interface = if self.interface.is_empty() { "%var" } else { self.interface },
            decorations = self.decorations,
            globals = self.globals,
            functions = self.functions,
            variables = self.variables,
            body = self.body,
        );
        let words = spirv_core::text::assemble(text.as_bytes(), &Default::default()).unwrap_or_else(|e| panic!("{e}"));
        Module::decode_words(&words).expect("assembled")
    }
}

/// One rule: `module` breaks it (spirv-val says `message`), each of `fixes` mends it, and
/// the inference names `fixes[0]` as missing.
struct SmallCase {
    rule: &'static str,
    message: &'static str,
    fixes: &'static [Capability],
    module: Small,
}

fn check_small(case: &SmallCase) {
    let m = case.module.module(None);
    let r = Requirements::of(&m);
    assert!(r.unmet.iter().any(|u| u.feature.to_string() == case.rule), "{}: {:?}", case.rule, r.check());
    assert_eq!(r.missing_capabilities, case.fixes[..1], "{}", case.rule);
    let verdict = spirv_val(&m).expect_err(case.rule);
    assert!(verdict.contains(case.message), "{}: spirv-val says {verdict}", case.rule);
    for &fix in case.fixes {
        let m = case.module.module(Some(fix));
        let r = Requirements::of(&m);
        assert!(r.is_met(), "{} with {fix}: {:?}", case.rule, r.check());
        assert!(r.capabilities.contains(&fix), "{} with {fix}: {:?}", case.rule, r.capabilities);
        spirv_val(&m).unwrap_or_else(|e| panic!("{} with {fix}: spirv-val says {e}", case.rule));
    }
}

fn small_body(caps: &'static str, body: &'static str) -> Small {
    Small { caps, body, ..Small::default() }
}

#[test]
fn small_type_base_module_is_valid() {
    let m = small_body(STORAGE, "").module(None);
    assert!(Requirements::of(&m).is_met());
    spirv_val(&m).expect("valid");
}

#[test]
fn small_type_values() {
    use Capability::{Float16, Int8, Int16};
    let cases = [
        SmallCase {
            rule: "a constant of an 8- or 16-bit type",
            message: "Cannot form constants of 8- or 16-bit types",
            fixes: &[Int8],
            module: Small { caps: STORAGE, globals: "%k = OpConstant %u8 1", ..Small::default() },
        },
        SmallCase {
            rule: "a constant of an 8- or 16-bit type",
            message: "Cannot form constants of 8- or 16-bit types",
            fixes: &[Float16],
            module: Small { caps: STORAGE, globals: "%k = OpConstantNull %v2f16", ..Small::default() },
        },
        SmallCase {
            rule: "OpUndef of an 8- or 16-bit type",
            message: "Cannot create undefined values with 8- or 16-bit types",
            fixes: &[Int16],
            module: small_body(STORAGE, "%x = OpUndef %u16"),
        },
        SmallCase {
            rule: "a use of an 8- or 16-bit value other than a store, copy or width conversion",
            message: "Invalid use of 8- or 16-bit result",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpIAdd %u8 %a %a"),
        },
        SmallCase {
            rule: "a use of an 8- or 16-bit value other than a store, copy or width conversion",
            message: "Invalid use of 8- or 16-bit result",
            fixes: &[Float16],
            module: small_body(STORAGE, "%x = OpFOrdLessThan %bool %h %h"),
        },
        SmallCase {
            rule: "OpVectorExtractDynamic of an 8- or 16-bit type",
            message: "Cannot extract from a vector of 8- or 16-bit types",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpVectorExtractDynamic %u8 %v %c0"),
        },
        SmallCase {
            rule: "OpVectorInsertDynamic of an 8- or 16-bit type",
            message: "Cannot insert into a vector of 8- or 16-bit types",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpVectorInsertDynamic %v2u8 %v %a %c0"),
        },
        SmallCase {
            rule: "OpCompositeConstruct of an 8- or 16-bit type",
            message: "Cannot create a composite containing 8- or 16-bit types",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpCompositeConstruct %v2u8 %a %a"),
        },
        SmallCase {
            rule: "OpCompositeExtract of an 8- or 16-bit type",
            message: "Cannot extract from a composite of 8- or 16-bit types",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpCompositeExtract %u8 %v 0"),
        },
        SmallCase {
            rule: "OpCompositeInsert of an 8- or 16-bit type",
            message: "Cannot insert into a composite of 8- or 16-bit types",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpCompositeInsert %v2u8 %a %v 0"),
        },
        SmallCase {
            rule: "OpTranspose of an 8- or 16-bit type",
            message: "Cannot transpose matrices of 16-bit floats",
            fixes: &[Float16],
            module: Small {
                caps: STORAGE,
                globals: "%fnm = OpTypeFunction %void %m2f16",
                functions: "%helper = OpFunction %void None %fnm\n%pm = OpFunctionParameter %m2f16\n%hl = OpLabel\n\
                            %x = OpTranspose %m2f16 %pm\nOpReturn\nOpFunctionEnd",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "OpVectorShuffle of an 8- or 16-bit type",
            message: "Cannot shuffle a vector of 8- or 16-bit types",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpVectorShuffle %v2u8 %v %v 1 0"),
        },
        SmallCase {
            rule: "OpCopyLogical of an 8- or 16-bit type",
            message: "Cannot copy composites of 8- or 16-bit types",
            fixes: &[Int8],
            module: Small {
                caps: STORAGE,
                globals: "%inner2 = OpTypeStruct %u8\n%fni = OpTypeFunction %void %inner",
                functions: "%helper = OpFunction %void None %fni\n%pm = OpFunctionParameter %inner\n%hl = OpLabel\n\
                            %x = OpCopyLogical %inner2 %pm\nOpReturn\nOpFunctionEnd",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "OpConvertFToU from or to an 8- or 16-bit type",
            message: "8- or 16-bit types can only be used with width-only conversions",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpConvertFToU %u8 %f"),
        },
        SmallCase {
            rule: "OpConvertFToS from or to an 8- or 16-bit type",
            message: "8- or 16-bit types can only be used with width-only conversions",
            fixes: &[Float16],
            module: small_body(STORAGE, "%x = OpConvertFToS %i32 %h"),
        },
        SmallCase {
            rule: "OpConvertSToF from or to an 8- or 16-bit type",
            message: "8- or 16-bit types can only be used with width-only conversions",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpConvertSToF %f32 %a"),
        },
        SmallCase {
            rule: "OpConvertUToF from or to an 8- or 16-bit type",
            message: "8- or 16-bit types can only be used with width-only conversions",
            fixes: &[Int16],
            module: small_body(STORAGE, "%x = OpConvertUToF %f32 %b"),
        },
        SmallCase {
            rule: "OpBitcast from or to an 8- or 16-bit type",
            message: "8- or 16-bit types can only be used with width-only conversions",
            fixes: &[Int16],
            module: small_body(STORAGE, "%x = OpBitcast %i16 %b"),
        },
        SmallCase {
            rule: "OpLoad of an aggregate of 8- or 16-bit types",
            message: "8- or 16-bit loads must be a scalar, vector or matrix type",
            fixes: &[Int8],
            module: small_body(STORAGE, "%x = OpLoad %inner %pi"),
        },
        SmallCase {
            rule: "OpCopyMemory of 8- or 16-bit types",
            message: "Cannot copy memory of objects containing 8- or 16-bit types",
            fixes: &[Int8],
            module: small_body(STORAGE, "OpCopyMemory %pa %pa"),
        },
    ];
    for case in &cases {
        check_small(case);
    }
    // Stores, copies, decorations and width conversions need no general capability.
    let allowed = Small {
        caps: STORAGE,
        decorations: "OpDecorate %a RelaxedPrecision",
        body: "%x = OpCopyObject %u8 %a\nOpStore %pa %x\n%y = OpUConvert %u32 %a\n%z = OpFConvert %f32 %h\n\
               %w = OpSConvert %i32 %b\nOpStore %pv %v",
        ..Small::default()
    };
    let m = allowed.module(None);
    let r = Requirements::of(&m);
    assert!(r.is_met(), "{:?}", r.check());
    spirv_val(&m).expect("stores, copies, decorations and width conversions are valid");
}

#[test]
fn small_type_variables() {
    use Capability::{Float16, Int8, Int16, StorageBuffer8BitAccess as SB8};
    let cases = [
        SmallCase {
            rule: "a variable of 8- or 16-bit types in its storage class",
            message: "Cannot allocate a variable containing a 8-bit type in Function storage class",
            fixes: &[Int8],
            module: Small {
                caps: STORAGE,
                globals: "%pfn = OpTypePointer Function %u8",
                variables: "%x = OpVariable %pfn Function",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "a variable of 8- or 16-bit types in its storage class",
            message: "Cannot allocate a variable containing a 16-bit type in Private storage class",
            fixes: &[Int16],
            module: Small {
                caps: STORAGE,
                globals: "%ppr = OpTypePointer Private %u16\n%x = OpVariable %ppr Private",
                interface: "%var %x",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "a StorageBuffer variable of 8- or 16-bit types",
            message: "8-bit element in StorageBuffer storage class requires an additional capability",
            // The storage capability first: the module only loads its 8-bit values, and Int8
            // (a device's shaderInt8) would allow more than it needs.
            fixes: &[SB8, Int8],
            module: Small { caps: NO_SB8, ..Small::default() },
        },
        SmallCase {
            // The pointee of a pointer a variable holds counts, in its storage class.
            rule: "a PhysicalStorageBuffer variable of 8- or 16-bit types",
            message: "8-bit element in StorageBuffer storage class requires an additional capability",
            fixes: &[SB8, Int8],
            module: Small {
                caps: "OpCapability StoragePushConstant8\nOpCapability StorageBuffer16BitAccess\n\
                       OpCapability PhysicalStorageBufferAddresses",
                addressing: "PhysicalStorageBuffer64",
                decorations: "OpDecorate %x AliasedPointer",
                globals: "%ppsb = OpTypePointer PhysicalStorageBuffer %u8\n%pfp = OpTypePointer Function %ppsb",
                variables: "%x = OpVariable %pfp Function",
                ..Small::default()
            },
        },
        SmallCase {
            // UniformAndStorageBuffer8BitAccess first: it implies StorageBuffer8BitAccess, which
            // the module declares, so it is the suggestion (`Requirements::missing_capabilities`).
            rule: "a Uniform variable of 8- or 16-bit types",
            message: "8-bit element in Uniform storage class requires an additional capability",
            fixes: &[Capability::UniformAndStorageBuffer8BitAccess, Int8],
            module: Small {
                caps: STORAGE,
                interface: "%var %x",
                decorations: "OpDecorate %ubuf Block\nOpMemberDecorate %ubuf 0 Offset 0\n\
                              OpDecorate %x DescriptorSet 0\nOpDecorate %x Binding 1",
                globals: "%ubuf = OpTypeStruct %u8\n%pub = OpTypePointer Uniform %ubuf\n%x = OpVariable %pub Uniform",
                ..Small::default()
            },
        },
        SmallCase {
            // A BufferBlock is a storage buffer: StorageBuffer8BitAccess does (chosen for the rule on
            // StorageBuffer variables, which has fewer alternatives, and covering this one).
            rule: "a Uniform BufferBlock variable of 8- or 16-bit types",
            message: "8-bit element in StorageBuffer storage class requires an additional capability",
            fixes: &[SB8, Int8],
            module: Small {
                caps: NO_SB8,
                minor: 3,
                extensions: "OpExtension \"SPV_KHR_8bit_storage\"\nOpExtension \"SPV_KHR_16bit_storage\"\n\
                             OpExtension \"SPV_KHR_storage_buffer_storage_class\"",
                interface: " ",
                decorations: "OpDecorate %ubuf BufferBlock\nOpMemberDecorate %ubuf 0 Offset 0\n\
                              OpDecorate %x DescriptorSet 0\nOpDecorate %x Binding 1",
                globals: "%ubuf = OpTypeStruct %u8\n%pub = OpTypePointer Uniform %ubuf\n%x = OpVariable %pub Uniform",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "a PushConstant variable of 8- or 16-bit types",
            message: "8-bit element in PushConstant storage class requires an additional capability",
            fixes: &[Capability::StoragePushConstant8, Int8],
            module: Small {
                caps: STORAGE,
                interface: "%var %x",
                decorations: "OpDecorate %pcs Block\nOpMemberDecorate %pcs 0 Offset 0",
                globals: "%pcs = OpTypeStruct %u8\n%ppc = OpTypePointer PushConstant %pcs\n\
                          %x = OpVariable %ppc PushConstant",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "an Input variable of 8- or 16-bit types",
            message: "16-bit element in Input storage class requires an additional capability",
            fixes: &[Capability::StorageInputOutput16, Int16],
            module: Small {
                caps: STORAGE,
                interface: "%var %x",
                globals: "%pin = OpTypePointer Input %u16\n%x = OpVariable %pin Input",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "an Input variable of 8- or 16-bit types",
            message: "Cannot allocate a variable containing a 8-bit type in Input storage class",
            fixes: &[Int8],
            module: Small {
                caps: STORAGE,
                interface: "%var %x",
                globals: "%pin = OpTypePointer Input %u8\n%x = OpVariable %pin Input",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "an Output variable of 8- or 16-bit types",
            message: "16-bit element in Output storage class requires an additional capability",
            fixes: &[Capability::StorageInputOutput16, Float16],
            module: Small {
                caps: STORAGE,
                interface: "%var %x",
                globals: "%pout = OpTypePointer Output %f16\n%x = OpVariable %pout Output",
                ..Small::default()
            },
        },
        SmallCase {
            // Not a Block: WorkgroupMemoryExplicitLayout8BitAccessKHR, which spirv-val takes for
            // it too, is for explicitly laid out Workgroup Blocks.
            rule: "a variable of 8- or 16-bit types in its storage class",
            message: "8-bit element in Workgroup storage class requires an additional capability",
            fixes: &[Int8],
            module: Small {
                caps: STORAGE,
                interface: "%var %x",
                globals: "%pwg = OpTypePointer Workgroup %u8\n%x = OpVariable %pwg Workgroup",
                ..Small::default()
            },
        },
        SmallCase {
            rule: "a Workgroup variable of 8- or 16-bit types",
            message: "8-bit element in Workgroup storage class requires an additional capability",
            // (Int8 alone does not do: a Workgroup Block needs WorkgroupMemoryExplicitLayoutKHR.)
            fixes: &[Capability::WorkgroupMemoryExplicitLayout8BitAccessKHR],
            module: Small {
                caps: STORAGE,
                extensions: "OpExtension \"SPV_KHR_workgroup_memory_explicit_layout\"",
                interface: "%var %x",
                decorations: "OpDecorate %wblock Block\nOpMemberDecorate %wblock 0 Offset 0",
                globals: "%wblock = OpTypeStruct %u8\n%pwg = OpTypePointer Workgroup %wblock\n\
                          %x = OpVariable %pwg Workgroup",
                ..Small::default()
            },
        },
    ];
    for case in &cases {
        check_small(case);
    }
}

/// The cases the issue names, written as assembly, each compared with spirv-val's verdict on
/// the same module: `ExecutionModel::RayGenerationKHR` (version None, no extension: gated by its
/// capability alone), `OpDemoteToHelperInvocation` (1.6, gated by a capability that is 1.6 or
/// SPV_EXT_demote_to_helper_invocation), and `OpTerminateInvocation` (version-checked although
/// gated by Shader).
#[test]
fn named_cases_agree_with_spirv_val() {
    let ray = |exts: &str| {
        format!(
            "OpCapability RayTracingKHR\n{exts}OpMemoryModel Logical GLSL450\nOpEntryPoint RayGenerationKHR %main \"main\"\n\
             %void = OpTypeVoid\n%fn = OpTypeFunction %void\n%main = OpFunction %void None %fn\n%l = OpLabel\n\
             OpReturn\nOpFunctionEnd\n"
        )
    };
    let fragment = |caps: &str, exts: &str, body: &str| {
        format!(
            "OpCapability Shader\n{caps}{exts}OpMemoryModel Logical GLSL450\nOpEntryPoint Fragment %main \"main\"\n\
             OpExecutionMode %main OriginUpperLeft\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
             %main = OpFunction %void None %fn\n%l = OpLabel\n{body}\nOpFunctionEnd\n"
        )
    };
    let demote = "OpCapability DemoteToHelperInvocation\n";
    let ext = |name: &str| format!("OpExtension \"{name}\"\n");
    let cases: Vec<(&str, String, Version, bool)> = vec![
        ("ray generation, its capability and extension", ray(&ext("SPV_KHR_ray_tracing")), Version::new(1, 4), true),
        ("ray generation without the extension", ray(""), Version::new(1, 4), false),
        ("demote at 1.6", fragment(demote, "", "OpDemoteToHelperInvocation\nOpReturn"), Version::new(1, 6), true),
        (
            "demote at 1.5 with its extension",
            fragment(demote, &ext("SPV_EXT_demote_to_helper_invocation"), "OpDemoteToHelperInvocation\nOpReturn"),
            Version::new(1, 5),
            true,
        ),
        (
            "demote at 1.5 without",
            fragment(demote, "", "OpDemoteToHelperInvocation\nOpReturn"),
            Version::new(1, 5),
            false,
        ),
        (
            "demote without its capability",
            fragment("", "", "OpDemoteToHelperInvocation\nOpReturn"),
            Version::new(1, 6),
            false,
        ),
        ("terminate at 1.6", fragment("", "", "OpTerminateInvocation"), Version::new(1, 6), true),
        ("terminate at 1.5", fragment("", "", "OpTerminateInvocation"), Version::new(1, 5), false),
        (
            "terminate at 1.5 with its extension",
            fragment("", &ext("SPV_KHR_terminate_invocation"), "OpTerminateInvocation"),
            Version::new(1, 5),
            true,
        ),
    ];
    for (what, text, version, valid) in cases {
        let options = spirv_core::text::AssembleOptions { target: Some(version), preserve_numeric_ids: false };
        let words = spirv_core::text::assemble(text.as_bytes(), &options).unwrap_or_else(|e| panic!("{what}: {e}"));
        let module = Module::decode_words(&words).expect("decodes");
        let verdict = spirv_val(&module);
        assert_eq!(verdict.is_ok(), valid, "{what}: spirv-val says {verdict:?}");
        let reqs = Requirements::of(&module);
        assert_eq!(reqs.is_met(), valid, "{what}: {:?}", reqs.unmet);
    }
}

// ---- extended instructions and the choice of what to declare ----

/// What the extended instructions of `module` need by their grammars (capabilities and
/// extensions), and SPV_KHR_non_semantic_info for a non-semantic import before SPIR-V 1.6, read
/// from the grammar tables.
fn extended_needs(module: &Module<'_>) -> (Vec<Capability>, Vec<&'static str>) {
    use spirv_core::{ExtInstruction, ExtSet};
    let mut imports = std::collections::HashMap::new();
    let (mut caps, mut exts) = (Vec::new(), Vec::new());
    for inst in module {
        match inst {
            Instruction::ExtInstImport { result_id, name } => {
                if let Some(set) = ExtSet::from_import_name(&name.to_string_lossy()) {
                    imports.insert(result_id.get(), set);
                }
                if name.as_bytes().starts_with(b"NonSemantic.")
                    && module.header.spirv_version().is_some_and(|v| v < Version::new(1, 6))
                {
                    exts.push("SPV_KHR_non_semantic_info");
                }
            }
            Instruction::ExtInst { set, instruction, .. } => {
                let info = imports
                    .get(&set.get())
                    .and_then(|s| s.instructions().get(u16::try_from(ExtInstruction::instruction(instruction)).ok()?));
                if let Some(info) = info {
                    caps.extend_from_slice(info.requirements().capabilities);
                    exts.extend_from_slice(info.requirements().extensions);
                }
            }
            _ => {}
        }
    }
    caps.sort_by_key(|c| c.to_u32());
    caps.dedup();
    exts.sort_unstable();
    exts.dedup();
    (caps, exts)
}

/// Every corpus module whose extended instructions need a capability or an extension by their
/// grammar (GLSL.std.450's interpolation functions need InterpolationFunction, PackDouble2x32
/// Float64, the AMD sets their extensions), or that imports a non-semantic set before SPIR-V 1.6:
/// each such capability or extension removed in turn, our verdict against spirv-val's. They
/// agree, except where spirv-val does not check what the grammar states: it checks no
/// extended instruction's extensions (validate_extensions.cpp checks only InterpolationFunction,
/// by hand), so a module that uses the AMD sets without declaring their extensions is valid to
/// it and unmet to us, as the extensions' specifications and the grammar say.
#[test]
fn extended_instruction_requirements_agree_with_spirv_val() {
    let modules = corpus_modules();
    let candidates: Vec<(String, Module<'static>, Vec<Capability>, Vec<&'static str>)> = modules
        .iter()
        .filter_map(|(name, bytes)| {
            let module = Module::decode(bytes).expect("corpus module").into_owned();
            let (caps, exts) = extended_needs(&module);
            (!caps.is_empty() || !exts.is_empty()).then(|| (name.clone(), module, caps, exts))
        })
        .collect();
    let results = parallel_map(&candidates, |(name, module, caps, exts)| {
        spirv_val(module).ok()?;
        let reqs = Requirements::of(module);
        let mut cases = Vec::new();
        for &cap in caps.iter().filter(|c| reqs.declared_capabilities.contains(c)) {
            let mut m = module.clone();
            m.instructions.retain(|i| !matches!(i, Instruction::Capability { capability } if *capability == cap));
            cases.push((format!("{name} without {cap}"), Requirements::of(&m), spirv_val(&m)));
        }
        for &ext in exts.iter().filter(|e| reqs.declared_extensions.iter().any(|d| d == *e)) {
            let mut m = module.clone();
            m.instructions
                .retain(|i| !matches!(i, Instruction::Extension { name } if name.as_bytes() == ext.as_bytes()));
            cases.push((format!("{name} without {ext}"), Requirements::of(&m), spirv_val(&m)));
        }
        Some(cases)
    });
    let rejected = results.iter().filter(|r| r.is_none()).count();
    let cases: Vec<_> = results.into_iter().flatten().flatten().collect();
    let (mut agree, mut unchecked_by_spirv_val, mut extended_named) = (0, Vec::new(), 0);
    for (what, reqs, verdict) in &cases {
        let extended = reqs.unmet.iter().find(|u| matches!(u.feature, Feature::ExtInstruction { .. }));
        if let (Some(u), Err(message)) = (extended, verdict)
            && let Feature::ExtInstruction { name, .. } = u.feature
            && message.contains(name)
        {
            // spirv-val names the same extended instruction.
            extended_named += 1;
        }
        if reqs.is_met() == verdict.is_ok() {
            agree += 1;
            continue;
        }
        // The one kind of difference: an AMD set's extension, which spirv-val does not check.
        let amd = reqs.unmet.iter().all(|u| {
            matches!(u.feature, Feature::ExtInstruction { set, .. } if set.starts_with("SPV_AMD_"))
                && matches!(u.need, Need::Version { version: None, extensions: [e] } if set_extension(u) == *e)
        });
        assert!(amd && verdict.is_ok(), "{what}: predicted {:?}, spirv-val {verdict:?}", reqs.check());
        unchecked_by_spirv_val.push(what.clone());
    }
    eprintln!(
        "extended instructions vs spirv-val: {} corpus modules with such requirements ({rejected} rejected as they are), \
         {} variants, {agree} agreements ({extended_named} where spirv-val names the same extended instruction), \
         {} the grammar's AMD extensions spirv-val does not check: {unchecked_by_spirv_val:?}",
        candidates.len(),
        cases.len(),
        unchecked_by_spirv_val.len()
    );
    assert!(candidates.len() >= 290, "{}", candidates.len());
    assert!(agree >= 290 && extended_named >= 3, "{agree} {extended_named}");
    // The seven corpus modules that use the AMD sets (three compiled twice).
    assert_eq!(unchecked_by_spirv_val.len(), 7, "{unchecked_by_spirv_val:?}");
}

/// The extension named like the set of an unmet extended instruction (the AMD sets are named
/// after their extensions).
fn set_extension(u: &Unmet) -> &'static str {
    match u.feature {
        Feature::ExtInstruction { set, .. } => set,
        _ => "",
    }
}

/// A capability removed from a valid module: the suggestion to declare makes spirv-val accept it
/// again, and it adds no extension where the removed capability needed none beyond the module's
/// version and declared extensions (among alternatives, the one the module already has).
#[test]
fn suggested_declarations_mend_the_module() {
    let modules: Vec<(String, Vec<u8>)> = corpus_modules().into_iter().step_by(7).collect();
    let results = parallel_map(&modules, |(name, bytes)| {
        let module = Module::decode(bytes).expect("corpus module").into_owned();
        spirv_val(&module).ok()?;
        let reqs = Requirements::of(&module);
        let version = module.header.spirv_version().expect("a version");
        let mut out = Vec::new();
        for &cap in &reqs.declared_capabilities {
            let mut m = module.clone();
            m.instructions.retain(|i| !matches!(i, Instruction::Capability { capability } if *capability == cap));
            let r = Requirements::of(&m);
            if r.is_met() {
                continue;
            }
            let usable = cap.version().is_some_and(|v| v <= version)
                || cap.extensions().iter().any(|e| reqs.declared_extensions.iter().any(|d| d == e));
            let mut mended = m.clone();
            let at = mended.instructions.iter().take_while(|i| matches!(i, Instruction::Capability { .. })).count();
            let added = r.missing_capabilities.iter().map(|&capability| Instruction::Capability { capability });
            mended.instructions.splice(at..at, added);
            let added = r.missing_extensions.iter().map(|e| Instruction::Extension { name: e.to_string().into() });
            mended.instructions.splice(at..at, added);
            out.push((format!("{name} without {cap}"), usable, r, spirv_val(&mended)));
        }
        Some(out)
    });
    let cases: Vec<_> = results.into_iter().flatten().flatten().collect();
    let mut flow = Vec::new();
    for (what, usable, r, verdict) in &cases {
        assert!(!usable || r.missing_extensions.is_empty(), "{what}: suggests {:?}", r.missing_extensions);
        // The grammar lets VariablePointersStorageBuffer enable what these modules use;
        // spirv-val's rule on where logical pointers flow (ValidateLogicalPointers), which the
        // requirements do not model, wants VariablePointers for their Workgroup pointers.
        if let Err(message) = verdict
            && r.missing_capabilities == [Capability::VariablePointersStorageBuffer]
            && message.contains("with appropriate variable pointers capability")
        {
            flow.push(what.clone());
            continue;
        }
        assert!(
            verdict.is_ok(),
            "{what}: declaring {:?} {:?}: {verdict:?}",
            r.missing_capabilities,
            r.missing_extensions
        );
    }
    eprintln!(
        "suggestions: {} capability removals, {} mended as spirv-val accepts, {} need the pointer-flow rule not \
         modelled: {flow:?}",
        cases.len(),
        cases.len() - flow.len(),
        flow.len()
    );
    assert!(cases.len() > 300, "{}", cases.len());
    assert!(flow.len() <= 3, "{flow:?}");
}

/// The case: a fragment shader reading a `perprimitiveEXT` input declares
/// SPV_EXT_mesh_shader; without MeshShadingEXT, PerPrimitiveEXT needs MeshShadingNV or
/// MeshShadingEXT, and the suggestion is the one its extension provides, with no extension to add.
#[test]
fn the_declared_extension_decides_between_alternatives() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("tint.frag");
    std::fs::write(
        &source,
        "#version 460\n#extension GL_EXT_mesh_shader : require\nlayout(location = 0) perprimitiveEXT in vec4 tint;\n\
         layout(location = 0) out vec4 color;\nvoid main() { color = tint; }\n",
    )
    .unwrap();
    let bytes = spirv_workspace::glslang(&source, &["--target-env", "spirv1.4"]);
    let mut module = Module::decode(&bytes).unwrap().into_owned();
    module.instructions.retain(|i| !matches!(i, Instruction::Capability { capability: Capability::MeshShadingEXT }));
    let r = Requirements::of(&module);
    let message = spirv_val(&module).expect_err("spirv-val needs one of the capabilities");
    assert!(message.contains("MeshShadingNV MeshShadingEXT"), "{message}");
    assert_eq!(r.missing_capabilities, [Capability::MeshShadingEXT]);
    assert_eq!(r.missing_extensions, Vec::<&str>::new());
    // So does the builder: finish() declares MeshShadingEXT and nothing else.
    let built = spirv_core::builder::Builder::from_module(module.clone()).unwrap().finish().unwrap();
    let declared = Requirements::of(&built);
    assert!(declared.declared_capabilities.contains(&Capability::MeshShadingEXT), "{declared:?}");
    assert!(!declared.declared_capabilities.contains(&Capability::MeshShadingNV), "{declared:?}");
    assert_eq!(declared.declared_extensions, ["SPV_EXT_mesh_shader"]);
    spirv_val(&built).expect("valid once MeshShadingEXT is declared");
}

/// The other case: an HLSL pixel shader using `EvaluateAttributeAtSample` (glslang
/// compiles it to GLSL.std.450's `InterpolateAtSample`). Without InterpolationFunction, both
/// spirv-val and the requirements name the extended instruction, and `spirv reqs`' library
/// call reports the capability as missing.
#[test]
fn hlsl_evaluate_attribute_at_sample_needs_interpolation_function() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("sample.frag");
    std::fs::write(
        &source,
        "float4 main(float4 color : COLOR0, uint index : SV_SampleIndex) : SV_Target {\n\
         return EvaluateAttributeAtSample(color, index);\n}\n",
    )
    .unwrap();
    let bytes = spirv_workspace::glslang(&source, &["-D", "-e", "main", "-S", "frag"]);
    let mut module = Module::decode(&bytes).unwrap().into_owned();
    assert!(Requirements::of(&module).is_met());
    spirv_val(&module).expect("glslang's module is valid");
    module
        .instructions
        .retain(|i| !matches!(i, Instruction::Capability { capability: Capability::InterpolationFunction }));
    let message = spirv_val(&module).expect_err("spirv-val needs the capability");
    assert!(
        message.contains("GLSL.std.450 InterpolateAtSample requires capability InterpolationFunction"),
        "{message}"
    );
    let r = Requirements::of(&module);
    assert_eq!(r.missing_capabilities, [Capability::InterpolationFunction]);
    let unmet: Vec<String> = r.unmet.iter().map(|u| u.feature.to_string()).collect();
    assert_eq!(unmet, ["GLSL.std.450 InterpolateAtSample"]);
}
