//! JSON mirror → validated model. Every rule violation is collected with the position and JSON
//! path of the offending value; the model is returned only when there are none.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write;

use serde_json::Value;
use spirv_layout::{IdKind, LiteralKind, Quantifier};

use crate::json::{self, At, Spanned};
use crate::model::*;
use crate::names;

/// One validation error: where in the JSON, and what is wrong.
#[derive(Clone, Debug)]
pub struct Error {
    pub at: At,
    pub path: String,
    pub message: String,
}

/// A JSON path such as `instructions[OpFoo].operands[1].kind`, for messages.
#[derive(Clone, Debug, Default)]
pub struct Path(String);

impl Path {
    /// The path with one more object key.
    pub fn key(&self, key: &str) -> Path {
        if self.0.is_empty() { Path(key.to_string()) } else { Path(format!("{}.{key}", self.0)) }
    }

    /// The path continued by `rest`, a path relative to it (`operands[2].kind`, `[1]`).
    pub fn join(&self, rest: &str) -> Path {
        match rest {
            "" => self.clone(),
            _ if rest.starts_with('[') || self.0.is_empty() => Path(format!("{}{rest}", self.0)),
            _ => Path(format!("{}.{rest}", self.0)),
        }
    }

    /// The path with one more array index, shown as `[label]` when a label is given.
    pub fn index(&self, index: usize, label: Option<&str>) -> Path {
        let mut p = self.0.clone();
        let _ = match label {
            Some(label) => write!(p, "[{label}]"),
            None => write!(p, "[{index}]"),
        };
        Path(p)
    }
}

/// The core grammar's `Instruction` enum is at most this many bytes: a variant whose fields
/// would make it larger holds them in a box (`Name(Box<op::Name>)`), so that a decoded module
/// stays small. The rule depends only on the instruction's own operands.
pub const CORE_ENUM_SIZE: u32 = 48;
/// The same limit for extended instruction sets, whose enum is nested inside `OpExtInst`.
pub const EXT_ENUM_SIZE: u32 = 24;
/// A ValueEnum value whose parameters take more than this many bytes holds them in a box
/// (`Decoration::MergeALTERA(Box<(Str, Str)>)`), so that the kind's type stays small. The rule
/// depends only on the value's own parameters.
pub const PARAMS_INLINE_SIZE: u32 = 24;

/// Names the expansion itself defines at the top of the grammar's module.
const RESERVED: &[&str] = &[
    "Op",
    "Instruction",
    "op",
    "operand_kinds",
    "INSTRUCTIONS",
    "OPERAND_KINDS",
    "TABLES",
    "MAGIC_NUMBER",
    "MAJOR_VERSION",
    "MINOR_VERSION",
    "VERSION",
    "REVISION",
    "SpecConstantOperation",
    "OpClass",
    "for_each_instruction",
    "__spirv",
];

struct Ctxt {
    errors: Vec<Error>,
}

impl Ctxt {
    fn error(&mut self, at: At, path: &Path, message: impl Into<String>) {
        self.errors.push(Error { at, path: path.0.clone(), message: message.into() });
    }

    /// Element `index` of the list at `list` does not have the expected shape.
    fn shape(&mut self, e: &json::ShapeError, list: &Path, index: usize) {
        let path = list.index(index, e.label.as_deref()).join(&e.path);
        self.error(e.at, &path, e.message.clone());
    }
}

