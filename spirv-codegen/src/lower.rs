//! JSON mirror → validated model. Every rule violation is collected with the JSON path of the
//! offending entry; the model is returned only when there are none.

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::json::{self, Value};
use crate::locate::Path;
use crate::model::*;
use crate::names;

/// One validation error: where in the JSON, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub path: Path,
    pub message: String,
}

/// Largest fields of an instruction variant are boxed until the variant fits in this many bytes,
/// so that the instruction enum (and a decoded module) stays small: 48 bytes for the core enum.
pub const CORE_VARIANT_LIMIT: u32 = 48;
/// The same limit for extended instruction sets, whose enum is nested inside `OpExtInst`.
pub const EXT_VARIANT_LIMIT: u32 = 24;
/// Enumerant parameters larger than this are boxed inside their payload enum.
pub const PARAMS_INLINE_LIMIT: u32 = 24;

/// Names the expansion itself defines at the top of the grammar's module.
const RESERVED: &[&str] = &[
    "Op",
    "Instruction",
    "op",
    "operand_kinds",
    "INSTRUCTIONS",
    "MAGIC_NUMBER",
    "MAJOR_VERSION",
    "MINOR_VERSION",
    "VERSION",
    "REVISION",
    "SpecConstantOperation",
    "TABLES",
    "OPERAND_KINDS",
    "__spirv",
];

struct Ctxt {
    errors: Vec<Error>,
}

