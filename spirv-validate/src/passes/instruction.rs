//! What spirv-val checks of every instruction once its place in the module is known
//! (`InstructionPass`, SPIRV-Tools' `source/val/validate_instruction.cpp`): it records the
//! capabilities, the memory model and the sampler addressing mode the module declares, then
//! checks that the declared capabilities enable the instruction and each of its enumerant
//! operands and mask bits, the universal limits (`--max-*` on structs, switches and variables),
//! and that the module's version or its extensions provide the instruction and its operands.
//!
//! spirv-val's exceptions to the grammar are kept: capabilities a feature lists are only those
//! the target environment's version can have, `PointSize`, `ClipDistance` and `CullDistance`
//! need nothing as built-ins, 16-bit storage frees `FPRoundingMode`, `Kernel` and
//! `SPV_AMD_shader_ballot` free the group operations `Reduce` to `ExclusiveScan`, and an
//! instruction gated by a capability is not version-checked (but `OpTerminateInvocation`).
//! An `OpExtension` spirv-val does not know only earns a warning, which it does not print.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use spirv_core::grammar::{EnumTable, OperandClass};
use spirv_core::requirements::{Action, enumerant_rule, op_rule};
use spirv_core::spec::{Capability, DecorationKind, Instruction, OPERAND_KINDS, Op, StorageClass};
use spirv_core::{IdKind, IdRef, List, Version, Visitor};

use crate::bit_set::SparseBitSet;
use crate::checker::Checker;
use crate::declared::{Declared, has_any};
use crate::error::{ErrorKind, Fault};
use crate::good_operands::{GoodOperands, mask_values};
use crate::op_cache::OpCache;
use crate::sorted::IdSet;
use crate::walk::Walk;

/// The verdicts of this pass that depend only on what is declared (the capabilities, with
/// those they imply; the module's version and extensions; the validator's options): kept until
/// a capability is declared, and from one module to the next for the modules that declare the
/// same (the modules of one program usually do).
#[derive(Debug, Default)]
pub(crate) struct Verdicts {
    /// What they hold for: the module's version and extensions, and the capabilities declared
    /// (`None`: not to be reused).
    version: u32,
    extensions: Vec<Vec<u8>>,
    capabilities: Option<IdSet>,
    /// The opcodes whose capabilities are enabled. (These sets hold the opcodes below 8192,
    /// which all the grammar's are: an eighth of [`spirv_core::OpSet`], which holds every
    /// 16-bit opcode; with `OpSet` validation ran 11% more instructions.)
    enabled_ops: SparseBitSet,
    /// The opcodes whose instructions pass every check of this pass but the result id's bound:
    /// enabled, provided by the module's version or extensions, no enumerant operand, nothing
    /// registered or limited.
    quick_ops: SparseBitSet,
    /// As `quick_ops`, for opcodes with enumerant operands: their instructions pass if those
    /// operands are in `good`.
    quick_if_good_ops: SparseBitSet,
    /// The enumerant operands known to pass.
    good: GoodOperands,
}

impl Verdicts {
    /// No verdicts, for the capabilities `declared`.
    fn clear(&mut self, declared: Option<&IdSet>) {
        self.capabilities = declared.cloned();
        self.enabled_ops.clear();
        self.quick_ops.clear();
        self.quick_if_good_ops.clear();
        self.good.clear();
    }

    /// Whether they hold for a module of `version` that declared `capabilities` and
    /// `extensions`.
    fn hold_for(&self, capabilities: &IdSet, version: u32, extensions: &[Vec<u8>]) -> bool {
        self.capabilities.as_ref() == Some(capabilities) && self.version == version && self.extensions == extensions
    }
}

/// How many sets of verdicts a validator keeps, of the last modules that declared different
/// things. (Over the corpus, in its order, the last module's declarations are those of the
/// next in 1,135 of 2,018 modules, one of the last four's in 1,509, of the last eight's in
/// 1,562.)
const RECENT: usize = 4;

