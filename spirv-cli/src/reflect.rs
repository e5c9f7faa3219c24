//! `spirv reflect`: what a module needs bound, as a table or as JSON.

use spirv_core::spec::ExecutionModel;
use spirv_model::Model;
use spirv_model::reflect::{EntryPointRef, Reflection};

/// The reflection of `module`, limited to entry point `entry` (of execution model `stage`, if
/// given) and what its code uses; an error message if no entry point, or more than one, has
/// that name and stage (a module may have a vertex and a fragment `main`).
pub fn reflect(
    module: &spirv_core::Module<'_>,
    entry: Option<&str>,
    stage: Option<ExecutionModel>,
) -> Result<Reflection, String> {
    let mut r = Reflection::new(&Model::new(module));
    let Some(entry) = entry else { return Ok(r) };
    let chosen = |e: &EntryPointRef| e.name == entry && stage.is_none_or(|s| s == e.execution_model);
    let mut found: Vec<EntryPointRef> = Vec::new();
    for e in r.entry_points.iter().map(|e| e.reference()).filter(chosen) {
        // A module may declare the same entry point twice.
        if !found.contains(&e) {
            found.push(e);
        }
    }
    let stage_name = stage.map(|s| format!(" of execution model {}", s.name())).unwrap_or_default();
    match found.as_slice() {
        [] => return Err(format!("no entry point named '{entry}'{stage_name}")),
        [_] => {}
        several => {
            let models: Vec<&str> = several.iter().map(|e| e.execution_model.name()).collect();
            return Err(format!(
                "{} entry points are named '{entry}' ({}): choose one with --stage",
                several.len(),
                models.join(", ")
            ));
        }
    }
    r.entry_points.retain(|e| chosen(&e.reference()));
    r.resources.retain(|res| res.used_by.iter().any(chosen));
    r.push_constants.retain(|p| p.used_by.iter().any(chosen));
    Ok(r)
}

/// The reflection as one JSON object (with a newline).
pub fn json(r: &Reflection) -> String {
    // Serializing plain data to a string cannot fail.
    let mut out = serde_json::to_string_pretty(r).unwrap_or_default();
    out.push('\n');
    out
}
