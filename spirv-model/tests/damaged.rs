//! The model and reflection on damaged and hostile modules: what decodes is modelled and
//! reflected without a stack overflow or a hang, and what the damage leaves undefined is
//! `None` (issue 39, item 9). Each kind of input here made `spirv reflect` abort or hang before:
//! types and constants that name themselves or each other in a loop, and modules whose walks
//! are exponential without a bound (constants that name the same constant twice, structures of
//! several members of the same structure).

use spirv_core::Module;
use spirv_core::text::assemble;
use spirv_model::reflect::Reflection;
use spirv_model::{Model, Type, Value};

/// A compute shader with a storage buffer `%var` of block `%block`, after `types` (which must
/// define `%block`) and with `body` in its function; every id it defines is named after its
/// name in the text (`OpName %v "v"`), so that the tests find it with `Model::id_named`.
fn shader(types: &str, body: &str) -> Vec<u32> {
    assemble_named(&format!(
        "OpCapability Shader
         OpCapability Int64
         OpCapability PhysicalStorageBufferAddresses
         OpExtension \"SPV_KHR_physical_storage_buffer\"
         OpMemoryModel PhysicalStorageBuffer64 GLSL450
         OpEntryPoint GLCompute %main \"main\" %var
         OpExecutionMode %main LocalSize 1 1 1
         OpDecorate %block Block
         OpMemberDecorate %block 0 Offset 0
         OpDecorate %var DescriptorSet 0
         OpDecorate %var Binding 0
         %void = OpTypeVoid
         %fn = OpTypeFunction %void
         %int = OpTypeInt 32 1
         %float = OpTypeFloat 32
         {types}
         %ptr = OpTypePointer StorageBuffer %block
         %var = OpVariable %ptr StorageBuffer
         %main = OpFunction %void None %fn
         %entry = OpLabel
         {body}
         OpReturn
         OpFunctionEnd"
    ))
}

