//! The one seed mixer: derives independent seeds (a game's, a move's, a lobby's id) from
//! a seed and a number, so that randomness stays reproducible without sharing a stream.

/// A well-mixed 64-bit value from `seed` and `n`: `SplitMix64`'s finaliser (S. Vigna,
/// <https://prng.di.unimi.it/splitmix64.c>) over `seed ^ n·φ` (φ = 2⁶⁴ / golden ratio).
/// Different `n` for one `seed` give unrelated values.
///
/// # Examples
/// ```
/// use checkers_bot::core::mix_seed;
/// assert_ne!(mix_seed(7, 0), mix_seed(7, 1));
/// assert_eq!(mix_seed(7, 1), mix_seed(7, 1));
/// ```
#[must_use]
pub fn mix_seed(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::mix_seed;

    /// `SplitMix64`'s first output for state 0 advanced once (φ), a published value.
    #[test]
    fn mix_seed_is_splitmix64() {
        assert_eq!(mix_seed(0, 1), 0xE220_A839_7B1D_CDAF);
    }
}
