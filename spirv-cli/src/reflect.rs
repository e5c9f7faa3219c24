//! `spirv reflect`: what a module needs bound, as a table or as JSON.

use spirv_model::Model;
use spirv_model::reflect::Reflection;

/// The reflection of `module`, limited to entry point `entry` (and what its code uses) if given;
/// `None` if the module has no entry point of that name.
pub fn reflect(module: &spirv_core::Module<'_>, entry: Option<&str>) -> Option<Reflection> {
    let mut r = Reflection::new(&Model::new(module));
    if let Some(entry) = entry {
        if !r.entry_points.iter().any(|e| e.name == entry) {
            return None;
        }
        r.entry_points.retain(|e| e.name == entry);
        r.resources.retain(|res| res.used_by.iter().any(|n| n == entry));
        r.push_constants.retain(|p| p.used_by.iter().any(|n| n == entry));
    }
    Some(r)
}

/// The reflection as one JSON object (with a newline).
pub fn json(r: &Reflection) -> String {
    // Serializing plain data to a string cannot fail.
    let mut out = serde_json::to_string_pretty(r).unwrap_or_default();
    out.push('\n');
    out
}
