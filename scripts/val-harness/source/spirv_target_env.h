// Stand-in for SPIRV-Tools' source/spirv_target_env.h (see gmock/gmock.h here): the validator
// tests that include it use only the environments libspirv.h declares.
#ifndef VAL_HARNESS_SPIRV_TARGET_ENV_H_
#define VAL_HARNESS_SPIRV_TARGET_ENV_H_

#include "spirv-tools/libspirv.h"

#endif  // VAL_HARNESS_SPIRV_TARGET_ENV_H_
