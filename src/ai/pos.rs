//! A light position for search: the pegs as bitsets, a Zobrist hash and incremental
//! costs. Moves come from the core's generator ([`destinations`]); applying one is
//! bookkeeping only.

use std::sync::{Arc, LazyLock};

use crate::core::{
    destinations, Abandon, AntiSpoiling, Hole, HoleSet, MoveRules, Point, Race, Seat, HOLE_COUNT,
};

use super::eval::{CostTables, Weights};

/// Pseudo-random keys for (army, hole), fixed so that hashes are reproducible.
static ZOBRIST: LazyLock<[[u64; HOLE_COUNT]; 6]> = LazyLock::new(|| {
    let mut state = 0x243F_6A88_85A3_08D3_u64;
    let mut next = move || {
        // splitmix64
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut keys = [[0u64; HOLE_COUNT]; 6];
    for army in &mut keys {
        for key in army.iter_mut() {
            *key = next();
        }
    }
    keys
});

/// The Zobrist key of one peg.
#[inline]
pub(crate) fn peg_key(army: usize, hole: Hole) -> u64 {
    ZOBRIST[army][hole.index()]
}

/// A move in search: which army's peg, from where, to where, and the change in that
/// army's cost (negative = progress).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SMove {
    pub army: u8,
    pub from: Hole,
    pub to: Hole,
    pub delta: i32,
}

/// The pegs, as the search sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Pos {
    /// Pegs of each army, indexed by home point.
    pub armies: [HoleSet; 6],
    /// Every occupied hole (armies and obstacles).
    pub occupied: HoleSet,
    /// Zobrist hash of the armies.
    pub hash: u64,
}

impl Pos {
    /// The position of `game`.
    pub fn of(game: &Race) -> Pos {
        let board = game.board();
        let armies = Point::ALL.map(|p| board.army(p));
        let mut hash = 0;
        for (a, set) in armies.iter().enumerate() {
            for h in *set {
                hash ^= peg_key(a, h);
            }
        }
        Pos {
            armies,
            occupied: board.occupied(),
            hash,
        }
    }

    /// Moves the peg of `army` on `from` to `to`. When `to` is taken (the `swap` house rule,
    /// docs/rules.md §5), the peg there goes to `from`: exact for a step and an approximation for
    /// a hop (the core moves it to where the last hop began), which only matters inside the
    /// search tree: moves actually played always come from [`Race::legal_moves`].
    pub fn apply(&mut self, army: usize, from: Hole, to: Hole) {
        if self.occupied.contains(to) {
            if let Some(other) = (0..6).find(|&a| self.armies[a].contains(to)) {
                self.armies[other].remove(to);
                self.armies[other].insert(from);
                self.hash ^= peg_key(other, to) ^ peg_key(other, from);
            }
            self.armies[army].remove(from);
            self.armies[army].insert(to);
            self.hash ^= peg_key(army, from) ^ peg_key(army, to);
            return;
        }
        self.armies[army].remove(from);
        self.armies[army].insert(to);
        self.occupied.remove(from);
        self.occupied.insert(to);
        self.hash ^= peg_key(army, from) ^ peg_key(army, to);
    }
}

/// What the search needs to know about a game, fixed for one decision.
#[derive(Clone, Debug)]
pub(crate) struct Ctx {
    /// The armies of each seat (home points as indices).
    pub seats: Vec<Vec<usize>>,
    /// Each seat's partner in a team game (docs/rules.md §8), `None` without `teams`.
    pub partner: Vec<Option<usize>>,
    /// Seats whose own armies came home in the game itself.
    pub home: Vec<bool>,
    /// Move rules per army.
    pub rules: [MoveRules; 6],
    /// Whether `anti_spoiling = full-target` counts a full target as home.
    pub full_target: bool,
    /// Seats that finished in the game itself (they never move again).
    pub finished: Vec<bool>,
    /// Seats at the move limit, or resigned under `abandon = freeze` (they never move
    /// again).
    pub at_limit: Vec<bool>,
    /// Per-army cost tables.
    pub cost: Arc<CostTables>,
    /// See [`Weights::trap`].
    pub trap: i32,
    /// The seat of each army (`usize::MAX` for a home point nobody plays).
    pub army_seat: [usize; 6],
}

impl Ctx {
    /// The context of `game`, costs from `weights`.
    pub fn new(game: &Race, weights: &Weights) -> Ctx {
        let layout = game.layout();
        let seats: Vec<Vec<usize>> = layout
            .all_seats()
            .map(|s| layout.armies(s).iter().map(|p| p.index()).collect())
            .collect();
        let rules = Point::ALL.map(|p| *game.move_rules(p));
        let limit = game.rules().move_limit;
        let mut army_seat = [usize::MAX; 6];
        for (s, armies) in seats.iter().enumerate() {
            for &a in armies {
                army_seat[a] = s;
            }
        }
        Ctx {
            partner: layout
                .all_seats()
                .map(|s| game.partner(s).map(Seat::index))
                .collect(),
            home: layout.all_seats().map(|s| game.is_home(s)).collect(),
            finished: layout.all_seats().map(|s| game.is_finished(s)).collect(),
            at_limit: layout
                .all_seats()
                .map(|s| {
                    (limit != 0 && game.moves_made(s) >= limit)
                        || (game.rules().abandon == Abandon::Freeze && game.has_resigned(s))
                })
                .collect(),
            seats,
            rules,
            full_target: matches!(game.rules().anti_spoiling, AntiSpoiling::FullTarget),
            cost: CostTables::new(weights),
            trap: weights.trap,
            army_seat,
        }
    }

