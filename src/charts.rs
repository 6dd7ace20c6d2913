//! The arena's match and the rating ladder as charts (`arena --chart`,
//! `ladder --chart`): their results, already computed by [`crate::ai::arena`] and
//! [`crate::ai::ladder`], worded and mapped onto [`crate::render::chart`].
//!
//! - A match: each level's share of seat-games won outright, in %, as a bar on a 0–100%
//!   axis with its 95% Wilson interval ([`arena::wilson`]), and a dashed line at the even
//!   share (1 in the number of seats, or of teams).
//! - A ladder: each level's Bradley–Terry rating on the Elo scale with its 95% bootstrap
//!   interval, best first, and a dashed line at the reference's 0.
//!
//! The title names the players (a match's seats, or a ladder's count, its rows naming
//! them), the subtitle the games, the seats and the budget a move of the levels that
//! search (`hard`).

use crate::ai::arena::{self, ArenaConfig, ArenaReport, Entrant};
use crate::ai::ladder::{Ladder, LadderConfig};
use crate::core::Variant;
use crate::progress::count;
use crate::render::chart::{chart_png, ChartRow, IntervalChart};
use crate::render::Theme;

/// The match of `cfg` as a PNG chart of each level's win rate (module docs).
#[must_use]
pub fn arena_chart(report: &ArenaReport, cfg: &ArenaConfig) -> Vec<u8> {
    let rows = arena_rows(report);
    let sides = if report.seatings {
        2
    } else if report.teams {
        report.seats / 2
    } else {
        report.seats
    }
    .max(1);
    let (title, axis) = if report.seatings {
        (
            format!("Arena: {}, every seating", players(&cfg.entrants)),
            "games won, % (band: 95% Wilson interval)",
        )
    } else {
        (
            format!("Arena: {}", players(&cfg.entrants)),
            "win rate, % of seat-games won outright (band: 95% Wilson interval)",
        )
    };
    let reference = format!("even share: 1 in {sides}");
    chart_png(&IntervalChart {
        title: &title,
        subtitle: &arena_subtitle(report, cfg),
        axis_title: axis,
        unit: "%",
        range: Some((0.0, 100.0)),
        reference: Some((100.0 / sides as f64, &reference)),
        bars: true,
        rows: &rows,
        theme: Theme::Light,
    })
}

/// A row per level: its win rate and Wilson interval, in %.
fn arena_rows(report: &ArenaReport) -> Vec<ChartRow> {
    report
        .tallies
        .iter()
        .map(|t| {
            // Every seating counts games, the rotation seat-games.
            let (wins, draws, played, unit) = if report.seatings {
                (t.game_wins, t.game_draws, t.games, ("game", "games"))
            } else {
                (t.wins, t.draws, t.seat_games, ("seat-game", "seat-games"))
            };
            let n = played.max(1) as f64;
            let (lo, hi) = arena::wilson(wins, played);
            let mut caption = count(played, unit.0, unit.1);
            if draws > 0 {
                caption.push_str(&format!(" · {draws} shared"));
            }
            let (label, caption) = name_rows(&t.name, caption);
            ChartRow {
                label,
                caption,
                value: 100.0 * wins as f64 / n,
                low: 100.0 * lo,
                high: 100.0 * hi,
                value_text: format!("{:.1}%", 100.0 * wins as f64 / n),
                interval_text: format!("{:.1}–{:.1}%", 100.0 * lo, 100.0 * hi),
            }
        })
        .collect()
}

/// What the match played: games, seats, armies, variant, house rules and budgets.
fn arena_subtitle(report: &ArenaReport, cfg: &ArenaConfig) -> String {
    let mut played = vec![
        count(report.games, "game", "games"),
        count(report.seats, "seat", "seats"),
    ];
    if cfg.armies > 1 {
        played.push(format!("{} armies each", cfg.armies));
    }
    if cfg.variant == Variant::Capture {
        played.push("capture game".to_string());
    }
    played.extend(cfg.rules.differences());
    played.push(budget(&cfg.entrants));
    played.join(" · ")
}

/// The ladder of `cfg` as a PNG chart of each level's rating, best first (module docs).
#[must_use]
pub fn ladder_chart(ladder: &Ladder, cfg: &LadderConfig) -> Vec<u8> {
    let rows = ladder_rows(ladder);
    let reference = ladder.reference.as_str();
    let sizes: Vec<String> = ladder.sizes.iter().map(ToString::to_string).collect();
    let subtitle = format!(
        "{} at tables of {} seats · {}",
        count(ladder.games, "game", "games"),
        sizes.join(", "),
        budget(&cfg.entrants)
    );
    let axis = if cfg.resamples > 0 {
        format!("rating, Elo points ({reference} = 0; band: 95% bootstrap interval)")
    } else {
        format!("rating, Elo points ({reference} = 0; no interval without resamples)")
    };
    let zero = format!("{reference} = 0");
    chart_png(&IntervalChart {
        title: &format!("Rating ladder of {} computer players", cfg.entrants.len()),
        subtitle: &subtitle,
        axis_title: &axis,
        unit: "",
        range: None,
        reference: Some((0.0, &zero)),
        bars: false,
        rows: &rows,
        theme: Theme::Light,
    })
}

