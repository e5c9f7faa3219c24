//! Tries one reflection library on one module, for choosing the modules the reflection
//! benchmark compares: `reflect_probe <module.spv> <ours|spirq|spirv-reflect>` exits 0 if the
//! library accepts the module, 1 if it returns an error; a panic exits 101 and SPIRV-Reflect's
//! failed C asserts abort (SIGABRT). `benches/reflect.rs` runs the same code (`src/peers/reflect.rs`)
//! in child processes of its own executable, so that what it measures is what it probed.
//!
//! `reflect_probe --memory`: the heap a `Model` holds beyond its `Module`, over every corpus
//! module spirv-core decodes (`tests/corpus`, or `$SPIRV_CORPUS`), counted by this program's allocator: the bytes
//! live after `Model::new` returns less those live before (what it allocated and freed while
//! building is left out; its peak is printed too), per SPIR-V instruction.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::process::ExitCode;

use spirv_workspace::peers::reflect as reflect_peers;

struct Counting;

thread_local! {
    /// Bytes allocated and not yet freed, and the most there were.
    static LIVE: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: forwards to the system allocator; the counters are thread-local cells, touched with
// `try_with` so that allocation during thread teardown still works. `realloc` is the trait's
// default (alloc, copy, dealloc), so that it is counted as both.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = LIVE.try_with(|l| {
            l.set(l.get() + layout.size());
            let _ = PEAK.try_with(|p| p.set(p.get().max(l.get())));
        });
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let _ = LIVE.try_with(|l| l.set(l.get().saturating_sub(layout.size())));
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match &args[..] {
        [flag] if flag == "--memory" => {
            memory();
            ExitCode::SUCCESS
        }
        [path, peer] => {
            let peer = reflect_peers::Peer::from_name(peer).expect("a peer: ours, spirq or spirv-reflect");
            let bytes = std::fs::read(path).expect("the module");
            match peer.reflect(&bytes) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            }
        }
        _ => {
            eprintln!("usage: reflect_probe <module.spv> <ours|spirq|spirv-reflect> | --memory");
            ExitCode::from(2)
        }
    }
}

/// Live bytes now, and resets the peak to them.
fn live_and_reset_peak() -> usize {
    let live = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(live));
    live
}

fn memory() {
    let (mut modules, mut instructions, mut bytes) = (0usize, 0usize, 0usize);
    let (mut module_heap, mut model_heap, mut model_peak, mut reflection_heap) = (0usize, 0usize, 0usize, 0usize);
    for (_, input) in spirv_workspace::corpus_modules() {
        let before = live_and_reset_peak();
        let Ok(module) = spirv_core::Module::decode(&input) else { continue };
        let with_module = live_and_reset_peak();
        let model = spirv_model::Model::new(&module);
        let with_model = LIVE.with(Cell::get);
        let peak = PEAK.with(Cell::get);
        let _ = live_and_reset_peak();
        let reflection = spirv_model::reflect::Reflection::new(&model);
        let with_reflection = LIVE.with(Cell::get);
        modules += 1;
        instructions += module.instructions.len();
        bytes += input.len();
        module_heap += with_module - before;
        model_heap += with_model - with_module;
        model_peak += peak - with_module;
        reflection_heap += with_reflection - with_model;
        drop(reflection);
        drop(model);
    }
    let per = |n: usize| n as f64 / instructions as f64;
    println!("{modules} modules, {instructions} instructions, {bytes} bytes");
    println!("Module (decoded):      {module_heap} bytes held, {:.1} per instruction", per(module_heap));
    println!(
        "Model beyond it:       {model_heap} bytes held, {:.1} per instruction ({:.2}x the Module's); \
         peak while building {model_peak}, {:.1} per instruction",
        per(model_heap),
        model_heap as f64 / module_heap as f64,
        per(model_peak)
    );
    println!("Reflection (owned):    {reflection_heap} bytes held, {:.1} per instruction", per(reflection_heap));
}
