//! Types as a structure: a view of each type-declaration instruction.

use spirv_core::spec::{AccessQualifier, Dim, FPEncoding, ImageFormat, Instruction, StorageClass};
use spirv_core::{IdRef, List, Str};

use crate::Model;

/// A type, as the instruction that declares it says: the common types with their operands
/// named and typed, and [`Type::Other`] for the rest (pipes, events, tensors, vendor types),
/// whose instruction is itself typed.
#[derive(Debug, Clone, Copy, PartialEq)]
#[non_exhaustive]
pub enum Type<'m> {
    /// `OpTypeVoid`.
    Void,
    /// `OpTypeBool`.
    Bool,
    /// `OpTypeInt`.
    Int {
        /// Bits.
        width: u32,
        /// Signedness 1 (the operand is 0 or 1).
        signed: bool,
    },
    /// `OpTypeFloat`.
    Float {
        /// Bits.
        width: u32,
        /// The encoding, if not IEEE 754 (`BFloat16KHR`, `Float8E4M3EXT`, ...).
        encoding: Option<FPEncoding>,
    },
    /// `OpTypeVector`.
    Vector {
        /// The component type.
        component: IdRef,
        /// Components.
        count: u32,
    },
    /// `OpTypeMatrix`.
    Matrix {
        /// The column type (a vector).
        column: IdRef,
        /// Columns.
        count: u32,
    },
    /// `OpTypeArray`: its length is a constant ([`Model::array_length`]).
    Array {
        /// The element type.
        element: IdRef,
        /// The constant giving the length (a specialization constant, possibly).
        length: IdRef,
    },
    /// `OpTypeRuntimeArray`.
    RuntimeArray {
        /// The element type.
        element: IdRef,
    },
    /// `OpTypeStruct`.
    Struct {
        /// The member types, in order.
        members: &'m List<'m, IdRef>,
    },
    /// `OpTypePointer`.
    Pointer {
        /// Its storage class.
        storage: StorageClass,
        /// The type pointed to.
        pointee: IdRef,
    },
    /// `OpTypeUntypedPointerKHR`.
    UntypedPointer {
        /// Its storage class.
        storage: StorageClass,
    },
    /// `OpTypeFunction`.
    Function {
        /// The return type.
        return_type: IdRef,
        /// The parameter types.
        parameters: &'m List<'m, IdRef>,
    },
    /// `OpTypeImage`.
    Image(ImageType),
    /// `OpTypeSampler`.
    Sampler,
    /// `OpTypeSampledImage`.
    SampledImage {
        /// The image type.
        image: IdRef,
    },
    /// `OpTypeAccelerationStructureKHR` (and its NV alias).
    AccelerationStructure,
    /// `OpTypeRayQueryKHR`.
    RayQuery,
    /// `OpTypeCooperativeMatrixKHR`.
    CooperativeMatrix {
        /// The component type.
        component: IdRef,
        /// The scope (an id of a constant).
        scope: IdRef,
        /// The constant giving the rows.
        rows: IdRef,
        /// The constant giving the columns.
        columns: IdRef,
        /// The constant giving the use (`MatrixAKHR`, ...).
        use_: IdRef,
    },
    /// `OpTypeOpaque`.
    Opaque {
        /// The opaque type's name.
        name: &'m Str<'m>,
    },
    /// Any other type declaration.
    Other(&'m Instruction<'m>),
}

/// The operands of `OpTypeImage`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageType {
    /// The type of a sampled texel's components (or `OpTypeVoid`).
    pub sampled_type: IdRef,
    /// Dimensionality (`Dim2D`, `Cube`, `Buffer`, `SubpassData`, ...).
    pub dim: Dim,
    /// 0: not a depth image; 1: a depth image; 2: not said.
    pub depth: u32,
    /// Whether it is an array of images (`Arrayed` 1).
    pub arrayed: bool,
    /// Whether it is multisampled (`MS` 1).
    pub multisampled: bool,
    /// 0: known at run time; 1: used with a sampler; 2: without (a storage image).
    pub sampled: u32,
    /// The texel format (`Unknown` for most sampled images).
    pub format: ImageFormat,
    /// The access qualifier, for kernels.
    pub access: Option<AccessQualifier>,
}