/// A row per rung, best first: the rating and its interval, in Elo points.
fn ladder_rows(ladder: &Ladder) -> Vec<ChartRow> {
    ladder
        .rungs
        .iter()
        .map(|r| {
            let caption = format!(
                "{} · scored {:.0}%",
                count(r.seats, "seat", "seats"),
                100.0 * r.score
            );
            let (label, caption) = name_rows(&r.name, caption);
            ChartRow {
                label,
                caption,
                value: r.rating,
                low: r.low,
                high: r.high,
                value_text: format!("{:+.0}", r.rating),
                interval_text: format!("{:+.0} to {:+.0}", r.low, r.high),
            }
        })
        .collect()
}

/// A row's name line and caption line for an entrant spec: the level or family on the
/// first, its settings (after the `:`) at the end of the caption, so a long spec such as
/// `hard:nodes=100000,width=8` keeps its level in view and its settings on the second
/// line rather than being cut after a few characters.
fn name_rows(name: &str, caption: String) -> (String, String) {
    match name.split_once(':') {
        Some((level, settings)) if !settings.trim().is_empty() => {
            (level.to_string(), format!("{caption} · {settings}"))
        }
        _ => (name.to_string(), caption),
    }
}

/// The entrants in seat order, a run of one name once with its count: `hard vs
/// medium ×5`.
fn players(entrants: &[Entrant]) -> String {
    let mut runs: Vec<(&str, usize)> = Vec::new();
    for e in entrants {
        match runs.last_mut() {
            Some((name, n)) if *name == e.name => *n += 1,
            _ => runs.push((&e.name, 1)),
        }
    }
    let words: Vec<String> = runs
        .iter()
        .map(|&(name, n)| {
            if n == 1 {
                name.to_string()
            } else {
                format!("{name} ×{n}")
            }
        })
        .collect();
    words.join(" vs ")
}

