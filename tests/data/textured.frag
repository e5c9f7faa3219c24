#version 450
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform Params { float lod; vec2 offset; } params;

void main() {
    vec4 a = textureLod(tex, uv, params.lod);
    vec4 b = textureGrad(tex, uv, dFdx(uv), dFdy(uv));
    vec4 c = textureOffset(tex, uv, ivec2(1, -1), 0.5);
    color = mix(a, b, 0.25) + c * clamp(params.offset.x, 0.0, 1.0);
}
