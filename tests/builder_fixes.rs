//! Two things a new user of the builder hit (issue 39, item 5), checked against spirv-val: one
//! array type laid out under two rules (`decorate_layout` copies it for the second block), and
//! entry-point interfaces (`finish` lists the global variables each entry point uses).

use spirv_core::builder::layout::{Layout, LayoutError};
use spirv_core::builder::{BlockRef, Builder, FunctionRef};
use spirv_core::spec::{
    AddressingModel, BuiltIn, Capability, Decoration, ExecutionMode, ExecutionModel, FunctionControl, Instruction,
    MemoryModel, StorageClass,
};
use spirv_core::{IdRef, Module, Version};
use spirv_workspace::run_reference;

/// Runs spirv-val on `module` for `env` and asserts that it accepts it.
fn assert_valid(module: &Module<'_>, env: &str) {
    let out = run_reference("spirv-val", &["--target-env", env, "-"], &module.to_bytes());
    let message = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "spirv-val --target-env {env} rejects the built module:\n{message}\n{module}");
}

/// A compute shader's skeleton: Shader, GLSL450, `main` with one block, declared as an entry
/// point with an empty interface.
fn compute(version: Version) -> (Builder<'static>, FunctionRef, BlockRef) {
    let mut b = Builder::new(version);
    b.capability(Capability::Shader);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    let void = b.type_void();
    let main_type = b.type_function(void, []);
    let main = b.function(void, FunctionControl::NONE, main_type);
    let entry = b.block(main);
    b.entry_point(ExecutionModel::GLCompute, main, "main", []);
    b.execution_mode(main, ExecutionMode::LocalSize(1, 1, 1));
    (b, main, entry)
}

/// A `Block`-decorated structure of `members`, laid out under `rule`, and a variable of it in
/// `storage` at binding `binding` of set 0.
fn block(
    b: &mut Builder<'static>,
    members: &[IdRef],
    rule: Layout,
    storage: StorageClass,
    binding: u32,
) -> Result<(IdRef, IdRef), LayoutError> {
    let block = b.type_struct(members.iter().copied());
    b.decorate(block, Decoration::Block);
    b.decorate_layout(block, rule)?;
    let pointer = b.type_pointer(storage, block);
    let var = b.variable(pointer, storage);
    b.decorate(var, Decoration::DescriptorSet(0));
    b.decorate(var, Decoration::Binding(binding));
    Ok((block, var))
}

/// The `ArrayStride` decorations of `module`: (array, stride).
fn array_strides(module: &Module<'_>) -> Vec<(IdRef, u32)> {
    module
        .iter()
        .filter_map(|i| match i {
            Instruction::Decorate { target, decoration: Decoration::ArrayStride(s) } => Some((*target, *s)),
            _ => None,
        })
        .collect()
}

/// The member types of structure `id` in `module`.
fn members(module: &Module<'_>, id: IdRef) -> Vec<IdRef> {
    module
        .iter()
        .find_map(|i| match i {
            Instruction::TypeStruct { result_id, member_types } if IdRef::from(*result_id) == id => {
                Some(member_types.iter().collect())
            }
            _ => None,
        })
        .expect("the structure is in the module")
}

/// `float a[3]` in a std140 uniform block and in a std430 storage block of one module: the
/// second block gets its own copy of the array, strides 16 and 4, and spirv-val (which checks
/// both layouts under Vulkan) accepts the module; the copy is not hash-consed, and laying out
/// again without a conflict adds nothing.
#[test]
fn one_array_in_a_std140_and_a_std430_block() {
    let (mut b, _, entry) = compute(Version::new(1, 3));
    let float = b.type_float(32);
    let array = b.type_array(float, 3);
    let (uniform_block, uniform) = block(&mut b, &[array], Layout::Std140, StorageClass::Uniform, 0).expect("std140");
    let (storage_block, storage) =
        block(&mut b, &[array], Layout::Std430, StorageClass::StorageBuffer, 1).expect("std430 of the same array");
    assert_eq!(b.type_array(float, 3), array, "type_array still gives the original");
    // Without a conflict nothing changes: no new ids, no decoration repeated.
    let bound = b.bound();
    b.decorate_layout(storage_block, Layout::Std430).expect("the storage block again");
    let second_uniform_block = b.type_struct([array]);
    b.decorate_layout(second_uniform_block, Layout::Std140).expect("another std140 block");
    assert_eq!(b.bound(), bound + 1, "only the new structure's id");

    // s.a[1] = u.a[2]: pointers into the members taken after the layout.
    let (one, two) = (b.constant_i32(1), b.constant_i32(2));
    let zero = b.constant_i32(0);
    let uniform_float = b.type_pointer(StorageClass::Uniform, float);
    let storage_float = b.type_pointer(StorageClass::StorageBuffer, float);
    let mut c = b.at(entry);
    let from = c.access_chain(uniform_float, uniform, [zero, two]);
    let value = c.load(float, from);
    let to = c.access_chain(storage_float, storage, [zero, one]);
    c.store(to, value);
    c.ret();
    let module = b.finish().expect("builds");

    let copy = members(&module, storage_block)[0];
    assert_eq!(members(&module, uniform_block), [array]);
    assert_eq!(members(&module, second_uniform_block), [array]);
    assert_ne!(copy, array, "the storage block has its own array type");
    assert!(
        module.iter().any(|i| matches!(i, Instruction::TypeArray { result_id, element_type, .. }
            if IdRef::from(*result_id) == copy && *element_type == float)),
        "the copy is an array of the same floats"
    );
    assert_eq!(array_strides(&module), [(array, 16), (copy, 4)]);
    assert_valid(&module, "vulkan1.1");
}

