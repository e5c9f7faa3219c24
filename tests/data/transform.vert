#version 450
layout(location = 0) in vec3 position;
layout(location = 1) in vec3 normal;
layout(location = 0) out vec3 world_normal;
layout(set = 0, binding = 0) uniform Camera { mat4 view_proj; mat4 model; } camera;
out gl_PerVertex { vec4 gl_Position; float gl_PointSize; };

void main() {
    gl_Position = camera.view_proj * camera.model * vec4(position, 1.0);
    world_normal = normalize(mat3(camera.model) * normal);
    gl_PointSize = 1.0;
}