impl Ctxt {
    fn error(&mut self, path: &Path, message: impl Into<String>) {
        self.errors.push(Error { path: path.clone(), message: message.into() });
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
    let mut own_names: HashSet<&str> = HashSet::new();
    for (i, raw_kind) in raw.operand_kinds.iter().enumerate() {
        let path = kinds_path.index(i, Some(&raw_kind.kind));
        if !names::is_ident(&raw_kind.kind) {
            cx.error(
                &path.key("kind"),
                format!("operand kind name `{}` is not a valid Rust identifier", raw_kind.kind),
            );
        } else if RESERVED.contains(&raw_kind.kind.as_str()) {
            cx.error(
                &path.key("kind"),
                format!("operand kind name `{}` collides with an item the macro generates", raw_kind.kind),
            );
        }
        if !own_names.insert(&raw_kind.kind) {
            cx.error(&path.key("kind"), format!("duplicate operand kind `{}`", raw_kind.kind));
            continue;
        }
        by_name.insert(raw_kind.kind.clone(), kinds.len());
        kinds.push(Kind {
            name: raw_kind.kind.clone(),
            origin: Origin::Local,
            doc: raw_kind.doc.clone(),
            // Placeholder until the second pass below fills it in.
            category: Category::Id(IdKind::IdRef),
            props: TypeProps::word(true),
        });
    }

    // Second pass: categories, now that every name resolves.
    let resolver = Resolver { by_name: &by_name };
    let mut own_index = own_start;
    let mut seen = HashSet::new();
    for (i, raw_kind) in raw.operand_kinds.iter().enumerate() {
        if !seen.insert(raw_kind.kind.as_str()) {
            continue;
        }
        let path = kinds_path.index(i, Some(&raw_kind.kind));
        let category = lower_category(&mut cx, &resolver, &kinds, raw_kind, &path);
        kinds[own_index].category = category;
        own_index += 1;
    }
    check_companion_names(&mut cx, &kinds[own_start..], &raw.operand_kinds, &kinds_path);

    // Capabilities named by requirements resolve against this grammar's `Capability` kind, or
    // the core grammar's.
    let capability_kind = by_name.get("Capability").copied();
    let capability_origin = capability_kind.map_or(Origin::Local, |k| kinds[k].origin);
    let capability_names: HashMap<String, String> = match capability_kind.map(|k| &kinds[k].category) {
        Some(Category::ValueEnum(e)) => e
            .enumerants
            .iter()
            .flat_map(|en| {
                std::iter::once((en.name.clone(), en.ident.clone()))
                    .chain(en.aliases.iter().map(|a| (a.name.clone(), a.ident.clone())))
            })
            .collect(),
        _ => HashMap::new(),
    };
    let caps = CapabilityResolver { names: &capability_names, exists: capability_kind.is_some() };

    // Enumerant requirements (capabilities were kept as grammar names until now).
    for (i, raw_kind) in raw.operand_kinds.iter().enumerate() {
        let Some(&k) = by_name.get(&raw_kind.kind) else { continue };
        if k < own_start {
            continue;
        }
        let path = kinds_path.index(i, Some(&raw_kind.kind));
        if let Category::ValueEnum(e) | Category::BitEnum(e) = &mut kinds[k].category {
            let raw_enumerants = raw_kind.enumerants.as_deref().unwrap_or_default();
            for en in &mut e.enumerants {
                let Some(pos) = raw_enumerants.iter().position(|r| r.enumerant == en.name) else { continue };
                let epath = path.key("enumerants").index(pos, None);
                en.reqs.capabilities = caps.resolve(&mut cx, &en.reqs.capabilities, &epath.key("capabilities"));
            }
        }
    }

    compute_kind_props(&mut cx, &mut kinds, own_start, &kinds_path, &raw.operand_kinds);

    let classes: Vec<(String, Option<String>)> =
        raw.instruction_printing_class.iter().map(|c| (c.tag.clone(), c.heading.clone())).collect();
    let mut instructions = lower_instructions(&mut cx, raw, &resolver, &kinds, &caps, &classes, is_core, &root);
    instructions.sort_by_key(|i| i.opcode);

    if cx.errors.is_empty() {
        Ok(Grammar { header, classes, instructions, kinds, capability_origin })
    } else {
        Err(cx.errors)
    }
}

fn lower_header(cx: &mut Ctxt, raw: &json::Grammar, root: &Path) -> Header {
    match &raw.magic_number {
        Some(magic) => {
            let magic_value = match magic {
                Value::String(s) => parse_hex(s),
                Value::Number(_) => magic.as_u64().and_then(|v| u32::try_from(v).ok()),
                _ => None,
            };
            let magic_value = magic_value.unwrap_or_else(|| {
                cx.error(&root.key("magic_number"), "magic number must be a 32-bit hex string such as \"0x07230203\"");
                0
            });
            let mut int = |key: &'static str, value: &Option<Value>, max: u64| -> u64 {
                match value.as_ref().and_then(Value::as_u64) {
                    Some(v) if v <= max => v,
                    Some(_) => {
                        cx.error(&root.key(key), format!("`{key}` must be at most {max}"));
                        0
                    }
                    None => {
                        cx.error(&root.key(key), format!("a grammar with a magic number needs an integer `{key}`"));
                        0
                    }
                }
            };
            let major = int("major_version", &raw.major_version, 255) as u8;
            let minor = int("minor_version", &raw.minor_version, 255) as u8;
            let revision = int("revision", &raw.revision, u32::MAX as u64) as u32;
            Header::Core { magic: magic_value, major, minor, revision }
        }
        None => {
            let mut opt = |key: &'static str, value: &Option<Value>| -> Option<u32> {
                let v = value.as_ref()?;
                match v.as_u64().and_then(|v| u32::try_from(v).ok()) {
                    Some(v) => Some(v),
                    None => {
                        cx.error(&root.key(key), format!("`{key}` must be a non-negative 32-bit integer"));
                        None
                    }
                }
            };
            Header::Ext { version: opt("version", &raw.version), revision: opt("revision", &raw.revision) }
        }
    }
}

fn parse_hex(s: &str) -> Option<u32> {
    let digits = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X"))?;
    if digits.is_empty() || digits.len() > 8 {
        return None;
    }
    u32::from_str_radix(digits, 16).ok()
}

fn parse_version(cx: &mut Ctxt, s: Option<&str>, path: &Path, absent: Option<(u8, u8)>) -> Option<(u8, u8)> {
    let Some(s) = s else { return absent };
    if s == "None" {
        return None;
    }
    let parsed = s.split_once('.').and_then(|(a, b)| Some((a.parse::<u8>().ok()?, b.parse::<u8>().ok()?)));
    if parsed.is_none() {
        cx.error(path, format!("version `{s}` is neither `\"None\"` nor `major.minor` (such as `\"1.5\"`)"));
    }
    parsed
}

struct Resolver<'a> {
    by_name: &'a HashMap<String, KindRef>,
}

