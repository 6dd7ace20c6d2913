//! Holes of the star board and their names (docs/notation.md "Holes").
//!
//! ```text
//! row a            a1                     (tip of the N point)
//! row b           b1 b2
//! row c          c1 c2 c3
//! row d         d1 d2 d3 d4
//! row e  e1 e2 e3 e4 e5 e6 e7 e8 e9 e10 e11 e12 e13
//! ...            (17 rows: 1 2 3 4 13 12 11 10 9 10 11 12 13 4 3 2 1)
//! row q            q1                     (tip of the S point)
//! ```

use std::fmt;
use std::str::FromStr;

/// Number of holes on the board (docs/rules.md §1).
pub const HOLE_COUNT: usize = 121;
/// Number of rows, `a` to `q`.
pub const ROW_COUNT: usize = 17;
/// Holes in each row, top to bottom (docs/rules.md §1).
pub const ROW_LENGTHS: [u8; ROW_COUNT] =
    [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];

const fn row_starts() -> [u8; ROW_COUNT + 1] {
    let mut starts = [0u8; ROW_COUNT + 1];
    let mut r = 0;
    while r < ROW_COUNT {
        starts[r + 1] = starts[r] + ROW_LENGTHS[r];
        r += 1;
    }
    starts
}

/// Index of the first hole of each row; the last entry is [`HOLE_COUNT`].
pub const ROW_STARTS: [u8; ROW_COUNT + 1] = row_starts();

/// One of the 121 holes, numbered `0..=120` row by row from the top, left to right
/// (the index form of docs/notation.md). A `Hole` is always valid.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Hole(u8);

/// Why a hole name was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseHoleError {
    /// Not a row letter `a`–`q` followed by a number.
    #[error("not a hole name")]
    Syntax,
    /// The row exists but has no hole with that number.
    #[error("row {row} has holes 1 to {len}")]
    OutOfRow {
        /// The row letter.
        row: char,
        /// Holes in that row.
        len: u8,
    },
    /// An index outside `0..=120`.
    #[error("hole indices run from 0 to 120")]
    IndexOutOfRange,
}

impl Hole {
    /// The hole with index `index`, or `None` when `index > 120`.
    #[must_use]
    pub const fn new(index: usize) -> Option<Hole> {
        if index < HOLE_COUNT {
            Some(Hole(index as u8))
        } else {
            None
        }
    }

    /// The hole in row `row` (0 = `a`) at position `pos` (0-based, left to right).
    #[must_use]
    pub const fn from_row_pos(row: usize, pos: usize) -> Option<Hole> {
        if row < ROW_COUNT && pos < ROW_LENGTHS[row] as usize {
            Some(Hole(ROW_STARTS[row] + pos as u8))
        } else {
            None
        }
    }

    /// Index form, `0..=120`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row, `0` (`a`) to `16` (`q`).
    #[must_use]
    pub const fn row(self) -> usize {
        let mut r = 0;
        while ROW_STARTS[r + 1] <= self.0 {
            r += 1;
        }
        r
    }

    /// 0-based position within the row, left to right.
    #[must_use]
    pub const fn pos(self) -> usize {
        (self.0 - ROW_STARTS[self.row()]) as usize
    }

    /// Doubled horizontal coordinate: `0` on the board's vertical axis, neighbours in a
    /// row differ by 2, holes in adjacent rows are offset by 1. Range `-12..=12`.
    #[must_use]
    pub const fn x2(self) -> i32 {
        let r = self.row();
        2 * self.pos() as i32 - (ROW_LENGTHS[r] as i32 - 1)
    }

    /// The hole at row `row` and doubled coordinate `x2`, if the board has one there.
    #[must_use]
    pub const fn at(row: i32, x2: i32) -> Option<Hole> {
        if row < 0 || row >= ROW_COUNT as i32 {
            return None;
        }
        let len = ROW_LENGTHS[row as usize] as i32;
        let twice_pos = x2 + len - 1;
        if twice_pos < 0 || twice_pos % 2 != 0 || twice_pos / 2 >= len {
            return None;
        }
        Hole::from_row_pos(row as usize, (twice_pos / 2) as usize)
    }

