//! Measures `spirv_model::reflect` against SPIRV-Reflect's own golden files: every `.spv` under
//! a directory that has a `.spv.yaml` beside it (what `spirv-reflect -y -v 1` printed for it) is
//! reflected with our library and compared, fact by fact, with what the golden states.
//!
//! A measurement, not a test: the goldens are SPIRV-Reflect's data and are not shipped here.
//! Bring a copy of the `tests/` directory of KhronosGroup/SPIRV-Reflect anywhere outside this
//! repository, then run
//!
//! ```text
//! cargo run --example reflect_goldens -- /tmp/spirv-reflect-tests
//! ```
//!
//! It prints, per field, how many values were compared, agree and disagree, then every
//! disagreement with its module, its place and both values, and the facts left out with their
//! reasons. The golden states one entry point (the first) for the interface variables, and all
//! descriptor bindings, push constants and specialization constants of the module; it states
//! neither workgroup sizes nor specialization constants' defaults, so those are not compared.
//!
//! How the golden's fields map to ours (SPIRV-Reflect's `spirv_reflect.c` defines them):
//! - a descriptor binding is a `UniformConstant`, `Uniform` or `StorageBuffer` variable with
//!   both `DescriptorSet` and `Binding`; matched to our resource by variable id;
//! - `accessed` is "some function an entry point calls names the variable in a load, store,
//!   access chain, copy, `OpArrayLength`, texel pointer or call": our `used_by` not empty;
//! - a block variable's `flags: UNUSED` is "no access chain reaches into this member (or an
//!   enclosing one) and no whole enclosing object is accessed": our `Member::used` negated;
//! - block variables are matched by member index; an array of structures is described by the
//!   structure's members, as ours; `numeric.matrix.stride` is `MatrixStride`, `decorations`
//!   bit `ROW_MAJOR` is `RowMajor`;
//! - interface variables are matched by id in the first entry point's inputs and outputs; a
//!   block's `built_in` lists its members' built-ins; `format` is the Vulkan format of the
//!   type (of its columns for a matrix), derived here from our GLSL-style type name.

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::path::{Path, PathBuf};

use spirv_core::spec::{BuiltIn, Dim, ImageFormat};
use spirv_core::{Module, ValueEnum};
use spirv_model::Model;
use spirv_model::reflect::{ArraySize, DescriptorType, InterfaceVariable, Member, Reflection};
use yaml_rust2::{Yaml, YamlLoader};

/// Per field: values compared and agreeing, every disagreement, and facts left out by reason.
#[derive(Default)]
struct Tally {
    fields: BTreeMap<&'static str, Field>,
    excluded: BTreeMap<(&'static str, &'static str), usize>,
}

#[derive(Default)]
struct Field {
    agree: usize,
    disagree: Vec<String>,
}

impl Tally {
    /// Compares one value of `field` at `place` in `module`.
    fn check<T: PartialEq + Debug>(&mut self, field: &'static str, module: &str, place: &str, golden: T, ours: T) {
        let f = self.fields.entry(field).or_default();
        if golden == ours {
            f.agree += 1;
        } else {
            f.disagree.push(format!("{module} {place}: golden {golden:?}, ours {ours:?}"));
        }
    }

    /// Counts a fact the golden states but that is not compared, and why.
    fn exclude(&mut self, field: &'static str, reason: &'static str) {
        *self.excluded.entry((field, reason)).or_default() += 1;
    }
}

/// The golden's number (an integer, or a string such as `0,` or `0x10`), if it has one.
fn int(y: &Yaml) -> Option<i64> {
    match y {
        Yaml::Integer(i) => Some(*i),
        Yaml::String(s) => {
            let s = s.trim().trim_end_matches(',');
            match s.strip_prefix("0x") {
                Some(hex) => i64::from_str_radix(hex, 16).ok(),
                None => s.parse().ok(),
            }
        }
        _ => None,
    }
}

/// A `u32` field; SPIRV-Reflect writes `(uint32_t)-1` (4294967295) for "none".
fn opt_u32(y: &Yaml) -> Option<u32> {
    int(y).and_then(|n| u32::try_from(n).ok()).filter(|&n| n != u32::MAX)
}