/// What the instruction pass works out from the grammar, kept from one module to the next by
/// a [`crate::Validator`]: the enumerant tables of the operand kinds met, the facts of the
/// opcodes met (which hold for the modules of one version declaring the same extensions) and
/// the verdicts of the last modules.
#[derive(Debug, Default)]
pub(crate) struct Kept {
    kinds: Vec<(&'static str, Option<EnumTable<Capability>>)>,
    ops: OpCache<Option<OpFacts>>,
    /// The version and extensions `ops` holds for.
    ops_for: Option<(u32, Vec<Vec<u8>>)>,
    /// The verdicts the last modules ended with, the last first.
    recent: Vec<alloc::boxed::Box<Verdicts>>,
    /// Memory for verdicts.
    spare: Vec<alloc::boxed::Box<Verdicts>>,
}

impl Kept {
    /// Keeps what the walk of a module of `version` worked out, for the next module.
    pub(crate) fn keep(&mut self, declared: &mut Declared, cache: OperandCache, version: u32) {
        let OperandCache { kinds, mut verdicts, mut recent, ops } = cache;
        self.kinds = kinds;
        verdicts.version = version;
        verdicts.extensions.clone_from(&declared.extensions);
        // The verdicts taken during the walk are stale, and those for the same declarations
        // superseded.
        let mut i = 0;
        while let Some(r) = recent.get(i) {
            let superseded =
                verdicts.capabilities.as_ref().is_some_and(|caps| r.hold_for(caps, version, &verdicts.extensions));
            if r.capabilities.is_none() || superseded {
                self.spare.push(recent.remove(i));
            } else {
                i += 1;
            }
        }
        recent.insert(0, verdicts);
        while recent.len() > RECENT {
            self.spare.extend(recent.pop());
        }
        self.recent = recent;
        self.ops = ops;
        self.ops_for = Some((version, core::mem::take(&mut declared.extensions)));
    }
}

/// The pass's state at the start of a module of `version`, once `declared` holds the
/// extensions of its leading instructions: the facts of opcodes `kept` holds are taken if they
/// are for the same version and extensions.
pub(crate) fn begin(declared: &Declared, version: u32, kept: &mut Kept) -> OperandCache {
    let mut cache = OperandCache::new(kept);
    if kept.ops_for.as_ref().is_some_and(|(v, extensions)| *v == version && *extensions == declared.extensions) {
        cache.ops = core::mem::take(&mut kept.ops);
    }
    cache
}

/// What the checks remember between instructions (apart from [`Declared`], which they read
/// while they fill this).
#[derive(Debug)]
pub(crate) struct OperandCache {
    /// The enumerant tables of the operand kinds met, by kind name: looking a kind up by name
    /// for every operand would cost more than the rest of the check.
    kinds: Vec<(&'static str, Option<EnumTable<Capability>>)>,
    /// The verdicts under what is declared now.
    verdicts: alloc::boxed::Box<Verdicts>,
    /// Those of the last modules, taken when the declarations become the same as one's.
    recent: Vec<alloc::boxed::Box<Verdicts>>,
    /// What the grammar says of the opcodes met (`None`: not an opcode of the grammar).
    ops: OpCache<Option<OpFacts>>,
}

impl OperandCache {
    /// A cache with no verdicts, in the memory `kept` holds, with the operand kinds it knows
    /// and the verdicts of the last modules.
    pub(crate) fn new(kept: &mut Kept) -> Self {
        let mut verdicts = kept.spare.pop().unwrap_or_default();
        verdicts.clear(None);
        OperandCache {
            kinds: core::mem::take(&mut kept.kinds),
            verdicts,
            recent: core::mem::take(&mut kept.recent),
            ops: OpCache::default(),
        }
    }

