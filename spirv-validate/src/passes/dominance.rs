//! `CheckIdDefinitionDominateUse` (SPIRV-Tools' `source/val/validate_id.cpp`): an id defined in
//! a block is used only in blocks it dominates (uses in unreachable blocks aside), an `OpPhi`'s
//! values are defined in blocks that dominate the matching parents, and an id a function
//! defines outside its blocks (a parameter, a label) is used only in that function.

use alloc::format;
use alloc::vec::Vec;

use spirv_core::IdRef;
use spirv_core::spec::Instruction;

use crate::checker::Checker;
use crate::error::{ErrorKind, Fault};
use crate::error::{Report, Stop};
use spirv_model::cfg::ModuleCfg;

pub(crate) fn check(c: &mut Checker<'_, '_>, report: &mut Report) -> Result<(), Stop> {
    let cfg = c.module_cfg();
    let module = c.module;
    // The users of each id, in module order.
    let uses = c.uses();
    let mut phis: Vec<usize> = Vec::new();
    let mut phi_set = alloc::collections::BTreeSet::new();
    for index in 0..module.instructions.len() {
        let Some(func) = cfg.function_of(index) else { continue };
        let Some(result) = IdRef::new(c.result_id_at(index)) else { continue };
        let id = result.get();
        // The first definition of an id is the one uses name.
        if c.model.def_index(result) != Some(index) {
            continue;
        }
        let id_users = uses.users(result);
        if let Some((_, block)) = cfg.block_of(index) {
            for &user in id_users {
                let user = user as usize;
                let Some((user_func, user_block)) = cfg.block_of(user) else { continue };
                let use_block = &cfg.functions()[user_func].blocks()[user_block];
                let phi = matches!(module.instructions.get(user), Some(Instruction::Phi { .. }));
                // A use in the block of its definition passes (unless in an `OpPhi`).
                if !use_block.is_reachable() || (!phi && (user_func, user_block) == (func, block)) {
                    continue;
                }
                if phi {
                    if phi_set.insert(user) {
                        phis.push(user);
                    }
                } else if !(user_func == func && cfg.functions()[func].dominates(block, user_block)) {
                    let message = format!(
                        "ID {} defined in block {} does not dominate its use in block {}",
                        c.id_name(id),
                        c.id_name(cfg.functions()[func].blocks()[block].id()),
                        c.id_name(use_block.id())
                    );
                    let e = c.diag(ErrorKind::InvalidId, use_block.label(), message);
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
                        c.id_name(cfg.functions()[user_func].id()),
                        c.id_name(cfg.functions()[func].id())
                    );
                    let e = c.diag(ErrorKind::InvalidId, Some(cfg.functions()[func].index()), message);
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
fn check_phi(c: &mut Checker<'_, '_>, cfg: &ModuleCfg, index: usize) -> Result<(), Fault> {
    let Some((func, block)) = cfg.block_of(index) else { return Ok(()) };
    let f = &cfg.functions()[func];
    if !f.blocks()[block].is_reachable() {
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
        if f.blocks()[parent_block].is_reachable() && !(value_func == func && f.dominates(value_block, parent_block)) {
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
