//! Support code shared by the workspace's examples and integration tests (not published).
