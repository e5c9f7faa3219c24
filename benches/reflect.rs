//! Reflection speed from bytes over the corpus (`tests/corpus`, `spv/` and `spv-gV/`),
//! against spirq 1.3.0 and SPIRV-Reflect (spirv-reflect 0.2.3, its C code) in the same run, over
//! the modules all three accept. What each peer does is in `src/peers/reflect.rs`.
//!
//! SPIRV-Reflect aborts the process on some modules (an `assert` in its C code) and spirq panics
//! on others, so each module is first tried in a child process (this benchmark's own executable,
//! run with `SPIRV_REFLECT_PROBE=<peer> <module path>`); the outcomes of the two peers, which are
//! pinned, are cached by the module's content in `target/tmp/reflect-peers.tsv`. Ours is tried in
//! this process (a panic is caught and counted). The counts are printed before the measurements.
//!
//! The names of the modules all three accept are written to `target/tmp/reflect-accepted.txt`,
//! for `examples/profile_decode.rs` (mode `peer-reflect`) to count instructions over the same set.
//!
//! Then: criterion over the whole set (throughput in instructions), and, with `--bench`, a
//! per-module pass: each module reflected by each peer 11 times, interleaved, the median kept;
//! the medians over modules of those times and of their ratios are printed (and every module's
//! figures written to `target/tmp/reflect-per-module.tsv`).
//!
//! Run with `cargo bench --bench reflect` (set SPIRV_CORPUS to measure another corpus).

use std::collections::HashMap;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput};
use spirv_model::Model;
use spirv_model::reflect::Reflection;

use reflect_peers::Peer;
use spirv_workspace::peers::reflect as reflect_peers;

/// Set in a child process: the peer to try on the module whose path is the first argument.
const PROBE_ENV: &str = "SPIRV_REFLECT_PROBE";
/// The cache's first line; a change of a peer's version (or of this file's format) must change it.
const CACHE_VERSION: &str = "reflect-peers v1 spirq=1.3.0 spirv-reflect=0.2.3";
/// A child that takes longer is counted as hanging (the largest corpus module takes milliseconds).
const PROBE_TIMEOUT: Duration = Duration::from_secs(30);
/// Runs per module and peer in the per-module pass.
const ROUNDS: usize = 11;

/// What a library did with a module.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Outcome {
    Accepted,
    /// Returned an error.
    Rejected(String),
    Panicked(String),
    /// Killed by SIGABRT: a failed C `assert`, or Rust's stack-overflow handler.
    Aborted(String),
    /// Killed by another signal.
    Crashed(String),
    Hung,
}

impl Outcome {
    fn kind(&self) -> &'static str {
        match self {
            Outcome::Accepted => "accepted",
            Outcome::Rejected(_) => "rejected",
            Outcome::Panicked(_) => "panicked",
            Outcome::Aborted(_) => "aborted",
            Outcome::Crashed(_) => "crashed",
            Outcome::Hung => "hung",
        }
    }

    fn detail(&self) -> &str {
        match self {
            Outcome::Rejected(d) | Outcome::Panicked(d) | Outcome::Aborted(d) | Outcome::Crashed(d) => d,
            Outcome::Accepted | Outcome::Hung => "",
        }
    }

    fn parse(kind: &str, detail: &str) -> Option<Outcome> {
        let d = detail.to_string();
        Some(match kind {
            "accepted" => Outcome::Accepted,
            "rejected" => Outcome::Rejected(d),
            "panicked" => Outcome::Panicked(d),
            "aborted" => Outcome::Aborted(d),
            "crashed" => Outcome::Crashed(d),
            "hung" => Outcome::Hung,
            _ => return None,
        })
    }
}

/// A module of the comparison set.
struct Input {
    name: String,
    bytes: Vec<u8>,
    instructions: u64,
}

fn main() {
    if let Ok(peer) = std::env::var(PROBE_ENV) {
        probe_child(&peer);
    }
    let set = comparison_set();
    let mut c = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(6)).configure_from_args();
    benches(&mut c, &set);
    // Only when measuring: `cargo test --benches` runs each criterion routine once, as a test.
    if std::env::args().any(|a| a == "--bench") {
        per_module(&set);
    }
    c.final_summary();
}

