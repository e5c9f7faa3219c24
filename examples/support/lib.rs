//! What the examples share with the workspace's tests (the `spirv_examples` library): the
//! quickstart's shader and report ([`quickstart`]) and a Vulkan compute harness ([`vulkan`]).
//! The tests depend on it rather than compiling the examples' files into themselves.

pub mod quickstart;
pub mod vulkan;
