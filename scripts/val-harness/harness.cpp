// The runner of the stand-in (see gmock/gmock.h here): runs every test and instantiation of
// the test file it is linked with, in order, and prints one JSON object a line: each recorded
// case ({"kind": "case", test, line, as_env, env, flags, preserve_ids, patched, text}) and
// each test run ({"kind": "test", test, line, cases, compile_failures}); a case has "expect"
// ("success" or "failure") when an assertion of the test compares its result with one.
#include <cstdio>
#include <iostream>

#include "test/val/val_fixtures.h"

namespace harness {

std::vector<TestCase>& tests() {
  static std::vector<TestCase> v;
  return v;
}
std::map<std::string, std::vector<ParamTest>>& param_tests() {
  static std::map<std::string, std::vector<ParamTest>> v;
  return v;
}
std::vector<Instantiation>& instantiations() {
  static std::vector<Instantiation> v;
  return v;
}

static std::string current_name;
static int current_line = 0;
static int current_cases = 0;
static int current_failures = 0;
static bool started = false;

static std::string quote(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += char(c);
        }
    }
  }
  return out + "\"";
}

static std::string env_name(spv_target_env env) {
  switch (env) {
    case SPV_ENV_UNIVERSAL_1_0: return "spv1.0";
    case SPV_ENV_UNIVERSAL_1_1: return "spv1.1";
    case SPV_ENV_UNIVERSAL_1_2: return "spv1.2";
    case SPV_ENV_UNIVERSAL_1_3: return "spv1.3";
    case SPV_ENV_UNIVERSAL_1_4: return "spv1.4";
    case SPV_ENV_UNIVERSAL_1_5: return "spv1.5";
    case SPV_ENV_UNIVERSAL_1_6: return "spv1.6";
    case SPV_ENV_VULKAN_1_0: return "vulkan1.0";
    case SPV_ENV_VULKAN_1_1: return "vulkan1.1";
    case SPV_ENV_VULKAN_1_1_SPIRV_1_4: return "vulkan1.1spv1.4";
    case SPV_ENV_VULKAN_1_2: return "vulkan1.2";
    case SPV_ENV_VULKAN_1_3: return "vulkan1.3";
    case SPV_ENV_VULKAN_1_4: return "vulkan1.4";
    case SPV_ENV_OPENCL_1_2: return "opencl1.2";
    case SPV_ENV_OPENCL_EMBEDDED_1_2: return "opencl1.2embedded";
    case SPV_ENV_OPENCL_2_0: return "opencl2.0";
    case SPV_ENV_OPENCL_EMBEDDED_2_0: return "opencl2.0embedded";
    case SPV_ENV_OPENCL_2_1: return "opencl2.1";
    case SPV_ENV_OPENCL_EMBEDDED_2_1: return "opencl2.1embedded";
    case SPV_ENV_OPENCL_2_2: return "opencl2.2";
    case SPV_ENV_OPENCL_EMBEDDED_2_2: return "opencl2.2embedded";
    case SPV_ENV_OPENGL_4_0: return "opengl4.0";
    case SPV_ENV_OPENGL_4_1: return "opengl4.1";
    case SPV_ENV_OPENGL_4_2: return "opengl4.2";
    case SPV_ENV_OPENGL_4_3: return "opengl4.3";
    case SPV_ENV_OPENGL_4_5: return "opengl4.5";
    default: return "unknown" + std::to_string(int(env));
  }
}

static void flush();

static void end_test() {
  if (!started) return;
  flush();
  std::cout << "{\"kind\": \"test\", \"test\": " << quote(current_name) << ", \"line\": " << current_line
            << ", \"cases\": " << current_cases << ", \"compile_failures\": " << current_failures << "}\n";
}

void begin_test(const std::string& name, int line) {
  end_test();
  started = true;
  current_name = name;
  current_line = line;
  current_cases = 0;
  current_failures = 0;
}

void note_compile_failure() { ++current_failures; }

// The case recorded last, printed when the next begins or the test ends, with the result
// the test's assertion expects of it ("expect": "success", "failure", or absent).
static std::string pending;
static std::string pending_expect;

