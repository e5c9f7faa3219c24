// Stand-in for SPIRV-Tools' test/unit_spirv.h (see gmock/gmock.h here): the few SPIR-V enums
// the validator tests name.
#ifndef VAL_HARNESS_UNIT_SPIRV_H_
#define VAL_HARNESS_UNIT_SPIRV_H_

#include "gmock/gmock.h"
#include "spirv-tools/libspirv.h"

namespace spv {
enum class MemorySemanticsMask : unsigned {
  MaskNone = 0,
  Acquire = 0x2,
  Release = 0x4,
  AcquireRelease = 0x8,
  SequentiallyConsistent = 0x10,
  UniformMemory = 0x40,
  SubgroupMemory = 0x80,
  WorkgroupMemory = 0x100,
  CrossWorkgroupMemory = 0x200,
  AtomicCounterMemory = 0x400,
  ImageMemory = 0x800,
  OutputMemory = 0x1000,
  MakeAvailable = 0x2000,
  MakeVisible = 0x4000,
  Volatile = 0x8000,
};
enum class Decoration : unsigned {
  RelaxedPrecision = 0,
  ArrayStride = 6,
  BufferBlock = 3,
  Centroid = 16,
  Restrict = 19,
  NonReadable = 25,
  Location = 30,
  DescriptorSet = 34,
  Offset = 35,
};
enum class Scope : unsigned {
  CrossDevice = 0,
  Device = 1,
  Workgroup = 2,
  Subgroup = 3,
  Invocation = 4,
  QueueFamily = 5,
  ShaderCallKHR = 6,
};
}  // namespace spv

#endif  // VAL_HARNESS_UNIT_SPIRV_H_
