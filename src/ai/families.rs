//! Reference search families for the arena (`maxn`, `paranoid`, `mcts`): the classic
//! multi-player searches over `hard`'s evaluation and move generation, to measure `hard`
//! against. They are arena entrants, not levels: no table offers them.
//!
//! | family | search | module |
//! |---|---|---|
//! | `maxn` | max^n (Luckhardt & Irani 1986), iterative deepening | [`super::maxn`] |
//! | `paranoid` | paranoid alpha-beta (Sturtevant & Korf 2000) with `hard`'s ordering, table and iterative deepening | [`super::search`], [`super::Tree::Paranoid`] |
//! | `mcts` | MCTS, max^n backup, Progressive History (Nijssen & Winands 2011) | [`super::mcts`] |
//!
//! Each takes the deadline and node budget of its [`Bot`] (`nodes=`, `ms=`) and its search
//! settings (`width`, `reply`, `depth`, the evaluation weights; see docs/computer-players.md),
//! plays the race only (in the capture game an entrant of a family plays `hard`'s capture
//! search), and has none of the levels' rescue from a stall: only the root's penalty for
//! repeating an arrangement, as `hard`.

use std::fmt;

use crate::core::{Game, Race};

use super::{Bot, Past, SearchParams, SearchReport, Tree, TurnReport};

/// A reference search family (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Max^n search.
    Maxn,
    /// Paranoid search.
    Paranoid,
    /// Monte-Carlo tree search with Progressive History.
    Mcts,
}

impl Family {
    /// Every family.
    pub const ALL: [Family; 3] = [Family::Maxn, Family::Paranoid, Family::Mcts];

