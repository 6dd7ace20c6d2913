//! A set of holes as a 128-bit bitset (bit `i` = hole with index `i`).

use super::hole::{Hole, HOLE_COUNT};

/// A set of holes. Copy, allocation-free; bit `i` stands for the hole with index `i`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct HoleSet(pub u128);

impl HoleSet {
    /// The empty set.
    pub const EMPTY: HoleSet = HoleSet(0);
    /// All 121 holes.
    pub const ALL: HoleSet = HoleSet((1u128 << HOLE_COUNT) - 1);

    /// The set holding only `hole`.
    #[must_use]
    pub const fn single(hole: Hole) -> HoleSet {
        HoleSet(1u128 << hole.index())
    }

    /// Whether `hole` is in the set.
    #[must_use]
    pub const fn contains(self, hole: Hole) -> bool {
        self.0 >> hole.index() & 1 == 1
    }

    /// Adds `hole`.
    pub fn insert(&mut self, hole: Hole) {
        self.0 |= 1u128 << hole.index();
    }

    /// Removes `hole`.
    pub fn remove(&mut self, hole: Hole) {
        self.0 &= !(1u128 << hole.index());
    }

    /// Number of holes in the set.
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Holes in both sets.
    #[must_use]
    pub const fn and(self, other: HoleSet) -> HoleSet {
        HoleSet(self.0 & other.0)
    }

    /// Holes in either set.
    #[must_use]
    pub const fn or(self, other: HoleSet) -> HoleSet {
        HoleSet(self.0 | other.0)
    }

    /// Holes of `self` not in `other`.
    #[must_use]
    pub const fn without(self, other: HoleSet) -> HoleSet {
        HoleSet(self.0 & !other.0)
    }

    /// Holes of the board not in the set.
    #[must_use]
    pub const fn complement(self) -> HoleSet {
        HoleSet(!self.0 & HoleSet::ALL.0)
    }

    /// Iterates in index order.
    #[must_use]
    pub fn iter(self) -> HoleSetIter {
        HoleSetIter(self.0)
    }
}

/// Iterator over a [`HoleSet`] in index order.
#[derive(Clone, Debug)]
pub struct HoleSetIter(u128);

impl Iterator for HoleSetIter {
    type Item = Hole;

    fn next(&mut self) -> Option<Hole> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Hole::new(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl IntoIterator for HoleSet {
    type Item = Hole;
    type IntoIter = HoleSetIter;
    fn into_iter(self) -> HoleSetIter {
        self.iter()
    }
}

impl FromIterator<Hole> for HoleSet {
    fn from_iter<I: IntoIterator<Item = Hole>>(iter: I) -> HoleSet {
        let mut set = HoleSet::EMPTY;
        for hole in iter {
            set.insert(hole);
        }
        set
    }
}
