//! The corpus as the benchmarks and the profiling harness compare it: the modules of
//! `tests/corpus` (`spv/` and `spv-gV/`) that every library measured accepts, in the forms
//! each one reads.

use rspirv2::Word;
use rspirv2::core::inst_set::CoreInstSet;
use rspirv2::slice::InstSlice;

/// One module, as bytes (spirv-core), words (rspirv) and rspirv2's words without the header.
pub struct Input {
    pub bytes: Vec<u8>,
    pub words: Vec<u32>,
    pub rspirv2_words: Vec<Word>,
}

pub struct Corpus {
    pub modules: Vec<Input>,
    /// Instructions in all modules (header excluded).
    pub instructions: u64,
    /// Bytes in all modules.
    pub bytes: usize,
    /// Modules in the corpus before selection.
    pub total: usize,
}

impl Corpus {
    /// Loads the corpus (panics when it is missing: a benchmark without it means nothing).
    pub fn load() -> Corpus {
        let all = crate::corpus_modules();
        let total = all.len();
        let modules: Vec<Input> = all
            .into_iter()
            .map(|(_, bytes)| {
                let words: Vec<u32> =
                    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
                let rspirv2_words = words.iter().skip(5).map(|&w| Word(w)).collect();
                Input { bytes, words, rspirv2_words }
            })
            .filter(|m| {
                rspirv::dr::load_words(&m.words).is_ok()
                    && InstSlice::<CoreInstSet>::from_words(&m.rspirv2_words).is_ok()
                    && spirv_core::Module::decode(&m.bytes).is_ok()
            })
            .collect();
        let instructions =
            modules.iter().map(|m| spirv_core::binary::Reader::new(&m.bytes).unwrap().1.count() as u64).sum();
        let bytes = modules.iter().map(|m| m.bytes.len()).sum();
        Corpus { modules, instructions, bytes, total }
    }
}

/// rspirv2's typed iteration over a module's instructions (checked when loading).
pub fn rspirv2_instructions(words: &[Word]) -> impl Iterator<Item = CoreInstSet> + '_ {
    InstSlice::<CoreInstSet>::from_words_unchecked(words).iter()
}