/// Validates `raw` and builds the model. `core` is the validated core grammar, used to resolve
/// kinds and capabilities that an extended-set grammar uses without defining.
pub fn lower(raw: &json::Grammar, core: Option<&Grammar>) -> Result<Grammar, Vec<Error>> {
    let mut cx = Ctxt { errors: Vec::new() };
    let root = Path::default();

    let header = lower_header(&mut cx, raw, &root);
    let is_core = header.is_core();

    // Kinds: the core's first (for extended sets), then this grammar's own.
    let mut kinds: Vec<Kind> = Vec::new();
    let mut by_name: HashMap<String, KindRef> = HashMap::new();
    if !is_core && let Some(core) = core {
        for kind in &core.kinds {
            by_name.insert(kind.name.clone(), kinds.len());
            kinds.push(Kind { origin: Origin::Core, ..kind.clone() });
        }
    }
    let own_start = kinds.len();
    let kinds_path = root.key("operand_kinds");
    let mut own: Vec<(usize, &json::OperandKind)> = Vec::new();
    // Kinds whose entry has the wrong shape: reported once, and known by name, so that their
    // uses are not reported again as unknown kinds.
    let mut broken: HashSet<String> = HashSet::new();
    for (i, raw_kind) in raw.operand_kinds.iter().enumerate() {
        let raw_kind = match raw_kind {
            Ok(k) => k,
            Err(e) => {
                cx.shape(e, &kinds_path, i);
                broken.extend(e.label.clone());
                continue;
            }
        };
        let name = raw_kind.kind.value.as_str();
        let path = kinds_path.index(i, Some(name)).key("kind");
        let at = raw_kind.kind.at;
        if let Err(e) = names::check_name(name) {
            cx.error(at, &path, format!("operand kind: {e}"));
        } else if !names::is_ident(name) {
            cx.error(at, &path, format!("operand kind name `{name}` is not a Rust identifier (it names a type)"));
        } else if RESERVED.contains(&name) {
            cx.error(at, &path, format!("operand kind name `{name}` collides with an item the macro generates"));
        }
        if own.iter().any(|(_, k)| k.kind.value == name) {
            // Still checked below, as a kind of its own that nothing refers to.
            cx.error(at, &path, format!("duplicate operand kind `{name}`"));
        } else {
            by_name.insert(name.to_string(), kinds.len());
        }
        kinds.push(Kind {
            name: name.to_string(),
            origin: Origin::Local,
            doc: raw_kind.doc.clone(),
            // Placeholder until the second pass below fills it in.
            category: Category::Id(IdKind::Ref),
            props: TypeProps::word(true),
        });
        own.push((i, raw_kind));
    }

    // Second pass: categories, now that every name resolves.
    let resolver = Resolver { by_name: &by_name, broken: &broken };
    let mut pending_caps = Vec::new();
    for (n, &(i, raw_kind)) in own.iter().enumerate() {
        let path = kinds_path.index(i, Some(&raw_kind.kind.value));
        let category = lower_category(&mut cx, &resolver, &kinds, raw_kind, &path, &mut pending_caps, own_start + n);
        kinds[own_start + n].category = category;
    }
    check_companion_names(&mut cx, &kinds, &own, own_start, &kinds_path);

    // Capabilities named by requirements resolve against this grammar's `Capability` kind, or
    // the core grammar's.
    let capability_kind = by_name.get("Capability").copied();
    let capability_origin = capability_kind.map_or(Origin::Local, |k| kinds[k].origin);
    let capability_names: BTreeMap<String, String> = match capability_kind.map(|k| &kinds[k].category) {
        Some(Category::ValueEnum(e)) => e
            .enumerants
            .iter()
            .flat_map(|en| {
                std::iter::once((en.name.clone(), en.ident.clone()))
                    .chain(en.aliases.iter().map(|a| (a.name.clone(), a.ident.clone())))
            })
            .collect(),
        _ => BTreeMap::new(),
    };
    let caps = CapabilityResolver { names: &capability_names, exists: capability_kind.is_some() };
    for pending in pending_caps {
        let resolved = caps.resolve(&mut cx, &pending.names, &pending.path);
        if let Category::ValueEnum(e) | Category::BitEnum(e) = &mut kinds[pending.kind].category
            && let Some(en) = pending.enumerant.and_then(|i| e.enumerants.get_mut(i))
        {
            en.reqs.capabilities = resolved;
        }
    }

    compute_kind_props(&mut cx, &mut kinds, &own, own_start, &kinds_path);

    let classes = lower_classes(&mut cx, raw, &root);
    let tags: Vec<&str> = classes.iter().map(|c| c.tag.as_str()).collect();
    let mut instructions = lower_instructions(&mut cx, raw, &resolver, &kinds, &caps, &tags, is_core, &root);
    instructions.sort_by_key(|i| i.opcode);

    if cx.errors.is_empty() {
        Ok(Grammar { header, instructions, kinds, capability_origin, classes })
    } else {
        Err(cx.errors)
    }
}

/// The instruction classes, each with its `OpClass` variant.
fn lower_classes(cx: &mut Ctxt, raw: &json::Grammar, root: &Path) -> Vec<Class> {
    let path = root.key("instruction_printing_class");
    let mut classes: Vec<Class> = Vec::new();
    for (i, c) in raw.instruction_printing_class.iter().enumerate() {
        let tpath = path.index(i, None).key("tag");
        let Some(ident) = names::class_ident(&c.tag.value) else {
            cx.error(c.tag.at, &tpath, format!("class tag `{}` has no letter or digit to name it by", c.tag.value));
            continue;
        };
        if let Some(prev) = classes.iter().find(|p| p.ident == ident) {
            let message = if prev.tag == c.tag.value {
                format!("class tag `{}` appears twice", c.tag.value)
            } else {
                format!(
                    "class tags `{}` and `{}` both become the Rust identifier `OpClass::{ident}`",
                    prev.tag, c.tag.value
                )
            };
            cx.error(c.tag.at, &tpath, message);
            continue;
        }
        classes.push(Class { tag: c.tag.value.clone(), ident, heading: c.heading.clone() });
    }
    classes
}

