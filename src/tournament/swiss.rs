//! Swiss pairing for 2-player games (docs/playing.md "Tournaments").
//!
//! The players are in rank order (points, rating, entry). The rules, strongest first:
//!
//! 1. With an odd number, the **bye** goes to the lowest-ranked player among those with
//!    the fewest byes (none, unless everyone has had one), and among those to the
//!    lowest-ranked one whose absence lets the others be paired without a repeat.
//! 2. **No repeat pairing** while a pairing without one exists; when none exists, as few
//!    repeats as there can be (the most pairs of players who have not met: a maximum
//!    matching, Edmonds' blossom algorithm through `petgraph`).
//! 3. Within that, the highest-ranked player left takes the opponent it prefers that
//!    still lets the rest be paired as well as 1–2 allow, then the next, and so on (the
//!    lexicographic order of the ranking). A player prefers an opponent it has not met,
//!    then one of the nearest score, then, within its score group, the Dutch order
//!    (the top half meets the bottom half: 1–5, 2–6, 3–7, 4–8 in a group of 8), and out of
//!    its group the highest-ranked. A group's odd player floats down to the top of the
//!    next group.
//!
//! Whether the rest can still be paired is first tried greedily (fast, and enough in
//! nearly every round), and only on failure settled by a maximum matching (`O(n³)`).

use petgraph::algo::maximum_matching;
use petgraph::graph::UnGraph;

use super::field::{Contender, Meetings};

/// A round of 2-player games: the pairs (player indices, the higher-ranked first), in
/// board order (the top pair first), and the player given the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissPairing {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// Pairs `ranked` (in rank order, [`super::field::rank`]) by the rules of this module.
#[must_use]
pub fn pair(ranked: &[Contender], meetings: &Meetings) -> SwissPairing {
    let field = Field::new(ranked, meetings);
    let mut all: Vec<usize> = (0..ranked.len()).collect();
    let bye = (all.len() % 2 == 1).then(|| {
        let bye = field.bye(&all);
        all.retain(|&i| i != bye);
        bye
    });
    let pairs = field.pair_all(&all);
    SwissPairing {
        pairs: pairs
            .into_iter()
            .map(|(a, b)| (ranked[a].player, ranked[b].player))
            .collect(),
        bye: bye.map(|b| ranked[b].player),
    }
}

/// The players to pair by their position in rank order, and who met whom among them.
struct Field<'a> {
    ranked: &'a [Contender],
    met: Vec<bool>,
}

