// Stand-in for SPIRV-Tools' source/val/decoration.h (see gmock/gmock.h here): the decoration
// tests compare a few registered decorations with this class's values; the stand-in only has to
// let them compile (their assertions are evaluated and ignored).
#ifndef VAL_HARNESS_DECORATION_H_
#define VAL_HARNESS_DECORATION_H_

#include <cstdint>
#include <set>
#include <tuple>
#include <vector>

#include "test/unit_spirv.h"

namespace spvtools {
namespace val {

class Decoration {
 public:
  explicit Decoration(spv::Decoration type, const std::vector<uint32_t>& params = {},
                      uint32_t member_index = 0xffffffffu)
      : type_(type), params_(params), member_index_(member_index) {}
  bool operator<(const Decoration& rhs) const {
    return std::tie(type_, params_, member_index_) < std::tie(rhs.type_, rhs.params_, rhs.member_index_);
  }
  bool operator==(const Decoration& rhs) const {
    return type_ == rhs.type_ && params_ == rhs.params_ && member_index_ == rhs.member_index_;
  }

 private:
  spv::Decoration type_;
  std::vector<uint32_t> params_;
  uint32_t member_index_;
};

}  // namespace val
}  // namespace spvtools

#endif  // VAL_HARNESS_DECORATION_H_
