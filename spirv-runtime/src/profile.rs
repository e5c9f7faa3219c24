//! Target profiles, checked at compile time.
//!
//! A [`Profile`] is a SPIR-V version and the extensions a crate may use. spirv-core's `checked!`
//! macro evaluates, in a constant, whether an instruction, enumerant or flag of the grammar is
//! available under it: its grammar `version` is at most the profile's, or one of its
//! `extensions` is enabled. When it is not, the constant panics, and the build fails with a
//! message naming the version and the extensions that would provide it. The lookups read the
//! same tables as the run-time queries, as `const fn`s.
//!
//! Capabilities are not part of a profile: they are declared in the module (and a module
//! builder declares them for you); what a capability needs is checked when it is itself named,
//! as `checked!(PROFILE, Capability::StorageBuffer8BitAccess)`. A feature without a version or
//! extensions (`ExecutionModel::RayGenerationKHR`) is gated by its capabilities alone, as
//! spirv-val treats it, so every profile allows it.

use crate::grammar::layout::{EnumerantRecord, InstructionRecord, KindRecord, RequirementsRecord, version_from_code};
use crate::grammar::{InstructionTable, KindInfo, Tables, Version};

/// A target: a SPIR-V version and the extensions enabled beside it.
///
/// ```
/// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
/// use spirv_core::{Profile, Version};
///
/// /// Vulkan 1.1 (SPIR-V 1.3) with 8-bit storage.
/// pub const VULKAN_1_1_8BIT: Profile = Profile::new(Version::new(1, 3), &["SPV_KHR_8bit_storage"]);
/// assert!(VULKAN_1_1_8BIT.enables("SPV_KHR_8bit_storage"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// The SPIR-V version.
    pub version: Version,
    /// The extensions enabled beside the version.
    pub extensions: &'static [&'static str],
}

impl Profile {
    /// The profile of SPIR-V `version` with `extensions`.
    pub const fn new(version: Version, extensions: &'static [&'static str]) -> Self {
        Profile { version, extensions }
    }

    /// Whether the profile enables extension `name`.
    pub const fn enables(&self, name: &str) -> bool {
        let mut i = 0;
        while i < self.extensions.len() {
            if str_eq(self.extensions[i], name) {
                return true;
            }
            i += 1;
        }
        false
    }
}

/// An instruction, or a value of an enumerant kind, as the `const fn`s here read it.
#[doc(hidden)]
#[derive(Debug)]
pub struct Feature<C: 'static> {
    tables: &'static Tables<C>,
    /// The kind's index, or `None` for an instruction.
    kind: Option<u32>,
    /// The value (a BitEnum's bits, an opcode).
    value: u32,
}

impl<C> Feature<C> {
    /// A value of a ValueEnum or BitEnum kind.
    pub const fn enumerant(kind: &KindInfo<C>, value: u32) -> Self {
        Feature { tables: kind.tables(), kind: Some(kind.index()), value }
    }

    /// An instruction.
    pub const fn instruction(table: &InstructionTable<C>, opcode: u16) -> Self {
        Feature { tables: table.tables(), kind: None, value: opcode as u32 }
    }
}

/// The requirements record of enumerant `value` of kind `kind` (none if the grammar lacks it).
const fn enumerant_requirements<C>(t: &Tables<C>, kind: u32, value: u32) -> Option<RequirementsRecord> {
    let k = KindRecord::read(t.kinds, kind);
    match EnumerantRecord::find(t.enumerants, k.first, k.count, value) {
        Some(i) => Some(RequirementsRecord::read(t.requirements, EnumerantRecord::read(t.enumerants, i).requirements)),
        None => None,
    }
}

/// The requirements record of instruction `opcode`.
const fn instruction_requirements<C>(t: &Tables<C>, opcode: u32) -> Option<RequirementsRecord> {
    if opcode > u16::MAX as u32 {
        return None;
    }
    match crate::grammar::layout::opcode_index::position(t.opcode_index, opcode as u16) {
        Some(i) => {
            Some(RequirementsRecord::read(t.requirements, InstructionRecord::read(t.instructions, i).requirements))
        }
        None => None,
    }
}

/// Whether two strings are equal, in a `const` context (where `==` on `str` is not allowed).
#[doc(hidden)]
pub const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

const fn version_le(a: (u8, u8), b: Version) -> bool {
    a.0 < b.major || (a.0 == b.major && a.1 <= b.minor)
}

/// Why a profile does not allow a feature.
enum Refusal {
    /// Neither the version nor an extension provides it.
    Unavailable(RequirementsRecord),
    /// It was removed from the version before the profile's.
    Removed((u8, u8)),
}