static void flush() {
  if (pending.empty()) return;
  std::cout << pending;
  if (!pending_expect.empty()) std::cout << ", \"expect\": " << quote(pending_expect);
  std::cout << "}\n";
  pending.clear();
  pending_expect.clear();
}

Sink compare(spv_result_t a, spv_result_t b, bool equal) {
  if ((a == kValidated) != (b == kValidated) && !pending.empty()) {
    bool success = (a == kValidated ? b : a) == SPV_SUCCESS;
    pending_expect = success == equal ? "success" : "failure";
  }
  return Sink();
}

void record(const std::string& code, spv_target_env as_env, spv_target_env env,
            const spv_validator_options_t& options, uint32_t assemble_options, bool patched) {
  flush();
  ++current_cases;
  std::string flags;
  for (const auto& s : options.switches) flags += (flags.empty() ? "" : ", ") + quote(s);
  for (const auto& l : options.limits)
    flags += (flags.empty() ? "" : ", ") + quote(l.first) + ", " + quote(std::to_string(l.second));
  std::ostringstream line;
  line << "{\"kind\": \"case\", \"test\": " << quote(current_name) << ", \"line\": " << current_line
       << ", \"as_env\": " << quote(env_name(as_env)) << ", \"env\": " << quote(env_name(env))
       << ", \"flags\": [" << flags << "], \"preserve_ids\": "
       << ((assemble_options & SPV_TEXT_TO_BINARY_OPTION_PRESERVE_NUMERIC_IDS) ? "true" : "false")
       << ", \"patched\": " << (patched ? "true" : "false") << ", \"text\": " << quote(code);
  pending = line.str();
}

}  // namespace harness

// The validator options of the C API, recorded as spirv-val's flags.
#define HARNESS_SWITCH(fn, flag) \
  void fn(spv_validator_options o, bool v) { v ? (void)o->switches.insert(flag) : (void)o->switches.erase(flag); }
extern "C" {
HARNESS_SWITCH(spvValidatorOptionsSetRelaxStoreStruct, "--relax-struct-store")
HARNESS_SWITCH(spvValidatorOptionsSetRelaxLogicalPointer, "--relax-logical-pointer")
HARNESS_SWITCH(spvValidatorOptionsSetBeforeHlslLegalization, "--before-hlsl-legalization")
HARNESS_SWITCH(spvValidatorOptionsSetRelaxBlockLayout, "--relax-block-layout")
HARNESS_SWITCH(spvValidatorOptionsSetUniformBufferStandardLayout, "--uniform-buffer-standard-layout")
HARNESS_SWITCH(spvValidatorOptionsSetScalarBlockLayout, "--scalar-block-layout")
HARNESS_SWITCH(spvValidatorOptionsSetWorkgroupScalarBlockLayout, "--workgroup-scalar-block-layout")
HARNESS_SWITCH(spvValidatorOptionsSetSkipBlockLayout, "--skip-block-layout")
HARNESS_SWITCH(spvValidatorOptionsSetAllowLocalSizeId, "--allow-localsizeid")
HARNESS_SWITCH(spvValidatorOptionsSetAllowOffsetTextureOperand, "--allow-offset-texture-operand")
HARNESS_SWITCH(spvValidatorOptionsSetAllowVulkan32BitBitwise, "--allow-vulkan-32-bit-bitwise")
void spvValidatorOptionsSetUniversalLimit(spv_validator_options o, spv_validator_limit limit, uint32_t value) {
  static const char* const names[] = {"--max-struct-members", "--max-struct-depth", "--max-local-variables",
                                      "--max-global-variables", "--max-switch-branches", "--max-function-args",
                                      "--max-control-flow-nesting-depth", "--max-access-chain-indexes",
                                      "--max-id-bound"};
  o->limits[names[limit]] = value;
}
}

int main() {
  for (const auto& t : harness::tests()) {
    if (t.name.find("DISABLED_") != std::string::npos) continue;
    harness::begin_test(t.name, t.line);
    t.run();
  }
  for (const auto& i : harness::instantiations()) {
    if (i.prefix.find("DISABLED_") == 0 || i.suite.find("DISABLED_") == 0) continue;
    i.run();
  }
  harness::end_test();
  return 0;
}