    /// The name in an entrant spec: `maxn`, `paranoid`, `mcts`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Family::Maxn => "maxn",
            Family::Paranoid => "paranoid",
            Family::Mcts => "mcts",
        }
    }

    /// The family named `s` (any case, surrounding spaces ignored).
    #[must_use]
    pub fn parse(s: &str) -> Option<Family> {
        Family::ALL
            .into_iter()
            .find(|f| s.trim().eq_ignore_ascii_case(f.name()))
    }

    /// The entrant settings (`key=value` in a spec) this family uses: the budget, the
    /// evaluation's weights, and its search's own.
    #[must_use]
    pub fn settings(self) -> &'static [&'static str] {
        match self {
            Family::Maxn => &[
                "ms", "nodes", "depth", "width", "step", "convex", "lateral", "trap",
            ],
            Family::Paranoid => &[
                "ms", "nodes", "depth", "width", "reply", "lambda", "patience", "plan", "step",
                "convex", "lateral", "trap",
            ],
            Family::Mcts => &["ms", "nodes", "step", "convex", "lateral", "trap"],
        }
    }

    /// The search of this family for the seat to move in `game`, within `bot`'s limits
    /// and with its settings. `None` when the game is over.
    #[must_use]
    pub fn search(self, game: &Race, bot: &Bot, seed: u64) -> Option<SearchReport> {
        let seat = game.to_move()?;
        let repeats = Past::of(game, seat).repeats;
        match self {
            Family::Maxn => super::maxn::search(game, bot, seed, &repeats),
            Family::Paranoid => {
                let params = SearchParams {
                    tree: Tree::Paranoid,
                    ..bot.params
                };
                super::search::search(game, &params, bot.limits, seed, &repeats)
            }
            Family::Mcts => super::mcts::search(game, bot, seed, &repeats),
        }
    }

    /// Plays one turn of `game` for the seat to move (see [`super::play_turn`]); in the
    /// capture game `bot` plays it.
    pub fn play_turn(self, game: &mut Game, bot: &Bot, seed: u64) -> Option<TurnReport> {
        let Game::Race(race) = game else {
            return super::play_turn(game, bot, seed);
        };
        let seat = race.to_move()?;
        let report = self.search(race, bot, seed)?;
        race.play(report.mv).ok()?;
        Some(TurnReport {
            seat,
            search: Some(report),
        })
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Board, Hole, HouseRules, Layout, Move, Point, Seat};
    use std::time::Duration;

    /// A bot with a node budget only (the deadline far away), as the arena's `nodes=`.
    fn budget(nodes: u64) -> Bot {
        Bot::new(super::super::Level::Hard)
            .with_deadline(Duration::from_mins(10))
            .with_max_nodes(nodes)
    }

    fn start(seats: usize) -> Race {
        Race::new(
            Layout::standard(seats).unwrap(),
            HouseRules::default(),
            Seat::ALL[0],
        )
        .unwrap()
    }

    /// A few moves into the game, so that the families meet pegs out of their homes.
    fn opened(seats: usize) -> Race {
        let mut game = Game::from(start(seats));
        for turn in 0..2 * seats as u64 {
            let mv = super::super::greedy(&game, turn).unwrap();
            game.play(mv).unwrap();
        }
        game.as_race().unwrap().clone()
    }

    /// Every family returns a legal move at 2, 3, 4 and 6 seats, from the start and a few
    /// moves in, with its search reported.
    #[test]
    fn every_family_plays_a_legal_move_at_every_seat_count() {
        for seats in [2, 3, 4, 6] {
            for game in [start(seats), opened(seats)] {
                let legal = game.legal_moves();
                for family in Family::ALL {
                    let report = family.search(&game, &budget(600), 7).unwrap();
                    assert!(legal.contains(&report.mv), "{family} at {seats} seats");
                    assert!(report.nodes >= 1, "{family} at {seats} seats: {report:?}");
                    assert!(report.nodes <= 600 + 8, "{family}: {report:?}");
                }
            }
        }
    }

    /// Seat 0's army in its target but for one peg a step outside the target's one free
    /// hole, the other army far from both: every family plays the finishing step.
    #[test]
    fn every_family_finishes_when_one_move_finishes() {
        let layout = Layout::standard(2).unwrap();
        let home = layout.armies(Seat::ALL[0])[0];
        let other = layout.armies(Seat::ALL[1])[0];
        let target = home.opposite().holes();
        // Somewhere neither army starts or ends, for the other army.
        let aside = Point::ALL
            .into_iter()
            .find(|p| ![home, other, home.opposite(), other.opposite()].contains(p))
            .unwrap();
        let (free, out) = target
            .iter()
            .find_map(|t| {
                Hole::all()
                    .find(|h| {
                        h.distance(t) == 1 && !target.contains(*h) && !aside.holes().contains(*h)
                    })
                    .map(|h| (t, h))
            })
            .unwrap();
        let mut pegs = target;
        pegs.remove(free);
        pegs.insert(out);
        let mut board = Board::empty();
        board.set_army(home, pegs);
        board.set_army(other, aside.holes());
        let game = Race::from_board(layout, HouseRules::default(), board, Seat::ALL[0]).unwrap();
        let finish = Move {
            from: out,
            to: free,
        };
        assert!(game.legal_moves().contains(&finish));
        assert!(game.legal_moves().len() > 1);
        for family in Family::ALL {
            let report = family.search(&game, &budget(2000), 3).unwrap();
            assert_eq!(report.mv, finish, "{family}: {report:?}");
        }
    }

    /// Seats that pass: the empty seat of the solitaire crossing (it never has a move),
    /// and a team game's partners (teams = on, 4 and 6 seats): every family still plays
    /// a legal move.
    #[test]
    fn every_family_plays_around_seats_that_pass_and_partners() {
        let mut board = Board::empty();
        board.set_army(Point::N, Point::N.holes());
        let layout = Layout::standard(2).unwrap();
        let alone = Race::from_board(layout, HouseRules::default(), board, Seat::ALL[0]).unwrap();
        let teams: HouseRules = "teams=on".parse().unwrap();
        let mut games = vec![alone];
        for seats in [4, 6] {
            games.push(Race::new(Layout::standard(seats).unwrap(), teams, Seat::ALL[0]).unwrap());
        }
        for game in games {
            let legal = game.legal_moves();
            for family in Family::ALL {
                let report = family.search(&game, &budget(400), 5).unwrap();
                assert!(legal.contains(&report.mv), "{family}: {report:?}");
            }
        }
    }

    /// With a node budget the same seed gives the same move (and the same search).
    #[test]
    fn a_node_budget_is_reproducible() {
        for seats in [3, 6] {
            let game = opened(seats);
            for family in Family::ALL {
                let a = family.search(&game, &budget(800), 11).unwrap();
                let b = family.search(&game, &budget(800), 11).unwrap();
                assert_eq!(
                    (a.mv, a.nodes, a.depth),
                    (b.mv, b.nodes, b.depth),
                    "{family}"
                );
            }
        }
    }

    /// `hard` at six seats searches as the `mcts` family: the same move, nodes and depth
    /// for the same seed and node budget. At four seats, and at six with `mc=0`, it is
    /// best-reply search (the `paranoid` family's search with `hard`'s tree).
    #[test]
    fn hard_searches_by_mcts_at_six_seats_only() {
        let bot = budget(1500);
        let brs = |game: &Race, bot: &Bot| {
            let repeats = Past::of(game, game.to_move().unwrap()).repeats;
            super::super::search::search(game, &bot.params, bot.limits, 9, &repeats).unwrap()
        };
        let hard = |game: &Race, bot: &Bot| {
            let choice = bot
                .choose_with_report(&Game::from(game.clone()), 9)
                .unwrap();
            let r = choice.search.unwrap();
            (choice.mv, r.nodes, r.depth)
        };
        let six = opened(6);
        let mcts = Family::Mcts.search(&six, &bot, 9).unwrap();
        assert_eq!(hard(&six, &bot), (mcts.mv, mcts.nodes, mcts.depth));
        let no_mcts = Bot {
            params: SearchParams {
                mcts_from: 0,
                ..bot.params
            },
            ..bot
        };
        let r = brs(&six, &no_mcts);
        assert_eq!(hard(&six, &no_mcts), (r.mv, r.nodes, r.depth));
        assert_ne!((r.nodes, r.depth), (mcts.nodes, mcts.depth));
        let four = opened(4);
        let r = brs(&four, &bot);
        assert_eq!(hard(&four, &bot), (r.mv, r.nodes, r.depth));
    }

    #[test]
    fn names_round_trip() {
        for f in Family::ALL {
            assert_eq!(
                Family::parse(&format!(" {} ", f.name().to_uppercase())),
                Some(f)
            );
        }
        assert_eq!(Family::parse("hard"), None);
    }
}
