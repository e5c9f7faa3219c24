use std::hint::black_box;
fn main() {
    let modules: Vec<Vec<u8>> =
        spirv_workspace::corpus_modules().into_iter().filter(|(n, _)| n.starts_with("spv/")).map(|(_, b)| b).collect();
    match std::env::args().nth(1).as_deref() {
        Some("raw") => {
            for m in &modules {
                let (_, r) = spirv_core::binary::Reader::new(m).unwrap();
                for i in r {
                    black_box(i.unwrap().opcode);
                }
            }
        }
        Some("typed") => {
            for m in &modules {
                let (_, r) = spirv_core::binary::Reader::new(m).unwrap();
                for i in r {
                    let i = i.unwrap();
                    black_box(
                        spirv_core::binary::decode_instruction::<spirv_core::spec::Instruction>(
                            i.opcode.into(),
                            i.reader(),
                        )
                        .ok(),
                    );
                }
            }
        }
        Some("module") => {
            for m in &modules {
                black_box(spirv_core::Module::decode(m).unwrap());
            }
        }
        _ => {}
    }
}