fn u32_of(y: &Yaml) -> u32 {
    opt_u32(y).unwrap_or(0)
}

/// A name: SPIRV-Reflect writes an empty one as nothing (YAML null).
fn text(y: &Yaml) -> String {
    match y {
        Yaml::String(s) => s.clone(),
        Yaml::Integer(i) => i.to_string(),
        _ => String::new(),
    }
}

fn list(y: &Yaml) -> &[Yaml] {
    y.as_vec().map_or(&[], Vec::as_slice)
}

fn dims(y: &Yaml) -> Vec<u32> {
    list(&y["dims"]).iter().map(u32_of).collect()
}

fn elements(array: &[ArraySize]) -> Vec<u32> {
    array.iter().map(ArraySize::elements).collect()
}

/// `VkDescriptorType` numbers.
fn vk_descriptor_type(t: DescriptorType) -> i64 {
    match t {
        DescriptorType::Sampler => 0,
        DescriptorType::CombinedImageSampler => 1,
        DescriptorType::SampledImage => 2,
        DescriptorType::StorageImage => 3,
        DescriptorType::UniformTexelBuffer => 4,
        DescriptorType::StorageTexelBuffer => 5,
        DescriptorType::UniformBuffer => 6,
        DescriptorType::StorageBuffer => 7,
        DescriptorType::InputAttachment => 10,
        DescriptorType::AccelerationStructure => 1_000_150_000,
        DescriptorType::SampleWeightImage => 1_000_440_000,
        DescriptorType::BlockMatchImage => 1_000_440_001,
        DescriptorType::Tensor => 1_000_460_000,
        _ => -1,
    }
}

/// The `VkFormat` SPIRV-Reflect gives an interface variable of our GLSL-style type name: 16-,
/// 32- and 64-bit scalars and vectors, a matrix as its column vector, anything else (structures,
/// 8-bit types) `VK_FORMAT_UNDEFINED` (0).
fn vk_format(type_name: &str) -> i64 {
    // (prefix of the vector name, scalar name, bits, kind: 0 uint, 1 sint, 2 sfloat)
    const KINDS: [(&str, &str, u32, usize); 9] = [
        ("", "float", 32, 2),
        ("i", "int", 32, 1),
        ("u", "uint", 32, 0),
        ("d", "double", 64, 2),
        ("f16", "float16_t", 16, 2),
        ("i16", "int16_t", 16, 1),
        ("u16", "uint16_t", 16, 0),
        ("i64", "int64_t", 64, 1),
        ("u64", "uint64_t", 64, 0),
    ];
    let (components, bits, kind) = 'found: {
        for (prefix, scalar, bits, kind) in KINDS {
            if type_name == scalar {
                break 'found (1, bits, kind);
            }
            for shape in ["vec", "mat"] {
                let Some(rest) = type_name.strip_prefix(prefix).and_then(|r| r.strip_prefix(shape)) else {
                    continue;
                };
                // `vecN`, `matN` (N rows), `matCxR` (R rows: the column's components).
                let rows = rest.rsplit('x').next().and_then(|n| n.parse::<u32>().ok());
                if let Some(n @ 2..=4) = rows {
                    break 'found (n, bits, kind);
                }
            }
        }
        return 0;
    };
    // VK_FORMAT_R16_UINT is 74, R32_UINT 98, R64_UINT 110; each width's 1- to 4-component
    // formats follow, three apart (UINT, SINT, SFLOAT), except 16-bit with UNORM, SNORM,
    // USCALED, SSCALED before each: 7 apart.
    let (first, step) = match bits {
        16 => (74, 7),
        32 => (98, 3),
        _ => (110, 3),
    };
    first + step * (components as i64 - 1) + kind as i64
}

