#version 450
// Reads 8-bit unsigned integers from a storage buffer (SPV_KHR_8bit_storage), widens them and
// writes the sum of each group of four as a 32-bit result. tests/vulkan.rs runs it on lavapipe.
#extension GL_EXT_shader_8bit_storage : require

layout(local_size_x = 64) in;

layout(set = 0, binding = 0) readonly buffer Bytes { uint8_t bytes[]; };
layout(set = 0, binding = 1) writeonly buffer Sums { uint sums[]; };

void main() {
    uint i = gl_GlobalInvocationID.x;
    if (i >= sums.length()) {
        return;
    }
    uint sum = 0;
    for (uint k = 0; k < 4; k++) {
        sum += uint(bytes[4 * i + k]);
    }
    sums[i] = sum;
}
