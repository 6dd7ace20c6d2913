//! The daily puzzle's pure core (`src/puzzle/`): the puzzle of a fixed day is exactly
//! the one below, made the same way on every run; each day's answer is the only best
//! one, checked by a brute-force search written here apart from the engine (its own
//! steps and hops from the holes' coordinates, its own target lock, every line of moves
//! tried); answers are read as players type moves. How long making one takes is a
//! criterion benchmark (`benches/puzzle.rs`), not a timed test.

use std::collections::{BTreeSet, HashMap};

use checkers_bot::core::{format_path, Hole, Move, Point};
use checkers_bot::puzzle::{AnswerError, Date, Kind, Puzzle};

/// 2026-12-08: a "home in N" (odd day).
const HOME_DAY: u64 = 20_795;
/// 2026-12-09: a "farthest move" (even day).
const FARTHEST_DAY: u64 = 20_796;

/// The days whose answers the brute force checks: ten weeks from 2026-12-08, "home in 5"
/// among them.
const CHECKED: std::ops::Range<u64> = HOME_DAY..HOME_DAY + 70;

fn holes(names: &str) -> BTreeSet<Hole> {
    names
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

fn army(p: &Puzzle, home: Point) -> BTreeSet<Hole> {
    p.race.board().army(home).iter().collect()
}

fn text(mv: Move) -> String {
    format_path(&[mv.from, mv.to])
}

#[test]
fn the_puzzle_of_2026_12_08_is_this_home_in_3() {
    let p = Puzzle::of_day(HOME_DAY);
    assert_eq!(p.date().to_string(), "2026-12-08");
    assert_eq!(p.kind, Kind::Home(3));
    assert_eq!(p.race.layout().seats(), 1, "red alone");
    assert_eq!(army(&p, Point::N), holes("l6 l7 m8 n2 o1 o2 o3 p1 p2 q1"));
    assert_eq!(text(p.answer), "l6-n1");
    let line: Vec<String> = p.solution.iter().map(|s| format_path(s)).collect();
    assert_eq!(line, ["l6-l8-n3-n1", "l7-n4", "m8-n3"]);
}

#[test]
fn the_puzzle_of_2026_12_09_is_this_farthest_move() {
    let p = Puzzle::of_day(FARTHEST_DAY);
    assert_eq!(p.date().to_string(), "2026-12-09");
    assert_eq!(p.kind, Kind::Farthest);
    assert_eq!(p.race.layout().seats(), 2);
    assert_eq!(army(&p, Point::N), holes("a1 b2 c2 d1 d3 d4 e7 f8 g6 h6"));
    assert_eq!(army(&p, Point::S), holes("l4 l6 m6 m7 m8 n1 n2 n4 o2 o3"));
    assert!(p.race.history().is_empty(), "no last move drawn");
    assert_eq!(text(p.answer), "a1-i5");
    let chains: Vec<String> = p.solution.iter().map(|s| format_path(s)).collect();
    assert_eq!(chains, ["a1-c3-e9-g7-i5"]);
}

#[test]
fn the_same_day_makes_the_same_puzzle() {
    for day in [0, HOME_DAY, FARTHEST_DAY, 30_000] {
        let (a, b) = (Puzzle::of_day(day), Puzzle::of_day(day));
        assert_eq!(a.race.board(), b.race.board());
        assert_eq!((a.answer, a.kind), (b.answer, b.kind));
    }
    assert_ne!(
        Puzzle::of_day(HOME_DAY).race.board(),
        Puzzle::of_day(HOME_DAY + 2).race.board()
    );
}

// The brute force, apart from the engine: holes by their row and doubled column (the
// coordinates notation.md's rows and numbers give), the six directions of the grid.

const DIRECTIONS: [(i32, i32); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];

/// The holes a peg on `from` can end a move in, `pegs` the occupied holes (`from`
/// among them): a step to an empty neighbour, or any chain of hops over one neighbour
/// into the empty hole beyond; a chain never ends where it began; a peg in the S point
/// (red's target, rows n to q) stays in it.
fn ends(from: Hole, pegs: &BTreeSet<Hole>) -> BTreeSet<Hole> {
    let at =
        |h: Hole, (dr, dx): (i32, i32), k: i32| Hole::at(h.row() as i32 + k * dr, h.x2() + k * dx);
    let empty = |h: &Hole| !pegs.contains(h) || *h == from;
    let mut out = BTreeSet::new();
    for d in DIRECTIONS {
        if let Some(n) = at(from, d, 1).filter(|n| !pegs.contains(n)) {
            out.insert(n);
        }
    }
    // Every landing hole of a chain, by a depth-first walk (the peg lifted from `from`).
    let mut seen = BTreeSet::from([from]);
    let mut stack = vec![from];
    while let Some(h) = stack.pop() {
        for d in DIRECTIONS {
            let over = at(h, d, 1).filter(|o| pegs.contains(o) && *o != from);
            let land = at(h, d, 2).filter(empty);
            if let (Some(_), Some(land)) = (over, land) {
                if seen.insert(land) {
                    stack.push(land);
                }
            }
        }
    }
    out.extend(seen);
    out.remove(&from);
    let in_s = |h: &Hole| h.row() >= 13;
    if in_s(&from) {
        out.retain(in_s);
    }
    out
}

/// Every move of the pegs `movers`, the board holding `pegs`.
fn all_moves(movers: &BTreeSet<Hole>, pegs: &BTreeSet<Hole>) -> Vec<Move> {
    movers
        .iter()
        .flat_map(|&from| {
            ends(from, pegs)
                .into_iter()
                .map(move |to| Move { from, to })
        })
        .collect()
}

fn moved(pegs: &BTreeSet<Hole>, mv: Move) -> BTreeSet<Hole> {
    let mut next = pegs.clone();
    next.remove(&mv.from);
    next.insert(mv.to);
    next
}

/// The fewest moves that bring `army` (alone on the board) into the S point, at most
/// `most`, and the first moves of every way home in that many: breadth first over every
/// line of moves, positions met twice merged. The one cut: a position with more pegs
/// outside the S point than moves left cannot get home (a move moves one peg).
fn brute_home(army: &BTreeSet<Hole>, most: u32) -> Option<(u32, BTreeSet<Move>)> {
    let outside = |a: &BTreeSet<Hole>| a.iter().filter(|h| h.row() < 13).count() as u32;
    let mut layer: HashMap<BTreeSet<Hole>, BTreeSet<Move>> =
        HashMap::from([(army.clone(), BTreeSet::new())]);
    for depth in 1..=most {
        let mut next: HashMap<BTreeSet<Hole>, BTreeSet<Move>> = HashMap::new();
        for (position, firsts) in &layer {
            for mv in all_moves(position, position) {
                let child = moved(position, mv);
                if outside(&child) > most - depth {
                    continue;
                }
                let firsts = if depth == 1 {
                    BTreeSet::from([mv])
                } else {
                    firsts.clone()
                };
                next.entry(child).or_default().extend(firsts);
            }
        }
        let home: BTreeSet<Move> = next
            .iter()
            .filter(|(p, _)| outside(p) == 0)
            .flat_map(|(_, f)| f.iter().copied())
            .collect();
        if !home.is_empty() {
            return Some((depth, home));
        }
        layer = next;
    }
    None
}

#[test]
fn each_days_answer_is_the_only_best_one_by_brute_force() {
    let mut kinds = BTreeSet::new();
    for day in CHECKED {
        let p = Puzzle::of_day(day);
        let red = army(&p, Point::N);
        let pegs: BTreeSet<Hole> = p.race.board().occupied().iter().collect();
        let moves = all_moves(&red, &pegs);
        // The engine's legal moves are the brute force's: every answer it judges.
        let engine: BTreeSet<Move> = p.moves().into_iter().collect();
        assert_eq!(engine, moves.iter().copied().collect(), "day {day}");
        match p.kind {
            Kind::Farthest => {
                let rows = |m: &Move| m.to.row() as i32 - m.from.row() as i32;
                let most = moves.iter().map(rows).max().unwrap();
                let best: Vec<&Move> = moves.iter().filter(|m| rows(m) == most).collect();
                assert_eq!(best, [&p.answer], "day {day}: the one farthest move");
                assert!(most >= 6, "day {day}: {most} rows");
                kinds.insert("farthest");
            }
            Kind::Home(n) => {
                assert_eq!(pegs, red, "day {day}: red alone");
                let (fewest, firsts) = brute_home(&red, n).expect("home within n");
                assert_eq!(fewest, n, "day {day}: no way home is shorter");
                assert_eq!(
                    firsts,
                    BTreeSet::from([p.answer]),
                    "day {day}: one first move"
                );
                // The solution shown is a way home in n that starts with the answer.
                let mut now = red.clone();
                for (i, chain) in p.solution.iter().enumerate() {
                    let mv = Move {
                        from: chain[0],
                        to: *chain.last().unwrap(),
                    };
                    assert!(ends(mv.from, &now).contains(&mv.to), "day {day}, move {i}");
                    now = moved(&now, mv);
                }
                assert_eq!(p.solution.len() as u32, n);
                assert!(now.iter().all(|h| h.row() >= 13), "day {day}: home");
                kinds.insert("home");
            }
        }
    }
    assert_eq!(kinds.len(), 2, "both kinds checked");
}

#[test]
fn answers_are_read_as_moves_are_typed() {
    let p = Puzzle::of_day(HOME_DAY);
    for right in ["l6 n1", "L6-N1", "l6 → n1", "l6-l8-n3-n1", "l6n1"] {
        let judged = p.judge(right).unwrap();
        assert!(judged.right, "{right}");
    }
    let wrong = p.judge("l7 n4").unwrap();
    assert!(!wrong.right);
    assert_eq!(format_path(&wrong.path), "l7-n4");
    // Not a legal move, or not a move: refused, not judged.
    assert!(matches!(p.judge("a1 b1"), Err(AnswerError::Illegal(_))));
    assert!(
        matches!(p.judge("o1 l5"), Err(AnswerError::Illegal(_))),
        "target lock"
    );
    assert!(matches!(p.judge("hello"), Err(AnswerError::Text(_))));
    let farthest = Puzzle::of_day(FARTHEST_DAY);
    assert!(farthest.judge("a1 i5").unwrap().right);
    assert!(
        matches!(farthest.judge("l4 k4"), Err(AnswerError::Illegal(_))),
        "green's peg"
    );
}

#[test]
fn days_are_dates() {
    assert_eq!(Date::of_day(HOME_DAY).to_string(), "2026-12-08");
    let first = Date {
        year: 2027,
        month: 1,
        day: 1,
    };
    assert_eq!(first.day_number(), Some(HOME_DAY + 24));
}