fn lower_header(cx: &mut Ctxt, raw: &json::Grammar, root: &Path) -> Header {
    let Some(magic) = &raw.magic_number else {
        let mut optional = |key: &str, value: &Option<Spanned<Value>>| -> Option<u32> {
            let v = value.as_ref()?;
            let n = v.value.as_u64().and_then(|n| u32::try_from(n).ok());
            if n.is_none() {
                cx.error(v.at, &root.key(key), format!("`{key}` must be an integer from 0 to 4294967295"));
            }
            n
        };
        return Header::Ext {
            version: optional("version", &raw.version),
            revision: optional("revision", &raw.revision),
        };
    };
    let magic_value = match &magic.value {
        Value::String(s) => parse_hex(s),
        _ => None,
    };
    if magic_value.is_none() {
        cx.error(
            magic.at,
            &root.key("magic_number"),
            "the magic number must be a 32-bit hex string such as \"0x07230203\"",
        );
    }
    let mut required = |key: &str, value: &Option<Spanned<Value>>, max: u64| -> u64 {
        match value {
            Some(v) => match v.value.as_u64() {
                Some(n) if n <= max => n,
                _ => {
                    cx.error(v.at, &root.key(key), format!("`{key}` must be an integer from 0 to {max}"));
                    0
                }
            },
            None => {
                cx.error(magic.at, &root.key(key), format!("a grammar with a magic number needs an integer `{key}`"));
                0
            }
        }
    };
    let major = required("major_version", &raw.major_version, 255) as u8;
    let minor = required("minor_version", &raw.minor_version, 255) as u8;
    let revision = required("revision", &raw.revision, u64::from(u32::MAX)) as u32;
    Header::Core { magic: magic_value.unwrap_or(0), major, minor, revision }
}

fn parse_hex(s: &str) -> Option<u32> {
    let digits = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X"))?;
    if digits.is_empty() || digits.len() > 8 {
        return None;
    }
    u32::from_str_radix(digits, 16).ok()
}

/// A `version` or `lastVersion` value: `"1.5"`, or `"None"` (only through extensions).
fn parse_version(
    cx: &mut Ctxt,
    v: Option<&Spanned<String>>,
    path: &Path,
    absent: Option<(u8, u8)>,
) -> Option<(u8, u8)> {
    let Some(v) = v else { return absent };
    if v.value == "None" {
        return None;
    }
    let parsed = v.value.split_once('.').and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
    if parsed.is_none() {
        cx.error(
            v.at,
            path,
            format!("version `{}` is neither `\"None\"` nor `major.minor` (such as `\"1.5\"`)", v.value),
        );
    }
    parsed
}

fn requirements(
    cx: &mut Ctxt,
    capabilities: Vec<String>,
    extensions: &[Spanned<String>],
    version: Option<&Spanned<String>>,
    last_version: Option<&Spanned<String>>,
    provisional: bool,
    path: &Path,
) -> Requirements {
    Requirements {
        capabilities,
        extensions: extensions.iter().map(|e| e.value.clone()).collect(),
        // An absent version means 1.0, as SPIRV-Tools reads it.
        version: parse_version(cx, version, &path.key("version"), Some((1, 0))),
        last_version: parse_version(cx, last_version, &path.key("lastVersion"), None),
        provisional,
    }
}

struct Resolver<'a> {
    by_name: &'a HashMap<String, KindRef>,
    /// Kinds whose entry is reported as malformed.
    broken: &'a HashSet<String>,
}

impl Resolver<'_> {
    fn kind(&self, cx: &mut Ctxt, name: &Spanned<String>, path: &Path) -> Option<KindRef> {
        let found = self.by_name.get(&name.value).copied();
        if found.is_none() && !self.broken.contains(&name.value) {
            let hint = names::suggest(&name.value, self.by_name.keys().map(String::as_str))
                .map_or(String::new(), |s| format!(": did you mean `{s}`?"));
            cx.error(name.at, path, format!("unknown operand kind `{}`{hint}", name.value));
        }
        found
    }

    /// Resolves an operand list and checks quantifiers and their order.
    fn operands(
        &self,
        cx: &mut Ctxt,
        kinds: &[Kind],
        raw: &json::Items<json::Operand>,
        path: &Path,
        is_params: bool,
    ) -> Option<Vec<Operand>> {
        let mut out: Vec<Operand> = Vec::new();
        let mut ok = true;
        let mut fields: HashMap<String, usize> = HashMap::new();
        let mut absorbed = false;
        for (i, op) in raw.iter().enumerate() {
            let op = match op {
                Ok(op) => op,
                Err(e) => {
                    cx.shape(e, path, i);
                    ok = false;
                    continue;
                }
            };
            let opath = path.index(i, None);
            let quantifier = match &op.quantifier {
                None => Quantifier::One,
                Some(q) => match Quantifier::ALL.iter().find(|x| x.name() == q.value && **x != Quantifier::One) {
                    Some(&x) => x,
                    None => {
                        cx.error(
                            q.at,
                            &opath.key("quantifier"),
                            format!("quantifier `{}` is not one of `?` and `*`", q.value),
                        );
                        ok = false;
                        Quantifier::One
                    }
                },
            };
            if !absorbed && let Some(prev) = out.last().map(|o| o.quantifier) {
                if prev == Quantifier::Many {
                    cx.error(
                        op.kind.at,
                        &opath,
                        "operand follows a `*` operand: `*` may only quantify the last operand",
                    );
                    ok = false;
                } else if prev == Quantifier::Optional && quantifier == Quantifier::One {
                    cx.error(
                        op.kind.at,
                        &opath,
                        "required operand follows a `?` operand: optional operands must come last",
                    );
                    ok = false;
                }
            }
            let Some(kind) = self.kind(cx, &op.kind, &opath.key("kind")) else {
                ok = false;
                continue;
            };
            let absorbs = matches!(kinds[kind].category, Category::Literal(l) if absorbs_rest(l));
            if absorbs {
                if is_params {
                    cx.error(
                        op.kind.at,
                        &opath.key("kind"),
                        format!("`{}` cannot be an enumerant parameter", op.kind.value),
                    );
                    ok = false;
                } else if quantifier != Quantifier::One {
                    cx.error(op.kind.at, &opath.key("quantifier"), format!("`{}` cannot be quantified", op.kind.value));
                    ok = false;
                }
            }
            // A repeated field name is numbered (`memory_access`, `memory_access_2`): the two
            // fields have the same type, as every field of a kind does.
            let base = names::field_name(op.name.as_deref(), &op.kind.value);
            let n = fields.entry(base.clone()).or_insert(0);
            *n += 1;
            let field = if *n == 1 { base } else { format!("{base}_{n}") };
            out.push(Operand { kind, quantifier, name: op.name.clone().unwrap_or_default(), field });
            absorbed |= absorbs;
        }
        ok.then_some(out)
    }
}

