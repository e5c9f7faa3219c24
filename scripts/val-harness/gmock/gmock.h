// A stand-in for googletest/googlemock, enough to run SPIRV-Tools' validator tests
// (test/val/*_test.cpp) as generators of cases: every test body runs, every assertion and
// matcher is evaluated for its side effects and otherwise ignored (the real tests pass, so
// no assertion would stop a body), and the fixture (test/val/val_fixtures.h here) records
// each module it is asked to validate instead of validating it. Used by
// scripts/harvest-val-generated.py.
#ifndef VAL_HARNESS_GMOCK_H_
#define VAL_HARNESS_GMOCK_H_

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "spirv-tools/libspirv.h"

namespace harness {

// What `EXPECT_EQ(a, b) << "message"` streams into.
struct Sink {
  template <typename T>
  Sink& operator<<(const T&) { return *this; }
};

struct TestCase {
  std::string name;
  int line;
  std::function<void()> run;
};

std::vector<TestCase>& tests();
// TEST_P bodies by fixture name, run once per value of each instantiation.
struct ParamTest {
  std::string name;
  int line;
  std::function<void()> run;
};
std::map<std::string, std::vector<ParamTest>>& param_tests();
struct Instantiation {
  std::string prefix, suite;
  std::function<void()> run;
};
std::vector<Instantiation>& instantiations();
// The test running now (the recorder names cases after it).
void begin_test(const std::string& name, int line);

template <typename U>
std::vector<U> to_vector(const std::vector<U>& v) { return v; }

// What ValidateInstructions returns, so that an assertion comparing it with a result tells the
// result the test expects (kept with the case, to check the stand-in runs the tests faithfully).
const spv_result_t kValidated = spv_result_t(0x7ffe);
template <typename A, typename B>
Sink compare(const A&, const B&, bool) { return Sink(); }
Sink compare(spv_result_t a, spv_result_t b, bool equal);

}  // namespace harness

namespace testing {

class Test {
 public:
  virtual ~Test() {}
  virtual void SetUp() {}
  virtual void TearDown() {}
  virtual void TestBody() = 0;
};

template <typename T>
class WithParamInterface {
 public:
  typedef T ParamType;
  static const T*& current() {
    static const T* p = nullptr;
    return p;
  }
  const T& GetParam() const { return *current(); }
};

template <typename T>
class TestWithParam : public Test, public WithParamInterface<T> {};

namespace internal {
template <typename T>
class ParamGenerator {
 public:
  ParamGenerator() {}
  explicit ParamGenerator(std::vector<T> v) : values(std::move(v)) {}
  std::vector<T> values;
};
}  // namespace internal

template <typename... Ts>
struct ValueArray {
  std::tuple<Ts...> values;
};

template <typename... Gs>
struct CartesianProductHolder {
  std::tuple<Gs...> generators;
};

template <typename... Ts>
ValueArray<Ts...> Values(Ts... v) { return ValueArray<Ts...>{std::tuple<Ts...>(v...)}; }

template <typename C>
internal::ParamGenerator<typename C::value_type> ValuesIn(const C& c) {
  return internal::ParamGenerator<typename C::value_type>(
      std::vector<typename C::value_type>(c.begin(), c.end()));
}
template <typename T, size_t N>
internal::ParamGenerator<T> ValuesIn(const T (&a)[N]) {
  return internal::ParamGenerator<T>(std::vector<T>(a, a + N));
}
template <typename It>
internal::ParamGenerator<typename std::iterator_traits<It>::value_type> ValuesIn(It b, It e) {
  return internal::ParamGenerator<typename std::iterator_traits<It>::value_type>(
      std::vector<typename std::iterator_traits<It>::value_type>(b, e));
}
inline ValueArray<bool, bool> Bool() { return Values(false, true); }

template <typename... Gs>
CartesianProductHolder<Gs...> Combine(const Gs&... g) {
  return CartesianProductHolder<Gs...>{std::tuple<Gs...>(g...)};
}

// Matchers: evaluated, never checked.
template <typename... Ts> int HasSubstr(const Ts&...) { return 0; }
template <typename... Ts> int Eq(const Ts&...) { return 0; }
template <typename... Ts> int Not(const Ts&...) { return 0; }
template <typename... Ts> int AnyOf(const Ts&...) { return 0; }
template <typename... Ts> int AllOf(const Ts&...) { return 0; }
template <typename... Ts> int StartsWith(const Ts&...) { return 0; }
template <typename... Ts> int EndsWith(const Ts&...) { return 0; }
template <typename... Ts> int MatchesRegex(const Ts&...) { return 0; }
template <typename... Ts> int ContainsRegex(const Ts&...) { return 0; }
template <typename... Ts> int IsEmpty(const Ts&...) { return 0; }

}  // namespace testing

