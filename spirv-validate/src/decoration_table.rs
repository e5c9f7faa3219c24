//! The module's decorations as spirv-val records them: [`Table`], each id's decorations as a
//! set (those of `OpDecorate`, `OpDecorateId` and `OpMemberDecorate` and of the decoration
//! groups, not `OpDecorateString`'s), ordered by member (the id's own first), decoration and
//! parameters, with the instruction that first registered each (spirv-val registers
//! decorations as it walks the instructions, so that a rule about "the target already has
//! decoration X" sees only those of earlier instructions). The annotation, decoration and
//! interface passes read one table, built once, from the model's decorations.

use alloc::vec::Vec;

use spirv_core::Operand;
use spirv_core::binary::WordSink;
use spirv_core::spec::{Decoration, DecorationKind, Op};

use crate::sorted;

/// The id's own decorations have this member index (spirv-val's `kInvalidMember`).
pub(crate) const WHOLE: i64 = -1;

/// One decoration as spirv-val records it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Dec {
    pub(crate) member: i64,
    pub(crate) kind: u32,
    pub(crate) params: Params,
}

/// A decoration's parameters, as words: inline up to two (all but `LinkageAttributes`'s name).
pub(crate) type Params = smallvec::SmallVec<[u32; 2]>;

/// Every id's decorations, as sets: sorted by id, then as `Dec`s order, without repeats.
#[derive(Default)]
pub(crate) struct Table {
    ids: Vec<u32>,
    decorations: Vec<Dec>,
    /// The index of the instruction that first registered each decoration (for one applied
    /// through a group, the `OpGroupDecorate` or `OpGroupMemberDecorate`).
    first: Vec<u32>,
}

impl Table {
    /// The table of the model's decorations (decoration groups applied as spirv-val applies
    /// them, the model's way), but those `OpDecorateString` and `OpMemberDecorateString` state,
    /// which spirv-val does not register. `opcodes` are the module's instructions'.
    pub(crate) fn new(model: &spirv_model::Model<'_, '_>, opcodes: &[u16]) -> Self {
        const STRINGS: [u16; 2] = [Op::DecorateString as u16, Op::MemberDecorateString as u16];
        let decorations = model.decorations_in_order();
        let mut all: Vec<(u32, Dec, u32)> = Vec::with_capacity(decorations.len());
        let mut sink = WordSink::new();
        for d in decorations {
            if opcodes.get(d.stated_at as usize).is_none_or(|op| STRINGS.contains(op)) {
                continue;
            }
            let (kind, params) = words(d.decoration, &mut sink);
            // spirv-val keeps the member index as an `int` (the id's own, `u32::MAX`, is -1).
            let member = i64::from(d.member as i32);
            all.push((d.id, Dec { member, kind, params }, d.applied_at));
        }
        // Each decoration once, with the first instruction that registered it.
        all.sort_unstable();
        all.dedup_by(|later, earlier| (later.0, &later.1) == (earlier.0, &earlier.1));
        let mut table = Table {
            ids: Vec::with_capacity(all.len()),
            decorations: Vec::with_capacity(all.len()),
            first: Vec::with_capacity(all.len()),
        };
        for (id, decoration, index) in all {
            table.ids.push(id);
            table.decorations.push(decoration);
            table.first.push(index);
        }
        table
    }

    /// Every decoration of `id`, its members' included.
    pub(crate) fn all(&self, id: u32) -> &[Dec] {
        &self.decorations[sorted::equal_range(&self.ids, id, |&i| i)]
    }

    /// Whether a decoration of `kind` was registered for `id` (or one of its members) before
    /// instruction `index`.
    pub(crate) fn registered_before(&self, id: u32, kind: DecorationKind, index: usize) -> bool {
        let range = sorted::equal_range(&self.ids, id, |&i| i);
        let first = &self.first[range.clone()];
        self.decorations[range].iter().zip(first).any(|(d, &at)| d.kind == kind as u32 && (at as usize) < index)
    }

    /// Each decorated id (ascending) with its decorations.
    pub(crate) fn by_id(&self) -> impl Iterator<Item = (u32, &[Dec])> {
        let mut at = 0;
        self.ids.chunk_by(|a, b| a == b).map(move |ids| {
            let decorations = &self.decorations[at..at + ids.len()];
            at += ids.len();
            (ids[0], decorations)
        })
    }

    /// The decorations of member `member` of `id` (`id_member_decorations`): found by a
    /// binary search (an id's decorations are sorted by member first), so that asking each
    /// member of a large struct in turn is not quadratic.
    pub(crate) fn member(&self, id: u32, member: u32) -> impl Iterator<Item = &Dec> {
        let all = self.all(id);
        all[sorted::equal_range(all, i64::from(member as i32), |d| d.member)].iter()
    }

    /// Whether `id` (or one of its members) has a decoration of this kind (`HasDecoration`).
    pub(crate) fn has(&self, id: u32, kind: DecorationKind) -> bool {
        self.all(id).iter().any(|d| d.kind == kind as u32)
    }

    /// Whether `id` itself (not a member) has a decoration of this kind.
    pub(crate) fn has_own(&self, id: u32, kind: DecorationKind) -> bool {
        self.all(id).iter().any(|d| d.member == WHOLE && d.kind == kind as u32)
    }

    /// Whether `id` has the `Import` linkage (`hasImportLinkageAttribute`).
    pub(crate) fn imported(&self, id: u32) -> bool {
        self.all(id).iter().any(|d| {
            d.kind == DecorationKind::LinkageAttributes as u32 && d.params.len() >= 2 && d.params.last() == Some(&1)
        })
    }
}

/// A decoration's number and its parameters as words, as the binary has them (written in
/// `sink`, whose memory the next decoration's reuses).
pub(crate) fn words(decoration: &Decoration<'_>, sink: &mut WordSink) -> (u32, Params) {
    sink.clear();
    Operand::visit(decoration, sink);
    (decoration.to_u32(), Params::from_slice(sink.as_words().get(1..).unwrap_or_default()))
}