/// The same through a nested structure: `Inner { float x[3]; }` in both blocks. The second
/// block gets a copy of `Inner` pointing at a copy of the array, with its member names.
#[test]
fn a_nested_structure_under_two_layouts_is_copied_with_its_array() {
    let (mut b, _, entry) = compute(Version::new(1, 3));
    let float = b.type_float(32);
    let array = b.type_array(float, 3);
    let inner = b.type_struct([array]);
    b.name(inner, "Inner");
    b.member_name(inner, 0, "x");
    let (uniform_block, uniform) = block(&mut b, &[inner], Layout::Std140, StorageClass::Uniform, 0).expect("std140");
    let (storage_block, storage) = block(&mut b, &[float, inner], Layout::Std430, StorageClass::StorageBuffer, 1)
        .expect("std430 of the same structure");

    let (zero, one) = (b.constant_i32(0), b.constant_i32(1));
    let uniform_float = b.type_pointer(StorageClass::Uniform, float);
    let storage_float = b.type_pointer(StorageClass::StorageBuffer, float);
    let mut c = b.at(entry);
    let from = c.access_chain(uniform_float, uniform, [zero, zero, one]);
    let value = c.load(float, from);
    let to = c.access_chain(storage_float, storage, [one, zero, one]);
    c.store(to, value);
    c.ret();
    let module = b.finish().expect("builds");

    assert_eq!(members(&module, uniform_block), [inner]);
    let inner_copy = members(&module, storage_block)[1];
    assert_ne!(inner_copy, inner);
    let array_copy = members(&module, inner_copy)[0];
    assert_ne!(array_copy, array);
    assert_eq!(array_strides(&module), [(array, 16), (array_copy, 4)]);
    let names: Vec<String> = module
        .iter()
        .filter_map(|i| match i {
            Instruction::Name { target, name } if *target == inner_copy => Some(name.to_string()),
            Instruction::MemberName { type_, name, .. } if *type_ == inner_copy => Some(name.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(names, ["Inner", "x"]);
    assert_valid(&module, "vulkan1.1");
}

/// A conflict on the structure passed in itself is an error that says how to get a copy; the
/// copy, laid out under the other rule, validates.
#[test]
fn a_conflict_on_the_structure_itself_names_copy_type() {
    let (mut b, _, entry) = compute(Version::new(1, 3));
    let float = b.type_float(32);
    let vec3 = b.type_vector(float, 3);
    let (uniform_block, uniform) =
        block(&mut b, &[float, vec3], Layout::Std140, StorageClass::Uniform, 0).expect("std140");
    // A structure laid out under std430, then under scalar: its vec2 at 8, then at 4.
    let vec2 = b.type_vector(float, 2);
    let mixed = b.type_struct([float, vec2]);
    b.decorate(mixed, Decoration::Block);
    b.decorate_layout(mixed, Layout::Std430).expect("std430");
    let err = b.decorate_layout(mixed, Layout::Scalar).expect_err("the structure itself conflicts");
    assert!(matches!(&err, LayoutError::Conflict { id, .. } if *id == mixed), "{err:?}");
    assert!(err.to_string().contains("copy_type"), "{err}");

    // The uniform block's structure used again for a scalar storage buffer (its vec3 at 16,
    // then at 4): lay out a copy.
    let err = b.decorate_layout(uniform_block, Layout::Scalar).expect_err("offset 16 against 4");
    assert!(err.to_string().contains("copy_type"), "{err}");
    let copy = b.copy_type(uniform_block).expect("a structure");
    b.decorate_layout(copy, Layout::Scalar).expect("the copy has no layout yet");
    let pointer = b.type_pointer(StorageClass::StorageBuffer, copy);
    let storage = b.variable(pointer, StorageClass::StorageBuffer);
    b.decorate(storage, Decoration::DescriptorSet(0));
    b.decorate(storage, Decoration::Binding(1));
    let zero = b.constant_i32(0);
    let uniform_float = b.type_pointer(StorageClass::Uniform, float);
    let storage_float = b.type_pointer(StorageClass::StorageBuffer, float);
    let mut c = b.at(entry);
    let from = c.access_chain(uniform_float, uniform, [zero]);
    let value = c.load(float, from);
    let to = c.access_chain(storage_float, storage, [zero]);
    c.store(to, value);
    c.ret();
    let module = b.finish().expect("builds");
    let offsets = |s: IdRef| -> Vec<u32> {
        module
            .iter()
            .filter_map(|i| match i {
                Instruction::MemberDecorate { structure_type, decoration: Decoration::Offset(o), .. }
                    if *structure_type == s =>
                {
                    Some(*o)
                }
                _ => None,
            })
            .collect()
    };
    assert_eq!(offsets(uniform_block), [0, 16]);
    assert_eq!(offsets(copy), [0, 4]);
    assert!(
        module
            .iter()
            .any(|i| matches!(i, Instruction::Decorate { target, decoration: Decoration::Block } if *target == copy)),
        "the copy keeps its Block decoration"
    );
    let out =
        run_reference("spirv-val", &["--target-env", "vulkan1.1", "--scalar-block-layout", "-"], &module.to_bytes());
    assert!(out.status.success(), "{}\n{module}", String::from_utf8_lossy(&out.stderr));
}

/// An array given to `decorate_layout` keeps its id and stays what `type_array` gives: when its
/// element is laid out under another rule, the error names `copy_type`, and a copy of the array
/// is laid out with a copy of the element.
#[test]
fn a_hash_consed_array_given_to_decorate_layout_is_not_changed() {
    let (mut b, _, _) = compute(Version::new(1, 3));
    let float = b.type_float(32);
    let vec2 = b.type_vector(float, 2);
    let inner = b.type_struct([float, vec2]);
    b.decorate_layout(inner, Layout::Std430).expect("std430: the vec2 at 8");
    let array = b.type_array(inner, 2);
    let err = b.decorate_layout(array, Layout::Scalar).expect_err("the array would have to change");
    assert!(matches!(&err, LayoutError::Conflict { id, .. } if *id == inner), "{err:?}");
    assert!(err.to_string().contains("copy_type"), "{err}");
    let copy = b.copy_type(array).expect("an array");
    assert_eq!(b.decorate_layout(copy, Layout::Scalar).expect("the copy can change").size, 24);
    assert_eq!(b.type_array(inner, 2), array);
    let module = b.finish_unchecked().expect("assembles");
    let element = module.iter().find_map(|i| match i {
        Instruction::TypeArray { result_id, element_type, .. } if IdRef::from(*result_id) == copy => {
            Some(*element_type)
        }
        _ => None,
    });
    assert!(element.is_some_and(|e| e != inner), "the copy holds a copy of the structure");
    assert_eq!(array_strides(&module), [(copy, 12)]);
}

/// The variables of the interface of the module's only entry point.
fn interface(module: &Module<'_>) -> Vec<IdRef> {
    let entry_points: Vec<_> = module
        .iter()
        .filter_map(|i| match i {
            Instruction::EntryPoint { interface, .. } => Some(interface.iter().collect::<Vec<_>>()),
            _ => None,
        })
        .collect();
    assert_eq!(entry_points.len(), 1);
    entry_points[0].clone()
}

/// The globals a compute shader's call tree uses: a storage buffer in `main`, a push constant
/// and a workgroup variable in a function `main` calls (twice), a built-in input in a function
/// that one calls; and a private variable nothing uses. Returns the builder and the variables
/// in declaration order: input, storage buffer, push constant, workgroup, unused.
fn shader_with_globals(version: Version) -> (Builder<'static>, [IdRef; 5]) {
    let (mut b, _, entry) = compute(version);
    let uint = b.type_int(32, false);
    let uvec3 = b.type_vector(uint, 3);
    let zero = b.constant_i32(0);

    let input_pointer = b.type_pointer(StorageClass::Input, uvec3);
    let input = b.variable(input_pointer, StorageClass::Input);
    b.decorate(input, Decoration::BuiltIn(BuiltIn::GlobalInvocationId));
    let runtime = b.type_runtime_array(uint);
    let (_, storage) = block(&mut b, &[runtime], Layout::Std430, StorageClass::StorageBuffer, 0).expect("std430");
    let push_block = b.type_struct([uint]);
    b.decorate(push_block, Decoration::Block);
    b.decorate_layout(push_block, Layout::Std430).expect("std430");
    let push_pointer = b.type_pointer(StorageClass::PushConstant, push_block);
    let push = b.variable(push_pointer, StorageClass::PushConstant);
    let shared_pointer = b.type_pointer(StorageClass::Workgroup, uint);
    let shared = b.variable(shared_pointer, StorageClass::Workgroup);
    let private_pointer = b.type_pointer(StorageClass::Private, uint);
    let unused = b.variable(private_pointer, StorageClass::Private);

    let input_uint = b.type_pointer(StorageClass::Input, uint);
    let push_uint = b.type_pointer(StorageClass::PushConstant, uint);
    let storage_uint = b.type_pointer(StorageClass::StorageBuffer, uint);
    let uint_fn = b.type_function(uint, []);

    // uint index() { return gl_GlobalInvocationID.x; }
    let index = b.function(uint, FunctionControl::NONE, uint_fn);
    let index_entry = b.block(index);
    let mut c = b.at(index_entry);
    let x = c.access_chain(input_uint, input, [zero]);
    let x = c.load(uint, x);
    c.ret_value(x);
    // uint helper() { shared = push.value; return shared + index(); }
    let helper = b.function(uint, FunctionControl::NONE, uint_fn);
    let helper_entry = b.block(helper);
    let mut c = b.at(helper_entry);
    let value = c.access_chain(push_uint, push, [zero]);
    let value = c.load(uint, value);
    c.store(shared, value);
    let i = c.op(|r| Instruction::FunctionCall {
        result_type: uint.into(),
        result_id: r,
        function: index.id,
        arguments: Default::default(),
    });
    let sum = c.op(|r| Instruction::IAdd { result_type: uint.into(), result_id: r, operand_1: value, operand_2: i });
    c.ret_value(sum);
    // main: data[0] = helper() + helper();
    let mut c = b.at(entry);
    let calls = [(); 2].map(|_| {
        c.op(|r| Instruction::FunctionCall {
            result_type: uint.into(),
            result_id: r,
            function: helper.id,
            arguments: Default::default(),
        })
    });
    let sum = c.op(|r| Instruction::IAdd {
        result_type: uint.into(),
        result_id: r,
        operand_1: calls[0],
        operand_2: calls[1],
    });
    let out = c.access_chain(storage_uint, storage, [zero, zero]);
    c.store(out, sum);
    c.ret();
    (b, [input, storage, push, shared, unused])
}

/// SPIR-V 1.4 and 1.6: every global the call tree uses joins the interface, in declaration
/// order; spirv-val accepts the module under Vulkan 1.2 and 1.3. `finish_unchecked` leaves the
/// interface as declared.
#[test]
fn finish_lists_every_global_the_call_tree_uses_from_1_4() {
    for (version, env) in [(Version::new(1, 4), "vulkan1.2"), (Version::new(1, 6), "vulkan1.3")] {
        let (b, _) = shader_with_globals(version);
        let as_is = b.finish_unchecked().expect("assembles");
        assert!(interface(&as_is).is_empty(), "finish_unchecked keeps the interface as declared");
        let out = run_reference("spirv-val", &["--target-env", env, "-"], &as_is.to_bytes());
        let message = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && message.contains("is not listed as an interface"), "{message}");

        let (b, [input, storage, push, shared, _unused]) = shader_with_globals(version);
        let module = b.finish().expect("builds");
        assert_eq!(interface(&module), [input, storage, push, shared], "SPIR-V {version:?}");
        assert_valid(&module, env);

        // With declaring requirements off too (the module needs nothing more).
        let (mut b, vars) = shader_with_globals(version);
        b.declare_requirements(false);
        let module = b.finish().expect("builds");
        assert_eq!(interface(&module), vars[..4]);
    }
}

/// What the caller listed stays, first and once; the rest follow.
#[test]
fn finish_keeps_the_listed_variables() {
    let (mut b, [input, storage, push, shared, unused]) = shader_with_globals(Version::new(1, 5));
    let main_id = match &b.section(spirv_core::builder::Section::EntryPoints)[0] {
        Instruction::EntryPoint { entry_point, .. } => *entry_point,
        _ => unreachable!(),
    };
    b.section_mut(spirv_core::builder::Section::EntryPoints).clear();
    b.push(Instruction::EntryPoint {
        execution_model: ExecutionModel::GLCompute,
        entry_point: main_id,
        name: String::from("main").into(),
        interface: [shared, unused].into_iter().collect(),
    });
    let module = b.finish().expect("builds");
    assert_eq!(interface(&module), [shared, unused, input, storage, push]);
    assert_valid(&module, "vulkan1.2");
}

/// Before SPIR-V 1.4 only Input and Output variables belong in the interface: the built-in
/// input is added, the buffers and the workgroup variable are not.
#[test]
fn finish_lists_only_inputs_and_outputs_before_1_4() {
    let (b, [input, ..]) = shader_with_globals(Version::new(1, 3));
    let module = b.finish().expect("builds");
    assert_eq!(interface(&module), [input]);
    assert_valid(&module, "vulkan1.1");
}