/// The name of enumerant `value` of kind `kind`.
const fn enumerant_name<C>(t: &Tables<C>, kind: u32, value: u32) -> &'static str {
    let k = KindRecord::read(t.kinds, kind);
    let mut i = k.first;
    while i < k.first + k.count {
        let e = EnumerantRecord::read(t.enumerants, i);
        if e.value == value {
            let bytes = t.strings.as_bytes();
            if (e.name + e.name_len) as usize <= bytes.len() {
                let (_, rest) = bytes.split_at(e.name as usize);
                let (name, _) = rest.split_at(e.name_len as usize);
                if let Ok(name) = core::str::from_utf8(name) {
                    return name;
                }
            }
        }
        i += 1;
    }
    ""
}

/// Checks one grammar entry (for a BitEnum, one bit).
const fn refusal<C>(profile: &Profile, t: &Tables<C>, r: RequirementsRecord) -> Option<Refusal> {
    if let Some(last) = version_from_code(r.last_version)
        && !version_le((profile.version.major, profile.version.minor), Version::new(last.0, last.1))
    {
        return Some(Refusal::Removed(last));
    }
    let version = version_from_code(r.version);
    if let Some(v) = version {
        if version_le(v, profile.version) {
            return None;
        }
    } else if r.extensions_count == 0 {
        return None;
    }
    let mut i = r.extensions_first;
    while i < r.extensions_first + r.extensions_count {
        if profile.enables(t.extensions[i as usize]) {
            return None;
        }
        i += 1;
    }
    Some(Refusal::Unavailable(r))
}

/// A message built in a constant (which cannot allocate), for a `const` panic.
struct Message {
    bytes: [u8; 512],
    len: usize,
}

impl Message {
    const fn push(mut self, s: &str) -> Self {
        let s = s.as_bytes();
        let mut i = 0;
        while i < s.len() && self.len < self.bytes.len() {
            self.bytes[self.len] = s[i];
            self.len += 1;
            i += 1;
        }
        self
    }

    const fn number(self, n: u8) -> Self {
        let digits = [b'0' + n / 100, b'0' + n / 10 % 10, b'0' + n % 10];
        let skip = if n >= 100 {
            0
        } else if n >= 10 {
            1
        } else {
            2
        };
        let (_, digits) = digits.split_at(skip);
        match core::str::from_utf8(digits) {
            Ok(s) => self.push(s),
            Err(_) => self,
        }
    }

    const fn version(self, (major, minor): (u8, u8)) -> Self {
        self.push("SPIR-V ").number(major).push(".").number(minor)
    }

    const fn as_str(&self) -> &str {
        let (bytes, _) = self.bytes.split_at(self.len);
        match core::str::from_utf8(bytes) {
            Ok(s) => s,
            Err(_) => "a feature outside the profile is used",
        }
    }
}

/// The message of a refusal: what is used, and which versions or extensions would provide it.
const fn message<C>(
    profile: &Profile,
    profile_name: &str,
    what: &str,
    flag: &str,
    t: &Tables<C>,
    refusal: Refusal,
) -> Message {
    let mut m = Message { bytes: [0; 512], len: 0 }.push("`").push(what).push("` ");
    if !flag.is_empty() {
        m = m.push("(its flag ").push(flag).push(") ");
    }
    m = match refusal {
        Refusal::Removed(last) => m.push("was removed after ").version(last),
        Refusal::Unavailable(r) => {
            let mut m = m.push("needs ");
            let mut first = true;
            if let Some(v) = version_from_code(r.version) {
                m = m.version(v);
                first = false;
            }
            let mut i = r.extensions_first;
            while i < r.extensions_first + r.extensions_count {
                m = m.push(if first { "" } else { ", or " }).push(t.extensions[i as usize]);
                first = false;
                i += 1;
            }
            m
        }
    };
    m.push(", which profile `")
        .push(profile_name)
        .push("` (")
        .version((profile.version.major, profile.version.minor))
        .push(if profile.extensions.is_empty() { "" } else { " with its extensions" })
        .push(") does not provide")
}

/// Panics (at compile time, in a constant) unless `profile` allows `feature`; `profile_name` and
/// `what` name them in the message. Behind spirv-core's `checked!`.
#[doc(hidden)]
#[track_caller]
pub const fn assert_allowed<C>(profile: &Profile, profile_name: &str, what: &str, feature: Feature<C>) {
    let t = feature.tables;
    // A BitEnum value is checked bit by bit; other values and opcodes as they are.
    let mut rest = feature.value;
    loop {
        let one = match feature.kind {
            Some(kind) if KindRecord::read(t.kinds, kind).category == crate::grammar::layout::category::BIT_ENUM => {
                rest & rest.wrapping_neg()
            }
            _ => rest,
        };
        rest &= !one;
        let requirements = match feature.kind {
            Some(kind) => enumerant_requirements(t, kind, one),
            None => instruction_requirements(t, one),
        };
        if let Some(r) = requirements
            && let Some(refusal) = refusal(profile, t, r)
        {
            let flag = match feature.kind {
                Some(kind) if one != feature.value => enumerant_name(t, kind, one),
                _ => "",
            };
            panic!("{}", message(profile, profile_name, what, flag, t, refusal).as_str());
        }
        if rest == 0 {
            break;
        }
    }
}