/// The name SPIR-V gives the `BuiltIn` numbered `n`.
fn builtin_name(n: i64) -> Option<&'static str> {
    BuiltIn::values().iter().find(|b| i64::from(b.to_u32()) == n).map(|b| b.name())
}

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: reflect_goldens <directory of .spv files with their .spv.yaml goldens>");
        std::process::exit(2);
    };
    let mut spvs = Vec::new();
    collect(Path::new(&dir), &mut spvs);
    spvs.sort();
    let mut tally = Tally::default();
    let mut modules = 0;
    for spv in &spvs {
        let golden_path = PathBuf::from(format!("{}.yaml", spv.display()));
        let Ok(golden_text) = std::fs::read_to_string(&golden_path) else { continue };
        let name = spv.strip_prefix(&dir).unwrap_or(spv).display().to_string();
        let bytes = std::fs::read(spv).unwrap_or_default();
        let module = match Module::decode(&bytes) {
            Ok(m) => m,
            Err(e) => {
                println!("{name}: our decoder rejects it: {e}");
                tally.check("module.decoded", &name, "", true, false);
                continue;
            }
        };
        let golden = match YamlLoader::load_from_str(&golden_text) {
            Ok(docs) if !docs.is_empty() => docs.into_iter().next().unwrap_or(Yaml::Null),
            other => {
                println!("{name}: its golden does not parse: {:?}", other.err());
                continue;
            }
        };
        modules += 1;
        let reflection = Reflection::new(&Model::new(&module));
        compare(&mut tally, &name, &reflection, &golden);
    }
    report(&tally, modules);
}

/// The `.spv` files under `dir`.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "spv") {
            out.push(path);
        }
    }
}

fn compare(t: &mut Tally, m: &str, ours: &Reflection, golden: &Yaml) {
    let module = &golden["module"];
    // Entry points: the golden's module-level facts are its first entry point's; every entry
    // point is named in `entry_point_heap_accesses`.
    let first = ours.entry_points.first();
    t.check(
        "entry_point.name",
        m,
        "first",
        text(&module["entry_point_name"]),
        first.map(|e| e.name.clone()).unwrap_or_default(),
    );
    t.check(
        "entry_point.execution_model",
        m,
        "first",
        int(&module["spirv_execution_model"]),
        first.map(|e| i64::from(e.execution_model.to_u32())),
    );
    let golden_names: Vec<String> =
        list(&golden["entry_point_heap_accesses"]).iter().map(|e| text(&e["entry"])).collect();
    let our_names: Vec<String> = ours.entry_points.iter().map(|e| e.name.clone()).collect();
    t.check("entry_point.names", m, "all", golden_names, our_names);

    compare_bindings(t, m, ours, module);
    compare_push_constants(t, m, ours, module);
    compare_interface(t, m, ours, module);
    compare_spec_constants(t, m, ours, module);
}