namespace harness {

template <typename U, typename... Ts, size_t... I>
std::vector<U> array_to_vector(const std::tuple<Ts...>& t, std::index_sequence<I...>) {
  return std::vector<U>{U(std::get<I>(t))...};
}
template <typename U, typename... Ts>
std::vector<U> to_vector(const ::testing::ValueArray<Ts...>& a) {
  return array_to_vector<U>(a.values, std::index_sequence_for<Ts...>());
}
template <typename U, typename V>
std::vector<U> to_vector(const ::testing::internal::ParamGenerator<V>& g) {
  std::vector<U> out;
  for (const auto& v : g.values) out.push_back(U(v));
  return out;
}

template <typename U>
struct Product;
template <typename... Us>
struct Product<std::tuple<Us...>> {
  // Every combination, the first generator's values outermost (as gtest's Combine orders them).
  // Each tuple is built whole: a parameter type may not be assignable (a struct with a const
  // member, as val_decoration_test's TestResult).
  template <typename... Gs, size_t... I>
  static std::vector<std::tuple<Us...>> of(const std::tuple<Gs...>& gs, std::index_sequence<I...>) {
    std::tuple<std::vector<Us>...> lists(to_vector<Us>(std::get<I>(gs))...);
    std::vector<std::tuple<Us...>> out;
    const size_t sizes[] = {std::get<I>(lists).size()...};
    for (size_t size : sizes) {
      if (size == 0) return out;
    }
    size_t at[sizeof...(Us)] = {};
    while (true) {
      out.emplace_back(std::get<I>(lists)[at[I]]...);
      size_t k = sizeof...(Us);
      while (true) {
        --k;
        if (++at[k] < sizes[k]) break;
        at[k] = 0;
        if (k == 0) return out;
      }
    }
  }
};
template <typename U, typename... Gs>
std::vector<U> to_vector(const ::testing::CartesianProductHolder<Gs...>& c) {
  return Product<U>::of(c.generators, std::index_sequence_for<Gs...>());
}

template <typename Fixture>
void run_instantiation(const std::string& prefix, const std::string& suite,
                       const std::vector<typename Fixture::ParamType>& values) {
  for (const auto& t : param_tests()[suite]) {
    for (size_t i = 0; i < values.size(); ++i) {
      Fixture::current() = &values[i];
      begin_test(prefix + "/" + suite + "." + t.name + "/" + std::to_string(i), t.line);
      t.run();
    }
  }
}

struct Registrar {
  template <typename F>
  Registrar(F f) { f(); }
};

}  // namespace harness

#define HARNESS_CLASS(suite, name) suite##_##name##_Test

#define TEST_F(suite, name)                                                        \
  class HARNESS_CLASS(suite, name) : public suite {                                \
   public:                                                                         \
    void TestBody() override;                                                      \
  };                                                                               \
  static ::harness::Registrar harness_reg_##suite##_##name([] {                    \
    ::harness::tests().push_back({#suite "." #name, __LINE__, [] {                 \
      HARNESS_CLASS(suite, name) t;                                                \
      t.SetUp();                                                                   \
      t.TestBody();                                                                \
      t.TearDown();                                                                \
    }});                                                                           \
  });                                                                              \
  void HARNESS_CLASS(suite, name)::TestBody()