/// Kinds whose Rust value also holds the operands that follow them (the extended
/// instruction's or the embedded opcode's operands).
pub fn absorbs_rest(kind: LiteralKind) -> bool {
    matches!(kind, LiteralKind::ExtInstInteger | LiteralKind::SpecConstantOpInteger)
}

/// Capabilities of an enumerant, resolved once the `Capability` kind is known.
struct PendingCapabilities {
    kind: KindRef,
    /// The enumerant's index in its kind (`None`: an enumerant left out of the model, whose
    /// capabilities are only checked).
    enumerant: Option<usize>,
    names: Vec<Spanned<String>>,
    path: Path,
}

fn lower_category(
    cx: &mut Ctxt,
    resolver: &Resolver,
    kinds: &[Kind],
    raw: &json::OperandKind,
    path: &Path,
    pending: &mut Vec<PendingCapabilities>,
    this: KindRef,
) -> Category {
    let name = &raw.kind.value;
    match raw.category.value.as_str() {
        "Id" => match IdKind::from_name(name) {
            Some(k) => Category::Id(k),
            None => {
                cx.error(raw.kind.at, &path.key("kind"), format!("unknown Id kind `{name}`: spirv-core has Rust types for IdResultType, IdResult, IdMemorySemantics, IdScope and IdRef"));
                Category::Id(IdKind::Ref)
            }
        },
        "Literal" => {
            match LiteralKind::from_name(name) {
                Some(k) => Category::Literal(k),
                None => {
                    cx.error(
                    raw.kind.at,
                    &path.key("kind"),
                    format!("unknown Literal kind `{name}`: spirv-core has Rust types only for the six core literal kinds"),
                );
                    Category::Literal(LiteralKind::Integer)
                }
            }
        }
        "Composite" => {
            let mut bases = Vec::new();
            match &raw.bases {
                Some(list) if !list.is_empty() => {
                    for (j, base) in list.iter().enumerate() {
                        let bpath = path.key("bases").index(j, None);
                        if let Some(k) = resolver.kind(cx, base, &bpath) {
                            let nested = matches!(kinds[k].category, Category::Composite { .. })
                                || matches!(kinds[k].category, Category::Literal(l) if absorbs_rest(l));
                            if nested {
                                cx.error(
                                    base.at,
                                    &bpath,
                                    format!("`{}` cannot be a base of a Composite kind", base.value),
                                );
                            }
                            bases.push(k);
                        }
                    }
                }
                _ => cx.error(raw.kind.at, path, format!("Composite kind `{name}` needs a non-empty `bases` list")),
            }
            let literal_number = name == "PairLiteralIntegerIdRef";
            Category::Composite { bases, literal_number }
        }
        "ValueEnum" | "BitEnum" => {
            let is_bit = raw.category.value == "BitEnum";
            let e = lower_enum(cx, resolver, kinds, raw, path, is_bit, pending, this);
            if is_bit { Category::BitEnum(e) } else { Category::ValueEnum(e) }
        }
        other => {
            cx.error(
                raw.category.at,
                &path.key("category"),
                format!("unknown category `{other}`: expected BitEnum, ValueEnum, Id, Literal or Composite"),
            );
            Category::Id(IdKind::Ref)
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn lower_enum(
    cx: &mut Ctxt,
    resolver: &Resolver,
    kinds: &[Kind],
    raw: &json::OperandKind,
    path: &Path,
    is_bit: bool,
    pending: &mut Vec<PendingCapabilities>,
    this: KindRef,
) -> Enum {
    let kind_name = raw.kind.value.as_str();
    let Some(raw_enumerants) = &raw.enumerants else {
        cx.error(raw.kind.at, path, format!("{} kind `{kind_name}` needs an `enumerants` list", raw.category.value));
        return Enum { enumerants: Vec::new() };
    };
    if raw_enumerants.is_empty() && !is_bit {
        cx.error(raw.kind.at, &path.key("enumerants"), format!("ValueEnum kind `{kind_name}` has no enumerants"));
    }
    let mut enumerants = Vec::new();
    // Every name in the kind's scope (primary names and aliases) → what declared it.
    let mut scope: HashMap<String, String> = HashMap::new();
    let mut idents: HashMap<String, String> = HashMap::new();
    let mut values: BTreeMap<u32, &str> = BTreeMap::new();
    let mut fields: HashSet<String> = HashSet::from(["flags".to_string()]);
    let mut raw_caps = Vec::new();
    for (j, raw_en) in raw_enumerants.iter().enumerate() {
        let epath = path.key("enumerants").index(j, None);
        let raw_en = match raw_en {
            Ok(en) => en,
            Err(e) => {
                cx.shape(e, &path.key("enumerants"), j);
                continue;
            }
        };
        let name = raw_en.enumerant.value.as_str();
        let at = raw_en.enumerant.at;
        let value = enumerant_value(cx, &raw_en.value, &epath.key("value"), is_bit);
        // An enumerant with a bad name is not part of the model, but the rest of it is checked.
        let valid = match names::check_name(name) {
            Ok(()) => true,
            Err(e) => {
                cx.error(at, &epath.key("enumerant"), format!("enumerant: {e}"));
                false
            }
        };
        let mut declare = |cx: &mut Ctxt, n: &str, what: String, at: At, p: &Path| {
            if let Some(prev) = scope.insert(n.to_string(), what) {
                cx.error(at, p, format!("name `{n}` is already used in `{kind_name}` by {prev}"));
            }
        };
        if valid {
            declare(cx, name, format!("enumerant `{name}`"), at, &epath.key("enumerant"));
        }
        let ident_for = |n: &str| {
            if is_bit { names::screaming_snake(n, kind_name) } else { names::variant_ident(n, kind_name) }
        };
        let mut claim = |cx: &mut Ctxt, ident: &str, n: &str, at: At, p: &Path| {
            if let Some(prev) = idents.insert(ident.to_string(), n.to_string())
                && prev != n
            {
                cx.error(at, p, format!("`{n}` and `{prev}` both become the Rust identifier `{ident}`"));
            }
        };
        let ident = ident_for(name);
        if valid {
            claim(cx, &ident, name, at, &epath.key("enumerant"));
        }
        let mut aliases = Vec::new();
        for (a, alias) in raw_en.aliases.iter().enumerate() {
            let apath = epath.key("aliases").index(a, None);
            if let Err(e) = names::check_name(&alias.value) {
                cx.error(alias.at, &apath, format!("alias: {e}"));
                continue;
            }
            if alias.value == name {
                cx.error(alias.at, &apath, format!("alias `{name}` repeats the enumerant's own name"));
                continue;
            }
            declare(cx, &alias.value, format!("an alias of `{name}`"), alias.at, &apath);
            let aident = ident_for(&alias.value);
            claim(cx, &aident, &alias.value, alias.at, &apath);
            aliases.push(Alias { name: alias.value.clone(), ident: aident });
        }
        if let Some(v) = value
            && let Some(prev) = values.insert(v, name)
        {
            cx.error(raw_en.value.at, &epath.key("value"), format!("value {v:#x} of `{name}` is already taken by `{prev}` in `{kind_name}`: list other names in `aliases` instead of a second entry"));
        }
        let params =
            resolver.operands(cx, kinds, &raw_en.parameters, &epath.key("parameters"), true).unwrap_or_default();
        if is_bit
            && !raw_en.parameters.is_empty()
            && let Some(v) = value
            && v.count_ones() != 1
        {
            cx.error(raw_en.value.at, &epath.key("value"), format!("BitEnum `{name}` has parameters, so its value must be a single bit (it is {v:#x}): the order of parameters follows the bits"));
        }
        let mut field = names::sanitize(&names::snake(name), "flag_");
        if !fields.insert(field.clone()) {
            let mut n = 2;
            while !fields.insert(format!("{field}_{n}")) {
                n += 1;
            }
            field = format!("{field}_{n}");
        }
        let reqs = requirements(
            cx,
            Vec::new(),
            &raw_en.extensions,
            raw_en.version.as_ref(),
            raw_en.last_version.as_ref(),
            raw_en.provisional,
            &epath,
        );
        raw_caps.push((valid.then_some(value.unwrap_or(0)), raw_en.capabilities.clone(), epath.key("capabilities")));
        if !valid {
            continue;
        }
        enumerants.push(Enumerant {
            name: name.to_string(),
            ident,
            field,
            value: value.unwrap_or(0),
            aliases,
            params,
            boxed_params: false,
            reqs,
        });
    }
    enumerants.sort_by_key(|e| e.value);
    // Capabilities are resolved once every kind is known (the `Capability` kind may come later).
    for (value, names, path) in raw_caps {
        let enumerant = value.and_then(|value| enumerants.iter().position(|e| e.value == value));
        pending.push(PendingCapabilities { kind: this, enumerant, names, path });
    }
    Enum { enumerants }
}

fn enumerant_value(cx: &mut Ctxt, v: &Spanned<Value>, path: &Path, is_bit: bool) -> Option<u32> {
    if is_bit {
        match &v.value {
            Value::String(s) => {
                let parsed = parse_hex(s);
                if parsed.is_none() {
                    cx.error(
                        v.at,
                        path,
                        format!("BitEnum value `{s}` is not a hex number such as \"0x0004\" that fits in 32 bits"),
                    );
                }
                parsed
            }
            other => {
                cx.error(v.at, path, format!("BitEnum value `{other}` must be a hex string such as \"0x0004\""));
                None
            }
        }
    } else {
        let parsed = v.value.as_u64().and_then(|n| u32::try_from(n).ok());
        if parsed.is_none() {
            cx.error(v.at, path, format!("ValueEnum value `{}` must be an integer from 0 to 4294967295", v.value));
        }
        parsed
    }
}

/// Every ValueEnum `X` has a companion `XKind` (its values without parameters) and every
/// BitEnum `X` a companion `XOperand` (its flags with their parameters), whether or not they take
/// parameters today; they must not collide with another kind or a generated item.
fn check_companion_names(
    cx: &mut Ctxt,
    kinds: &[Kind],
    own: &[(usize, &json::OperandKind)],
    own_start: usize,
    path: &Path,
) {
    let names: HashSet<&str> = kinds[own_start..].iter().map(|k| k.name.as_str()).collect();
    for (kind, &(i, raw)) in kinds[own_start..].iter().zip(own) {
        let companion = match &kind.category {
            Category::ValueEnum(_) => format!("{}Kind", kind.name),
            Category::BitEnum(_) => format!("{}Operand", kind.name),
            _ => continue,
        };
        if names.contains(companion.as_str()) || RESERVED.contains(&companion.as_str()) {
            cx.error(
                raw.kind.at,
                &path.index(i, Some(&kind.name)).key("kind"),
                format!(
                    "`{}` needs a generated companion type `{companion}`, which collides with another item",
                    kind.name
                ),
            );
        }
    }
}

struct CapabilityResolver<'a> {
    names: &'a BTreeMap<String, String>,
    exists: bool,
}

impl CapabilityResolver<'_> {
    fn resolve(&self, cx: &mut Ctxt, names: &[Spanned<String>], path: &Path) -> Vec<String> {
        let mut out = Vec::new();
        for (i, name) in names.iter().enumerate() {
            match self.names.get(&name.value) {
                Some(ident) => out.push(ident.clone()),
                None if !self.exists => cx.error(
                    name.at,
                    &path.index(i, None),
                    format!("capability `{}` cannot be checked: the grammar defines no `Capability` kind", name.value),
                ),
                None => {
                    let hint = names::suggest(&name.value, self.names.keys().map(String::as_str))
                        .map_or(String::new(), |s| format!(": did you mean `{s}`?"));
                    cx.error(name.at, &path.index(i, None), format!("unknown capability `{}`{hint}", name.value));
                }
            }
        }
        out
    }
}

/// Computes `TypeProps` of every own kind, in dependency order. Reports recursive kinds, which
/// would be infinitely large.
fn compute_kind_props(
    cx: &mut Ctxt,
    kinds: &mut [Kind],
    own: &[(usize, &json::OperandKind)],
    own_start: usize,
    path: &Path,
) {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Todo,
        Busy,
        Done,
    }
    fn visit(k: KindRef, kinds: &mut [Kind], state: &mut [State], cycle: &mut Option<KindRef>) {
        match state[k] {
            State::Done => return,
            State::Busy => {
                cycle.get_or_insert(k);
                return;
            }
            State::Todo => {}
        }
        state[k] = State::Busy;
        let deps: Vec<KindRef> = match &kinds[k].category {
            Category::Composite { bases, .. } => bases.clone(),
            Category::ValueEnum(e) | Category::BitEnum(e) => {
                e.enumerants.iter().flat_map(|en| en.params.iter().map(|p| p.kind)).collect()
            }
            _ => Vec::new(),
        };
        for d in deps {
            visit(d, kinds, state, cycle);
        }
        if let Category::ValueEnum(e) = &kinds[k].category {
            let boxed: Vec<bool> =
                e.enumerants.iter().map(|en| params_props(kinds, &en.params).size > PARAMS_INLINE_SIZE).collect();
            if let Category::ValueEnum(e) = &mut kinds[k].category {
                for (en, b) in e.enumerants.iter_mut().zip(boxed) {
                    en.boxed_params = b;
                }
            }
        }
        kinds[k].props = kind_props(kinds, k);
        state[k] = State::Done;
    }
    let mut state = vec![State::Todo; kinds.len()];
    for s in state.iter_mut().take(own_start) {
        *s = State::Done;
    }
    for k in own_start..kinds.len() {
        let mut cycle = None;
        visit(k, kinds, &mut state, &mut cycle);
        if let Some(c) = cycle {
            let name = kinds[c].name.clone();
            let (i, raw) = own.get(c - own_start).copied().unwrap_or((0, own[0].1));
            cx.error(
                raw.kind.at,
                &path.index(i, Some(&name)),
                format!("operand kind `{name}` contains itself through its parameters or bases"),
            );
            state[c] = State::Done;
        }
    }
}