impl<'a> Field<'a> {
    fn new(ranked: &'a [Contender], meetings: &Meetings) -> Field<'a> {
        let n = ranked.len();
        let mut met = vec![false; n * n];
        for (i, a) in ranked.iter().enumerate() {
            for (j, b) in ranked.iter().enumerate() {
                met[i * n + j] = i != j && meetings.met(a.player, b.player);
            }
        }
        Field { ranked, met }
    }

    fn met(&self, a: usize, b: usize) -> bool {
        self.met[a * self.ranked.len() + b]
    }

    /// The bye of rule 1 among `all` (an odd number of positions).
    fn bye(&self, all: &[usize]) -> usize {
        let fewest = all.iter().map(|&i| self.ranked[i].byes).min().unwrap_or(0);
        let candidates: Vec<usize> = all
            .iter()
            .rev()
            .copied()
            .filter(|&i| self.ranked[i].byes == fewest)
            .collect();
        for &b in &candidates {
            let rest: Vec<usize> = all.iter().copied().filter(|&i| i != b).collect();
            if self.fresh_at_least(&rest, rest.len() / 2) {
                return b;
            }
        }
        candidates[0]
    }

    /// Pairs `players` (positions in rank order, an even number) by rules 2 and 3.
    fn pair_all(&self, players: &[usize]) -> Vec<(usize, usize)> {
        let mut left = players.to_vec();
        let mut needed = self.most_fresh(&left);
        let mut pairs = Vec::with_capacity(left.len() / 2);
        while left.len() >= 2 {
            if needed == left.len() / 2 {
                if let Some(rest) = self.greedy(&left) {
                    pairs.extend(rest);
                    break;
                }
            }
            let p = left[0];
            let mut chosen = None;
            for q in self.preferences(p, &left) {
                let need = needed.saturating_sub(usize::from(!self.met(p, q)));
                let rest: Vec<usize> = left.iter().copied().filter(|&x| x != p && x != q).collect();
                if need <= rest.len() / 2 && self.fresh_at_least(&rest, need) {
                    chosen = Some((q, need));
                    break;
                }
            }
            // Some opponent always fits (a largest set of fresh pairs, completed by
            // repeats, pairs p with someone); the fallback keeps this total.
            let (q, need) = chosen.unwrap_or((left[1], needed.saturating_sub(1)));
            pairs.push((p, q));
            needed = need;
            left.retain(|&x| x != p && x != q);
        }
        pairs
    }

    /// The players of `left` (its first is `p`, the highest-ranked left) in the order `p`
    /// prefers them as its opponent (rule 3).
    fn preferences(&self, p: usize, left: &[usize]) -> Vec<usize> {
        let points = self.ranked[p].points;
        let group: Vec<usize> = left
            .iter()
            .copied()
            .filter(|&x| self.ranked[x].points == points)
            .collect();
        let (g, h) = (group.len(), group.len() / 2);
        let mut order: Vec<(bool, i64, usize, usize)> = left[1..]
            .iter()
            .enumerate()
            .map(|(position, &q)| {
                let dutch = match group.iter().position(|&x| x == q) {
                    Some(i) if i >= h => i - h,
                    Some(i) => g + h - i,
                    None => 0,
                };
                let gap = (points.units() - self.ranked[q].points.units()).abs();
                (self.met(p, q), gap, dutch, position)
            })
            .collect();
        order.sort_unstable();
        order
            .into_iter()
            .map(|(.., position)| left[1 + position])
            .collect()
    }

    /// Rule 3 done greedily over `left`: each highest-ranked player left takes the first
    /// opponent it prefers that it has not met. `None` when someone is left without one.
    fn greedy(&self, left: &[usize]) -> Option<Vec<(usize, usize)>> {
        let mut left = left.to_vec();
        let mut pairs = Vec::with_capacity(left.len() / 2);
        while let Some(&p) = left.first() {
            let q = self
                .preferences(p, &left)
                .into_iter()
                .find(|&q| !self.met(p, q))?;
            pairs.push((p, q));
            left.retain(|&x| x != p && x != q);
        }
        Some(pairs)
    }

    /// Whether `players` can be paired with at least `need` pairs that have not met.
    fn fresh_at_least(&self, players: &[usize], need: usize) -> bool {
        need == 0 || self.quick_fresh(players) >= need || self.most_fresh(players) >= need
    }

    /// A lower bound of [`Field::most_fresh`]: each player in order takes the first
    /// player after it that it has not met.
    fn quick_fresh(&self, players: &[usize]) -> usize {
        let mut taken = vec![false; players.len()];
        let mut count = 0;
        for i in 0..players.len() {
            if taken[i] {
                continue;
            }
            if let Some(j) =
                (i + 1..players.len()).find(|&j| !taken[j] && !self.met(players[i], players[j]))
            {
                taken[i] = true;
                taken[j] = true;
                count += 1;
            }
        }
        count
    }

    /// The most pairs of `players` that have not met (a maximum matching).
    fn most_fresh(&self, players: &[usize]) -> usize {
        let quick = self.quick_fresh(players);
        if quick == players.len() / 2 {
            return quick;
        }
        let mut edges = Vec::new();
        for (i, &a) in players.iter().enumerate() {
            for (j, &b) in players.iter().enumerate().skip(i + 1) {
                if !self.met(a, b) {
                    edges.push((i as u32, j as u32));
                }
            }
        }
        let mut graph = UnGraph::<(), ()>::with_capacity(players.len(), edges.len());
        for _ in players {
            graph.add_node(());
        }
        graph.extend_with_edges(edges);
        maximum_matching(&graph).len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::points::Points;

    fn field(points: &[i64]) -> Vec<Contender> {
        points
            .iter()
            .enumerate()
            .map(|(i, &p)| Contender {
                player: i,
                points: Points::halves(p),
                rating: -(i as i32),
                byes: 0,
            })
            .collect()
    }

    #[test]
    fn a_score_group_pairs_its_top_half_with_its_bottom_half() {
        let ranked = field(&[0; 8]);
        let pairing = pair(&ranked, &Meetings::new(8));
        assert_eq!(pairing.pairs, [(0, 4), (1, 5), (2, 6), (3, 7)]);
        assert_eq!(pairing.bye, None);
    }

    #[test]
    fn a_repeat_is_avoided_even_when_the_greedy_order_would_need_one() {
        // Six on equal points; 2 has met 4 and 5. The Dutch order alone gives 0–3, 1–4
        // and then 2–5, a repeat; the search gives 1 the opponent 2 instead.
        let ranked = field(&[2; 6]);
        let mut met = Meetings::new(6);
        met.add(&[2, 4]);
        met.add(&[2, 5]);
        let pairing = pair(&ranked, &met);
        assert_eq!(pairing.pairs, [(0, 3), (1, 2), (4, 5)]);
    }

    #[test]
    fn when_every_pairing_repeats_the_fewest_repeats_are_made() {
        // 0 has met everyone: one repeat is forced, and only one.
        let ranked = field(&[0; 4]);
        let mut met = Meetings::new(4);
        met.add(&[0, 1]);
        met.add(&[0, 2]);
        met.add(&[0, 3]);
        let pairing = pair(&ranked, &met);
        let repeats = pairing
            .pairs
            .iter()
            .filter(|&&(a, b)| met.met(a, b))
            .count();
        assert_eq!(repeats, 1, "{pairing:?}");
        assert_eq!(pairing.pairs.len(), 2);
    }
}
