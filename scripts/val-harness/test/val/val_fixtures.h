// Stand-in for SPIRV-Tools' test/val/val_fixtures.h (see gmock/gmock.h here): the fixture
// keeps the text it is given to assemble and, when asked to validate, records the case (text,
// assembling and validating environments, validator options) with harness::record instead of
// validating; it answers harness::kValidated.
#ifndef VAL_HARNESS_VAL_FIXTURES_H_
#define VAL_HARNESS_VAL_FIXTURES_H_

#include <set>
#include <string>

#include "gmock/gmock.h"
#include "spirv-tools/libspirv.h"
#include "test/unit_spirv.h"

// The options spirv-val's command line would be given: flag words, sorted.
// Tests that set a member of the options directly (`before_hlsl_legalization = true`) set
// the flag through a Switch.
struct spv_validator_options_t {
  struct Switch {
    std::set<std::string>* switches;
    const char* flag;
    Switch& operator=(bool v) {
      v ? (void)switches->insert(flag) : (void)switches->erase(flag);
      return *this;
    }
  };
  std::set<std::string> switches;
  std::map<std::string, uint32_t> limits;
  Switch relax_struct_store{&switches, "--relax-struct-store"};
  Switch relax_logical_pointer{&switches, "--relax-logical-pointer"};
  Switch before_hlsl_legalization{&switches, "--before-hlsl-legalization"};
  Switch relax_block_layout{&switches, "--relax-block-layout"};
  Switch uniform_buffer_standard_layout{&switches, "--uniform-buffer-standard-layout"};
  Switch scalar_block_layout{&switches, "--scalar-block-layout"};
  Switch workgroup_scalar_block_layout{&switches, "--workgroup-scalar-block-layout"};
  Switch skip_block_layout{&switches, "--skip-block-layout"};
  Switch allow_localsizeid{&switches, "--allow-localsizeid"};
  Switch allow_offset_texture_operand{&switches, "--allow-offset-texture-operand"};
  Switch allow_vulkan_32_bit_bitwise{&switches, "--allow-vulkan-32-bit-bitwise"};
};

namespace harness {
// A module to validate: `code` assembled under `as_env` (with the assembler options
// `assemble_options`), validated under `env` with `options`; `patched` when the test changed
// the binary's words after assembling (such a case has no text of its own).
void record(const std::string& code, spv_target_env as_env, spv_target_env env,
            const spv_validator_options_t& options, uint32_t assemble_options, bool patched);
void note_compile_failure();
}  // namespace harness

namespace spvtest {

// What a test reads of the validation state after validating (ValidateAndRetrieveValidationState):
// nothing is validated here, and what it reads goes only into ignored assertions.
struct ValidationStateStandIn {
  int id_decorations(uint32_t) const { return 0; }
};

template <typename T>
class ValidateBase : public ::testing::Test, public ::testing::WithParamInterface<T> {
 public:
  ValidateBase() : options_(new spv_validator_options_t) {}
  ~ValidateBase() override { delete options_; }
  void TearDown() override {}
  std::string CompileFailure(std::string, spv_target_env = SPV_ENV_UNIVERSAL_1_0,
                             spv_result_t = SPV_SUCCESS) {
    harness::note_compile_failure();
    return std::string();
  }
  void CompileSuccessfully(std::string code, spv_target_env env = SPV_ENV_UNIVERSAL_1_0) {
    code_ = code;
    as_env_ = env;
    patched_ = false;
  }
  void OverwriteAssembledBinary(uint32_t, uint32_t) { patched_ = true; }
  spv_result_t ValidateInstructions(spv_target_env env = SPV_ENV_UNIVERSAL_1_0) {
    harness::record(code_, as_env_, env, *options_, assemble_options_, patched_);
    return harness::kValidated;
  }
  spv_result_t ValidateAndRetrieveValidationState(spv_target_env env = SPV_ENV_UNIVERSAL_1_0) {
    return ValidateInstructions(env);
  }
  void DestroyBinary() {}
  void DestroyDiagnostic() {}
  void SetAssembleOptions(uint32_t options) { assemble_options_ = options; }
  std::string getDiagnosticString() { return std::string(); }
  spv_position_t getErrorPosition() { return spv_position_t(); }
  spv_validator_options getValidatorOptions() { return options_; }

  spv_validator_options options_;
  ValidationStateStandIn vstate_standin_;
  ValidationStateStandIn* vstate_ = &vstate_standin_;
  std::string code_;
  spv_target_env as_env_ = SPV_ENV_UNIVERSAL_1_0;
  bool patched_ = false;
  uint32_t assemble_options_ = SPV_TEXT_TO_BINARY_OPTION_NONE;
};

}  // namespace spvtest

template <typename T>
int AnyVUID(const T&) {
  return 0;
}

#endif  // VAL_HARNESS_VAL_FIXTURES_H_