/// In the child: reflects one module with one peer; exits 0 if it accepts it, 1 if it returns
/// an error (a panic exits 101, an abort by its signal).
fn probe_child(peer: &str) -> ! {
    let peer = Peer::from_name(peer).unwrap_or_else(|| panic!("unknown peer {peer}"));
    let path = std::env::args_os().nth(1).expect("a module path");
    let bytes = std::fs::read(&path).expect("the module");
    match peer.reflect(&bytes) {
        Ok(()) => std::process::exit(0),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}

/// Tries `peer` on the module at `path` in a child process.
fn probe(peer: Peer, path: &Path) -> Outcome {
    use std::os::unix::process::ExitStatusExt;
    let exe = std::env::current_exe().expect("this executable");
    let mut child = Command::new(exe)
        .arg(path)
        .env(PROBE_ENV, peer.name())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the probe starts");
    let mut stderr = child.stderr.take().expect("piped stderr");
    // Read while waiting, so that a child with a long message does not block on a full pipe.
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut text);
        text
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the probe runs") {
            break Some(status);
        }
        if start.elapsed() > PROBE_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    let text = reader.join().unwrap_or_default();
    let Some(status) = status else { return Outcome::Hung };
    let message = summary(&text);
    match (status.code(), status.signal()) {
        (Some(0), _) => Outcome::Accepted,
        (Some(1), _) => Outcome::Rejected(message),
        (Some(101), _) => Outcome::Panicked(message),
        (_, Some(6)) => Outcome::Aborted(message),
        (code, signal) => Outcome::Crashed(format!("exit {code:?}, signal {signal:?}: {message}")),
    }
}

/// The line of a child's standard error that says why it stopped, on one line.
fn summary(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    // A panic's message follows its "panicked at" line; an assert's is the line itself.
    let line = match lines.iter().position(|l| l.contains("panicked at")) {
        Some(i) => lines.get(i + 1).copied().unwrap_or(lines[i]),
        None => lines
            .iter()
            .find(|l| l.contains("Assertion") || l.contains("overflow"))
            .or(lines.first())
            .copied()
            .unwrap_or(""),
    };
    let line: String = line.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    line.chars().take(160).collect()
}

/// FNV-1a of a module's bytes: the cache key.
fn content_key(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}-{}", bytes.len())
}

fn cache_path() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("reflect-peers.tsv")
}

fn read_cache() -> HashMap<(String, String), Outcome> {
    let mut cache = HashMap::new();
    let Ok(text) = std::fs::read_to_string(cache_path()) else { return cache };
    let mut lines = text.lines();
    if lines.next() != Some(CACHE_VERSION) {
        return cache;
    }
    for line in lines {
        let fields: Vec<&str> = line.splitn(4, '\t').collect();
        if let [key, peer, kind, detail] = fields[..]
            && let Some(outcome) = Outcome::parse(kind, detail)
        {
            cache.insert((key.to_string(), peer.to_string()), outcome);
        }
    }
    cache
}

fn write_cache(cache: &HashMap<(String, String), Outcome>) {
    let mut rows: Vec<String> =
        cache.iter().map(|((key, peer), o)| format!("{key}\t{peer}\t{}\t{}", o.kind(), o.detail())).collect();
    rows.sort();
    let text = format!("{CACHE_VERSION}\n{}\n", rows.join("\n"));
    let path = cache_path();
    let _ = std::fs::create_dir_all(path.parent().expect("a parent"));
    if let Err(e) = std::fs::write(&path, text) {
        eprintln!("cannot write the cache {}: {e}", path.display());
    }
}