#define TEST(suite, name)                                                          \
  class HARNESS_CLASS(suite, name) : public ::testing::Test {                      \
   public:                                                                         \
    void TestBody() override;                                                      \
  };                                                                               \
  static ::harness::Registrar harness_reg_##suite##_##name([] {                    \
    ::harness::tests().push_back({#suite "." #name, __LINE__, [] {                 \
      HARNESS_CLASS(suite, name) t;                                                \
      t.TestBody();                                                                \
    }});                                                                           \
  });                                                                              \
  void HARNESS_CLASS(suite, name)::TestBody()

#define TEST_P(suite, name)                                                        \
  class HARNESS_CLASS(suite, name) : public suite {                                \
   public:                                                                         \
    void TestBody() override;                                                      \
  };                                                                               \
  static ::harness::Registrar harness_reg_##suite##_##name([] {                    \
    ::harness::param_tests()[#suite].push_back({#name, __LINE__, [] {              \
      HARNESS_CLASS(suite, name) t;                                                \
      t.SetUp();                                                                   \
      t.TestBody();                                                                \
      t.TearDown();                                                                \
    }});                                                                           \
  });                                                                              \
  void HARNESS_CLASS(suite, name)::TestBody()

#define INSTANTIATE_TEST_SUITE_P(prefix, suite, generator, ...)                   \
  static ::harness::Registrar harness_inst_##prefix##_##suite([] {                \
    ::harness::instantiations().push_back({#prefix, #suite, [] {                   \
      ::harness::run_instantiation<suite>(                                         \
          #prefix, #suite, ::harness::to_vector<suite::ParamType>(generator));     \
    }});                                                                           \
  })
#define INSTANTIATE_TEST_CASE_P INSTANTIATE_TEST_SUITE_P

#define HARNESS_EVAL2(a, b) ((void)(a), (void)(b), ::harness::Sink())
#define HARNESS_EVAL1(a) ((void)(a), ::harness::Sink())
#define EXPECT_EQ(a, b) ::harness::compare(a, b, true)
#define EXPECT_NE(a, b) ::harness::compare(a, b, false)
#define EXPECT_LT(a, b) HARNESS_EVAL2(a, b)
#define EXPECT_LE(a, b) HARNESS_EVAL2(a, b)
#define EXPECT_GT(a, b) HARNESS_EVAL2(a, b)
#define EXPECT_GE(a, b) HARNESS_EVAL2(a, b)
#define EXPECT_STREQ(a, b) HARNESS_EVAL2(a, b)
#define EXPECT_THAT(a, b) HARNESS_EVAL2(a, b)
#define EXPECT_TRUE(a) HARNESS_EVAL1(a)
#define EXPECT_FALSE(a) HARNESS_EVAL1(a)
#define ASSERT_EQ(a, b) ::harness::compare(a, b, true)
#define ASSERT_NE(a, b) ::harness::compare(a, b, false)
#define ASSERT_LT(a, b) HARNESS_EVAL2(a, b)
#define ASSERT_LE(a, b) HARNESS_EVAL2(a, b)
#define ASSERT_GT(a, b) HARNESS_EVAL2(a, b)
#define ASSERT_GE(a, b) HARNESS_EVAL2(a, b)
#define ASSERT_STREQ(a, b) HARNESS_EVAL2(a, b)
#define ASSERT_THAT(a, b) HARNESS_EVAL2(a, b)
#define ASSERT_TRUE(a) HARNESS_EVAL1(a)
#define ASSERT_FALSE(a) HARNESS_EVAL1(a)
#define ASSERT_NO_FATAL_FAILURE(a) ((void)(a))
#define EXPECT_NO_FATAL_FAILURE(a) ((void)(a))

#endif  // VAL_HARNESS_GMOCK_H_
