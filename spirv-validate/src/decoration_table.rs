//! The module's decorations as spirv-val records them: [`Table`], each id's decorations as a
//! set (those of `OpDecorate`, `OpDecorateId` and `OpMemberDecorate` and of the decoration
//! groups, not `OpDecorateString`'s), ordered by member (the id's own first), decoration and
//! parameters; and [`Registered`], when the decorations some rules ask about were first
//! registered. The decoration pass and the interface pass read one table, built once.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use spirv_core::Operand;
use spirv_core::binary::WordSink;
use spirv_core::spec::{Decoration, DecorationKind, Instruction};
use spirv_model::DefUse;

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
}

impl Table {
    /// The table of the module's decoration instructions, in module order.
    pub(crate) fn new<'i, 'a: 'i>(decorations: impl ExactSizeIterator<Item = &'i Instruction<'a>>) -> Self {
        // Sized once for the decoration instructions (groups may add more).
        let mut all: Vec<(u32, Dec)> = Vec::with_capacity(decorations.len());
        // A group's decorations as known when it is applied.
        let group = |all: &[(u32, Dec)], group: u32| -> Vec<Dec> {
            all.iter().filter(|(id, _)| *id == group).map(|(_, d)| d.clone()).collect()
        };
        let mut sink = WordSink::new();
        for inst in decorations {
            match inst {
                Instruction::Decorate { target, decoration } | Instruction::DecorateId { target, decoration } => {
                    let (kind, params) = words(decoration, &mut sink);
                    all.push((target.get(), Dec { member: WHOLE, kind, params }));
                }
                Instruction::MemberDecorate { structure_type, member, decoration } => {
                    let (kind, params) = words(decoration, &mut sink);
                    // spirv-val keeps the member index as an `int`.
                    let member = i64::from(*member as i32);
                    all.push((structure_type.get(), Dec { member, kind, params }));
                }
                Instruction::GroupDecorate { decoration_group, targets } => {
                    let decorations = group(&all, decoration_group.get());
                    for target in targets.iter() {
                        all.extend(decorations.iter().map(|d| (target.get(), d.clone())));
                    }
                }
                Instruction::GroupMemberDecorate { decoration_group, targets } => {
                    let decorations = group(&all, decoration_group.get());
                    for (target, member) in targets.iter() {
                        let member = i64::from(member as i32);
                        all.extend(decorations.iter().map(|d| (target.get(), Dec { member, ..d.clone() })));
                    }
                }
                _ => {}
            }
        }
        all.sort_unstable();
        all.dedup();
        let (ids, decorations) = all.into_iter().unzip();
        Table { ids, decorations }
    }

    /// Every decoration of `id`, its members' included.
    pub(crate) fn all(&self, id: u32) -> &[Dec] {
        &self.decorations[sorted::equal_range(&self.ids, id, |&i| i)]
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

/// When decorations were registered: what the annotation pass works out once for the whole
/// module (spirv-val registers decorations as it walks the instructions, so a rule about "the
/// target already has decoration X" sees only those of earlier instructions).
#[derive(Debug)]
pub(crate) struct Registered {
    /// The first instruction that registers `FPFastMathMode` or `NoContraction` (by their
    /// numbers) for an id, directly or through a decoration group: `(id, decoration) -> index`.
    first: BTreeMap<(u32, u32), usize>,
    /// The uses of every id (those of decoration groups are checked).
    pub(crate) uses: alloc::rc::Rc<DefUse>,
}

impl Registered {
    /// The registrations of the module's decoration instructions (with their indices, in module
    /// order), whose ids have the uses `uses`.
    #[allow(clippy::collapsible_match, reason = "one arm per instruction, as spirv-val's switch has")]
    pub(crate) fn new<'i, 'a: 'i>(
        decorations: impl Iterator<Item = (usize, &'i Instruction<'a>)>,
        uses: alloc::rc::Rc<DefUse>,
    ) -> Self {
        const WATCHED: [DecorationKind; 2] = [DecorationKind::FPFastMathMode, DecorationKind::NoContraction];
        let mut first = BTreeMap::new();
        for (index, inst) in decorations {
            match inst {
                Instruction::Decorate { target, decoration } | Instruction::DecorateId { target, decoration } => {
                    if WATCHED.contains(&decoration.kind()) {
                        first.entry((target.get(), decoration.to_u32())).or_insert(index);
                    }
                }
                Instruction::MemberDecorate { structure_type, decoration, .. } => {
                    if WATCHED.contains(&decoration.kind()) {
                        first.entry((structure_type.get(), decoration.to_u32())).or_insert(index);
                    }
                }
                Instruction::GroupDecorate { decoration_group, .. }
                | Instruction::GroupMemberDecorate { decoration_group, .. } => {
                    let targets: Vec<u32> = match inst {
                        Instruction::GroupDecorate { targets, .. } => targets.iter().map(|t| t.get()).collect(),
                        Instruction::GroupMemberDecorate { targets, .. } => {
                            targets.iter().map(|(t, _)| t.get()).collect()
                        }
                        _ => Vec::new(),
                    };
                    for kind in WATCHED {
                        let key = (decoration_group.get(), kind as u32);
                        if first.get(&key).is_some_and(|&at| at < index) {
                            for &t in &targets {
                                first.entry((t, kind as u32)).or_insert(index);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        Registered { first, uses }
    }

    /// Whether `decoration` was registered for `id` before instruction `index`.
    pub(crate) fn before(&self, id: u32, decoration: DecorationKind, index: usize) -> bool {
        self.first.get(&(id, decoration as u32)).is_some_and(|&at| at < index)
    }
}