/// Assembles `text` with an `OpName` for every id it defines, after its first line.
fn assemble_named(text: &str) -> Vec<u32> {
    let (first, rest) = text.split_once('\n').unwrap();
    let names: String = rest
        .split_whitespace()
        .zip(rest.split_whitespace().skip(1))
        .filter(|(_, next)| *next == "=")
        .map(|(id, _)| format!("OpName {id} \"{}\"\n", &id[1..]))
        .collect();
    let text = format!("{first}\n{names}{rest}");
    assemble(text.as_bytes(), &Default::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Models and reflects `words`, prints the reflection, and gives the model and the reflection
/// to `check`.
fn reflect(words: &[u32], check: impl FnOnce(&Model<'_, '_>, &Reflection)) {
    let module = Module::decode_words(words).expect("the module decodes");
    let model = Model::new(&module);
    let reflection = Reflection::new(&model);
    let _ = reflection.to_string();
    check(&model, &reflection);
}

fn id(model: &Model<'_, '_>, name: &str) -> spirv_core::IdRef {
    model.id_named(name).unwrap_or_else(|| panic!("no id %{name}"))
}

/// The input of the issue: a vector of itself (`%v = OpTypeVector %v 2`) as a block member.
/// `spirv reflect` overflowed its stack in `plain_size`.
#[test]
fn a_vector_of_itself_is_no_type() {
    let words = shader("%v = OpTypeVector %v 2\n%block = OpTypeStruct %v", "");
    reflect(&words, |model, r| {
        assert_eq!(model.ty(id(model, "v")), None);
        let block = r.resources[0].block.as_ref().unwrap();
        assert_eq!((block.members[0].size, block.size), (0, 0));
    });
}

/// A structure that holds itself, an array of itself and a matrix of itself: each is no type,
/// and whatever holds one has no size for it.
#[test]
fn types_that_name_themselves_or_each_other_are_no_types() {
    for types in [
        "%block = OpTypeStruct %block",
        "%c4 = OpConstant %int 4\n%a = OpTypeArray %a %c4\n%block = OpTypeStruct %a",
        "%m = OpTypeMatrix %m 4\n%block = OpTypeStruct %m",
        // Two types that name each other: the first names one defined after it.
        "%s = OpTypeStruct %t\n%t = OpTypeStruct %s\n%block = OpTypeStruct %s %t",
        // A runtime array of a structure holding it.
        "%s = OpTypeStruct %ra\n%ra = OpTypeRuntimeArray %s\n%block = OpTypeStruct %s %ra",
        // A forward-declared pointer defined as something else than a pointer.
        "OpTypeForwardPointer %p PhysicalStorageBuffer\n%s = OpTypeStruct %p\n%p = OpTypeVector %s 2\n%block = OpTypeStruct %p %s",
    ] {
        let words = shader(types, "");
        reflect(&words, |model, r| {
            assert!(r.resources.len() <= 1, "{types}");
            // The block, or the first type it holds, names itself or one defined after it.
            let block = id(model, "block");
            let first = match model.ty(block) {
                Some(Type::Struct { members }) => members.get(0),
                _ => None,
            };
            assert!(first.is_none_or(|m| model.ty(m).is_none()), "{types}");
        });
    }
}

/// A structure holding a pointer to itself is valid (a linked list in a buffer): it stays a
/// type, and the walks through the pointer end.
#[test]
fn a_structure_holding_a_pointer_to_itself_is_a_type() {
    let words = shader(
        "OpTypeForwardPointer %p PhysicalStorageBuffer
         OpDecorate %p ArrayStride 16
         %node = OpTypeStruct %int %p
         %p = OpTypePointer PhysicalStorageBuffer %node
         %block = OpTypeStruct %p",
        "",
    );
    reflect(&words, |model, r| {
        assert!(matches!(model.ty(id(model, "node")), Some(Type::Struct { .. })));
        assert!(matches!(model.ty(id(model, "p")), Some(Type::Pointer { .. })));
        let block = r.resources[0].block.as_ref().unwrap();
        assert_eq!(block.members[0].size, 8);
    });
}

/// Constants that name themselves, or one defined after them, are none; a constant that names
/// one of those is, but has no value either.
#[test]
fn constants_that_name_themselves_have_no_value() {
    let words = shader(
        "%c = OpSpecConstantOp %int IAdd %c %c
         %d = OpSpecConstantOp %int IMul %e %e
         %e = OpSpecConstantOp %int IMul %d %d
         %a = OpTypeArray %float %c
         %b = OpTypeArray %float %e
         %block = OpTypeStruct %a %b",
        "",
    );
    reflect(&words, |model, _| {
        for name in ["c", "d"] {
            assert_eq!(model.constant(id(model, name)), None, "%{name}");
        }
        for name in ["c", "d", "e"] {
            assert_eq!(model.evaluate(id(model, name)), None, "%{name}");
        }
    });
}

/// A chain of 64 specialization-constant operations, each naming the one before twice: a walk
/// without memory takes 2⁶⁴ steps. It is bounded (4,096 steps), so the value is not found,
/// but the answer comes at once; a short chain still folds.
#[test]
fn constants_that_name_the_same_constant_twice_are_folded_in_bounded_time() {
    let mut types = String::from("%c0 = OpSpecConstant %int 1\n");
    for i in 1..64 {
        types += &format!("%c{i} = OpSpecConstantOp %int IAdd %c{} %c{}\n", i - 1, i - 1);
    }
    types += "%a = OpTypeArray %float %c63\n%block = OpTypeStruct %a";
    let words = shader(&types, "");
    reflect(&words, |model, _| {
        assert_eq!(model.evaluate(id(model, "c63")), None);
        assert_eq!(model.evaluate(id(model, "c5")).and_then(Value::to_u64), Some(32));
    });
}

/// Eight levels of structures of sixteen members of the structure below: 16⁸ members nested.
/// Once the layout lists 65,536 members, the rest are listed without theirs.
#[test]
fn nested_structures_of_many_members_are_listed_in_bounded_space() {
    let mut types = String::from("%s0 = OpTypeStruct %float\n");
    for level in 1..=8 {
        let members = vec![format!("%s{}", level - 1); 16].join(" ");
        types += &format!("%s{level} = OpTypeStruct {members}\n");
    }
    types += "%block = OpTypeStruct %s8";
    let words = shader(&types, "");
    reflect(&words, |_, r| {
        fn count(members: &[spirv_model::reflect::Member]) -> usize {
            members.iter().map(|m| 1 + count(&m.members)).sum()
        }
        let block = r.resources[0].block.as_ref().unwrap();
        let n = count(&block.members);
        assert!((65_536..=65_536 + 8 * 16).contains(&n), "{n} members listed");
    });
}

/// A function that calls itself, and an access chain from itself: the walks over calls and
/// pointers end.
#[test]
fn calls_and_access_chains_in_a_loop_end() {
    let text = "OpCapability Shader
        OpMemoryModel Logical GLSL450
        OpEntryPoint GLCompute %main \"main\"
        OpExecutionMode %main LocalSize 1 1 1
        OpDecorate %block Block
        OpMemberDecorate %block 0 Offset 0
        OpDecorate %var DescriptorSet 0
        OpDecorate %var Binding 0
        %void = OpTypeVoid
        %fn = OpTypeFunction %void
        %int = OpTypeInt 32 1
        %c0 = OpConstant %int 0
        %block = OpTypeStruct %int
        %ptr = OpTypePointer StorageBuffer %block
        %pint = OpTypePointer StorageBuffer %int
        %var = OpVariable %ptr StorageBuffer
        %main = OpFunction %void None %fn
        %entry = OpLabel
        %x = OpFunctionCall %void %main
        %q = OpAccessChain %pint %q %c0
        %r = OpAccessChain %pint %var %c0
        OpStore %r %c0
        OpReturn
        OpFunctionEnd";
    let words = assemble_named(text);
    reflect(&words, |_, r| {
        assert!(r.resources[0].access.written);
    });
}
