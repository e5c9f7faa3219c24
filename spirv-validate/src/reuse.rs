//! Memory kept from one module's validation for the next one's.

use alloc::vec::Vec;

/// `kept` emptied, its memory kept, with room for `count` items.
pub(crate) fn emptied<T>(mut kept: Vec<T>, count: usize) -> Vec<T> {
    kept.clear();
    kept.reserve(count);
    kept
}
