//! Seats: the places at the table that take turns (docs/rules.md §2), and data kept per seat.
//!
//! A [`Seat`] is always one of the six seats a game can have; whether it is a seat of a
//! particular game (2 to 6 seats) is checked where a game is asked about it. Inside the
//! program seats count from 0, in text from 1 ([`Seat`]'s `Display`, `resign 2`).

use std::fmt;
use std::ops::{Index, IndexMut};
use std::str::FromStr;

/// Most seats at one table (docs/rules.md §2: the six points).
pub const MAX_SEATS: usize = 6;

/// One of the six seats, clockwise from the first. Built only through [`Seat::new`] (or
/// [`Seat::ALL`]), so it is always below [`MAX_SEATS`]. Serialized as its 0-based index, a
/// plain number, as stored records have always held seats; `Display` writes the 1-based
/// number players use.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "usize", into = "usize")]
pub struct Seat(u8);

/// A seat number outside 1–6 (or an index outside 0–5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("seats are numbered 1 to 6")]
pub struct SeatError;

impl Seat {
    /// The six seats in order.
    pub const ALL: [Seat; MAX_SEATS] = [Seat(0), Seat(1), Seat(2), Seat(3), Seat(4), Seat(5)];

    /// The seat with 0-based `index`, or `None` from [`MAX_SEATS`] on.
    #[must_use]
    pub const fn new(index: usize) -> Option<Seat> {
        if index < MAX_SEATS {
            Some(Seat(index as u8))
        } else {
            None
        }
    }

    /// The seat numbered `number` (1-based, as players write it).
    #[must_use]
    pub const fn from_number(number: usize) -> Option<Seat> {
        match number.checked_sub(1) {
            Some(index) => Seat::new(index),
            None => None,
        }
    }

    /// The 0-based index (0 to 5).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 1-based number players use (1 to 6).
    #[must_use]
    pub const fn number(self) -> usize {
        self.0 as usize + 1
    }

    /// The first `count` seats (at most [`MAX_SEATS`]), in order.
    #[must_use]
    pub fn first_n(count: usize) -> impl DoubleEndedIterator<Item = Seat> + Clone {
        Seat::ALL.into_iter().take(count)
    }
}

impl fmt::Display for Seat {
    /// The 1-based number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl FromStr for Seat {
    type Err = SeatError;

    /// A 1-based seat number, surrounding spaces ignored.
    fn from_str(s: &str) -> Result<Seat, SeatError> {
        s.trim()
            .parse::<usize>()
            .ok()
            .and_then(Seat::from_number)
            .ok_or(SeatError)
    }
}

impl TryFrom<usize> for Seat {
    type Error = SeatError;

    /// The seat with this 0-based index.
    fn try_from(index: usize) -> Result<Seat, SeatError> {
        Seat::new(index).ok_or(SeatError)
    }
}

impl From<Seat> for usize {
    fn from(seat: Seat) -> usize {
        seat.index()
    }
}

/// One `T` for each seat of a game, in seat order (shakmaty's `ByRole` for 2 to 6
/// seats). Stored inline: cloning it allocates nothing. Indexing by a seat the game does
/// not have reads and writes a spare slot and never panics; [`BySeat::get`] tells them
/// apart.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BySeat<T> {
    len: u8,
    items: [T; MAX_SEATS],
}

impl<T: Copy + Default> BySeat<T> {
    /// `count` seats (at most [`MAX_SEATS`]), each holding `T::default()`.
    #[must_use]
    pub fn new(count: usize) -> BySeat<T> {
        BySeat::filled(count, T::default())
    }

    /// `count` seats (at most [`MAX_SEATS`]), each holding `value`.
    #[must_use]
    pub fn filled(count: usize, value: T) -> BySeat<T> {
        BySeat {
            len: count.min(MAX_SEATS) as u8,
            items: [value; MAX_SEATS],
        }
    }
}

impl<T> BySeat<T> {
    /// Number of seats.
    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are no seats.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The value of `seat`, `None` when the game has no such seat.
    #[must_use]
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.as_slice().get(seat.index())
    }

    /// The values in seat order.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len()]
    }

    /// The seats, in order.
    pub fn seats(&self) -> impl DoubleEndedIterator<Item = Seat> + Clone {
        Seat::first_n(self.len())
    }

    /// (seat, value) in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        Seat::ALL.into_iter().zip(self.as_slice())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;

    fn index(&self, seat: Seat) -> &T {
        &self.items[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.items[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_numbered_from_one_in_text_and_stored_as_their_index() {
        let third = Seat::new(2).unwrap();
        assert_eq!(third.to_string(), "3");
        assert_eq!(third.number(), 3);
        assert_eq!("3".parse::<Seat>(), Ok(third));
        assert_eq!(Seat::from_number(3), Some(third));
        assert_eq!(Seat::new(6), None);
        assert_eq!(Seat::from_number(0), None);
        assert_eq!("7".parse::<Seat>(), Err(SeatError));
        assert_eq!(serde_json::to_string(&third).unwrap(), "2");
        assert_eq!(serde_json::from_str::<Seat>("2").unwrap(), third);
        assert!(serde_json::from_str::<Seat>("6").is_err());
    }

    #[test]
    fn by_seat_holds_one_value_per_seat_of_the_game() {
        let mut scores: BySeat<u32> = BySeat::new(3);
        scores[Seat::ALL[1]] += 4;
        assert_eq!(scores.as_slice(), [0, 4, 0]);
        assert_eq!(scores.get(Seat::ALL[3]), None);
        assert_eq!(scores.seats().count(), 3);
        assert_eq!(
            scores
                .iter()
                .map(|(s, v)| (s.index(), *v))
                .collect::<Vec<_>>(),
            [(0, 0), (1, 4), (2, 0)]
        );
    }
}
