//! The module's decorations as spirv-val records them: [`Table`], each id's decorations as a
//! set (those of `OpDecorate`, `OpDecorateId` and `OpMemberDecorate` and of the decoration
//! groups, not `OpDecorateString`'s), ordered by member (the id's own first), decoration and
//! parameters, with the instruction that first registered each (spirv-val registers
//! decorations as it walks the instructions, so that a rule about "the target already has
//! decoration X" sees only those of earlier instructions). The annotation, decoration and
//! interface passes read one table, built once.

use alloc::vec::Vec;

use spirv_core::Operand;
use spirv_core::binary::WordSink;
use spirv_core::spec::{Decoration, DecorationKind, Instruction};

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
    /// The table of the module's decoration instructions, with their indices, in module order.
    pub(crate) fn new<'i, 'a: 'i>(decorations: impl ExactSizeIterator<Item = (usize, &'i Instruction<'a>)>) -> Self {
        // Sized once for the decoration instructions (groups may add more).
        let mut all: Vec<(u32, Dec, u32)> = Vec::with_capacity(decorations.len());
        // A group's decorations as known when it is applied.
        let group = |all: &[(u32, Dec, u32)], group: u32| -> Vec<Dec> {
            all.iter().filter(|(id, ..)| *id == group).map(|(_, d, _)| d.clone()).collect()
        };
        let mut sink = WordSink::new();
        for (index, inst) in decorations {
            let index = index as u32;
            match inst {
                Instruction::Decorate { target, decoration } | Instruction::DecorateId { target, decoration } => {
                    let (kind, params) = words(decoration, &mut sink);
                    all.push((target.get(), Dec { member: WHOLE, kind, params }, index));
                }
                Instruction::MemberDecorate { structure_type, member, decoration } => {
                    let (kind, params) = words(decoration, &mut sink);
                    // spirv-val keeps the member index as an `int`.
                    let member = i64::from(*member as i32);
                    all.push((structure_type.get(), Dec { member, kind, params }, index));
                }
                Instruction::GroupDecorate { decoration_group, targets } => {
                    let decorations = group(&all, decoration_group.get());
                    for target in targets.iter() {
                        all.extend(decorations.iter().map(|d| (target.get(), d.clone(), index)));
                    }
                }
                Instruction::GroupMemberDecorate { decoration_group, targets } => {
                    let decorations = group(&all, decoration_group.get());
                    for (target, member) in targets.iter() {
                        let member = i64::from(member as i32);
                        all.extend(decorations.iter().map(|d| (target.get(), Dec { member, ..d.clone() }, index)));
                    }
                }
                _ => {}
            }
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