/// Size of an enum variant holding `fields` after a two-byte tag, as rustc lays it out: fields
/// are ordered by increasing alignment, so four-byte fields share the tag's first eight bytes.
pub fn variant_size(fields: impl IntoIterator<Item = TypeProps>) -> u32 {
    let (mut small, mut large, mut align) = (0, 0, 4);
    for f in fields {
        if f.align <= 4 {
            small += f.size;
        } else {
            large += f.size;
            align = align.max(f.align);
        }
    }
    round_up(round_up(4 + small, align) + large, align)
}

/// Properties of a field holding `kind` with `quantifier`.
pub fn field_props(kinds: &[Kind], kind: KindRef, quantifier: Quantifier) -> TypeProps {
    let props = kinds[kind].props;
    match quantifier {
        Quantifier::One => props,
        Quantifier::Optional => props.optional(),
        Quantifier::Many => TypeProps::two_words(props.eq),
    }
}

fn params_props(kinds: &[Kind], params: &[Operand]) -> TypeProps {
    TypeProps::record(params.iter().map(|p| field_props(kinds, p.kind, p.quantifier)))
}

/// Properties of the Rust type of kind `k`, which is the same wherever the kind is an operand.
fn kind_props(kinds: &[Kind], k: KindRef) -> TypeProps {
    match &kinds[k].category {
        Category::Id(_) => TypeProps::word(true),
        Category::Literal(lit) => match lit {
            LiteralKind::Integer => TypeProps::word(false),
            LiteralKind::Float => TypeProps { eq: false, ..TypeProps::word(false) },
            LiteralKind::String => TypeProps::two_words(true),
            LiteralKind::ContextDependentNumber => LITERAL_NUMBER,
            // `ExtInstruction`: a tagged extended-set instruction (at most `EXT_ENUM_SIZE`).
            LiteralKind::ExtInstInteger => TypeProps { borrows: true, eq: true, size: 32, align: 8, niche: true },
            // `SpecConstantOperation`: a boxed instruction.
            LiteralKind::SpecConstantOpInteger => TypeProps { borrows: true, eq: true, size: 8, align: 8, niche: true },
        },
        Category::Composite { bases, literal_number } => {
            let mut fields: Vec<TypeProps> = bases.iter().map(|&b| kinds[b].props).collect();
            if *literal_number && let Some(first) = fields.first_mut() {
                *first = LITERAL_NUMBER;
            }
            TypeProps::record(fields)
        }
        Category::ValueEnum(e) if !e.has_params() => TypeProps::word(true),
        Category::BitEnum(e) if !e.has_params() => TypeProps::word(false),
        Category::ValueEnum(e) => {
            // A tag and the largest payload.
            let mut out = TypeProps { borrows: false, eq: true, size: 0, align: 4, niche: true };
            for en in &e.enumerants {
                let p = params_props(kinds, &en.params);
                let p = if en.boxed_params { TypeProps { size: 8, align: 8, ..p } } else { p };
                out.borrows |= p.borrows;
                out.eq &= p.eq;
                out.size = out.size.max(p.size);
                out.align = out.align.max(p.align);
            }
            out.size = round_up(out.size + 4, out.align);
            out
        }
        Category::BitEnum(e) => {
            // `XOperand { flags, params: Option<Box<XParams>> }`: the parameters are boxed, and
            // allocated only when a flag that takes them is set.
            let params = e.enumerants.iter().map(|en| params_props(kinds, &en.params).optional());
            let params = TypeProps::record(params);
            TypeProps { borrows: params.borrows, eq: params.eq, size: 16, align: 8, niche: false }
        }
    }
}