impl Resolver<'_> {
    fn kind(&self, cx: &mut Ctxt, name: &str, path: &Path) -> Option<KindRef> {
        let found = self.by_name.get(name).copied();
        if found.is_none() {
            cx.error(path, format!("unknown operand kind `{name}`"));
        }
        found
    }

    /// Resolves an operand list and checks quantifiers and their order.
    fn operands(
        &self,
        cx: &mut Ctxt,
        kinds: &[Kind],
        raw: &[json::Operand],
        path: &Path,
        is_params: bool,
    ) -> Option<Vec<Operand>> {
        let mut out = Vec::new();
        let mut ok = true;
        let mut fields: HashMap<String, usize> = HashMap::new();
        let mut absorbed = false;
        for (i, op) in raw.iter().enumerate() {
            let opath = path.index(i, None);
            let quantifier = match op.quantifier.as_deref() {
                None => Quantifier::One,
                Some("?") => Quantifier::Optional,
                Some("*") => Quantifier::Many,
                Some(q) => {
                    cx.error(&opath.key("quantifier"), format!("quantifier `{q}` is not one of `?` and `*`"));
                    ok = false;
                    Quantifier::One
                }
            };
            if !absorbed && let Some(prev) = out.last().map(|o: &Operand| o.quantifier) {
                if prev == Quantifier::Many {
                    cx.error(&opath, "operand follows a `*` operand: `*` may only quantify the last operand");
                    ok = false;
                } else if prev == Quantifier::Optional && quantifier == Quantifier::One {
                    cx.error(&opath, "required operand follows a `?` operand: optional operands must come last");
                    ok = false;
                }
            }
            let Some(kind) = self.kind(cx, &op.kind, &opath.key("kind")) else {
                ok = false;
                continue;
            };
            if let Category::Literal(lit) = kinds[kind].category
                && lit.absorbs_rest()
            {
                if is_params {
                    cx.error(&opath.key("kind"), format!("`{}` cannot be an enumerant parameter", op.kind));
                    ok = false;
                } else if quantifier != Quantifier::One {
                    cx.error(&opath.key("quantifier"), format!("`{}` cannot be quantified", op.kind));
                    ok = false;
                }
            }
            let base = names::field_name(op.name.as_deref(), &op.kind);
            let n = fields.entry(base.clone()).or_insert(0);
            *n += 1;
            let field = if *n == 1 { base } else { format!("{base}_{n}") };
            out.push(Operand { kind, quantifier, name: op.name.clone().unwrap_or_default(), field, boxed: false });
            if matches!(kinds[kind].category, Category::Literal(l) if l.absorbs_rest()) {
                absorbed = true;
            }
        }
        ok.then_some(out)
    }
}

fn lower_category(
    cx: &mut Ctxt,
    resolver: &Resolver,
    kinds: &[Kind],
    raw: &json::OperandKind,
    path: &Path,
) -> Category {
    match raw.category.as_str() {
        "Id" => match IdKind::ALL.iter().find(|(n, _)| *n == raw.kind) {
            Some((_, k)) => Category::Id(*k),
            None => {
                cx.error(&path.key("kind"), format!("unknown Id kind `{}`: spirv-core has Rust types for IdResultType, IdResult, IdMemorySemantics, IdScope and IdRef", raw.kind));
                Category::Id(IdKind::IdRef)
            }
        },
        "Literal" => match LiteralKind::ALL.iter().find(|(n, _)| *n == raw.kind) {
            Some((_, k)) => Category::Literal(*k),
            None => {
                cx.error(
                    &path.key("kind"),
                    format!(
                        "unknown Literal kind `{}`: spirv-core has Rust types only for the six core literal kinds",
                        raw.kind
                    ),
                );
                Category::Literal(LiteralKind::Integer)
            }
        },
        "Composite" => {
            let mut bases = Vec::new();
            match &raw.bases {
                Some(list) if !list.is_empty() => {
                    for (j, base) in list.iter().enumerate() {
                        let bpath = path.key("bases").index(j, None);
                        if let Some(k) = resolver.kind(cx, base, &bpath) {
                            if matches!(kinds[k].category, Category::Literal(l) if l.absorbs_rest())
                                || matches!(kinds[k].category, Category::Composite { .. })
                            {
                                cx.error(&bpath, format!("`{base}` cannot be a base of a Composite kind"));
                            }
                            bases.push(k);
                        }
                    }
                }
                _ => cx.error(path, format!("Composite kind `{}` needs a non-empty `bases` list", raw.kind)),
            }
            let literal_number = raw.kind == "PairLiteralIntegerIdRef";
            Category::Composite { bases, literal_number }
        }
        "ValueEnum" | "BitEnum" => {
            let is_bit = raw.category == "BitEnum";
            let e = lower_enum(cx, resolver, kinds, raw, path, is_bit);
            if is_bit { Category::BitEnum(e) } else { Category::ValueEnum(e) }
        }
        other => {
            cx.error(
                &path.key("category"),
                format!("unknown category `{other}`: expected BitEnum, ValueEnum, Id, Literal or Composite"),
            );
            Category::Id(IdKind::IdRef)
        }
    }
}

