//! `CheckIdDefinitionDominateUse` (SPIRV-Tools' `source/val/validate_id.cpp`): an id defined in
//! a block is used only in blocks it dominates (uses in unreachable blocks aside), an `OpPhi`'s
//! values are defined in blocks that dominate the matching parents, and an id a function
//! defines outside its blocks (a parameter, a label) is used only in that function.

use alloc::format;
use alloc::vec::Vec;

use spirv_core::spec::Instruction;
use spirv_core::{IdKind, IdRef, InstructionSet, Visitor};

use super::cfg_graph::ModuleCfg;
use super::{Report, Stop};
use crate::checker::Checker;
use crate::error::{ErrorKind, ValidationError};

/// Collects the ids an instruction uses, as spirv-val's parse lists its id operands.
struct Uses<'v> {
    out: &'v mut Vec<(u32, u32)>,
    user: u32,
    /// `OpSpecConstantOp`'s copies of its result type and id, which are no operands.
    skip: u8,
}

impl Visitor<'_> for Uses<'_> {
    fn id(&mut self, kind: IdKind, id: IdRef) {
        if self.skip > 0 {
            self.skip -= 1;
            return;
        }
        if kind != IdKind::Result {
            self.out.push((id.get(), self.user));
        }
    }

    fn spec_constant_opcode(&mut self, _: u32) {
        self.skip = 2;
    }
}

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let cfg = c.module_cfg();
    let module = c.module;
    // (id, user) of every use, in a function, of an id defined in a function: uses outside
    // functions are never checked.
    let mut uses: Vec<(u32, u32)> = Vec::new();
    let mut scratch = Vec::new();
    let mut max_id = 0;
    for (index, inst) in module.instructions.iter().enumerate() {
        if cfg.function_of(index).is_none() {
            continue;
        }
        scratch.clear();
        inst.visit_operands(&mut Uses { out: &mut scratch, user: index as u32, skip: 0 });
        // A use in the block of its definition passes (unless in an `OpPhi`): it is left out.
        let user_block = if matches!(inst, Instruction::Phi { .. }) { None } else { cfg.block_of(index) };
        for &(id, user) in &scratch {
            let Some(def) = IdRef::new(id).and_then(|id| c.model.def_index(id)) else { continue };
            if cfg.function_of(def).is_none() || (user_block.is_some() && cfg.block_of(def) == user_block) {
                continue;
            }
            uses.push((id, user));
            max_id = max_id.max(id as usize);
        }
    }
    // The users of each id, in module order: those of `id` are `users[start[id]..start[id + 1]]`.
    let mut start: Vec<u32> = alloc::vec![0; if uses.is_empty() { 0 } else { max_id + 2 }];
    for &(id, _) in &uses {
        start[id as usize + 1] += 1;
    }
    for i in 1..start.len() {
        start[i] += start[i - 1];
    }
    let mut users: Vec<u32> = alloc::vec![0; uses.len()];
    {
        let mut next = start.clone();
        for &(id, user) in &uses {
            let slot = &mut next[id as usize];
            users[*slot as usize] = user;
            *slot += 1;
        }
    }
    let users_of = |id: u32| -> &[u32] {
        match (start.get(id as usize), start.get(id as usize + 1)) {
            (Some(&a), Some(&b)) => &users[a as usize..b as usize],
            _ => &[],
        }
    };
    let mut phis: Vec<usize> = Vec::new();
    let mut phi_set = alloc::collections::BTreeSet::new();
    for (index, inst) in module.instructions.iter().enumerate() {
        let Some(func) = cfg.function_of(index) else { continue };
        let Some(id) = inst.result_id() else { continue };
        let id = id.get();
        // The first definition of an id is the one uses name.
        if IdRef::new(id).and_then(|id| c.model.def_index(id)) != Some(index) {
            continue;
        }
        let id_users = users_of(id);
        if let Some((_, block)) = cfg.block_of(index) {
            for &user in id_users {
                let user = user as usize;
                let Some((user_func, user_block)) = cfg.block_of(user) else { continue };
                let use_block = &cfg.functions[user_func].blocks[user_block];
                if !use_block.reachable {
                    continue;
                }
                if matches!(module.instructions.get(user), Some(Instruction::Phi { .. })) {
                    if phi_set.insert(user) {
                        phis.push(user);
                    }
                } else if !(user_func == func && cfg.functions[func].dominates(block, user_block)) {
                    let message = format!(
                        "ID {} defined in block {} does not dominate its use in block {}",
                        c.id_name(id),
                        c.id_name(cfg.functions[func].blocks[block].id),
                        c.id_name(use_block.id)
                    );
                    let e = c.diag(ErrorKind::InvalidId, use_block.label, message);
                    report.error(e)?;
                    break;
                }
            }
        } else {
            for &user in id_users {
                let Some(user_func) = cfg.function_of(user as usize) else { continue };
                if user_func != func {
                    let message = format!(
                        "ID {} used in function {} is used outside of it's defining function {}",
                        c.id_name(id),
                        c.id_name(cfg.functions[user_func].id),
                        c.id_name(cfg.functions[func].id)
                    );
                    let e = c.diag(ErrorKind::InvalidId, Some(cfg.functions[func].index), message);
                    report.error(e)?;
                    break;
                }
            }
        }
    }
    for phi in phis {
        if let Err(e) = check_phi(c, &cfg, phi) {
            report.error(e)?;
        }
    }
    Ok(())
}

/// An `OpPhi`'s values are defined in blocks that dominate their parents.
fn check_phi(c: &mut Checker<'_, '_>, cfg: &ModuleCfg, index: usize) -> Result<(), ValidationError> {
    let Some((func, block)) = cfg.block_of(index) else { return Ok(()) };
    let f = &cfg.functions[func];
    if !f.blocks[block].reachable {
        return Ok(());
    }
    let module = c.module;
    let Some(Instruction::Phi { result_id, variables, .. }) = module.instructions.get(index) else {
        return Ok(());
    };
    for (value, parent) in variables.iter() {
        let Some(def) = c.model.def_index(value) else { continue };
        let Some((value_func, value_block)) = cfg.block_of(def) else { continue };
        let Some(parent_block) = f.block(parent.get()) else { continue };
        if f.blocks[parent_block].reachable && !(value_func == func && f.dominates(value_block, parent_block)) {
            let message = format!(
                "In OpPhi instruction {}, ID {} definition does not dominate its parent {}",
                c.id_name(result_id.get()),
                c.id_name(value.get()),
                c.id_name(parent.get())
            );
            return Err(c.diag(ErrorKind::InvalidId, Some(index), message));
        }
    }
    Ok(())
}
