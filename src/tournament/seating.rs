//! Swiss tables: rounds of games of 3 to 6 seats, seated by score
//! (docs/playing.md "Tournaments").
//!
//! - **Sizes.** As many players as can be are seated at tables of at least 3 and at most
//!   the format's seats; the fewest tables that allows, their sizes as even as the count
//!   allows, larger tables first (13 players at 6 a table: 5 + 4 + 4). Players who
//!   cannot be seated (2 left over at 3 a table; fewer than 3 players) get a bye: the
//!   lowest-ranked among those with the fewest byes.
//! - **Seats.** The players, in rank order (points, rating, entry), fill table 1, then
//!   table 2, and so on. Then, while some two players of different tables can change
//!   places so that fewer pairs at the tables have met before, they do: among such
//!   changes, the two nearest in points, then the change that lowers the repeats most,
//!   then the two nearest in rank; until no change lowers the repeats. Seats at a table
//!   are in rank order.

use super::field::{Contender, Meetings};

/// The smallest table.
pub const MIN_TABLE: usize = 3;

/// A round of tables: each table's players (indices, in seat order), table 1 first;
/// and the players given a bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    pub tables: Vec<Vec<usize>>,
    pub byes: Vec<usize>,
}

/// The table sizes for `players` at tables of at most `seats` (module docs).
#[must_use]
pub fn table_sizes(players: usize, seats: usize) -> Vec<usize> {
    let seats = seats.max(MIN_TABLE);
    // The most players that tables of MIN_TABLE..=seats can hold.
    let mut fits = vec![false; players + 1];
    fits[0] = true;
    for s in 1..=players {
        fits[s] = (MIN_TABLE..=seats.min(s)).any(|t| fits[s - t]);
    }
    let seated = (0..=players).rev().find(|&s| fits[s]).unwrap_or(0);
    if seated == 0 {
        return Vec::new();
    }
    (seated.div_ceil(seats)..=seated / MIN_TABLE)
        .find_map(|tables| {
            let (base, extra) = (seated / tables, seated % tables);
            (base >= MIN_TABLE && base + usize::from(extra > 0) <= seats).then(|| {
                let mut sizes = vec![base + 1; extra];
                sizes.resize(tables, base);
                sizes
            })
        })
        .unwrap_or_default()
}

/// Seats `ranked` (in rank order) at tables of at most `seats` (module docs).
#[must_use]
pub fn seat(ranked: &[Contender], seats: usize, meetings: &Meetings) -> Seating {
    let sizes = table_sizes(ranked.len(), seats);
    let seated: usize = sizes.iter().sum();
    // The byes: the lowest-ranked with the fewest byes.
    let mut by_bye: Vec<usize> = (0..ranked.len()).collect();
    by_bye.sort_by_key(|&i| (ranked[i].byes, std::cmp::Reverse(i)));
    let mut byes: Vec<usize> = by_bye[..ranked.len() - seated].to_vec();
    byes.sort_unstable();
    let mut order = (0..ranked.len()).filter(|i| !byes.contains(i));
    let mut tables: Vec<Vec<usize>> = sizes
        .iter()
        .map(|&size| order.by_ref().take(size).collect())
        .collect();
    let met = |a: usize, b: usize| i64::from(meetings.count(ranked[a].player, ranked[b].player));
    // Repeats against the rest of a table if `who` sat there instead of `instead`.
    let against = |table: &[usize], who: usize, instead: usize| -> i64 {
        table
            .iter()
            .filter(|&&x| x != instead)
            .map(|&x| met(who, x))
            .sum()
    };
    // Each change lowers the repeats by at least one: at most as many changes as repeats.
    loop {
        // (points apart, change in repeats, ranks apart) and where: (table, seat) twice.
        type Change = ((i64, i64, usize), [(usize, usize); 2]);
        let mut best: Option<Change> = None;
        for ti in 0..tables.len() {
            for tj in ti + 1..tables.len() {
                for (ai, &a) in tables[ti].iter().enumerate() {
                    for (bj, &b) in tables[tj].iter().enumerate() {
                        let before = against(&tables[ti], a, a) + against(&tables[tj], b, b);
                        let after = against(&tables[ti], b, a) + against(&tables[tj], a, b);
                        if after >= before {
                            continue;
                        }
                        let gap = (ranked[a].points.units() - ranked[b].points.units()).abs();
                        let key = (gap, after - before, a.abs_diff(b));
                        if best.is_none_or(|(k, _)| key < k) {
                            best = Some((key, [(ti, ai), (tj, bj)]));
                        }
                    }
                }
            }
        }
        let Some((_, [(ti, ai), (tj, bj)])) = best else {
            break;
        };
        let a = tables[ti][ai];
        tables[ti][ai] = tables[tj][bj];
        tables[tj][bj] = a;
    }
    for table in &mut tables {
        table.sort_unstable();
    }
    Seating {
        tables: tables
            .into_iter()
            .map(|t| t.into_iter().map(|i| ranked[i].player).collect())
            .collect(),
        byes: byes.into_iter().map(|i| ranked[i].player).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_as_even_as_the_count_allows_and_never_below_three() {
        assert_eq!(table_sizes(13, 6), [5, 4, 4]);
        assert_eq!(table_sizes(12, 6), [6, 6]);
        assert_eq!(table_sizes(7, 6), [4, 3]);
        assert_eq!(table_sizes(11, 3), [3, 3, 3]);
        assert_eq!(table_sizes(5, 4), [4]);
        assert_eq!(table_sizes(6, 4), [3, 3]);
        assert_eq!(table_sizes(2, 6), Vec::<usize>::new());
        assert_eq!(table_sizes(9, 4), [3, 3, 3]);
        assert_eq!(table_sizes(10, 4), [4, 3, 3]);
    }
}