    /// The grammar's facts about `opcode`, looked up once per module (`None`: not an opcode of
    /// the grammar), for a module of `module_version` declaring `extensions`.
    fn facts(&mut self, opcode: u16, module_version: u32, extensions: &[Vec<u8>]) -> Option<OpFacts> {
        self.ops.get_or_insert_with(opcode, || {
            let facts = OpFacts::of(Op::from_u16(opcode)?);
            Some(OpFacts { version_ok: version_failure(extensions, &facts, module_version).is_none(), ..facts })
        })
    }

    /// The enumerant operands known to pass under what is declared now.
    #[inline]
    pub(crate) fn good(&self) -> &GoodOperands {
        &self.verdicts.good
    }

    /// A capability was declared: the verdicts are those of a module before that ended with
    /// these declarations, if one did, else none.
    #[inline(never)]
    fn declared(&mut self, declared: &Declared, version: u32) {
        let capabilities = &declared.declarations;
        if let Some(recent) = self.recent.iter_mut().find(|r| r.hold_for(capabilities, version, &declared.extensions)) {
            core::mem::swap(&mut self.verdicts, recent);
            // What is left there is of an earlier declaration.
            recent.capabilities = None;
            return;
        }
        self.verdicts.clear(Some(capabilities));
    }
}

/// The grammar's facts about an opcode that the pass reads.
#[derive(Clone, Copy, Debug)]
struct OpFacts {
    op: Op,
    capabilities: &'static [Capability],
    extensions: &'static [&'static str],
    /// The first and last versions as header words (`u32::MAX`: none).
    min: u32,
    last: u32,
    /// Whether an operand can hold an enumerant or a mask (else no operand needs checking).
    enumerants: bool,
    /// Whether the module's version and extensions provide the instruction ([`version_failure`]:
    /// what it depends on is fixed before the walk).
    version_ok: bool,
}

impl OpFacts {
    fn of(op: Op) -> Self {
        let info = op.info();
        let reqs = info.requirements();
        let enumerants = op == Op::SpecConstantOp
            || info.operands().forms().any(|o| !matches!(o.class, OperandClass::Id(_) | OperandClass::Literal(_)));
        OpFacts {
            op,
            capabilities: reqs.capabilities,
            extensions: reqs.extensions,
            min: word(reqs.version),
            last: word(reqs.last_version),
            enumerants,
            version_ok: true,
        }
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, m) if m != 11 => "st",
        (2, m) if m != 12 => "nd",
        (3, m) if m != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A version as SPIRV-Tools stores it: the header's word, `u32::MAX` for none.
fn word(version: Option<Version>) -> u32 {
    version.map_or(u32::MAX, Version::to_word)
}

fn version_text(word: u32) -> String {
    format!("{}.{}", word >> 16 & 0xFF, word >> 8 & 0xFF)
}

/// Whether the target environment can have `capability` (`filterCapsAgainstTargetEnv`): it is
/// in the environment's SPIR-V version, or an extension or another capability can bring it.
fn visible(capability: Capability, env_version: u32) -> bool {
    let Some(info) = capability.info() else { return false };
    let reqs = info.requirements();
    let (min, last) = (word(reqs.version), word(reqs.last_version));
    (min <= env_version && env_version <= last) || !reqs.extensions.is_empty() || !reqs.capabilities.is_empty()
}

/// Whether the declared capabilities enable a feature that lists `capabilities`: one of those
/// the environment can have is declared, or the environment can have none of them. `Err`
/// holds those it can have, in value order, each once, as spirv-val lists them.
fn enabled(declared: &Declared, capabilities: &[Capability], env_version: u32) -> Result<(), Vec<Capability>> {
    // Most features need no capability, or one the module declares: no list is made for them.
    if capabilities.is_empty() || capabilities.iter().any(|&c| declared.has_capability(c) && visible(c, env_version)) {
        return Ok(());
    }
    let mut needed: Vec<Capability> = capabilities.iter().copied().filter(|&c| visible(c, env_version)).collect();
    if needed.is_empty() {
        return Ok(());
    }
    needed.sort_by_key(|c| c.to_u32());
    needed.dedup();
    Err(needed)
}

/// `Shader Kernel `: the names, each followed by a space, as spirv-val prints a set.
fn capability_list(capabilities: &[Capability]) -> String {
    capabilities.iter().map(|c| format!("{} ", c.name())).collect()
}

/// The extensions in SPIRV-Tools' order (its extension enumeration is sorted by name), each
/// followed by a space.
fn extension_list(extensions: &[&str]) -> String {
    let mut sorted: Vec<&str> = extensions.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted.iter().map(|e| format!("{e} ")).collect()
}

/// An opcode as spirv-val's messages name it (without `Op`).
fn op_text(op: Op) -> &'static str {
    crate::opcodes::op_name(op as u16)
}

/// Walks an instruction's operands as SPIRV-Tools numbers them (from 1, the result type and
/// id included) and checks each enumerant and mask bit (`CheckRequiredCapabilities`), keeping
/// the first failure.
struct OperandCheck<'d> {
    declared: &'d Declared,
    kinds: &'d mut Vec<(&'static str, Option<EnumTable<Capability>>)>,
    good: &'d mut GoodOperands,
    op: Op,
    vulkan: bool,
    env_version: u32,
    module_version: u32,
    /// Operands met so far.
    operand: usize,
    /// The copies of the result type and id an `OpSpecConstantOp`'s visit repeats.
    skip_ids: u8,
    /// Past what spirv-val checks (an extended instruction's operands, raw words).
    done: bool,
    failure: Option<(ErrorKind, String)>,
}

