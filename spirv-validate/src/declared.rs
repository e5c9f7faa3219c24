//! What the module has declared so far as spirv-val registers it while it walks the
//! instructions: the instruction pass fills it, the capability pass and the end of the walk
//! read it.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use spirv_core::spec::{AddressingModel, Capability, Instruction, MemoryModel};

use crate::capabilities::CapabilitySet;
use crate::sorted::{self, IdSet};

/// What the module has declared so far, as spirv-val registers it: capabilities (with those
/// they imply), extensions, the memory model, and the counts the limits bound.
#[derive(Debug, Default)]
pub(crate) struct Declared {
    /// The capabilities declared and implied.
    pub(crate) capabilities: CapabilitySet,
    /// The capabilities declared that were not implied by those declared before: those that
    /// imply all that was declared. (The verdicts depend on what they imply; two modules whose
    /// sets are equal declared the same.)
    pub(crate) declarations: IdSet,
    /// The names the `OpExtension`s of the module's first section declare.
    pub(crate) extensions: Vec<Vec<u8>>,
    /// A 16-bit storage capability is declared: any `FPRoundingMode` is allowed.
    pub(crate) free_fp_rounding_mode: bool,
    /// The operands of the `OpMemoryModel` met.
    pub memory_model: Option<(AddressingModel, MemoryModel)>,
    /// The bit width `OpSamplerImageAddressingModeNV` declared (0: none yet).
    pub sampler_image_addressing_mode: u32,
    pub(crate) local_variables: usize,
    pub(crate) global_variables: usize,
    /// The nesting depth of each struct type met (a struct of scalars: 1).
    pub(crate) struct_depths: BTreeMap<u32, u32>,
}

impl Declared {
    /// The declarations before the walk: spirv-val registers the extensions of the module's
    /// leading `OpCapability` and `OpExtension` instructions before it checks anything, so that
    /// a capability may come before the extension that allows it. (In place: a `Declared` is a
    /// few KiB, which a return would copy.)
    pub(crate) fn begin(&mut self, instructions: &[Instruction<'_>]) {
        let declared = self;
        for inst in instructions {
            match inst {
                Instruction::Capability { .. } | Instruction::ConditionalCapabilityINTEL { .. } => {}
                Instruction::Extension { name } | Instruction::ConditionalExtensionINTEL { name, .. } => {
                    declared.register_extension(name.as_bytes());
                }
                _ => break,
            }
        }
    }

    pub(crate) fn register_extension(&mut self, name: &[u8]) {
        if self.extensions.iter().any(|e| e == name) {
            return;
        }
        self.extensions.push(name.to_vec());
    }

    /// Declares `capability` and, recursively, those it implies; false if it was declared.
    pub(crate) fn register_capability(&mut self, capability: Capability) -> bool {
        if !self.capabilities.insert(capability) {
            return false;
        }
        sorted::insert(&mut self.declarations, capability.to_u32());
        use Capability as C;
        let has = |c: Capability| self.capabilities.contains(c);
        self.free_fp_rounding_mode |= [
            C::StorageBuffer16BitAccess,
            C::UniformAndStorageBuffer16BitAccess,
            C::StoragePushConstant16,
            C::StorageInputOutput16,
            C::WorkgroupMemoryExplicitLayout16BitAccessKHR,
        ]
        .into_iter()
        .any(has);
        true
    }

    /// Whether `capability` is declared (or implied by one declared).
    pub(crate) fn has_capability(&self, capability: Capability) -> bool {
        self.capabilities.contains(capability)
    }

    /// Whether one of `extensions` is declared (false for none).
    pub(crate) fn has_any_extension(&self, extensions: &[&str]) -> bool {
        has_any(&self.extensions, extensions)
    }
}

/// Whether one of `extensions` is among those `declared` (false for none).
pub(crate) fn has_any(declared: &[Vec<u8>], extensions: &[&str]) -> bool {
    extensions.iter().any(|e| declared.iter().any(|d| d == e.as_bytes()))
}