fn compare_bindings(t: &mut Tally, m: &str, ours: &Reflection, module: &Yaml) {
    let golden: Vec<&Yaml> = list(&module["descriptor_bindings"]).iter().collect();
    // SPIRV-Reflect lists the variables with both a set and a binding.
    let listed: Vec<_> = ours.resources.iter().filter(|r| r.set.is_some() && r.binding.is_some()).collect();
    for r in &listed {
        if !golden.iter().any(|g| int(&g["spirv_id"]) == Some(i64::from(r.id.get()))) {
            t.check("binding.listed", m, &format!("%{} {}", r.id, r.name), false, true);
        }
    }
    for g in golden {
        let id = int(&g["spirv_id"]).unwrap_or(-1);
        let place = format!("%{id} {}", text(&g["name"]));
        let Some(r) = listed.iter().find(|r| i64::from(r.id.get()) == id) else {
            t.check("binding.listed", m, &place, true, false);
            continue;
        };
        t.check("binding.listed", m, &place, true, true);
        t.check("binding.set", m, &place, opt_u32(&g["set"]), r.set);
        t.check("binding.binding", m, &place, opt_u32(&g["binding"]), r.binding);
        t.check("binding.name", m, &place, text(&g["name"]), r.name.clone());
        t.check(
            "binding.descriptor_type",
            m,
            &place,
            int(&g["descriptor_type"]),
            Some(vk_descriptor_type(r.descriptor_type)),
        );
        t.check("binding.array_dims", m, &place, dims(&g["array"]), elements(&r.array));
        t.check(
            "binding.count",
            m,
            &place,
            dims(&g["array"]).iter().product::<u32>(),
            elements(&r.array).iter().product::<u32>(),
        );
        // The golden writes 0 where there is no `InputAttachmentIndex`: compared for input
        // attachments, the only descriptors that have one.
        if r.descriptor_type == DescriptorType::InputAttachment {
            t.check(
                "binding.input_attachment_index",
                m,
                &place,
                opt_u32(&g["input_attachment_index"]),
                r.input_attachment_index,
            );
        }
        t.check("binding.accessed", m, &place, u32_of(&g["accessed"]) != 0, !r.used_by.is_empty());
        let flags = int(&g["decoration_flags"]).unwrap_or(0);
        t.check("binding.non_writable", m, &place, flags & 0x80 != 0, r.access.non_writable);
        t.check("binding.non_readable", m, &place, flags & 0x200 != 0, r.access.non_readable);
        if let Some(image) = &r.image {
            let gi = &g["image"];
            let dim = Dim::values().iter().find(|d| i64::from(d.to_u32()) == int(&gi["dim"]).unwrap_or(-1));
            let dim = dim.map(|d| d.name().strip_prefix("Dim").unwrap_or(d.name()).to_string());
            t.check("binding.image.dim", m, &place, dim, Some(image.dim.clone()));
            t.check("binding.image.depth", m, &place, u32_of(&gi["depth"]), image.depth);
            t.check("binding.image.arrayed", m, &place, u32_of(&gi["arrayed"]) != 0, image.arrayed);
            t.check("binding.image.ms", m, &place, u32_of(&gi["ms"]) != 0, image.multisampled);
            t.check("binding.image.sampled", m, &place, u32_of(&gi["sampled"]), image.sampled);
            let format =
                ImageFormat::values().iter().find(|f| i64::from(f.to_u32()) == int(&gi["image_format"]).unwrap_or(-1));
            t.check(
                "binding.image.format",
                m,
                &place,
                format.map(|f| f.name().to_string()),
                Some(image.format.clone()),
            );
        }
        let gb = &g["block"];
        match (&r.block, int(&g["descriptor_type"])) {
            (Some(block), Some(6 | 7)) => {
                let storage = r.descriptor_type == DescriptorType::StorageBuffer;
                // SPIRV-Reflect writes 0 for a storage buffer's size (its end is not fixed).
                if storage {
                    t.exclude("block.size", "storage buffer: SPIRV-Reflect writes 0");
                } else {
                    t.check("block.size", m, &place, u32_of(&gb["size"]), block.size);
                }
                // SPIRV-Reflect sets a block's padded size to its size: no other fact.
                t.exclude("block.padded_size", "SPIRV-Reflect copies the block's size");
                compare_members(t, m, &place, list(&gb["members"]), &block.members, !storage, false);
            }
            (None, Some(6 | 7)) => t.check("block.present", m, &place, true, false),
            _ => {}
        }
    }
}

/// `padded`: whether the golden computes members' padded sizes (in uniform buffers; in storage
/// buffers and push constants SPIRV-Reflect copies each member's size instead).
///
/// `in_array`: whether they are members of a structure inside an array (of structures), where
/// SPIRV-Reflect writes 0 for every absolute offset (a member there has one per element).
fn compare_members(
    t: &mut Tally,
    m: &str,
    place: &str,
    golden: &[Yaml],
    ours: &[Member],
    padded: bool,
    in_array: bool,
) {
    // A recursive buffer reference is written `[recursive]` instead of its members.
    if golden.iter().any(|g| g.as_vec().is_some()) {
        t.exclude("member.*", "recursive buffer reference: the golden lists no members");
        return;
    }
    t.check("member.count", m, place, golden.len(), ours.len());
    for (g, o) in golden.iter().zip(ours) {
        let place = format!("{place}.{}", text(&g["name"]));
        compare_member(t, m, &place, g, o, padded, in_array);
    }
}

