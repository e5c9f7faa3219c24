//! The test data the repository carries, so that a clone with nothing beside it runs every
//! test: the corpus (`tests/corpus`) is whole against its manifest, and the SPIRV-Tools
//! conformance cases (`tests/conformance/spirv-tools-cases`) are as many as their README and
//! ours say. Both folders carry their licence.

use std::path::Path;

use spirv_workspace::conformance_cases;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_corpus_is_in_the_repository_and_matches_its_manifest() {
    let dir = root().join("tests/corpus");
    let manifest = std::fs::read_to_string(dir.join("manifest.tsv")).expect("tests/corpus/manifest.tsv");
    let mut rows = 0;
    let mut per_folder = std::collections::BTreeMap::<String, usize>::new();
    for line in manifest.lines().skip(1) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [folder, file, bytes, instructions, ..] = fields[..] else { panic!("manifest row {line:?}") };
        let data = std::fs::read(dir.join(folder).join(file)).unwrap_or_else(|e| panic!("{folder}/{file}: {e}"));
        assert_eq!(data.len().to_string(), bytes, "{folder}/{file}: size");
        let module = spirv_core::Module::decode(&data).unwrap_or_else(|e| panic!("{folder}/{file}: {e}"));
        assert_eq!(module.instructions.len().to_string(), instructions, "{folder}/{file}: instructions");
        *per_folder.entry(folder.to_owned()).or_default() += 1;
        rows += 1;
    }
    // The figures of README.md (2,018 modules) and of tests/corpus/README.md (1,723 in spv/ and
    // 295 in spv-gV/).
    assert_eq!(rows, 2018);
    assert_eq!(per_folder.get("spv"), Some(&1723));
    assert_eq!(per_folder.get("spv-gV"), Some(&295));
    let on_disk: usize =
        ["spv", "spv-gV"].iter().map(|sub| std::fs::read_dir(dir.join(sub)).expect("folder").count()).sum();
    assert_eq!(on_disk, rows, "every file is in the manifest");
    assert!(dir.join("LICENSE-APACHE").is_file());
}

#[test]
fn the_corpus_is_read_from_the_repository_unless_told_otherwise() {
    if std::env::var_os("SPIRV_CORPUS").is_none() {
        assert_eq!(spirv_workspace::corpus_dir(), root().join("tests/corpus"));
    }
}

#[test]
fn the_conformance_cases_are_in_the_repository() {
    for (file, count) in [
        ("as_cases.jsonl", 2760),
        ("dis_cases.jsonl", 2557),
        ("name_cases.jsonl", 147),
        ("float_cases.jsonl", 256),
        ("tricky_cases.jsonl", 48),
    ] {
        assert_eq!(conformance_cases(file).len(), count, "{file}");
    }
    assert!(root().join("tests/conformance/spirv-tools-cases/LICENSE-APACHE").is_file());
}