fn lower_enum(
    cx: &mut Ctxt,
    resolver: &Resolver,
    kinds: &[Kind],
    raw: &json::OperandKind,
    path: &Path,
    is_bit: bool,
) -> Enum {
    let Some(raw_enumerants) = &raw.enumerants else {
        cx.error(path, format!("{} kind `{}` needs an `enumerants` list", raw.category, raw.kind));
        return Enum { enumerants: Vec::new() };
    };
    if raw_enumerants.is_empty() && !is_bit {
        cx.error(&path.key("enumerants"), format!("ValueEnum kind `{}` has no enumerants", raw.kind));
    }
    let mut enumerants = Vec::new();
    // Every name in the kind's scope (primary names and aliases) → where it was declared.
    let mut scope: HashMap<String, String> = HashMap::new();
    let mut idents: HashMap<String, String> = HashMap::new();
    let mut values: BTreeMap<u32, &str> = BTreeMap::new();
    let mut fields: HashSet<String> = HashSet::from(["flags".to_string()]);
    for (j, raw_en) in raw_enumerants.iter().enumerate() {
        let epath = path.key("enumerants").index(j, None);
        let name = raw_en.enumerant.as_str();
        let value = if is_bit {
            match &raw_en.value {
                Value::String(s) => parse_hex(s).or_else(|| {
                    cx.error(
                        &epath.key("value"),
                        format!("BitEnum value `{s}` is not a hex number such as \"0x0004\" that fits in 32 bits"),
                    );
                    None
                }),
                other => {
                    cx.error(
                        &epath.key("value"),
                        format!("BitEnum value `{other}` must be a hex string such as \"0x0004\""),
                    );
                    None
                }
            }
        } else {
            match raw_en.value.as_u64().and_then(|v| u32::try_from(v).ok()) {
                Some(v) => Some(v),
                None => {
                    cx.error(
                        &epath.key("value"),
                        format!("ValueEnum value `{}` must be an integer from 0 to 4294967295", raw_en.value),
                    );
                    None
                }
            }
        };
        if name.is_empty() {
            cx.error(&epath.key("enumerant"), "enumerant name is empty");
            continue;
        }
        let mut declare = |cx: &mut Ctxt, n: &str, what: &str, p: &Path| {
            if let Some(prev) = scope.insert(n.to_string(), what.to_string()) {
                cx.error(p, format!("name `{n}` is already used in `{}` by {prev}", raw.kind));
            }
        };
        declare(cx, name, &format!("enumerant `{name}`"), &epath.key("enumerant"));
        let ident_for = |n: &str| {
            if is_bit { names::screaming_snake(n, &raw.kind) } else { names::variant_ident(n, &raw.kind) }
        };
        let ident = ident_for(name);
        let mut claim_ident = |cx: &mut Ctxt, ident: &str, n: &str, p: &Path| {
            if let Some(prev) = idents.insert(ident.to_string(), n.to_string())
                && prev != n
            {
                cx.error(p, format!("`{n}` and `{prev}` both become the Rust identifier `{ident}`"));
            }
        };
        claim_ident(cx, &ident, name, &epath.key("enumerant"));
        let mut aliases = Vec::new();
        for (a, alias) in raw_en.aliases.iter().enumerate() {
            let apath = epath.key("aliases").index(a, None);
            if alias == name {
                cx.error(&apath, format!("alias `{alias}` repeats the enumerant's own name"));
                continue;
            }
            declare(cx, alias, &format!("an alias of `{name}`"), &apath);
            let aident = ident_for(alias);
            claim_ident(cx, &aident, alias, &apath);
            aliases.push(Alias { name: alias.clone(), ident: aident });
        }
        if let Some(v) = value
            && let Some(prev) = values.insert(v, name)
        {
            cx.error(&epath.key("value"), format!("value {v:#x} of `{name}` is already taken by `{prev}` in `{}`: list other names in `aliases` instead of a second entry", raw.kind));
        }
        let params =
            resolver.operands(cx, kinds, &raw_en.parameters, &epath.key("parameters"), true).unwrap_or_default();
        if is_bit
            && !raw_en.parameters.is_empty()
            && let Some(v) = value
            && v.count_ones() != 1
        {
            cx.error(&epath.key("value"), format!("BitEnum `{name}` has parameters, so its value must be a single bit (it is {v:#x}): the order of parameters follows the bits"));
        }
        let mut field = names::sanitize(&names::snake(name), "flag_");
        if !fields.insert(field.clone()) {
            let mut n = 2;
            while !fields.insert(format!("{field}_{n}")) {
                n += 1;
            }
            field = format!("{field}_{n}");
        }
        let reqs = Requirements {
            // Resolved to identifiers once the Capability kind is known.
            capabilities: raw_en.capabilities.clone(),
            extensions: raw_en.extensions.clone(),
            version: parse_version(cx, raw_en.version.as_deref(), &epath.key("version"), Some((1, 0))),
            last_version: parse_version(cx, raw_en.last_version.as_deref(), &epath.key("lastVersion"), None),
            provisional: raw_en.provisional,
        };
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
    Enum { enumerants }
}

/// Types the macro derives from kind names (`DecorationKind`, `ImageOperandsOperand`) must not
/// collide with a kind of the same name.
fn check_companion_names(cx: &mut Ctxt, own: &[Kind], raw: &[json::OperandKind], path: &Path) {
    let names: HashSet<&str> = own.iter().map(|k| k.name.as_str()).collect();
    for kind in own {
        let companion = match &kind.category {
            Category::ValueEnum(e) if e.has_params() => format!("{}Kind", kind.name),
            Category::BitEnum(e) if e.has_params() => format!("{}Operand", kind.name),
            _ => continue,
        };
        if names.contains(companion.as_str()) || RESERVED.contains(&companion.as_str()) {
            let i = raw.iter().position(|r| r.kind == kind.name).unwrap_or(0);
            cx.error(
                &path.index(i, Some(&kind.name)),
                format!(
                    "`{}` needs a generated companion type `{companion}`, which collides with another item",
                    kind.name
                ),
            );
        }
    }
}

struct CapabilityResolver<'a> {
    names: &'a HashMap<String, String>,
    exists: bool,
}