/// The corpus modules all three peers accept, after printing what each did with every module.
fn comparison_set() -> Vec<Input> {
    let dir = spirv_workspace::corpus_dir();
    let all = spirv_workspace::corpus_modules();
    let keys: Vec<String> = all.iter().map(|(_, bytes)| content_key(bytes)).collect();
    let mut cache = read_cache();
    // The two peers in child processes, for the modules the cache does not know.
    let todo: Vec<(usize, Peer)> = (0..all.len())
        .flat_map(|i| [Peer::Spirq, Peer::SpirvReflect].map(|p| (i, p)))
        .filter(|&(i, p)| !cache.contains_key(&(keys[i].clone(), p.name().to_string())))
        .collect();
    if !todo.is_empty() {
        eprintln!("probing {} (module, peer) pairs in child processes...", todo.len());
        let outcomes = spirv_workspace::parallel_map(&todo, |&(i, p)| probe(p, &dir.join(&all[i].0)));
        for (&(i, p), outcome) in todo.iter().zip(outcomes) {
            cache.insert((keys[i].clone(), p.name().to_string()), outcome);
        }
        write_cache(&cache);
    }
    // Ours in this process: it never aborts; a panic is a bug, counted and reported.
    let previous_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let ours: Vec<Outcome> = all
        .iter()
        .map(|(_, bytes)| match std::panic::catch_unwind(|| reflect_peers::ours(bytes)) {
            Ok(Ok(())) => Outcome::Accepted,
            Ok(Err(e)) => Outcome::Rejected(e),
            Err(payload) => Outcome::Panicked(
                payload
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default(),
            ),
        })
        .collect();
    std::panic::set_hook(previous_hook);
    let outcome = |i: usize, p: Peer| -> &Outcome {
        match p {
            Peer::Ours => &ours[i],
            _ => &cache[&(keys[i].clone(), p.name().to_string())],
        }
    };
    eprintln!("corpus: {} modules", all.len());
    for p in Peer::ALL {
        let mut counts: HashMap<&'static str, usize> = HashMap::new();
        let mut reasons: HashMap<(&'static str, String), usize> = HashMap::new();
        for i in 0..all.len() {
            let o = outcome(i, p);
            *counts.entry(o.kind()).or_default() += 1;
            if *o != Outcome::Accepted {
                *reasons.entry((o.kind(), o.detail().chars().take(100).collect())).or_default() += 1;
            }
        }
        let kinds = ["accepted", "rejected", "panicked", "aborted", "crashed", "hung"];
        let line: Vec<String> = kinds.iter().map(|k| format!("{} {k}", counts.get(k).copied().unwrap_or(0))).collect();
        eprintln!("  {:<14} {}", p.name(), line.join(", "));
        let mut reasons: Vec<_> = reasons.into_iter().collect();
        reasons.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        for ((kind, detail), n) in reasons.iter().take(8) {
            eprintln!("      {n:>5} {kind}: {detail}");
        }
    }
    let set: Vec<Input> = all
        .into_iter()
        .enumerate()
        .filter(|&(i, _)| Peer::ALL.iter().all(|&p| *outcome(i, p) == Outcome::Accepted))
        .map(|(_, (name, bytes))| {
            let instructions = spirv_core::binary::Reader::new(&bytes).expect("decoded").1.count() as u64;
            Input { name, bytes, instructions }
        })
        .collect();
    // For `profile_decode peer-reflect`, which counts instructions over the same set.
    let names: String = set.iter().map(|m| format!("{}\n", m.name)).collect();
    let _ = std::fs::write(Path::new(env!("CARGO_TARGET_TMPDIR")).join("reflect-accepted.txt"), names);
    let instructions: u64 = set.iter().map(|m| m.instructions).sum();
    let bytes: usize = set.iter().map(|m| m.bytes.len()).sum();
    eprintln!("accepted by all three: {} modules, {instructions} instructions, {bytes} bytes", set.len());
    set
}

fn benches(c: &mut Criterion, set: &[Input]) {
    let instructions: u64 = set.iter().map(|m| m.instructions).sum();
    let decoded: Vec<spirv_core::Module<'_>> =
        set.iter().map(|m| spirv_core::Module::decode(&m.bytes).expect("accepted")).collect();
    let mut g = c.benchmark_group("reflect");
    g.throughput(Throughput::Elements(instructions));
    g.bench_function("ours: decode + model + reflection", |b| {
        b.iter(|| {
            for m in set {
                reflect_peers::ours(&m.bytes).unwrap();
            }
        })
    });
    g.bench_function("spirq 1.3.0: reflect", |b| {
        b.iter(|| {
            for m in set {
                reflect_peers::spirq(&m.bytes).unwrap();
            }
        })
    });
    g.bench_function("SPIRV-Reflect 0.2.3: load + enumerate", |b| {
        b.iter(|| {
            for m in set {
                reflect_peers::spirv_reflect(&m.bytes).unwrap();
            }
        })
    });
    // The parts, for where the time goes.
    g.bench_function("ours: Module::decode", |b| {
        b.iter(|| {
            for m in set {
                black_box(spirv_core::Module::decode(&m.bytes).unwrap());
            }
        })
    });
    g.bench_function("ours: Model::new (decoded)", |b| {
        b.iter(|| {
            for m in &decoded {
                black_box(Model::new(m));
            }
        })
    });
    g.bench_function("ours: Model::new + Reflection::new (decoded)", |b| {
        b.iter(|| {
            for m in &decoded {
                black_box(Reflection::new(&Model::new(m)));
            }
        })
    });
    g.bench_function("SPIRV-Reflect 0.2.3: load only", |b| {
        b.iter(|| {
            for m in set {
                reflect_peers::spirv_reflect_load(&m.bytes).unwrap();
            }
        })
    });
    g.finish();
}

/// Per module: each peer's median time over [`ROUNDS`] interleaved runs; then the medians over
/// modules.
fn per_module(set: &[Input]) {
    eprintln!("per-module pass: {} modules x {ROUNDS} rounds x 3 peers", set.len());
    // times[module][peer], nanoseconds.
    let mut times: Vec<[f64; 3]> = Vec::with_capacity(set.len());
    for m in set {
        let mut runs: [Vec<f64>; 3] = Default::default();
        for p in Peer::ALL {
            p.reflect(&m.bytes).unwrap();
        }
        for round in 0..ROUNDS {
            // Rotate the order so that no peer always runs with the caches the previous left.
            for k in 0..3 {
                let i = (k + round) % 3;
                let start = Instant::now();
                Peer::ALL[i].reflect(&m.bytes).unwrap();
                runs[i].push(start.elapsed().as_nanos() as f64);
            }
        }
        times.push(runs.map(|mut r| median(&mut r)));
    }
    let mut out = String::from("module\tinstructions\tours_ns\tspirq_ns\tspirv_reflect_ns\n");
    for (m, t) in set.iter().zip(&times) {
        out.push_str(&format!("{}\t{}\t{:.0}\t{:.0}\t{:.0}\n", m.name, m.instructions, t[0], t[1], t[2]));
    }
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("reflect-per-module.tsv");
    if std::fs::write(&path, out).is_ok() {
        eprintln!("per-module figures: {}", path.display());
    }
    // The whole set, as the sum of the per-module medians: interleaved, so less exposed than
    // criterion's consecutive measurements to the load of a shared machine changing.
    let instructions: u64 = set.iter().map(|m| m.instructions).sum();
    let ours_total: f64 = times.iter().map(|t| t[0]).sum();
    eprintln!("| peer | sum of medians (ms) | ns/instr | µs/module (mean) | ratio to ours |");
    eprintln!("|---|---:|---:|---:|---:|");
    for (i, p) in Peer::ALL.iter().enumerate() {
        let total: f64 = times.iter().map(|t| t[i]).sum();
        eprintln!(
            "| {} | {:.2} | {:.1} | {:.2} | {:.2} |",
            p.name(),
            total / 1e6,
            total / instructions as f64,
            total / 1e3 / set.len() as f64,
            total / ours_total
        );
    }
    eprintln!("| peer | median µs/module | median ns/instr | median ratio to ours | p10 | p90 |");
    eprintln!("|---|---:|---:|---:|---:|---:|");
    for (i, p) in Peer::ALL.iter().enumerate() {
        let mut us: Vec<f64> = times.iter().map(|t| t[i] / 1e3).collect();
        let mut per_instr: Vec<f64> = times.iter().zip(set).map(|(t, m)| t[i] / m.instructions as f64).collect();
        let mut ratio: Vec<f64> = times.iter().map(|t| t[i] / t[0]).collect();
        let (p10, p90) = (percentile(&mut ratio, 0.1), percentile(&mut ratio, 0.9));
        eprintln!(
            "| {} | {:.2} | {:.1} | {:.2} | {:.2} | {:.2} |",
            p.name(),
            median(&mut us),
            median(&mut per_instr),
            median(&mut ratio),
            p10,
            p90
        );
    }
}

fn median(values: &mut [f64]) -> f64 {
    percentile(values, 0.5)
}

fn percentile(values: &mut [f64], q: f64) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(((values.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(f64::NAN)
}