    /// All 121 holes in index order.
    pub fn all() -> impl Iterator<Item = Hole> {
        (0..HOLE_COUNT as u8).map(Hole)
    }

    /// Parses the index form (`"0"` … `"120"`); accepted only where declared (docs/notation.md).
    ///
    /// # Errors
    /// [`ParseHoleError::Syntax`] when `s` is not a number, [`ParseHoleError::IndexOutOfRange`]
    /// when it is above 120.
    pub fn from_index_str(s: &str) -> Result<Hole, ParseHoleError> {
        let s = s.trim();
        if s.is_empty() || s.len() > 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseHoleError::Syntax);
        }
        let n: usize = s.parse().map_err(|_| ParseHoleError::Syntax)?;
        Hole::new(n).ok_or(ParseHoleError::IndexOutOfRange)
    }

    /// Hex-grid distance between two holes, in steps.
    #[must_use]
    pub fn distance(self, other: Hole) -> u32 {
        let dy = (self.row() as i32 - other.row() as i32).unsigned_abs();
        let dx = (self.x2() - other.x2()).unsigned_abs();
        dy + dx.saturating_sub(dy) / 2
    }
}

impl fmt::Display for Hole {
    /// The letter form, e.g. `e7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = (b'a' + self.row() as u8) as char;
        write!(f, "{row}{}", self.pos() + 1)
    }
}

impl FromStr for Hole {
    type Err = ParseHoleError;

    /// Parses the letter form, case-insensitive: `d2`, `E13`.
    fn from_str(s: &str) -> Result<Hole, ParseHoleError> {
        let bytes = s.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 {
            return Err(ParseHoleError::Syntax);
        }
        let letter = bytes[0].to_ascii_lowercase();
        if !(b'a'..=b'q').contains(&letter) {
            return Err(ParseHoleError::Syntax);
        }
        let digits = &bytes[1..];
        if !digits.iter().all(u8::is_ascii_digit) || digits[0] == b'0' {
            return Err(ParseHoleError::Syntax);
        }
        let n: usize = s[1..].parse().map_err(|_| ParseHoleError::Syntax)?;
        let row = usize::from(letter - b'a');
        Hole::from_row_pos(row, n - 1).ok_or(ParseHoleError::OutOfRow {
            row: letter as char,
            len: ROW_LENGTHS[row],
        })
    }
}

impl serde::Serialize for Hole {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Hole {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Hole, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hole {
        s.parse().unwrap()
    }

    #[test]
    fn index_form_matches_notation_examples() {
        assert_eq!(h("a1").index(), 0);
        assert_eq!(h("d1").index(), 6);
        assert_eq!(h("e1").index(), 10);
        assert_eq!(h("i5").index(), 60);
        assert_eq!(h("q1").index(), 120);
        assert_eq!(Hole::from_index_str("16").unwrap().to_string(), "e7");
    }

    #[test]
    fn every_hole_round_trips_through_letter_form() {
        for hole in Hole::all() {
            assert_eq!(h(&hole.to_string()), hole);
            assert_eq!(h(&hole.to_string().to_uppercase()), hole);
            assert_eq!(Hole::at(hole.row() as i32, hole.x2()), Some(hole));
        }
    }

    #[test]
    fn bad_hole_names_are_refused() {
        for bad in [
            "", "a", "a0", "a2", "r1", "e14", "e01", "1a", "zz", "a1x", "e-1",
        ] {
            assert!(bad.parse::<Hole>().is_err(), "{bad}");
        }
        assert_eq!(
            "e14".parse::<Hole>(),
            Err(ParseHoleError::OutOfRow { row: 'e', len: 13 })
        );
        assert_eq!(
            Hole::from_index_str("121"),
            Err(ParseHoleError::IndexOutOfRange)
        );
        assert_eq!(Hole::from_index_str("d2"), Err(ParseHoleError::Syntax));
    }

    #[test]
    fn distance_is_hex_distance() {
        assert_eq!(h("a1").distance(h("q1")), 16);
        assert_eq!(h("d2").distance(h("e7")), 1);
        assert_eq!(h("d2").distance(h("d3")), 1);
        assert_eq!(h("i5").distance(h("i5")), 0);
        assert_eq!(h("e1").distance(h("e13")), 12);
    }
}
