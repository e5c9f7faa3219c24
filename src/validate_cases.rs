//! Small modules judged by spirv-val and by spirv-validate, for the validator's tests: each case
//! is assembled by spirv-as, spirv-val's verdict and exact output are the expectation, and the
//! case says which message (a part of it) spirv-val gives, so that it stays about what it says.

use spirv_core::TargetEnv;
use spirv_validate::{Options, validate, validate_all};

use crate::{parallel_map, run_reference};

/// A module to judge.
#[derive(Debug, Clone, Copy)]
pub struct Case {
    /// What the case is about.
    pub name: &'static str,
    /// The `--target-env` of both validators (and of spirv-as).
    pub env: &'static str,
    /// spirv-val's flags (`--relax-block-layout`, `--max-id-bound 100`, ...), as separate words.
    pub flags: &'static [&'static str],
    /// A part of spirv-val's message; `None`: spirv-val accepts the module.
    pub expect: Option<&'static str>,
    /// The module's assembly (numeric ids kept as written).
    pub asm: &'static str,
}

/// spirv-as' binary for `asm` (numeric ids kept, so that the tests choose them).
///
/// # Panics
/// When spirv-as refuses the text.
pub fn assemble(asm: &str, env: &str) -> Vec<u8> {
    let out =
        run_reference("spirv-as", &["--preserve-numeric-ids", "--target-env", env, "-o", "-", "-"], asm.as_bytes());
    assert!(out.status.success(), "spirv-as fails on\n{asm}\n{}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

/// spirv-val's verdict on `bytes`: `Ok`, or its whole standard error.
pub fn spirv_val(bytes: &[u8], env: &str, flags: &[&str]) -> Result<(), String> {
    let mut args = vec!["--target-env", env];
    args.extend_from_slice(flags);
    args.push("-");
    let out = run_reference("spirv-val", &args, bytes);
    match out.status.success() {
        true => Ok(()),
        false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
    }
}

/// The options spirv-val's command line `env` + `flags` means.
///
/// # Panics
/// On a flag spirv-val does not take.
pub fn options(env: &str, flags: &[&str]) -> Options {
    let mut o = Options::new(TargetEnv::parse(env).expect("a target environment"));
    let mut words = flags.iter();
    while let Some(&flag) = words.next() {
        if let Some(switch) = o.switch(flag.as_bytes()) {
            *switch = true;
        } else if let Some(limit) = o.limits.by_flag(flag.as_bytes()) {
            *limit = words.next().and_then(|n| n.parse().ok()).expect("a limit");
        } else {
            panic!("spirv-val takes no flag {flag}");
        }
    }
    o
}

/// Judges every case with both validators: spirv-val's message must contain the case's
/// `expect` (or spirv-val accept it), ours must print exactly what spirv-val prints, and
/// `validate_all` must begin with that error.
///
/// # Panics
/// Listing every case that fails.
pub fn check(cases: &[Case]) {
    let results = parallel_map(cases, |case| {
        let bytes = assemble(case.asm, case.env);
        let reference = spirv_val(&bytes, case.env, case.flags);
        let options = options(case.env, case.flags);
        let ours = validate(&bytes, &options).map(|_| ()).map_err(|e| format!("error: {e}\n"));
        let all = validate_all(&bytes, &options);
        (reference, ours, all)
    });
    let mut failures = Vec::new();
    for (case, (reference, ours, all)) in cases.iter().zip(results) {
        let about = match (&reference, case.expect) {
            (Ok(()), None) => true,
            (Err(message), Some(part)) => message.contains(part),
            _ => false,
        };
        if !about {
            failures.push(format!("{}: spirv-val says {reference:?}, the case expects {:?}", case.name, case.expect));
        }
        if reference != ours {
            failures.push(format!("{}:\n  spirv-val {reference:?}\n  ours      {ours:?}", case.name));
        }
        let first = all.first().map(|e| format!("error: {e}\n"));
        if first != ours.clone().err() {
            failures.push(format!("{}: validate_all begins with {first:?}", case.name));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases fail:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

/// A module's words, and the word range of each instruction (the words of a damaged module
/// are cut where a word count of 0 or past the end is met).
pub fn instructions(bytes: &[u8]) -> (Vec<u32>, Vec<std::ops::Range<usize>>) {
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let starts = spirv_core::binary::WordFrames::new(&words, 5).map(|(at, inst)| at..at + inst.len()).collect();
    (words, starts)
}

/// The ids spirv-val's message names, in order, each once: those it quotes with spirv-dis'
/// name (`'5[%x]'`), and the numbers it prints alone after the words that introduce an id
/// (`Structure id 15`, `Uniform id '16'`, `id <9>`, `ID <9>`, `function <4>`, `id: 7`, `<id> 9`, `<ID> 22`, `Result Id
/// 13`) or in the messages that name one without them (`A function (4)`, `OpFunctionParameters
/// for 8:`, `OpEntryPoint operand 9`), and those of the binary parse (`Id 5 is defined more
/// than once`, `Type Id 5 is not a type`, `OpExtInst set Id 5`, `selector id 5`).
pub fn quoted_ids(message: &str) -> Vec<u32> {
    const BEFORE_A_NUMBER: &[&str] = &[
        "id ",
        "ID ",
        "id: ",
        "id '",
        "ID '",
        "id <",
        "ID <",
        "function <",
        "<id> ",
        "<ID> ",
        "<id> '",
        "Id ",
        "A function (",
        "OpFunctionParameters for ",
        "OpEntryPoint operand ",
    ];
    // The words must begin a word: not `SpecId 3` or `%id 0` in the instruction's text.
    let begins_a_word = |before: &str| !before.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '%');
    let bytes = message.as_bytes();
    let mut ids = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if !bytes[at].is_ascii_digit() {
            at += 1;
            continue;
        }
        let end = at + bytes[at..].iter().take_while(|b| b.is_ascii_digit()).count();
        let (before, after) = (&message[..at], &message[end..]);
        let named = (before.ends_with('\'') && after.starts_with("[%"))
            || BEFORE_A_NUMBER.iter().any(|words| before.strip_suffix(words).is_some_and(begins_a_word));
        // 0 names no id (spirv-val prints it for an instruction without a result id).
        if let Ok(id @ 1..) = message[at..end].parse::<u32>()
            && named
            && !ids.contains(&id)
        {
            ids.push(id);
        }
        at = end;
    }
    ids
}
