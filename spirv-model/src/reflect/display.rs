//! `Display` of a reflection: the table `spirv reflect` prints.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write as _};

use super::results::{ArraySize, BlockLayout, EntryPointRef, InterfaceVariable, Member, Reflection, ScalarValue};

fn dims(array: &[ArraySize]) -> String {
    array
        .iter()
        .map(|a| match a {
            ArraySize::Literal(n) => format!("[{n}]"),
            ArraySize::SpecConstant { default, spec_id: Some(id) } => format!("[{default} (SpecId {id})]"),
            ArraySize::SpecConstant { default, spec_id: None } => format!("[{default} (spec constant)]"),
            ArraySize::Runtime => "[]".into(),
        })
        .collect()
}

fn or_dash<T: fmt::Display>(v: Option<T>) -> String {
    v.map_or("-".into(), |v| v.to_string())
}

fn members(out: &mut String, members: &[Member], indent: usize) {
    for m in members {
        let _ = write!(
            out,
            "{:indent$}{:>6} {:>6}  {}{} {}",
            "",
            or_dash(m.offset),
            m.size,
            m.type_name,
            dims(&m.array),
            m.name,
            indent = indent
        );
        if let Some(stride) = m.array_stride {
            let _ = write!(out, "  (array stride {stride})");
        }
        if let Some(stride) = m.matrix_stride {
            let _ = write!(out, "  (matrix stride {stride}{})", if m.row_major { ", row-major" } else { "" });
        }
        out.push('\n');
        self::members(out, &m.members, indent + 4);
    }
}

fn block(out: &mut String, b: &BlockLayout) {
    let _ = write!(out, "    block {}: {} bytes", b.type_name, b.size);
    if let Some(stride) = b.runtime_array_stride {
        let _ = write!(out, " + {stride} per runtime array element");
    }
    out.push_str("\n    offset   size  member\n");
    members(out, &b.members, 4);
}

fn interface(out: &mut String, what: &str, vars: &[InterfaceVariable]) {
    for v in vars {
        let _ = write!(out, "  {what} ");
        match (&v.builtin, v.member_builtins.is_empty()) {
            (Some(b), _) => {
                let _ = write!(out, "BuiltIn {b}");
            }
            (None, false) => {
                let _ = write!(out, "BuiltIn block {}", v.member_builtins.join(", "));
            }
            (None, true) => {
                let _ = write!(out, "location {}", or_dash(v.location));
                if let Some(c) = v.component {
                    let _ = write!(out, " component {c}");
                }
            }
        }
        let _ = write!(out, ": {}{} {}", v.type_name, dims(&v.array), v.name);
        for d in &v.decorations {
            let _ = write!(out, " {d}");
        }
        out.push('\n');
    }
}

/// A readable table: each entry point with its workgroup size and stage interface, each
/// resource with its set, binding, descriptor type, access and block layout (by set and
/// binding), the push constants and the specialization constants (by `SpecId`): what `spirv
/// reflect` prints.
impl fmt::Display for Reflection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&table(self))
    }
}

fn table(r: &Reflection) -> String {
    let mut out = String::new();
    for e in &r.entry_points {
        let _ = write!(out, "entry point {} ({})", e.name, e.execution_model.name());
        if let Some([x, y, z]) = e.workgroup_size {
            let _ = write!(out, ", workgroup size {x} x {y} x {z}");
            if let Some(ids) = e.workgroup_size_spec_ids.filter(|ids| ids.iter().any(Option::is_some)) {
                let ids: Vec<String> = ids.iter().map(|i| or_dash(*i)).collect();
                let _ = write!(out, " (SpecIds {})", ids.join(", "));
            }
        }
        out.push('\n');
        interface(&mut out, "input ", &e.inputs);
        interface(&mut out, "output", &e.outputs);
    }
    // An entry point by its name, and its stage too where another has the same name.
    let entry_name = |e: &EntryPointRef| {
        let shared = r.entry_points.iter().filter(|x| x.name == e.name).count() > 1;
        match shared {
            true => format!("{} ({})", e.name, e.execution_model.name()),
            false => e.name.clone(),
        }
    };
    if !r.resources.is_empty() {
        out.push_str("\nset binding  descriptor type          name\n");
    }
    // By set and binding (those without after), else in module order.
    let mut resources: Vec<_> = r.resources.iter().collect();
    resources.sort_by_key(|res| (res.set.is_none(), res.set, res.binding.is_none(), res.binding));
    for res in resources {
        let _ = write!(
            out,
            "{:>3} {:>7}  {:<23}  {}{}",
            or_dash(res.set),
            or_dash(res.binding),
            format!("{:?}", res.descriptor_type),
            res.name,
            dims(&res.array)
        );
        if let Some(i) = &res.image {
            let _ = write!(out, "  image {} {} sampled {}", i.dim, i.format, i.sampled);
            if i.depth == 1 {
                // A depth image: sampled with a comparison, a shadow sampler's.
                out.push_str(" depth");
            }
            if i.arrayed {
                out.push_str(" arrayed");
            }
            if i.multisampled {
                out.push_str(" multisampled");
            }
        }
        if let Some(i) = res.input_attachment_index {
            let _ = write!(out, "  input attachment {i}");
        }
        let a = res.access;
        let access = match (a.read, a.written) {
            (true, true) => "read-write",
            (true, false) => "read",
            (false, true) => "write",
            (false, false) if res.used_by.is_empty() => "unused",
            // Used (an image whose size is queried, an array whose length is) but neither.
            (false, false) => "not read or written",
        };
        let _ = write!(out, "  ({access}");
        if a.non_writable {
            out.push_str(", NonWritable");
        }
        if a.non_readable {
            out.push_str(", NonReadable");
        }
        let used_by: Vec<String> = res.used_by.iter().map(entry_name).collect();
        let _ = writeln!(out, "; used by {})", if used_by.is_empty() { "-".into() } else { used_by.join(", ") });
        if let Some(b) = &res.block {
            block(&mut out, b);
        }
    }
    for p in &r.push_constants {
        let _ = writeln!(out, "\npush constants {}", p.name);
        if let Some(b) = &p.block {
            block(&mut out, b);
        }
    }
    if !r.specialization_constants.is_empty() {
        out.push_str("\nspec id  type      default  name\n");
    }
    let mut constants: Vec<_> = r.specialization_constants.iter().collect();
    constants.sort_by_key(|c| c.spec_id);
    for c in constants {
        let default = match c.default {
            Some(ScalarValue::Bool(b)) => b.to_string(),
            Some(ScalarValue::Unsigned(n)) => n.to_string(),
            Some(ScalarValue::Signed(n)) => n.to_string(),
            Some(ScalarValue::Float(f)) => f.to_string(),
            None => "-".into(),
        };
        let _ = writeln!(out, "{:>7}  {:<8}  {:>7}  {}", c.spec_id, c.type_name, default, c.name);
    }
    if !r.ignored_spec_ids.is_empty() {
        out.push('\n');
    }
    for c in &r.ignored_spec_ids {
        let _ = writeln!(
            out,
            "SpecId {} on {} ({}): not specialized, its value follows from the constants it is made of",
            c.spec_id,
            if c.name.is_empty() { format!("%{}", c.id) } else { c.name.clone() },
            c.instruction
        );
    }
    out
}
