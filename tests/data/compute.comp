#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 64) in;
layout(constant_id = 0) const int SCALE = 3;
layout(std430, binding = 0) buffer Data { uint values[]; } data;
layout(std430, binding = 1) buffer Wide { int64_t wide[]; } wide_data;
shared float tile[64];

uint pick(uint x) {
    switch (x & 3u) {
        case 0u: return x * 2u;
        case 1u: return x + 7u;
        default: return x;
    }
}

void main() {
    uint i = gl_GlobalInvocationID.x;
    tile[gl_LocalInvocationIndex] = sqrt(float(data.values[i])) * float(SCALE * 2);
    barrier();
    int64_t w = wide_data.wide[i];
    if (w == 5000000000l) { w += 1l; } else if (w < 0l) { w = 0l; }
    wide_data.wide[i] = w;
    for (int k = 0; k < 4; ++k) {
        data.values[i] = pick(data.values[i]) + uint(tile[(gl_LocalInvocationIndex + k) & 63u]);
    }
}