fn compare_member(t: &mut Tally, m: &str, place: &str, g: &Yaml, o: &Member, padded: bool, in_array: bool) {
    t.check("member.name", m, place, text(&g["name"]), o.name.clone());
    t.check("member.offset", m, place, opt_u32(&g["offset"]), o.offset);
    if in_array {
        t.exclude("member.absolute_offset", "inside an array of structures: SPIRV-Reflect writes 0");
    } else {
        t.check("member.absolute_offset", m, place, opt_u32(&g["absolute_offset"]), o.absolute_offset);
    }
    t.check("member.size", m, place, u32_of(&g["size"]), o.size);
    if padded {
        t.check("member.padded_size", m, place, u32_of(&g["padded_size"]), o.padded_size);
    } else {
        t.exclude("member.padded_size", "storage buffer or push constant: SPIRV-Reflect copies the size");
    }
    let golden_dims = dims(&g["array"]);
    if o.array.first() == Some(&ArraySize::Runtime) {
        // SPIRV-Reflect copies array traits to members of `OpTypeArray` type only.
        t.exclude("member.array_dims", "runtime array: the golden states no dimensions");
        t.exclude("member.array_stride", "runtime array: the golden states no stride");
    } else {
        t.check("member.array_dims", m, place, golden_dims.clone(), elements(&o.array));
        // SPIRV-Reflect keeps the stride of the innermost dimension (each dimension's
        // overwrites the one outside it).
        if !golden_dims.is_empty() {
            let innermost = o.array_strides.last().copied().flatten();
            t.check("member.array_stride", m, place, opt_u32(&g["array"]["stride"]), innermost);
        }
    }
    let matrix = &g["numeric"]["matrix"];
    if u32_of(&matrix["column_count"]) > 0 {
        t.check("member.matrix_stride", m, place, opt_u32(&matrix["stride"]).filter(|&s| s != 0), o.matrix_stride);
        let decorations = int(&g["decorations"]).unwrap_or(0);
        t.check("member.row_major", m, place, decorations & 0x4 != 0, o.row_major);
    }
    t.check("member.used", m, place, int(&g["flags"]).unwrap_or(0) & 1 == 0, o.used);
    let members = list(&g["members"]);
    if !members.is_empty() || !o.members.is_empty() {
        compare_members(t, m, place, members, &o.members, padded, in_array || !o.array.is_empty());
    }
}

fn compare_push_constants(t: &mut Tally, m: &str, ours: &Reflection, module: &Yaml) {
    let golden = list(&module["push_constants"]);
    // Both in module order; the golden writes no variable id for them.
    t.check("push_constant.count", m, "", golden.len(), ours.push_constants.len());
    for (g, o) in golden.iter().zip(&ours.push_constants) {
        let place = format!("push constant %{} {}", o.id, text(&g["name"]));
        t.check("push_constant.name", m, &place, text(&g["name"]), o.name.clone());
        let Some(block) = &o.block else {
            t.check("push_constant.block", m, &place, true, false);
            continue;
        };
        // The block's offset: its lowest member offset, which the push-constant range starts at.
        let offset = block.members.iter().filter_map(|mb| mb.offset).min();
        t.check("push_constant.offset", m, &place, opt_u32(&g["offset"]), offset);
        t.check("push_constant.size", m, &place, u32_of(&g["size"]), block.size);
        t.exclude("push_constant.padded_size", "SPIRV-Reflect copies the block's size");
        compare_members(t, m, &place, list(&g["members"]), &block.members, false, false);
    }
}

fn compare_interface(t: &mut Tally, m: &str, ours: &Reflection, module: &Yaml) {
    let Some(entry) = ours.entry_points.first() else { return };
    for (key, vars) in [("input_variables", &entry.inputs), ("output_variables", &entry.outputs)] {
        let golden = list(&module[key]);
        for o in vars.iter() {
            if !golden.iter().any(|g| int(&g["spirv_id"]) == Some(i64::from(o.id.get()))) {
                t.check("interface.listed", m, &format!("%{} {}", o.id, o.name), false, true);
            }
        }
        for g in golden {
            let id = int(&g["spirv_id"]).unwrap_or(-1);
            let place = format!("{key} %{id} {}", text(&g["name"]));
            let Some(o) = vars.iter().find(|o| i64::from(o.id.get()) == id) else {
                t.check("interface.listed", m, &place, true, false);
                continue;
            };
            t.check("interface.listed", m, &place, true, true);
            compare_interface_variable(t, m, &place, g, o);
        }
    }
}