impl CapabilityResolver<'_> {
    fn resolve(&self, cx: &mut Ctxt, names: &[String], path: &Path) -> Vec<String> {
        let mut out = Vec::new();
        for (i, name) in names.iter().enumerate() {
            match self.names.get(name) {
                Some(ident) => out.push(ident.clone()),
                None if !self.exists => cx.error(
                    &path.index(i, None),
                    format!("capability `{name}` cannot be checked: the grammar defines no `Capability` kind"),
                ),
                None => cx.error(&path.index(i, None), format!("unknown capability `{name}`")),
            }
        }
        out
    }
}

/// Computes `TypeProps` of every own kind, in dependency order, and decides which enumerant
/// parameters are boxed. Reports recursive kinds, which would be infinitely large.
fn compute_kind_props(cx: &mut Ctxt, kinds: &mut [Kind], own_start: usize, path: &Path, raw: &[json::OperandKind]) {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Todo,
        Busy,
        Done,
    }
    let mut state = vec![State::Todo; kinds.len()];
    for s in state.iter_mut().take(own_start) {
        *s = State::Done;
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
        let props = kind_props(kinds, k);
        kinds[k].props = props;
        state[k] = State::Done;
    }
    for k in own_start..kinds.len() {
        let mut cycle = None;
        visit(k, kinds, &mut state, &mut cycle);
        if let Some(c) = cycle {
            let name = kinds[c].name.clone();
            let i = raw.iter().position(|r| r.kind == name).unwrap_or(0);
            cx.error(
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

/// Boxes the largest fields (never lists, which are already two words) until the variant fits
/// in `limit` bytes. If boxing fields is not enough (many small fields), the whole variant is
/// boxed instead: returns whether it is, with the properties of the fields together.
fn box_largest_fields(kinds: &[Kind], fields: &mut [Operand], limit: u32) -> (bool, TypeProps) {
    loop {
        let size = variant_size(fields.iter().map(|o| operand_props(kinds, o)));
        if size <= limit {
            break;
        }
        let candidate = fields
            .iter_mut()
            .filter(|o| !o.boxed && o.quantifier != Quantifier::Many)
            .max_by_key(|o| field_props(kinds, o.kind, o.quantifier).size);
        match candidate {
            Some(o) if field_props(kinds, o.kind, o.quantifier).size > 8 => o.boxed = true,
            _ => {
                for o in fields.iter_mut() {
                    o.boxed = false;
                }
                return (true, TypeProps::record(fields.iter().map(|o| operand_props(kinds, o))));
            }
        }
    }
    (false, TypeProps::record(fields.iter().map(|o| operand_props(kinds, o))))
}

/// Properties of an instruction field, boxing included.
pub fn operand_props(kinds: &[Kind], o: &Operand) -> TypeProps {
    let props = field_props(kinds, o.kind, o.quantifier);
    if o.boxed { props.boxed() } else { props }
}

/// Properties of a field holding `kind` with `quantifier`.
pub fn field_props(kinds: &[Kind], kind: KindRef, quantifier: Quantifier) -> TypeProps {
    let props = kinds[kind].props;
    match quantifier {
        Quantifier::One => props,
        Quantifier::Optional => props.optional(),
        Quantifier::Many => TypeProps { borrows: true, eq: props.eq, size: 16, align: 8, niche: false },
    }
}

fn params_props(kinds: &[Kind], params: &[Operand]) -> TypeProps {
    TypeProps::record(params.iter().map(|p| field_props(kinds, p.kind, p.quantifier)))
}

fn kind_props(kinds: &mut [Kind], k: KindRef) -> TypeProps {
    match &kinds[k].category {
        Category::Id(_) => TypeProps::word(true),
        Category::Literal(lit) => match lit {
            LiteralKind::Integer => TypeProps::word(false),
            LiteralKind::Float => TypeProps { eq: false, ..TypeProps::word(false) },
            LiteralKind::String => TypeProps { borrows: true, eq: true, size: 16, align: 8, niche: false },
            LiteralKind::ContextDependentNumber => {
                TypeProps { borrows: false, eq: true, size: 16, align: 8, niche: true }
            }
            LiteralKind::ExtInstInteger => TypeProps { borrows: true, eq: false, size: 32, align: 8, niche: true },
            LiteralKind::SpecConstantOpInteger => {
                TypeProps { borrows: true, eq: false, size: 8, align: 8, niche: true }
            }
        },
        Category::Composite { bases, literal_number } => {
            let mut fields: Vec<TypeProps> = bases.iter().map(|&b| kinds[b].props).collect();
            if *literal_number {
                fields[0] = TypeProps { borrows: false, eq: true, size: 16, align: 8, niche: true };
            }
            TypeProps::record(fields)
        }
        Category::ValueEnum(e) if !e.has_params() => TypeProps::word(true),
        Category::BitEnum(e) if !e.has_params() => TypeProps::word(false),
        Category::ValueEnum(e) => {
            let mut boxed = Vec::new();
            let mut out = TypeProps { borrows: false, eq: true, size: 0, align: 4, niche: true };
            for en in &e.enumerants {
                let mut p = params_props(kinds, &en.params);
                let boxed_params = p.size > PARAMS_INLINE_LIMIT;
                if boxed_params {
                    p = p.boxed();
                }
                boxed.push(boxed_params);
                out.borrows |= p.borrows;
                out.eq &= p.eq;
                out.size = out.size.max(p.size);
                out.align = out.align.max(p.align);
            }
            out.size = round_up(out.size + 4, out.align);
            if let Category::ValueEnum(e) = &mut kinds[k].category {
                for (en, b) in e.enumerants.iter_mut().zip(boxed) {
                    en.boxed_params = b;
                }
            }
            out
        }
        Category::BitEnum(e) => {
            let fields = std::iter::once(TypeProps::word(false)).chain(
                e.enumerants
                    .iter()
                    .filter(|en| !en.params.is_empty())
                    .map(|en| params_props(kinds, &en.params).optional()),
            );
            TypeProps::record(fields)
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn lower_instructions(
    cx: &mut Ctxt,
    raw: &json::Grammar,
    resolver: &Resolver,
    kinds: &[Kind],
    caps: &CapabilityResolver,
    classes: &[(String, Option<String>)],
    is_core: bool,
    root: &Path,
) -> Vec<Instruction> {
    let path = root.key("instructions");
    if raw.instructions.is_empty() {
        cx.error(&path, "the grammar has no instructions");
    }
    let mut names_seen: HashMap<&str, String> = HashMap::new();
    let mut idents: HashMap<String, String> = HashMap::new();
    let mut opcodes: HashMap<u16, &str> = HashMap::new();
    let mut out = Vec::new();
    let limit = if is_core { CORE_VARIANT_LIMIT } else { EXT_VARIANT_LIMIT };
    for (i, inst) in raw.instructions.iter().enumerate() {
        let ipath = path.index(i, Some(&inst.opname));
        let name = inst.opname.as_str();
        if name.is_empty() {
            cx.error(&ipath.key("opname"), "opname is empty");
            continue;
        }
        let opcode = match inst.opcode.as_u64().and_then(|v| u16::try_from(v).ok()) {
            Some(v) => v,
            None => {
                cx.error(&ipath.key("opcode"), format!("opcode `{}` must be an integer from 0 to 65535", inst.opcode));
                continue;
            }
        };
        if let Some(prev) = opcodes.insert(opcode, name) {
            cx.error(&ipath.key("opcode"), format!("opcode {opcode} of `{name}` is already taken by `{prev}`: list other names in `aliases` instead of a second entry"));
        }
        if let Some(prev) = names_seen.insert(name, format!("instruction `{name}`")) {
            cx.error(&ipath.key("opname"), format!("name `{name}` is already used by {prev}"));
        }
        let ident = names::instruction_ident(name, is_core);
        // A repeated name is reported above; only distinct names meeting in one identifier here.
        let mut claim = |cx: &mut Ctxt, ident: &str, n: &str, p: &Path| {
            if let Some(prev) = idents.insert(ident.to_string(), n.to_string())
                && prev != n
            {
                cx.error(p, format!("`{n}` and `{prev}` both become the Rust identifier `{ident}`"));
            }
        };
        claim(cx, &ident, name, &ipath.key("opname"));
        let mut aliases = Vec::new();
        for (a, alias) in inst.aliases.iter().enumerate() {
            let apath = ipath.key("aliases").index(a, None);
            if alias == name {
                cx.error(&apath, format!("alias `{alias}` repeats the instruction's own name"));
                continue;
            }
            if let Some(prev) = names_seen.insert(alias, format!("an alias of `{name}`")) {
                cx.error(&apath, format!("name `{alias}` is already used by {prev}"));
            }
            let aident = names::instruction_ident(alias, is_core);
            claim(cx, &aident, alias, &apath);
            aliases.push(Alias { name: alias.clone(), ident: aident });
        }
        if let Some(class) = &inst.class
            && !classes.is_empty()
            && !classes.iter().any(|(tag, _)| tag == class)
        {
            cx.error(&ipath.key("class"), format!("class `{class}` is not a tag of `instruction_printing_class`"));
        }
        let Some(operands) = resolver.operands(cx, kinds, &inst.operands, &ipath.key("operands"), false) else {
            continue;
        };
        let field_count = operands
            .iter()
            .position(|o| matches!(kinds[o.kind].category, Category::Literal(l) if l.absorbs_rest()))
            .map_or(operands.len(), |p| p + 1);
        let reqs = Requirements {
            capabilities: caps.resolve(cx, &inst.capabilities, &ipath.key("capabilities")),
            extensions: inst.extensions.clone(),
            version: parse_version(cx, inst.version.as_deref(), &ipath.key("version"), Some((1, 0))),
            last_version: parse_version(cx, inst.last_version.as_deref(), &ipath.key("lastVersion"), None),
            provisional: inst.provisional,
        };
        let mut operands = operands;
        let (boxed, props) = box_largest_fields(kinds, &mut operands[..field_count], limit);
        out.push(Instruction {
            name: name.to_string(),
            ident,
            opcode,
            class: inst.class.clone(),
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
