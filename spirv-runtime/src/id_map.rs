//! A map from ids to values: the one id map of the toolkit.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

/// A map from ids to values, every id mapped (to `T::default()` until set): a vector for the
/// ids below a limit, a tree above it. The limit is what the input backs (a module of `n`
/// words defines fewer than `n` ids), so a header whose bound lies (`0xFFFF_FFFF` in a module
/// of 20 words) cannot make it allocate more than the input's size; real modules, whose ids
/// are dense below their bound, stay in the vector.
///
/// ```
/// # use spirv_runtime as spirv_core; // spirv-runtime is used through spirv-core
/// use spirv_core::IdMap;
///
/// let mut types: IdMap<u16> = IdMap::for_input(100, 0xFFFF_FFFF);
/// types.set(7, 32);
/// types.set(4_000_000_000, 64); // above the limit: in the tree
/// assert_eq!((types.get(7), types.get(8), types.get(4_000_000_000)), (32, 0, 64));
/// *types.entry(8) += 1;
/// assert_eq!(types.get(8), 1);
/// ```
#[derive(Clone, Debug, Default)]
pub struct IdMap<T> {
    dense: Vec<T>,
    limit: u32,
    sparse: BTreeMap<u32, T>,
}

impl<T: Clone + Default> IdMap<T> {
    /// A map whose vector may hold the ids below `limit`; nothing is allocated until an id is
    /// set.
    pub fn new(limit: u32) -> Self {
        IdMap { dense: Vec::new(), limit, sparse: BTreeMap::new() }
    }

    /// [`IdMap::new`], its vector allocated at once for the ids below `len` (at most `limit`):
    /// for a caller that can estimate how many ids come, so that the vector does not grow by
    /// doubling, copying what it holds each time.
    ///
    /// ```
    /// # use spirv_runtime as spirv_core;
    /// use spirv_core::IdMap;
    ///
    /// let mut ids: IdMap<u32> = IdMap::with_len(1000, 100);
    /// ids.set(500, 1); // beyond the first 100: the vector grows, up to the limit
    /// assert_eq!((ids.get(500), ids.get(99)), (1, 0));
    /// ```
    pub fn with_len(limit: u32, len: u32) -> Self {
        IdMap { dense: alloc::vec![T::default(); len.min(limit) as usize], limit, sparse: BTreeMap::new() }
    }

    /// A map for the ids of a module of `words` words whose header gives `bound`: its vector
    /// holds the ids below both the bound and twice the words, allocated at once (a lookup then
    /// never grows it).
    pub fn for_input(words: usize, bound: u32) -> Self {
        let mut map = IdMap::new(0);
        map.reset_for_input(words, bound);
        map
    }

    /// The limit of [`IdMap::for_input`]: the bound, or twice the words (which define fewer ids).
    fn limit_for_input(words: usize, bound: u32) -> u32 {
        bound.min(u32::try_from(words.saturating_mul(2).saturating_add(16)).unwrap_or(u32::MAX))
    }

    /// Empties the map and makes it [`IdMap::for_input`]'s for `words` and `bound`, keeping the
    /// memory of its vector: a tool that maps the ids of module after module allocates once.
    ///
    /// ```
    /// # use spirv_runtime as spirv_core;
    /// use spirv_core::IdMap;
    ///
    /// let mut defs: IdMap<u32> = IdMap::for_input(100, 60);
    /// defs.set(7, 1);
    /// defs.reset_for_input(100, 0xFFFF_FFFF); // the next module
    /// defs.set(4_000_000_000, 2);
    /// assert_eq!((defs.get(7), defs.get(4_000_000_000)), (0, 2));
    /// ```
    pub fn reset_for_input(&mut self, words: usize, bound: u32) {
        self.limit = Self::limit_for_input(words, bound);
        let len = self.limit as usize;
        if self.dense.capacity() < len {
            // Anew rather than grown: `vec!` of zeros asks the allocator for zeroed memory, and
            // nothing is copied.
            self.dense = alloc::vec![T::default(); len];
        } else {
            self.dense.clear();
            self.dense.resize(len, T::default());
        }
        self.sparse.clear();
    }

    /// The value of `id` (`T::default()` if it was never set).
    #[inline]
    pub fn get(&self, id: u32) -> T {
        match self.dense.get(id as usize) {
            Some(value) => value.clone(),
            None => self.get_beyond(id),
        }
    }

    #[cold]
    fn get_beyond(&self, id: u32) -> T {
        match id < self.limit {
            true => T::default(),
            false => self.sparse.get(&id).cloned().unwrap_or_default(),
        }
    }

    /// Sets the value of `id`.
    #[inline]
    pub fn set(&mut self, id: u32, value: T) {
        *self.entry(id) = value;
    }

    /// The value of `id`, to change in place.
    #[inline]
    pub fn entry(&mut self, id: u32) -> &mut T {
        let i = id as usize;
        if i < self.dense.len() {
            return &mut self.dense[i];
        }
        self.entry_beyond(id)
    }

    #[cold]
    fn entry_beyond(&mut self, id: u32) -> &mut T {
        if id < self.limit {
            // Grows by doubling, so that ids met in order cost amortised O(1).
            let len = (id as usize + 1).max(self.dense.len() * 2).min(self.limit as usize);
            self.dense.resize(len, T::default());
            return &mut self.dense[id as usize];
        }
        self.sparse.entry(id).or_default()
    }
}
