//! The validator's `TensorLayoutPass` against spirv-val (SPIRV-Tools 2025.5), which SPIRV-Tools'
//! harvested cases do not reach: small modules, assembled by spirv-as, that make and change
//! tensor layouts and views (SPV_NV_tensor_addressing) as `test/val/val_memory_test.cpp` does;
//! spirv-val's verdict and its exact output are the expectation.

use spirv_workspace::validate_cases::{self, Case};

/// A module with a 3-dimensional tensor layout `%layout` and view `%view`, and `%tl` and `%tv`
/// made of them at the start of a function, where `body` follows.
macro_rules! tensors {
    ($($body:expr),* $(,)?) => {
        concat!(
            "OpCapability Shader\n",
            "OpCapability Linkage\n",
            "OpCapability TensorAddressingNV\n",
            "OpExtension \"SPV_NV_tensor_addressing\"\n",
            "OpMemoryModel Logical GLSL450\n",
            "%void = OpTypeVoid\n",
            "%fn = OpTypeFunction %void\n",
            "%uint = OpTypeInt 32 0\n",
            "%float = OpTypeFloat 32\n",
            "%bool = OpTypeBool\n",
            "%false = OpConstantFalse %bool\n",
            "%zero = OpConstant %uint 0\n",
            "%one = OpConstant %uint 1\n",
            "%two = OpConstant %uint 2\n",
            "%three = OpConstant %uint 3\n",
            "%fone = OpConstant %float 1\n",
            "%layout = OpTypeTensorLayoutNV %three %zero\n",
            "%view = OpTypeTensorViewNV %three %false %zero %one %two\n",
            "%f = OpFunction %void None %fn\n",
            "%entry = OpLabel\n",
            "%tl = OpCreateTensorLayoutNV %layout\n",
            "%tv = OpCreateTensorViewNV %view\n",
            $($body,)*
            "OpReturn\n",
            "OpFunctionEnd\n",
        )
    };
}

const CASES: &[Case] = &[
    Case {
        name: "a block size, a slice and a clip of as many values as they take",
        env: "spv1.6",
        flags: &[],
        expect: None,
        asm: tensors!(
            "%a = OpTensorLayoutSetBlockSizeNV %layout %tl %one %one %one\n",
            "%b = OpTensorLayoutSliceNV %layout %a %zero %one %zero %one %zero %one\n",
            "%c = OpTensorViewSetClipNV %view %tv %zero %one %zero %one\n",
        ),
    },
    Case {
        name: "two dimensions of a 3-dimensional layout",
        env: "spv1.6",
        flags: &[],
        expect: Some("TensorLayoutSetDimensionNV unexpected number of operands."),
        asm: tensors!("%a = OpTensorLayoutSetDimensionNV %layout %tl %one %one\n"),
    },
    Case {
        name: "a stride of a float",
        env: "spv1.6",
        flags: &[],
        expect: Some("is not a 32-bit integer."),
        asm: tensors!("%a = OpTensorLayoutSetStrideNV %layout %tl %one %fone %one\n"),
    },
    Case {
        name: "a view's dimensions set on a layout",
        env: "spv1.6",
        flags: &[],
        expect: Some("does not match TensorView type."),
        asm: tensors!("%a = OpTensorViewSetDimensionNV %view %tl %one %one %one\n"),
    },
    Case {
        name: "a layout made of a view type",
        env: "spv1.6",
        flags: &[],
        expect: Some("is not a tensor layout type."),
        asm: tensors!("%x = OpCreateTensorLayoutNV %view\n"),
    },
];

#[test]
fn tensor_layout_cases_agree_with_spirv_val() {
    validate_cases::check(CASES);
}