impl OperandCheck<'_> {
    fn active(&self) -> bool {
        !self.done && self.failure.is_none()
    }

    fn table(&mut self, kind: &'static str) -> Option<EnumTable<Capability>> {
        // Kind names are static: the pointer finds a kind met before without comparing text
        // (the text decides only where a name was copied).
        let known = self.kinds.iter().find(|(k, _)| core::ptr::eq(*k, kind));
        if let Some((_, t)) = known.or_else(|| self.kinds.iter().find(|(k, _)| *k == kind)) {
            return *t;
        }
        let t = OPERAND_KINDS.get(kind).and_then(|k| k.enum_table());
        self.kinds.push((kind, t));
        t
    }

    fn fail(&mut self, kind: ErrorKind, message: String) {
        self.failure = Some((kind, message));
    }

    fn check(&mut self, kind: &'static str, value: u32) {
        if self.good.contains(kind, value) {
            return;
        }
        self.check_uncached(kind, value);
        // The verdict on an operand depends on what is declared, not on the instruction (but
        // for `OpCapability`, whose operand declares).
        if self.failure.is_none() && !matches!(self.op, Op::Capability | Op::ConditionalCapabilityINTEL) {
            self.good.insert(kind, value);
        }
    }

    fn check_uncached(&mut self, kind: &'static str, value: u32) {
        let declared = self.declared;
        // The built-ins that need a capability only when used, which spirv-val does not track.
        if enumerant_rule(kind, value) == Some(Action::Exempt) {
            return;
        }
        if kind == "FPRoundingMode" && declared.free_fp_rounding_mode {
            return;
        }
        // The group operations `Reduce`, `InclusiveScan` and `ExclusiveScan` with
        // SPV_AMD_shader_ballot (with `Kernel`, their grammar capabilities allow them).
        if let Some(Action::CapabilitiesWaivedBy(extensions)) = enumerant_rule(kind, value)
            && declared.has_any_extension(extensions)
        {
            return;
        }
        let Some(entry) = self.table(kind).and_then(|t| t.get(value)) else { return };
        let reqs = entry.requirements();
        // An `OpCapability` registers its capability before this check: the capabilities a
        // capability lists are the ones it implies, not ones it needs.
        let declares = matches!(self.op, Op::Capability | Op::ConditionalCapabilityINTEL);
        let enabled = if kind == "Decoration" && value == DecorationKind::FPRoundingMode as u32 {
            // FPRoundingMode: free with 16-bit storage; Vulkan asks for that, other environments
            // for nothing (the grammar's capabilities are not consulted, nor filtered).
            use Capability as C;
            const STORAGE_16: [Capability; 4] = [
                C::StorageBuffer16BitAccess,
                C::UniformAndStorageBuffer16BitAccess,
                C::StoragePushConstant16,
                C::StorageInputOutput16,
            ];
            match declared.free_fp_rounding_mode {
                true => return,
                false if self.vulkan => Err(STORAGE_16.to_vec()),
                false => Ok(()),
            }
        } else if declares {
            Ok(())
        } else {
            enabled(declared, reqs.capabilities, self.env_version)
        };
        let which = self.operand;
        if let Err(needed) = enabled
            && !declares
        {
            let message = format!(
                "Operand {which} of {} requires one of these capabilities: {}",
                op_text(self.op),
                capability_list(&needed)
            );
            return self.fail(ErrorKind::InvalidCapability, message);
        }
        let (min, last) = (word(reqs.version), word(reqs.last_version));
        let reserved = min == u32::MAX;
        let module = self.module_version;
        if !reserved && min <= module && module <= last {
            return;
        }
        let subject =
            || format!("{} operand of {}: operand {}({value})", ordinal(which), op_text(self.op), entry.name());
        if last < module {
            let message = format!("{} requires SPIR-V version {} or earlier", subject(), version_text(last));
            self.fail(ErrorKind::WrongVersion, message);
        } else if !reserved && reqs.extensions.is_empty() {
            let message = format!("{} requires SPIR-V version {} or later", subject(), version_text(min));
            self.fail(ErrorKind::WrongVersion, message);
        } else if !reqs.extensions.is_empty() && !declared.has_any_extension(reqs.extensions) {
            let message =
                format!("{} requires one of these extensions: {}", subject(), extension_list(reqs.extensions));
            self.fail(ErrorKind::MissingExtension, message);
        }
    }
}

