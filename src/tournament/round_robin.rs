//! Round robin by the circle method (Berger tables): with `n` players (one more, a bye,
//! when `n` is odd) the last stays put and the others turn one place a round, so every
//! two players meet exactly once in `n − 1` rounds (`n` when odd, each with one bye).

/// The games of round `round` (0-based) among `players` players (indices `0..players`):
/// pairs, and `None` as the second of a pair for a bye. The fixed player takes the first
/// seat in even rounds and the second in odd ones.
#[must_use]
pub fn round(players: usize, round: usize) -> Vec<(usize, Option<usize>)> {
    let n = players + players % 2;
    if n < 2 {
        return Vec::new();
    }
    let turning = n - 1;
    let at = |k: usize| {
        if k == turning {
            turning
        } else {
            (k + round) % turning
        }
    };
    let real = |i: usize| (i < players).then_some(i);
    (0..n / 2)
        .filter_map(|k| {
            let (mut a, mut b) = (at(k), at(n - 1 - k));
            if k == 0 && round % 2 == 1 {
                std::mem::swap(&mut a, &mut b);
            }
            match (real(a), real(b)) {
                (Some(a), b) => Some((a, b)),
                (None, Some(b)) => Some((b, None)),
                (None, None) => None,
            }
        })
        .collect()
}

/// The number of rounds of a round robin of `players`.
#[must_use]
pub fn rounds(players: usize) -> usize {
    (players + players % 2).saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_two_of_six_meet_once_in_five_rounds() {
        let mut met = std::collections::BTreeSet::new();
        for r in 0..rounds(6) {
            let games = round(6, r);
            assert_eq!(games.len(), 3);
            for (a, b) in games {
                let b = b.expect("no bye with 6");
                assert!(met.insert((a.min(b), a.max(b))), "{a}–{b} twice");
            }
        }
        assert_eq!(met.len(), 15);
    }
}
