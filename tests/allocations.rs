//! The borrowed decode path allocates nothing per instruction: strings and operand lists borrow
//! from the input. Only the boxes a few large operands live in are allocated, exactly as many as
//! cloning the decoded instruction allocates (and a copy of OpSpecConstantOp's words); a module
//! adds its instruction vector and the decoder's bookkeeping.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use spirv_core::binary::{Reader, decode_instruction};
use spirv_core::spec::Instruction;
use spirv_core::{ExtInstruction, ExtSet, Module, NumberType};
use spirv_workspace::{corpus_modules, data_modules};

struct Counting;

thread_local! {
    static COUNT: Cell<usize> = const { Cell::new(0) };
    static BYTES: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: forwards to the system allocator; the counters are thread-local cells, touched with
// `try_with` so that allocation during thread teardown still works.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = COUNT.try_with(|c| c.set(c.get() + 1));
        let _ = BYTES.try_with(|b| b.set(b.get() + layout.size()));
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Allocations (count, bytes) made by `f` on this thread.
fn allocations<R>(f: impl FnOnce() -> R) -> (R, usize, usize) {
    let (c0, b0) = (COUNT.with(Cell::get), BYTES.with(Cell::get));
    let r = f();
    (r, COUNT.with(Cell::get) - c0, BYTES.with(Cell::get) - b0)
}

#[test]
fn decoding_allocates_only_boxes() {
    // Warm up the decoder's one-time opcode table.
    let _ = Module::decode(&data_modules()[0].1);
    let (mut instructions, mut boxed) = (0usize, 0usize);
    let (mut shader_instructions, mut shader_boxed) = (0usize, 0usize);
    let mut modules = corpus_modules();
    modules.extend(data_modules());
    for (name, bytes) in modules.iter().filter(|(n, _)| !n.starts_with("unknown")) {
        let (header, reader) = Reader::new(bytes).unwrap();
        let _ = header;
        let module = Module::decode(bytes).unwrap();
        for (raw, decoded) in reader.zip(&module.instructions) {
            let raw = raw.unwrap();
            let mut r = raw.reader().expect("a little-endian module");
            // Decode with the same context the module decoder used, so that the value is the same.
            if let Instruction::ExtInst { instruction, .. } = decoded {
                r.set_ext_set(instruction.set().map(ExtSet::index));
            }
            if let Instruction::Constant { value, .. } | Instruction::SpecConstant { value, .. } = decoded {
                r.set_number_type(Some(value.number_type()));
            }
            if let Instruction::Switch { target, .. } = decoded {
                r.set_number_type(Some(
                    target.iter().next().map_or(NumberType::Untyped { words: 1 }, |(n, _)| n.number_type()),
                ));
            }
            let (again, during_decode, _) = allocations(|| decode_instruction::<Instruction>(raw.opcode.into(), r));
            let again = again.unwrap_or_else(|e| panic!("{name}: {decoded:?}: {e}"));
            let (_, during_clone, _) = allocations(|| decoded.clone());
            assert_eq!(again, *decoded, "{name}");
            // OpSpecConstantOp's operation is decoded from a copy of its words (its result type and
            // id are not next to its operands): one allocation more than its box.
            let copies = usize::from(decoded.op() == Some(spirv_core::spec::Op::SpecConstantOp));
            assert_eq!(during_decode, during_clone + copies, "{name}: {decoded:?} allocates beyond its boxes");
            instructions += 1;
            boxed += usize::from(during_decode > 0);
            if during_decode > 0 && std::env::var_os("SHOW_BOXES").is_some() {
                println!("BOX {:?}", decoded.op());
            }
            if name.starts_with("spv/") {
                shader_instructions += 1;
                shader_boxed += usize::from(during_decode > 0);
            }
        }
    }
    assert!(instructions > 230_000);
    println!("{boxed} of {instructions} instructions hold a box; {shader_boxed} of {shader_instructions} in spv/");
    // A ratchet, not a reference value: in shaders without debug info, boxes (OpSpecConstantOp's
    // operation, the parameters of LoopControl, ImageOperands and MemoryAccess flags) stay under
    // 1 % of instructions. Debug info raises it: several DebugInfo instructions are boxed.
    assert!(shader_boxed * 100 < shader_instructions, "{shader_boxed} of {shader_instructions}");
}

/// A decoded module of the benchmark corpus (`spv/`) takes at most 3× the binary's size.
#[test]
fn decoded_modules_are_compact() {
    let _ = Module::decode(&data_modules()[0].1);
    let (mut input, mut allocated) = (0usize, 0usize);
    for (name, bytes) in corpus_modules().iter().filter(|(n, _)| n.starts_with("spv/")) {
        let (module, _, size) = allocations(|| Module::decode(bytes).unwrap());
        input += bytes.len();
        allocated += size;
        drop(module);
        let _ = name;
    }
    let ratio = allocated as f64 / input as f64;
    println!("decoded corpus: {allocated} bytes allocated for {input} bytes of input ({ratio:.2}×)");
    assert!(ratio <= 3.0, "{ratio}");
}

/// Reading a whole module through the typed iterator allocates its context table (the literal
/// widths of the module's ids, one allocation), one more per imported extended instruction set
/// at most, and otherwise only what the yielded values hold (the boxes above, which cloning them
/// allocates too) and, for an instruction kept as words because the grammar cannot type it (a
/// value it does not know, glslang's id 0 in forward-declared debug info), the error that
/// decided it.
#[test]
fn the_iterator_allocates_only_its_context() {
    let _ = Module::decode(&data_modules()[0].1);
    let mut modules = corpus_modules();
    modules.extend(data_modules());
    let (mut checked, mut instructions) = (0usize, 0usize);
    for (name, bytes) in modules.iter().filter(|(n, _)| !n.starts_with("unknown")) {
        let (created, context, _) = allocations(|| spirv_core::Decoder::new(bytes));
        let (header, mut decoder) = created.unwrap_or_else(|e| panic!("{name}: {e}"));
        // A bound the input cannot back (more ids than words) is not trusted with a dense
        // table: the ids beyond go to a sparse one that allocates as it fills.
        let dense = header.bound as usize <= bytes.len() / 4;
        assert!(context <= 1, "{name}: {context} allocations for the context");
        let (mut held, mut during, mut imports, mut spec_ops, mut kept_raw) = (0usize, 0usize, 0usize, 0usize, 0usize);
        loop {
            let (next, count, _) = allocations(|| decoder.next());
            let Some(inst) = next else { break };
            let inst = inst.unwrap_or_else(|e| panic!("{name}: {e}"));
            during += count;
            let h = allocations(|| inst.clone()).1;
            if count != h && std::env::var_os("SHOW_EXTRA").is_some() {
                println!("EXTRA {name} {count} {h} {inst:?}");
            }
            held += h;
            imports += usize::from(matches!(inst, Instruction::ExtInstImport { .. }));
            spec_ops += usize::from(inst.op() == Some(spirv_core::spec::Op::SpecConstantOp));
            // Kept as words because a value is unknown or an extended instruction's operands do
            // not fit its grammar: the error that decided it (and the box of a boxed variant)
            // were allocated and dropped.
            kept_raw += usize::from(
                inst.as_raw().is_some()
                    || matches!(&inst, Instruction::ExtInst { instruction: ExtInstruction::Unknown { .. }, .. }),
            );
            instructions += 1;
        }
        assert!(during >= held, "{name}");
        assert!(
            !dense || during - held <= imports + spec_ops + 2 * kept_raw,
            "{name}: {during} allocations while iterating, {held} held by the instructions, {imports} imports"
        );
        checked += usize::from(dense);
    }
    assert!(checked > 2_000 && instructions > 230_000, "{checked} modules, {instructions} instructions");
}

/// The disassembler streams without allocating per instruction: a module of thousands of
/// instructions costs a few dozen allocations (growing tables and buffers), at most one more per
/// `OpName` when naming ids; `--comment` adds a few per decoration (the decorations it prints on
/// the id's line), `--nested-indent` a few per block (each function's blocks are held and ordered
/// before they print).
#[test]
fn disassembly_allocates_per_module_not_per_instruction() {
    use spirv_core::text::{DisassembleOptions, disassemble_to};
    let mut modules = corpus_modules();
    modules.sort_by_key(|(_, bytes)| std::cmp::Reverse(bytes.len()));
    let layouts = [
        DisassembleOptions::default(),
        DisassembleOptions { friendly_names: false, ..Default::default() },
        DisassembleOptions { nested_indent: true, comment: true, ..Default::default() },
    ];
    // Warm up the per-process operand plans.
    for options in &layouts {
        let _ = disassemble_to(&modules[0].1, options, &mut std::io::sink());
    }
    for (name, bytes) in modules.iter().take(10) {
        let instructions = Reader::new(bytes).unwrap().1.count();
        assert!(instructions > 1000, "{name}: {instructions}");
        let decorated: std::collections::BTreeSet<u32> = Reader::new(bytes)
            .unwrap()
            .1
            .filter_map(|i| i.ok())
            .filter(|i| i.opcode == 71)
            .filter_map(|i| i.operand(0))
            .collect();
        let count_of =
            |opcode: u16| Reader::new(bytes).unwrap().1.filter_map(|i| i.ok()).filter(|i| i.opcode == opcode).count();
        let (blocks, names, decorations) = (count_of(248), count_of(5), count_of(71));
        for options in &layouts {
            let (result, count, _) = allocations(|| disassemble_to(bytes, options, &mut std::io::sink()));
            result.unwrap();
            let allowed = 128
                + if options.friendly_names { names } else { 0 }
                + if options.comment { 3 * decorations + decorated.len() } else { 0 }
                + if options.nested_indent { 4 * blocks } else { 0 };
            assert!(allowed < instructions / 2, "{name}: the bound must say something");
            assert!(count < allowed, "{name} ({instructions} instructions, {options:?}): {count} allocations");
        }
    }
}