impl<'a> Visitor<'a> for OperandCheck<'_> {
    fn id(&mut self, _kind: IdKind, _id: IdRef) {
        if self.skip_ids > 0 {
            self.skip_ids -= 1;
        } else {
            self.operand += 1;
        }
    }

    fn integer(&mut self, _value: u32) {
        self.operand += 1;
    }

    fn float(&mut self, _value: f32) {
        self.operand += 1;
    }

    fn number(&mut self, _value: spirv_core::LiteralNumber) {
        self.operand += 1;
    }

    fn string(&mut self, _value: &spirv_core::Str<'a>) {
        self.operand += 1;
    }

    fn enumerant(&mut self, kind: &'static str, value: u32) {
        self.operand += 1;
        if self.active() {
            self.check(kind, value);
        }
    }

    fn flags(&mut self, kind: &'static str, bits: u32) {
        self.operand += 1;
        if !self.active() {
            return;
        }
        for value in mask_values(kind, bits) {
            if self.failure.is_some() {
                break;
            }
            self.check(kind, value);
        }
    }

    fn ext_instruction(&mut self, _number: u32) {
        // The extension pass checks extended instructions; no operand of theirs needs a
        // capability.
        self.operand += 1;
        self.done = true;
    }

    fn spec_constant_opcode(&mut self, _opcode: u32) {
        self.operand += 1;
        self.skip_ids = 2;
    }

    fn raw(&mut self, _words: &List<'a, u32>) {
        self.done = true;
    }
}