/// `LiteralNumber`: a tagged `u32` or `u64`.
const LITERAL_NUMBER: TypeProps = TypeProps { borrows: false, eq: true, size: 16, align: 8, niche: true };

#[allow(clippy::too_many_arguments)]
fn lower_instructions(
    cx: &mut Ctxt,
    raw: &json::Grammar,
    resolver: &Resolver,
    kinds: &[Kind],
    caps: &CapabilityResolver,
    classes: &[&str],
    is_core: bool,
    root: &Path,
) -> Vec<Instruction> {
    let path = root.key("instructions");
    if raw.instructions.is_empty() {
        cx.error(At::default(), &path, "the grammar has no instructions");
    }
    let mut names_seen: HashMap<&str, String> = HashMap::new();
    let mut idents: HashMap<String, String> = HashMap::new();
    let mut opcodes: HashMap<u16, &str> = HashMap::new();
    let mut out = Vec::new();
    let limit = if is_core { CORE_ENUM_SIZE } else { EXT_ENUM_SIZE };
    for (i, inst) in raw.instructions.iter().enumerate() {
        let inst = match inst {
            Ok(inst) => inst,
            Err(e) => {
                cx.shape(e, &path, i);
                continue;
            }
        };
        let name = inst.opname.value.as_str();
        let ipath = path.index(i, Some(name));
        // An instruction with a bad name or opcode is not part of the model, but the rest of it
        // is checked.
        let mut valid = true;
        if let Err(e) = names::check_name(name) {
            cx.error(inst.opname.at, &ipath.key("opname"), format!("opname: {e}"));
            valid = false;
        }
        let opcode = inst.opcode.value.as_u64().and_then(|v| u16::try_from(v).ok());
        match opcode {
            None => {
                cx.error(
                    inst.opcode.at,
                    &ipath.key("opcode"),
                    format!("opcode `{}` must be an integer from 0 to 65535", inst.opcode.value),
                );
                valid = false;
            }
            Some(opcode) => {
                if let Some(prev) = opcodes.insert(opcode, name) {
                    cx.error(inst.opcode.at, &ipath.key("opcode"), format!("opcode {opcode} of `{name}` is already taken by `{prev}`: list other names in `aliases` instead of a second entry"));
                }
            }
        }
        if valid && let Some(prev) = names_seen.insert(name, format!("instruction `{name}`")) {
            cx.error(inst.opname.at, &ipath.key("opname"), format!("name `{name}` is already used by {prev}"));
        }
        let ident = names::instruction_ident(name, is_core);
        // A repeated name is reported above; only distinct names meeting in one identifier here.
        let mut claim = |cx: &mut Ctxt, ident: &str, n: &str, at: At, p: &Path| {
            if let Some(prev) = idents.insert(ident.to_string(), n.to_string())
                && prev != n
            {
                cx.error(at, p, format!("`{n}` and `{prev}` both become the Rust identifier `{ident}`"));
            }
        };
        if valid {
            claim(cx, &ident, name, inst.opname.at, &ipath.key("opname"));
        }
        let mut aliases = Vec::new();
        for (a, alias) in inst.aliases.iter().enumerate() {
            let apath = ipath.key("aliases").index(a, None);
            if let Err(e) = names::check_name(&alias.value) {
                cx.error(alias.at, &apath, format!("alias: {e}"));
                continue;
            }
            if alias.value == name {
                cx.error(alias.at, &apath, format!("alias `{name}` repeats the instruction's own name"));
                continue;
            }
            if let Some(prev) = names_seen.insert(&alias.value, format!("an alias of `{name}`")) {
                cx.error(alias.at, &apath, format!("name `{}` is already used by {prev}", alias.value));
            }
            let aident = names::instruction_ident(&alias.value, is_core);
            claim(cx, &aident, &alias.value, alias.at, &apath);
            aliases.push(Alias { name: alias.value.clone(), ident: aident });
        }
        if let Some(class) = &inst.class
            && !classes.is_empty()
            && !classes.contains(&class.value.as_str())
        {
            let hint = names::suggest(&class.value, classes.iter().copied())
                .map_or(String::new(), |s| format!(": did you mean `{s}`?"));
            cx.error(
                class.at,
                &ipath.key("class"),
                format!("class `{}` is not a tag of `instruction_printing_class`{hint}", class.value),
            );
        }
        let operands = resolver.operands(cx, kinds, &inst.operands, &ipath.key("operands"), false);
        let capabilities = caps.resolve(cx, &inst.capabilities, &ipath.key("capabilities"));
        let reqs = requirements(
            cx,
            capabilities,
            &inst.extensions,
            inst.version.as_ref(),
            inst.last_version.as_ref(),
            inst.provisional,
            &ipath,
        );
        let (Some(operands), Some(opcode), true) = (operands, opcode, valid) else { continue };
        let field_count = operands
            .iter()
            .position(|o| matches!(kinds[o.kind].category, Category::Literal(l) if absorbs_rest(l)))
            .map_or(operands.len(), |p| p + 1);
        // The embedded operation is decoded with the instruction's result type and result id.
        let spec_constant = operands
            .iter()
            .position(|o| matches!(kinds[o.kind].category, Category::Literal(LiteralKind::SpecConstantOpInteger)));
        if let Some(i) = spec_constant {
            let before =
                |kind| operands[..i].iter().any(|o| matches!(kinds[o.kind].category, Category::Id(k) if k == kind));
            if !(before(IdKind::ResultType) && before(IdKind::Result)) {
                let at = inst.operands.0.get(i).and_then(|o| o.as_ref().ok()).map_or(inst.opcode.at, |o| o.kind.at);
                cx.error(
                    at,
                    &ipath.key("operands").index(i, None).key("kind"),
                    "`LiteralSpecConstantOpInteger` must follow the instruction's `IdResultType` and `IdResult`",
                );
            }
        }
        let fields = operands[..field_count].iter().map(|o| field_props(kinds, o.kind, o.quantifier));
        let boxed = variant_size(fields.clone()) > limit;
        let props = TypeProps::record(fields);
        out.push(Instruction {
            name: name.to_string(),
            ident,
            opcode,
            class: inst.class.as_ref().map(|c| c.value.clone()),
            aliases,
            operands,
            field_count,
            reqs,
            boxed,
            props,
        });
    }
    out
}