/// The budget a move of each distinct searching entrant (`hard`): `hard: 2s a move`,
/// `hard:nodes=20000: 20000 nodes or 2s a move` (whichever ends first); or that none
/// searches.
fn budget(entrants: &[Entrant]) -> String {
    let mut parts: Vec<String> = Vec::new();
    for e in entrants.iter().filter(|e| e.searches()) {
        let limits = e.bot.limits;
        let time = humantime::format_duration(limits.deadline);
        let part = if limits.max_nodes > 0 {
            format!("{}: {} nodes or {time} a move", e.name, limits.max_nodes)
        } else {
            format!("{}: {time} a move", e.name)
        };
        if !parts.contains(&part) {
            parts.push(part);
        }
    }
    if parts.is_empty() {
        "no level searches".to_string()
    } else {
        parts.join("; ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::ladder::Rung;
    use crate::render::chart::{layout, ChartLayout};

    fn entrants(text: &str) -> Vec<Entrant> {
        arena::parse_seats(text).unwrap()
    }

    #[test]
    fn titles_name_the_players_and_the_budget() {
        let mut seats = entrants("hard,medium*5");
        seats[0].bot.limits.max_nodes = 20_000;
        assert_eq!(players(&seats), "hard vs medium ×5");
        assert_eq!(budget(&seats), "hard: 20000 nodes or 2s a move");
        let ladder = entrants("greedy;easy;hard;hard:ms=250");
        assert_eq!(
            budget(&ladder),
            "hard: 2s a move; hard:ms=250: 250ms a move"
        );
        assert_eq!(budget(&entrants("easy,medium")), "no level searches");
    }

    /// Over every seating a row counts games, not seat-games: a kind with 9 seats in 6
    /// games that won 4 of them, one more shared, shows 66.7% of 6 games.
    #[test]
    fn every_seating_rows_count_games_won() {
        let tally = arena::Tally {
            name: "hard".into(),
            seat_games: 9,
            wins: 5,
            games: 6,
            game_wins: 4,
            game_draws: 1,
            ..arena::Tally::default()
        };
        let report = ArenaReport {
            games: 6,
            seats: 3,
            seatings: true,
            tallies: vec![tally],
            total_moves: 500,
            by_finish: 6,
            by_limit: 0,
            by_no_moves: 0,
            teams: false,
            elapsed: std::time::Duration::ZERO,
        };
        let row = &arena_rows(&report)[0];
        assert_eq!(row.caption, "6 games · 1 shared");
        assert_eq!(row.label, "hard");
        // A spec with settings: the level names the row, the settings close the caption.
        let mut long = report.clone();
        long.tallies[0].name = "hard:nodes=100000,width=8".into();
        let row = &arena_rows(&long)[0];
        assert_eq!(row.label, "hard");
        assert_eq!(row.caption, "6 games · 1 shared · nodes=100000,width=8");
        assert_eq!(row.value_text, "66.7%");
        let (lo, hi) = arena::wilson(4, 6);
        assert_eq!(
            row.interval_text,
            format!("{:.1}–{:.1}%", 100.0 * lo, 100.0 * hi)
        );
    }

    /// Counts of one read as one in the captions and subtitles: a one-game match of
    /// `1 game · 2 seats`, `1 seat-game` a level, and a ladder rung of `1 seat`.
    #[test]
    fn counts_of_one_read_as_one() {
        let tally = |name: &str| arena::Tally {
            name: name.into(),
            seat_games: 1,
            ..arena::Tally::default()
        };
        let report = ArenaReport {
            games: 1,
            seats: 2,
            seatings: false,
            tallies: vec![tally("greedy"), tally("easy")],
            total_moves: 90,
            by_finish: 1,
            by_limit: 0,
            by_no_moves: 0,
            teams: false,
            elapsed: std::time::Duration::ZERO,
        };
        let cfg = ArenaConfig {
            games: 1,
            entrants: entrants("greedy,easy"),
            armies: 1,
            variant: Variant::Standard,
            rules: crate::core::HouseRules::default(),
            seed: 1,
            threads: 1,
            progress: false,
            seatings: None,
        };
        assert_eq!(arena_rows(&report)[0].caption, "1 seat-game");
        assert_eq!(
            arena_subtitle(&report, &cfg),
            "1 game · 2 seats · no level searches"
        );
        let ladder = Ladder {
            rungs: vec![Rung {
                name: "greedy".into(),
                rating: 0.0,
                low: 0.0,
                high: 0.0,
                seats: 1,
                score: 0.5,
            }],
            reference: "greedy".into(),
            games: 1,
            pairs: 1,
            sizes: vec![2],
            elapsed: std::time::Duration::ZERO,
        };
        assert_eq!(ladder_rows(&ladder)[0].caption, "1 seat · scored 50%");
    }

    /// A hand-built ladder: the chart draws its rungs best first, the best furthest
    /// right, each band from its low to its high end.
    #[test]
    fn a_ladder_chart_puts_a_higher_rating_further_along() {
        let rung = |name: &str, rating: f64, low: f64, high: f64| Rung {
            name: name.into(),
            rating,
            low,
            high,
            seats: 40,
            score: 0.5,
        };
        let ladder = Ladder {
            rungs: vec![
                rung("hard", 420.0, 350.0, 500.0),
                rung("medium", 130.0, 70.0, 190.0),
                rung("greedy", 0.0, 0.0, 0.0),
            ],
            reference: "greedy".into(),
            games: 36,
            pairs: 36,
            sizes: vec![2],
            elapsed: std::time::Duration::ZERO,
        };
        let cfg = LadderConfig {
            entrants: entrants("greedy;medium;hard"),
            sizes: vec![2],
            games: 12,
            seed: 1,
            threads: 1,
            resamples: 100,
        };
        let img = image::load_from_memory(&ladder_chart(&ladder, &cfg))
            .unwrap()
            .to_rgb8();
        // The rows, laid out as the chart lays them out.
        let rows = ladder_rows(&ladder);
        let at: ChartLayout = layout(&IntervalChart {
            title: "",
            subtitle: "",
            axis_title: "",
            unit: "",
            range: None,
            reference: Some((0.0, "")),
            bars: false,
            rows: &rows,
            theme: Theme::Light,
        });
        assert_eq!(img.dimensions(), (600, 76 + 28 + 3 * 48 + 72));
        assert_eq!(at.span, (0.0, 500.0));
        let blue = [0x00, 0x72, 0xb2];
        for (i, r) in ladder.rungs.iter().take(2).enumerate() {
            let y = at.row_middle(i) as u32;
            assert_eq!(img.get_pixel(at.x(r.low) as u32, y).0, blue, "{}", r.name);
            assert_eq!(img.get_pixel(at.x(r.high) as u32, y).0, blue, "{}", r.name);
        }
        assert!(
            at.x(420.0) > at.x(190.0),
            "hard's estimate is right of medium's band"
        );
    }
}