impl<'m> Type<'m> {
    /// The type `inst` declares, if it declares one.
    pub fn of_instruction(inst: &'m Instruction<'_>) -> Option<Type<'m>> {
        Some(match inst {
            Instruction::TypeVoid { .. } => Type::Void,
            Instruction::TypeBool { .. } => Type::Bool,
            Instruction::TypeInt { width, signedness, .. } => Type::Int { width: *width, signed: *signedness != 0 },
            Instruction::TypeFloat { width, floating_point_encoding, .. } => {
                Type::Float { width: *width, encoding: *floating_point_encoding }
            }
            Instruction::TypeVector { component_type, component_count, .. } => {
                Type::Vector { component: *component_type, count: *component_count }
            }
            Instruction::TypeMatrix { column_type, column_count, .. } => {
                Type::Matrix { column: *column_type, count: *column_count }
            }
            Instruction::TypeArray { element_type, length, .. } => {
                Type::Array { element: *element_type, length: *length }
            }
            Instruction::TypeRuntimeArray { element_type, .. } => Type::RuntimeArray { element: *element_type },
            Instruction::TypeStruct { member_types, .. } => Type::Struct { members: member_types },
            Instruction::TypePointer { storage_class, type_, .. } => {
                Type::Pointer { storage: *storage_class, pointee: *type_ }
            }
            Instruction::TypeUntypedPointerKHR { storage_class, .. } => {
                Type::UntypedPointer { storage: *storage_class }
            }
            Instruction::TypeFunction { return_type, parameter_types, .. } => {
                Type::Function { return_type: *return_type, parameters: parameter_types }
            }
            Instruction::TypeImage {
                sampled_type,
                dim,
                depth,
                arrayed,
                ms,
                sampled,
                image_format,
                access_qualifier,
                ..
            } => Type::Image(ImageType {
                sampled_type: *sampled_type,
                dim: *dim,
                depth: *depth,
                arrayed: *arrayed != 0,
                multisampled: *ms != 0,
                sampled: *sampled,
                format: *image_format,
                access: *access_qualifier,
            }),
            Instruction::TypeSampler { .. } => Type::Sampler,
            Instruction::TypeSampledImage { image_type, .. } => Type::SampledImage { image: *image_type },
            Instruction::TypeAccelerationStructureKHR { .. } => Type::AccelerationStructure,
            Instruction::TypeRayQueryKHR { .. } => Type::RayQuery,
            Instruction::TypeCooperativeMatrixKHR { component_type, scope, rows, columns, use_, .. } => {
                Type::CooperativeMatrix {
                    component: *component_type,
                    scope: IdRef::from(*scope),
                    rows: *rows,
                    columns: *columns,
                    use_: *use_,
                }
            }
            Instruction::TypeOpaque { the_name_of_the_opaque_type, .. } => {
                Type::Opaque { name: the_name_of_the_opaque_type }
            }
            other if other.op().and_then(|op| op.class()) == Some(spirv_core::spec::OpClass::TypeDeclaration) => {
                Type::Other(other)
            }
            _ => return None,
        })
    }
}

impl<'m, 'a: 'm> Model<'m, 'a> {
    /// The type `id` declares (`None` if `id` is not a type, or names an id not defined
    /// before it: see [`Model`]).
    pub fn ty(&self, id: impl Into<IdRef>) -> Option<Type<'m>> {
        let id = id.into();
        if self.is_ill_founded(id) {
            return None;
        }
        Type::of_instruction(self.def(id)?)
    }

    /// The type of the value `id`.
    pub fn type_of(&self, id: impl Into<IdRef>) -> Option<Type<'m>> {
        self.ty(self.result_type(id)?)
    }

    /// The length of the array type `id` (`OpTypeArray`): the value of its length constant, a
    /// specialization constant's at its default ([`Model::evaluate`]).
    pub fn array_length(&self, id: impl Into<IdRef>) -> Option<u64> {
        let Type::Array { length, .. } = self.ty(id)? else { return None };
        self.evaluate(length)?.to_u64()
    }

    /// Through pointers, arrays and runtime arrays, the type inside: the block of a variable
    /// that is an array of blocks (`Pointer` → `Array` → `Struct` gives the struct's id).
    pub fn innermost(&self, mut id: IdRef) -> IdRef {
        // Bounded: a damaged module may make types refer to each other in a loop.
        for _ in 0..64 {
            id = match self.ty(id) {
                Some(Type::Pointer { pointee, .. }) => pointee,
                Some(Type::Array { element, .. } | Type::RuntimeArray { element }) => element,
                _ => return id,
            };
        }
        id
    }
}