    /// Whether the army from home `army` is home on `pos` (docs/rules.md §4, `anti_spoiling`;
    /// mirrors [`Race::army_home`]).
    #[inline]
    pub fn army_home(&self, pos: &Pos, army: usize) -> bool {
        let target = self.rules[army].target;
        let own = pos.armies[army].and(target);
        own.len() == 10
            || (self.full_target && !own.is_empty() && pos.occupied.and(target) == target)
    }

    /// Whether the armies `seat` starts with are home on `pos` (or already were in the
    /// game).
    #[inline]
    pub fn own_home(&self, pos: &Pos, seat: usize) -> bool {
        self.home[seat] || self.seats[seat].iter().all(|&a| self.army_home(pos, a))
    }

    /// Whether `seat` has finished on `pos` (or already had in the game): its armies home,
    /// and in a team game its partner's too (docs/rules.md §8).
    #[inline]
    pub fn seat_home(&self, pos: &Pos, seat: usize) -> bool {
        self.finished[seat]
            || (self.own_home(pos, seat)
                && self.partner[seat].is_none_or(|p| self.own_home(pos, p)))
    }

    /// The armies `seat` moves on `pos`: its own, or its partner's once its own are home
    /// in a team game (docs/rules.md §8).
    #[inline]
    pub fn commanded(&self, pos: &Pos, seat: usize) -> &[usize] {
        match self.partner[seat] {
            Some(p) if self.own_home(pos, seat) => &self.seats[p],
            _ => &self.seats[seat],
        }
    }

    /// The cost of `seat`'s team from per-seat costs: the seat's, plus its partner's in a
    /// team game (the evaluation counts the partner's progress as the seat's own).
    #[inline]
    pub fn team_cost(&self, costs: &[i32; 6], seat: usize) -> i32 {
        costs[seat] + self.partner[seat].map_or(0, |p| costs[p])
    }

    /// The trap danger of `seat`'s team (see [`Ctx::trap`]).
    #[inline]
    pub fn team_trap(&self, pos: &Pos, seat: usize) -> i32 {
        self.trap(pos, seat) + self.partner[seat].map_or(0, |p| self.trap(pos, p))
    }

    /// Whether `seat` may still move (its team not finished, not at the move limit).
    #[inline]
    pub fn seat_moves(&self, pos: &Pos, seat: usize) -> bool {
        !self.at_limit[seat] && !self.seat_home(pos, seat)
    }

    /// The cost of every seat on `pos` ([`Ctx::seat_cost`]; 0 past the last seat).
    pub fn costs(&self, pos: &Pos) -> [i32; 6] {
        let mut c = [0; 6];
        for (s, slot) in c.iter_mut().enumerate().take(self.seats.len()) {
            *slot = self.seat_cost(pos, s);
        }
        c
    }

    /// `mv` played on `pos` whose per-seat costs are `costs`: the new position and its
    /// costs, updated incrementally (a swap's displaced peg included, see [`Pos::apply`]).
    pub fn play(&self, pos: &Pos, costs: &[i32; 6], mv: SMove) -> (Pos, [i32; 6]) {
        let mut child = *pos;
        let mut c = *costs;
        let army = usize::from(mv.army);
        if pos.occupied.contains(mv.to) {
            if let Some(other) = (0..6).find(|&a| pos.armies[a].contains(mv.to)) {
                let seat = self.army_seat[other];
                if seat != usize::MAX {
                    c[seat] += self.cost.get(other, mv.from) - self.cost.get(other, mv.to);
                }
            }
        }
        child.apply(army, mv.from, mv.to);
        c[self.army_seat[army]] += mv.delta;
        (child, c)
    }

    /// The cost of `seat` on `pos` (lower is better), without the finishing bonus.
    pub fn seat_cost(&self, pos: &Pos, seat: usize) -> i32 {
        self.armies_cost(pos, &self.seats[seat])
    }

    /// The cost of `armies` (home points as indices) on `pos`.
    pub fn armies_cost(&self, pos: &Pos, armies: &[usize]) -> i32 {
        armies
            .iter()
            .map(|&a| {
                pos.armies[a]
                    .iter()
                    .map(|h| self.cost.get(a, h))
                    .sum::<i32>()
            })
            .sum()
    }

    /// The danger of `seat`'s pegs being shut in at home: for each army, its pegs still in
    /// its home point times the other pegs already there, times [`Weights::trap`]. (Pegs
    /// of a finished army never move again, so a straggler they surround is lost.)
    #[inline]
    pub fn trap(&self, pos: &Pos, seat: usize) -> i32 {
        self.seats[seat]
            .iter()
            .map(|&a| {
                let home = Point::from_index(a).holes();
                let mine = pos.armies[a].and(home).len() as i32;
                if mine == 0 {
                    return 0;
                }
                let others = pos.occupied.and(home).without(pos.armies[a]).len() as i32;
                mine * others
            })
            .sum::<i32>()
            * self.trap
    }

    /// Appends every move of `seat` to `out` with its cost change.
    pub fn gen(&self, pos: &Pos, seat: usize, out: &mut Vec<SMove>) {
        for &a in self.commanded(pos, seat) {
            let rules = &self.rules[a];
            for from in pos.armies[a] {
                let c0 = self.cost.get(a, from);
                for to in destinations(from, pos.occupied, rules) {
                    out.push(SMove {
                        army: a as u8,
                        from,
                        to,
                        delta: self.cost.get(a, to) - c0,
                    });
                }
            }
        }
    }
}