fn compare_interface_variable(t: &mut Tally, m: &str, place: &str, g: &Yaml, o: &InterfaceVariable) {
    t.check("interface.name", m, place, text(&g["name"]), o.name.clone());
    t.check("interface.location", m, place, opt_u32(&g["location"]), o.location);
    let members = list(&g["members"]);
    if members.is_empty() {
        let builtin = int(&g["built_in"]).filter(|&b| b >= 0).and_then(builtin_name);
        t.check("interface.built_in", m, place, builtin.map(str::to_string), o.builtin.clone());
        t.check("interface.format", m, place, int(&g["format"]).unwrap_or(0), vk_format(&o.type_name));
    } else {
        // A block: its members' built-ins, of those the golden flags `BUILT_IN` (its
        // `built_in` is 0, `Position`, for a member without one).
        let builtins: Vec<String> = members
            .iter()
            .filter(|mb| int(&mb["decoration_flags"]).unwrap_or(0) & 0x10 != 0)
            .filter_map(|mb| int(&mb["built_in"]).and_then(builtin_name))
            .map(String::from)
            .collect();
        t.check("interface.member_built_ins", m, place, builtins, o.member_builtins.clone());
        t.exclude("interface.format", "block: the golden's format is UNDEFINED");
    }
    t.check("interface.array_dims", m, place, dims(&g["array"]), elements(&o.array));
}

fn compare_spec_constants(t: &mut Tally, m: &str, ours: &Reflection, module: &Yaml) {
    let golden = list(&module["specialization_constants"]);
    for o in &ours.specialization_constants {
        if !golden.iter().any(|g| int(&g["spirv_id"]) == Some(i64::from(o.id.get()))) {
            t.check("spec_constant.listed", m, &format!("%{} {}", o.id, o.name), false, true);
        }
    }
    for g in golden {
        let id = int(&g["spirv_id"]).unwrap_or(-1);
        let place = format!("%{id} {}", text(&g["name"]));
        let Some(o) = ours.specialization_constants.iter().find(|o| i64::from(o.id.get()) == id) else {
            t.check("spec_constant.listed", m, &place, true, false);
            continue;
        };
        t.check("spec_constant.listed", m, &place, true, true);
        t.check("spec_constant.spec_id", m, &place, opt_u32(&g["constant_id"]), Some(o.spec_id));
        t.check("spec_constant.name", m, &place, text(&g["name"]), o.name.clone());
    }
}

fn report(t: &Tally, modules: usize) {
    println!("{modules} modules compared\n");
    println!("{:<34} {:>8} {:>8} {:>9}", "field", "compared", "agree", "disagree");
    let (mut all, mut agree) = (0, 0);
    for (name, f) in &t.fields {
        let compared = f.agree + f.disagree.len();
        all += compared;
        agree += f.agree;
        println!("{name:<34} {compared:>8} {:>8} {:>9}", f.agree, f.disagree.len());
    }
    let percent = if all == 0 { 100.0 } else { agree as f64 * 100.0 / all as f64 };
    println!("{:<34} {all:>8} {agree:>8} {:>9}  ({percent:.2} % agree)", "all", all - agree);
    if !t.excluded.is_empty() {
        println!("\nnot compared:");
        for ((field, reason), n) in &t.excluded {
            println!("  {field}: {n} ({reason})");
        }
    }
    for (name, f) in &t.fields {
        if f.disagree.is_empty() {
            continue;
        }
        println!("\n{name}: {} disagreements", f.disagree.len());
        for d in &f.disagree {
            println!("  {d}");
        }
    }
}
