//! Points, exact: a whole number of [`Points::UNIT`]ths of a point, so that sums and
//! comparisons of standings never round (a table's place points come in thirds, fifths
//! and their halves; docs/playing.md "Tournaments").

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign};

/// A number of points (a game's, a total, a Buchholz or Sonneborn-Berger sum), held as a
/// whole number of `1/UNIT` points. Serialised as that whole number.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(transparent)]
pub struct Points(i64);

/// What a bye scores, in every format: a game won (1 point). A round missed by joining
/// late scores the same.
pub const BYE: Points = Points::ONE;

impl Points {
    /// Units in a point: divisible by every denominator the tournament's sums can make
    /// (`3600` for a tied place's share at a table of up to 6, times `2 · 60` for a
    /// Sonneborn-Berger share of one opponent among up to 5).
    pub const UNIT: i64 = 432_000;
    /// No points.
    pub const ZERO: Points = Points(0);
    /// One point: a won game, a table won, a bye.
    pub const ONE: Points = Points(Self::UNIT);

    /// `num / den` points.
    ///
    /// # Panics
    ///
    /// If `den` is 0 or the fraction is not a whole number of units (a `den` that does
    /// not divide [`Points::UNIT`] times `num`).
    #[must_use]
    pub const fn ratio(num: i64, den: i64) -> Points {
        assert!(
            den != 0 && (num * Self::UNIT) % den == 0,
            "not a whole unit"
        );
        Points(num * Self::UNIT / den)
    }

    /// Half points: `Points::halves(3)` is 1½.
    #[must_use]
    pub const fn halves(n: i64) -> Points {
        Points(n * Self::UNIT / 2)
    }

    /// The whole number of units.
    #[must_use]
    pub const fn units(self) -> i64 {
        self.0
    }

    /// The points as a float, for display and charts only (comparisons use the exact value).
    #[must_use]
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / Self::UNIT as f64
    }

    /// `self · num / den` (`den` not 0): exact for the fractions of games of up to 6
    /// seats, rounded towards zero otherwise.
    #[must_use]
    pub(super) fn scaled(self, num: i64, den: i64) -> Points {
        Points(self.0 * num / den)
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

/// At most three decimals, trailing zeros dropped: `2`, `1.5`, `0.667`.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let thousandths = (self.0 * 1000 + self.0.signum() * Self::UNIT / 2) / Self::UNIT;
        let sign = if thousandths < 0 { "-" } else { "" };
        let (whole, frac) = (thousandths.abs() / 1000, thousandths.abs() % 1000);
        if frac == 0 {
            write!(f, "{sign}{whole}")
        } else {
            let digits = format!("{frac:03}");
            write!(f, "{sign}{whole}.{}", digits.trim_end_matches('0'))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_exact_and_shown_with_three_decimals_at_most() {
        assert_eq!(Points::halves(3), Points::ratio(3, 2));
        assert_eq!(Points::ratio(1, 3) + Points::ratio(2, 3), Points::ONE);
        assert_eq!(Points::halves(5).to_string(), "2.5");
        assert_eq!(Points::ratio(5, 3).to_string(), "1.667");
        assert_eq!(Points::ratio(4, 1).to_string(), "4");
        assert_eq!(Points::ZERO.to_string(), "0");
    }
}