/// Records what `inst` declares and checks it. (`#[inline]`: mostly the quick path, which
/// the walk in another module should not call out of line for.)
#[inline]
pub(crate) fn check(
    c: &mut Checker<'_, '_>,
    walk: &mut Walk,
    cache: &mut OperandCache,
    index: usize,
    inst: &Instruction<'_>,
) -> Result<(), Fault> {
    // Every variable counts towards the limits on variables, whatever the checks find or skip.
    if let Instruction::Variable { storage_class, .. } = inst {
        count_variable(c, &mut walk.declared, *storage_class)?;
    }
    let code = usize::from(c.opcode_at(index));
    let verdicts = &cache.verdicts;
    let quick = (verdicts.quick_ops.contains(code)
        || (walk.enumerants_good && verdicts.quick_if_good_ops.contains(code)))
        && c.result_id_at(index) < c.module.header.bound;
    crate::checker::quick_or_full(quick, || check_fully(c, walk, cache, index, inst))
}

/// The checks of [`check`], not inlined into it: its quick path then needs no stack frame.
#[inline(never)]
fn check_fully(
    c: &mut Checker<'_, '_>,
    walk: &mut Walk,
    cache: &mut OperandCache,
    index: usize,
    inst: &Instruction<'_>,
) -> Result<(), Fault> {
    // The binary parse rejects an opcode the grammar lacks.
    if inst.as_raw().is_some() {
        return Ok(());
    }
    let Some(facts) = cache.facts(c.opcode_at(index), c.module.header.version, &walk.declared.extensions) else {
        return Ok(());
    };
    let op = facts.op;
    let registers = register(c, walk, cache, index, inst)?;
    if matches!(
        op,
        Op::ImageSparseSampleProjImplicitLod
            | Op::ImageSparseSampleProjExplicitLod
            | Op::ImageSparseSampleProjDrefImplicitLod
            | Op::ImageSparseSampleProjDrefExplicitLod
    ) {
        // Enabled by a capability, but never to be used.
        return Err(c.diag(ErrorKind::InvalidBinary, Some(index), format!("Invalid Opcode name '{}'", op.name())));
    }
    capabilities(c, walk, cache, index, inst, op, &facts)?;
    let limited = limits(c, walk, index, inst)?;
    version(c, walk, index, &facts)?;
    // What passed passes for every instruction of the opcode, until a capability is declared,
    // unless it declares, counts or limits something; if it has operands to check, for those
    // whose operands are known to pass.
    if facts.version_ok && !registers && !limited {
        let verdicts = &mut cache.verdicts;
        let quick = match facts.enumerants {
            false => &mut verdicts.quick_ops,
            true => &mut verdicts.quick_if_good_ops,
        };
        quick.insert(usize::from(op as u16));
    }
    Ok(())
}

/// What an instruction declares: capabilities, the memory model, the sampler addressing mode.
/// `Ok(true)` for an instruction of an opcode that declares something. (Variables are counted
/// before, by [`check`].)
fn register(
    c: &mut Checker<'_, '_>,
    walk: &mut Walk,
    cache: &mut OperandCache,
    index: usize,
    inst: &Instruction<'_>,
) -> Result<bool, Fault> {
    let declared = &mut walk.declared;
    match inst {
        Instruction::Capability { capability } | Instruction::ConditionalCapabilityINTEL { capability, .. } => {
            if declared.register_capability(*capability) {
                // What was enabled may be more now.
                cache.declared(declared, c.module.header.version);
            }
        }
        Instruction::MemoryModel { addressing_model, memory_model } => {
            if declared.memory_model.is_some() {
                return Err(c.diag(
                    ErrorKind::InvalidLayout,
                    Some(index),
                    "OpMemoryModel should only be provided once.",
                ));
            }
            declared.memory_model = Some((*addressing_model, *memory_model));
        }
        Instruction::SamplerImageAddressingModeNV { bit_width } => {
            if !declared.has_capability(Capability::BindlessTextureNV) {
                return Err(c.diag(
                    ErrorKind::MissingExtension,
                    Some(index),
                    "OpSamplerImageAddressingModeNV supported only with extension SPV_NV_bindless_texture",
                ));
            }
            if declared.sampler_image_addressing_mode != 0 {
                return Err(c.diag(
                    ErrorKind::InvalidLayout,
                    Some(index),
                    "OpSamplerImageAddressingModeNV should only be provided once",
                ));
            }
            if !matches!(bit_width, 32 | 64) {
                return Err(c.diag(
                    ErrorKind::InvalidData,
                    Some(index),
                    "OpSamplerImageAddressingModeNV bitwidth should be 64 or 32",
                ));
            }
            declared.sampler_image_addressing_mode = *bit_width;
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Counts a variable of `storage_class` against the limits on variables, which are of the
/// module as a whole: spirv-val reports them at no instruction.
fn count_variable(c: &mut Checker<'_, '_>, declared: &mut Declared, storage_class: StorageClass) -> Result<(), Fault> {
    let limits = c.options.limits;
    let (count, limit, what) = match storage_class {
        StorageClass::Function => {
            (&mut declared.local_variables, limits.max_local_variables, "local variables ('Function' Storage Class)")
        }
        _ => (
            &mut declared.global_variables,
            limits.max_global_variables,
            "Global Variables (Storage Class other than 'Function')",
        ),
    };
    *count += 1;
    if *count > limit as usize {
        let message = format!("Number of {what} exceeded the valid limit ({limit}).");
        return Err(c.diag(ErrorKind::InvalidBinary, None, message));
    }
    Ok(())
}

/// The declared capabilities enable the instruction and each of its operands, and the
/// module's version or extensions provide its operands (`CapabilityCheck`).
fn capabilities(
    c: &mut Checker<'_, '_>,
    walk: &mut Walk,
    cache: &mut OperandCache,
    index: usize,
    inst: &Instruction<'_>,
    op: Op,
    facts: &OpFacts,
) -> Result<(), Fault> {
    let env_version = c.options.target_env.spirv_version().to_word();
    let code = usize::from(op as u16);
    if !cache.verdicts.enabled_ops.contains(code) {
        // The AMD group instructions, free of `Groups` with their extension.
        let waived = match op_rule(op) {
            Some(Action::CapabilitiesWaivedBy(extensions)) => walk.declared.has_any_extension(extensions),
            _ => false,
        };
        if !waived && let Err(needed) = enabled(&walk.declared, facts.capabilities, env_version) {
            let message =
                format!("Opcode {} requires one of these capabilities: {}", op_text(op), capability_list(&needed));
            return Err(c.diag(ErrorKind::InvalidCapability, Some(index), message));
        }
        cache.verdicts.enabled_ops.insert(code);
    }
    if !facts.enumerants {
        return Ok(());
    }
    let mut operands = OperandCheck {
        declared: &walk.declared,
        kinds: &mut cache.kinds,
        good: &mut cache.verdicts.good,
        op,
        vulkan: c.options.target_env.is_vulkan(),
        env_version,
        module_version: c.module.header.version,
        operand: 0,
        skip_ids: 0,
        done: false,
        failure: None,
    };
    inst.visit(&mut operands);
    let failure = operands.failure;
    match failure {
        Some((kind, message)) => Err(c.diag(kind, Some(index), message)),
        None => Ok(()),
    }
}

/// spirv-val's message for a result id at or above the module's bound (`LimitCheckIdBound`).
pub(crate) fn id_beyond_bound_message(id: &str, bound: u32) -> String {
    format!("Result <id> '{id}' must be less than the ID bound '{bound}'.")
}

/// The result id below the bound, and the universal limits on structs and switches. `Ok(true)`
/// for an instruction of an opcode limited beyond its result id.
fn limits(c: &mut Checker<'_, '_>, walk: &mut Walk, index: usize, inst: &Instruction<'_>) -> Result<bool, Fault> {
    let bound = c.module.header.bound;
    let id = c.result_id_at(index);
    if id >= bound {
        let id = c.id_number(id);
        return Err(c.diag(ErrorKind::InvalidBinary, Some(index), id_beyond_bound_message(&id, bound)));
    }
    let limits = c.options.limits;
    match inst {
        Instruction::TypeStruct { result_id, member_types } => {
            // spirv-val keeps the limit in 16 bits.
            let limit = limits.max_struct_members as u16;
            if member_types.len() > usize::from(limit) {
                let message = format!(
                    "Number of OpTypeStruct members ({}) has exceeded the limit ({limit}).",
                    member_types.len()
                );
                return Err(c.diag(ErrorKind::InvalidBinary, Some(index), message));
            }
            // A struct is one deeper than its deepest struct member (defined before it); arrays
            // and pointers are not followed.
            let depths = &mut walk.declared.struct_depths;
            let deepest = member_types.iter().filter_map(|m| depths.get(&m.get()).copied()).max().unwrap_or(0);
            let depth = deepest.saturating_add(1);
            depths.insert(result_id.get(), depth);
            if depth > limits.max_struct_depth {
                let message = format!(
                    "Structure Nesting Depth may not be larger than {}. Found {depth}.",
                    limits.max_struct_depth
                );
                return Err(c.diag(ErrorKind::InvalidBinary, Some(index), message));
            }
        }
        Instruction::Switch { target, .. } => {
            if target.len() > limits.max_switch_branches as usize {
                let message = format!(
                    "Number of (literal, label) pairs in OpSwitch ({}) exceeds the limit ({}).",
                    target.len(),
                    limits.max_switch_branches
                );
                return Err(c.diag(ErrorKind::InvalidBinary, Some(index), message));
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The module's version (or an extension) provides the instruction (`VersionCheck`).
fn version(c: &mut Checker<'_, '_>, walk: &Walk, index: usize, facts: &OpFacts) -> Result<(), Fault> {
    if facts.version_ok {
        return Ok(());
    }
    match version_failure(&walk.declared.extensions, facts, c.module.header.version) {
        Some((kind, message)) => Err(c.diag(kind, Some(index), message)),
        None => Ok(()),
    }
}

/// Why the module's version (`module`) and the extensions `declared` do not provide the
/// instruction `facts` describes, if they do not.
fn version_failure(declared: &[Vec<u8>], facts: &OpFacts, module: u32) -> Option<(ErrorKind, String)> {
    let (op, min, last) = (facts.op, facts.min, facts.last);
    // Named only for a message: the name is a lookup.
    let name = || op_text(op);
    if last < module {
        let message = format!("{} requires SPIR-V version {} or earlier", name(), version_text(last));
        return Some((ErrorKind::WrongVersion, message));
    }
    // A capability gates it, and the capability check has passed; but for those whose version
    // is checked all the same (OpTerminateInvocation: enabled by Shader, and SPIR-V 1.6).
    if op_rule(op) != Some(Action::VersionChecked) && !facts.capabilities.is_empty() {
        return None;
    }
    let extensions = facts.extensions;
    if extensions.is_empty() {
        if min == u32::MAX {
            Some((ErrorKind::WrongVersion, format!("{} is reserved for future use.", name())))
        } else if module < min {
            Some((
                ErrorKind::WrongVersion,
                format!("{} requires SPIR-V version {} at minimum.", name(), version_text(min)),
            ))
        } else {
            None
        }
    } else if has_any(declared, extensions) {
        None
    } else if min == u32::MAX {
        let message = format!("{} requires one of the following extensions: {}", name(), extension_list(extensions));
        Some((ErrorKind::MissingExtension, message))
    } else if module < min {
        let message = format!(
            "{} requires SPIR-V version {} at minimum or one of the following extensions: {}",
            name(),
            version_text(min),
            extension_list(extensions)
        );
        Some((ErrorKind::WrongVersion, message))
    } else {
        None
    }
}
