//! The daily puzzle at the table (docs/playing.md, "The daily puzzle"): a channel manager
//! sets the hour, the timers post each day's puzzle at it (with the solution of the one
//! before), answers are told right or wrong privately, once a day, and a text that is no
//! legal move counts for nothing; streaks are kept and broken; the month's leaderboard;
//! the store's promises on both stores; `forget-me` forgets the answers.

use crate::common;
use crate::pg_server;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::puzzle::{Puzzle, DAY};
use checkers_bot::store::{PuzzleAnswer, PuzzlePlan, SledStore, Store, PUZZLE_FORMAT};
use checkers_bot::table::{Command, PuzzleNews, Reply, ReplyKind, Tables, User};
use common::{alice, bob, carol, on_server, one, texts};
use pg_server::on_both;

const SERVER: u64 = 5;
const CHANNEL: u64 = 70;
/// 2026-12-08 (a "home in 3", answer `l6-n1`) and the days after it.
const DAY_ONE: u64 = 20_795;
/// The hour the puzzle is posted at, UTC.
const HOUR: u64 = 7;

/// `hours` o'clock (and `seconds`) on `day`, in seconds since the epoch.
fn at(day: u64, hours: u64, seconds: u64) -> u64 {
    day * DAY + hours * 3600 + seconds
}

fn manager(u: &User) -> User {
    User {
        manager: true,
        ..on_server(u, SERVER)
    }
}

fn defaults_hour(hour: &str) -> Command {
    Command::Defaults {
        settings: vec![("puzzle_hour".into(), hour.into())],
    }
}

/// The day's right answer, typed as two holes.
fn right(day: u64) -> String {
    let p = Puzzle::of_day(day);
    format!("{} {}", p.answer.from, p.answer.to)
}

/// A legal move of the day's puzzle that is not the answer.
fn wrong(day: u64) -> String {
    let p = Puzzle::of_day(day);
    let m = p.moves().into_iter().find(|m| *m != p.answer).unwrap();
    format!("{} {}", m.from, m.to)
}

/// The posts the timers make now.
fn tick(tables: &Tables) -> Vec<(u64, Vec<Reply>)> {
    tables.tick_all()
}

/// Tables over a temporary store on the clock `now`, the puzzle set to `HOUR` in
/// `CHANNEL` at `now` by a manager, and its first post taken.
fn planned(now: &Arc<AtomicU64>) -> Tables {
    let tables = common::temporary_tables_at(now);
    let set = one(tables.handle(CHANNEL, &manager(&carol()), defaults_hour("7")));
    assert!(!set.private);
    assert_eq!(
        set.text,
        "Carol set the daily puzzle: posted here every day at 07:00 UTC."
    );
    tables
}

fn answer(tables: &Tables, user: &User, text: &str) -> Reply {
    one(tables.handle(
        CHANNEL,
        &on_server(user, SERVER),
        Command::Puzzle(Some(text.into())),
    ))
}

fn show(tables: &Tables, user: &User) -> Reply {
    one(tables.handle(CHANNEL, &on_server(user, SERVER), Command::Puzzle(None)))
}

#[test]
fn the_puzzle_is_posted_at_its_hour_with_the_solution_of_the_day_before() {
    // Set at 07:30: the day's puzzle is posted at once.
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 7, 1800)));
    let tables = planned(&now);
    let posts = tick(&tables);
    let [(channel, first)] = posts.as_slice() else {
        panic!("{posts:?}")
    };
    assert_eq!(*channel, CHANNEL);
    let [post] = first.as_slice() else {
        panic!("{:?}", texts(first))
    };
    assert!(!post.private);
    assert_eq!(post.kind, ReplyKind::Board);
    assert_eq!(&post.image.as_ref().unwrap()[1..4], b"PNG");
    assert!(
        post.text
            .starts_with("**Daily puzzle, 2026-12-08: home in 3.** Red alone"),
        "{}",
        post.text
    );
    assert!(post.text.contains("at 07:00 UTC"), "{}", post.text);
    let description = post.description.as_deref().unwrap();
    assert!(
        description.starts_with("Daily puzzle · 2026-12-08. Red pegs: l6 l7 m8 n2"),
        "{description}"
    );
    // Once a day: not again, not before the hour the next day.
    assert!(tick(&tables).is_empty());
    now.store(at(DAY_ONE + 1, HOUR, 0) - 1, Ordering::SeqCst);
    assert!(tick(&tables).is_empty());
    // Alice solved it, Bob did not.
    assert!(answer(&tables, &alice(), "l6 n1").text.starts_with("Right"));
    assert!(!answer(&tables, &bob(), "l7 n4").text.starts_with("Right"));
    now.store(at(DAY_ONE + 1, HOUR, 0), Ordering::SeqCst);
    let posts = tick(&tables);
    let [(_, next)] = posts.as_slice() else {
        panic!("{posts:?}")
    };
    let [puzzle, solution] = next.as_slice() else {
        panic!("{:?}", texts(next))
    };
    assert!(
        puzzle
            .text
            .starts_with("**Daily puzzle, 2026-12-09: the farthest move.**"),
        "{}",
        puzzle.text
    );
    assert_eq!(solution.kind, ReplyKind::Board);
    assert_eq!(
        solution.text,
        "**Solution of 2026-12-08:** `l6-n1` (l6-l8-n3-n1, l7-n4, m8-n3). Solved here by 1 of \
         2 who answered.\nThis month: 1. Alice 1"
    );
    assert!(solution
        .description
        .as_deref()
        .unwrap()
        .starts_with("Solution · 2026-12-08."));
    // The next day's answers are to the new puzzle.
    assert!(answer(&tables, &bob(), &right(DAY_ONE + 1))
        .text
        .starts_with("Right"));
}

#[test]
fn answers_are_told_privately_once_a_day_and_a_text_no_legal_move_counts_for_nothing() {
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 8, 0)));
    let tables = planned(&now);
    tick(&tables);
    let right = answer(&tables, &alice(), "l6-l8-n3-n1");
    assert!(right.private);
    assert_eq!(
        right.text,
        "Right: `l6-l8-n3-n1` is the answer!\nYour streak: 1 day (best: 1)."
    );
    let news = tables.run(
        CHANNEL,
        &on_server(&bob(), SERVER),
        &Command::Puzzle(Some("l7 n4".into())),
    );
    let judged = news.outcomes[0].news::<PuzzleNews>().unwrap();
    assert!(matches!(judged, PuzzleNews::Judged { right: false, .. }));
    let wrong = answer(&tables, &carol(), "l7 n4");
    assert!(wrong.private);
    assert_eq!(
        wrong.text,
        "`l7-n4` is not the answer. The solution comes with the next puzzle.\nYour streak: \
         none yet (best: 0)."
    );
    // One answer a day: the first stays.
    let again = answer(&tables, &carol(), "l6 n1");
    assert!(again.private);
    assert_eq!(
        again.text,
        "You have answered today's puzzle already (one answer a day). Your answer today: \
         `l7-n4`, not the one; the solution comes with the next puzzle."
    );
    // Not a legal move there, or not a move: refused, and Dave may still answer.
    let dave = User::new(4, "Dave");
    let illegal = answer(&tables, &dave, "a1 b1");
    assert!(illegal.private);
    assert_eq!(illegal.kind, ReplyKind::Refusal);
    assert_eq!(illegal.text, "`a1 b1`: there is no peg on a1.");
    assert_eq!(answer(&tables, &dave, "q9").kind, ReplyKind::Refusal);
    assert!(answer(&tables, &dave, "l6 n1").text.starts_with("Right"));
    let answers = tables
        .store()
        .puzzle_answers(SERVER, None, DAY_ONE..DAY_ONE + 1)
        .unwrap();
    assert_eq!(answers.len(), 4);
    // `puzzle` shows the puzzle, the answer given, the streak and the month, privately.
    let shown = show(&tables, &alice());
    assert!(shown.private);
    assert_eq!(shown.kind, ReplyKind::Board);
    assert!(shown.image.is_some());
    let lines: Vec<&str> = shown.text.lines().collect();
    assert_eq!(
        lines[1..],
        [
            "Your answer today: `l6-l8-n3-n1`, right.",
            "Your streak: 1 day (best: 1).",
            "This month: 1. Alice 1 · 2. Dave 1",
        ]
    );
}

#[test]
fn a_streak_is_kept_day_after_day_and_broken_by_a_missed_day() {
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 8, 0)));
    let tables = planned(&now);
    let streak = |r: Reply| r.text.lines().last().unwrap().to_string();
    tick(&tables);
    assert_eq!(
        streak(answer(&tables, &alice(), &right(DAY_ONE))),
        "Your streak: 1 day (best: 1)."
    );
    now.store(at(DAY_ONE + 1, 8, 0), Ordering::SeqCst);
    tick(&tables);
    assert_eq!(
        streak(answer(&tables, &alice(), &right(DAY_ONE + 1))),
        "Your streak: 2 days in a row (best: 2)."
    );
    // Before she answers the next day, the streak stands.
    now.store(at(DAY_ONE + 2, 8, 0), Ordering::SeqCst);
    tick(&tables);
    let shown = show(&tables, &alice());
    assert!(
        shown
            .text
            .contains("Your streak: 2 days in a row (best: 2)."),
        "{}",
        shown.text
    );
    // A day missed breaks it.
    now.store(at(DAY_ONE + 3, 8, 0), Ordering::SeqCst);
    tick(&tables);
    assert!(show(&tables, &alice())
        .text
        .contains("Your streak: none yet (best: 2)."));
    assert_eq!(
        streak(answer(&tables, &alice(), &right(DAY_ONE + 3))),
        "Your streak: 1 day (best: 2)."
    );
    // So does a wrong answer.
    now.store(at(DAY_ONE + 4, 8, 0), Ordering::SeqCst);
    tick(&tables);
    assert_eq!(
        streak(answer(&tables, &alice(), &wrong(DAY_ONE + 4))),
        "Your streak: none yet (best: 2)."
    );
}

#[test]
fn the_months_leaderboard_ranks_by_puzzles_solved_then_who_got_there_first() {
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 8, 0)));
    let tables = planned(&now);
    tick(&tables);
    // Day one: Carol first, then Bob, then Alice wrong.
    answer(&tables, &carol(), &right(DAY_ONE));
    now.fetch_add(60, Ordering::SeqCst);
    answer(&tables, &bob(), &right(DAY_ONE));
    answer(&tables, &alice(), &wrong(DAY_ONE));
    // Day two: Bob, then Alice, then Carol wrong.
    now.store(at(DAY_ONE + 1, 8, 0), Ordering::SeqCst);
    tick(&tables);
    answer(&tables, &bob(), &right(DAY_ONE + 1));
    now.fetch_add(60, Ordering::SeqCst);
    answer(&tables, &alice(), &right(DAY_ONE + 1));
    answer(&tables, &carol(), &wrong(DAY_ONE + 1));
    let month = show(&tables, &alice());
    assert!(
        month
            .text
            .ends_with("This month: 1. Bob 2 · 2. Carol 1 · 3. Alice 1"),
        "{}",
        month.text
    );
    // A new month starts empty (2027-01-01 is 24 days on).
    now.store(at(DAY_ONE + 24, 8, 0), Ordering::SeqCst);
    tick(&tables);
    assert!(!show(&tables, &bob()).text.contains("This month"));
}

#[test]
fn only_a_channel_manager_sets_the_hour_and_a_server_without_it_has_no_puzzle() {
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 8, 0)));
    let tables = common::temporary_tables_at(&now);
    let off = show(&tables, &alice());
    assert_eq!(off.kind, ReplyKind::Refusal);
    assert!(
        off.text.starts_with("This server has no daily puzzle."),
        "{}",
        off.text
    );
    let refused = one(tables.handle(CHANNEL, &on_server(&alice(), SERVER), defaults_hour("7")));
    assert_eq!(refused.kind, ReplyKind::Refusal);
    for bad in ["24", "seven", "-1"] {
        let r = one(tables.handle(CHANNEL, &manager(&carol()), defaults_hour(bad)));
        assert_eq!(
            r.text, "`puzzle_hour` takes an hour (UTC) from 0 to 23, or `off`.",
            "{bad}"
        );
    }
    assert!(tables.store().puzzle_plan(SERVER).unwrap().is_none());
    // Set for 20:00 at 08:00: the day's puzzle (the day before, by that hour) is posted
    // at once, and `puzzle` answers before it is.
    let set = tables.handle(CHANNEL, &manager(&carol()), defaults_hour("20:00"));
    assert_eq!(
        texts(&set),
        ["Carol set the daily puzzle: posted here every day at 20:00 UTC."]
    );
    assert_eq!(
        show(&tables, &alice()).text,
        "The first daily puzzle here is being posted: ask again in a moment."
    );
    tick(&tables);
    assert!(show(&tables, &alice()).text.contains("2026-12-07"));
    // Off, in any language's word (German `aus`), with other defaults in the same line.
    let off = tables.handle(
        CHANNEL,
        &manager(&carol()),
        Command::Defaults {
            settings: vec![
                ("puzzle_hour".into(), "aus".into()),
                ("theme".into(), "dark".into()),
            ],
        },
    );
    assert_eq!(
        texts(&off),
        [
            "Carol set the board theme of this channel's new games: dark.",
            "Carol turned the daily puzzle off."
        ]
    );
    assert!(tables.store().puzzle_plan(SERVER).unwrap().is_none());
    assert_eq!(show(&tables, &alice()).kind, ReplyKind::Refusal);
}

#[test]
fn the_console_plays_the_puzzle_of_the_utc_day() {
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 1, 0)));
    let tables = common::temporary_tables_at(&now);
    tables.set_front_end(checkers_bot::table::FrontEnd::Console);
    let shown = one(tables.handle(1, &alice(), Command::Puzzle(None)));
    assert!(shown.text.contains("2026-12-08"), "{}", shown.text);
    assert!(
        shown.text.contains("`puzzle d2 e7`"),
        "the console's words: {}",
        shown.text
    );
    let right = one(tables.handle(1, &alice(), Command::Puzzle(Some("l6 n1".into()))));
    assert!(right.text.starts_with("Right"));
    // The next day it shows the solution of the day before (the console has no posts).
    now.store(at(DAY_ONE + 1, 1, 0), Ordering::SeqCst);
    let next = one(tables.handle(1, &alice(), Command::Puzzle(None)));
    assert!(
        next.text
            .ends_with("**Solution of 2026-12-08:** `l6-n1` (l6-l8-n3-n1, l7-n4, m8-n3)."),
        "{}",
        next.text
    );
    let console_player = User {
        manager: true,
        ..alice()
    };
    let refused = one(tables.handle(1, &console_player, defaults_hour("7")));
    assert_eq!(refused.kind, ReplyKind::Refusal);
    // Parsed from a typed line, in any language's command word.
    assert_eq!(
        Command::parse("puzzle l6 n1").unwrap(),
        Some(Command::Puzzle(Some("l6 n1".into())))
    );
    assert_eq!(
        Command::parse("rätsel").unwrap(),
        Some(Command::Puzzle(None))
    );
}

/// The store's promises, on sled and PostgreSQL: a day's post claimed once, the first
/// answer of a day kept alone, answers read by days and person, `forget-me`.
#[test]
fn the_stores_keep_plans_and_first_answers() {
    on_both(|store: Arc<dyn Store>| {
        assert!(store.puzzle_plans().unwrap().is_empty());
        assert_eq!(store.claim_puzzle_post(SERVER, 10).unwrap(), None);
        let plan = PuzzlePlan {
            format: PUZZLE_FORMAT,
            server: SERVER,
            channel: CHANNEL,
            hour: 7,
            posted: 0,
        };
        store.save_puzzle_plan(SERVER, Some(&plan)).unwrap();
        assert_eq!(store.puzzle_plan(SERVER).unwrap(), Some(plan.clone()));
        // Claimed once: the plan as it was comes back, then nothing.
        assert_eq!(
            store.claim_puzzle_post(SERVER, 10).unwrap(),
            Some(plan.clone())
        );
        assert_eq!(store.claim_puzzle_post(SERVER, 10).unwrap(), None);
        assert_eq!(store.claim_puzzle_post(SERVER, 9).unwrap(), None);
        let claimed = store.claim_puzzle_post(SERVER, 11).unwrap().unwrap();
        assert_eq!(claimed.posted, 10);
        assert_eq!(store.puzzle_plans().unwrap()[0].posted, 11);
        // A plan saved from a read made before that claim (a manager moving the hour)
        // does not take the claimed day back: it is not posted twice.
        let moved = PuzzlePlan {
            hour: 9,
            ..plan.clone()
        };
        store.save_puzzle_plan(SERVER, Some(&moved)).unwrap();
        let now = store.puzzle_plan(SERVER).unwrap().unwrap();
        assert_eq!((now.hour, now.posted), (9, 11));
        assert_eq!(store.claim_puzzle_post(SERVER, 11).unwrap(), None);
        let kept = |user: u64, day: u64, right: bool| PuzzleAnswer {
            format: PUZZLE_FORMAT,
            server: SERVER,
            day,
            user,
            name: format!("p{user}"),
            answer: "d2-e7".into(),
            right,
            at: day * DAY,
        };
        assert_eq!(store.answer_puzzle(&kept(1, 10, true)).unwrap(), None);
        assert_eq!(
            store.answer_puzzle(&kept(1, 10, false)).unwrap(),
            Some(kept(1, 10, true)),
            "the first answer stays"
        );
        store.answer_puzzle(&kept(1, 11, false)).unwrap();
        store.answer_puzzle(&kept(2, 11, true)).unwrap();
        store
            .answer_puzzle(&PuzzleAnswer {
                server: SERVER + 1,
                ..kept(1, 11, true)
            })
            .unwrap();
        let mut days = store.puzzle_answers(SERVER, None, 11..12).unwrap();
        days.sort_by_key(|a| a.user);
        assert_eq!(days, [kept(1, 11, false), kept(2, 11, true)]);
        let mut mine = store.puzzle_answers(SERVER, Some(1), 0..100).unwrap();
        mine.sort_by_key(|a| a.day);
        assert_eq!(mine, [kept(1, 10, true), kept(1, 11, false)]);
        // forget-me: every answer of the person, on every server.
        assert!(store.forget(1).unwrap());
        assert!(store
            .puzzle_answers(SERVER, Some(1), 0..100)
            .unwrap()
            .is_empty());
        assert!(store
            .puzzle_answers(SERVER + 1, Some(1), 0..100)
            .unwrap()
            .is_empty());
        assert_eq!(store.puzzle_answers(SERVER, None, 0..100).unwrap().len(), 1);
        assert!(!store.forget(1).unwrap());
        store.save_puzzle_plan(SERVER, None).unwrap();
        assert!(store.puzzle_plans().unwrap().is_empty());
    });
}

/// Two tables over one store (two processes): each day's puzzle is posted once.
#[test]
fn two_processes_post_each_day_once() {
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 8, 0)));
    let first = common::tables_at(Arc::clone(&store), &now);
    let second = common::tables_at(store, &now);
    first.handle(CHANNEL, &manager(&carol()), defaults_hour("7"));
    let posts = [tick(&first), tick(&second)];
    assert_eq!(posts.iter().map(Vec::len).sum::<usize>(), 1, "{posts:?}");
}

/// `migrate` copies the daily puzzle's plans and answers from a sled folder to
/// PostgreSQL; run again it doubles nothing, and a plan changed in the database stays.
#[test]
fn migrate_copies_the_daily_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot");
    {
        let now = Arc::new(AtomicU64::new(at(DAY_ONE, 8, 0)));
        let tables = common::tables_at(Arc::new(SledStore::open(&db).unwrap()), &now);
        tables.handle(CHANNEL, &manager(&carol()), defaults_hour("7"));
        tick(&tables);
        answer(&tables, &alice(), "l6 n1");
        answer(&tables, &bob(), "l7 n4");
        tables.flush().unwrap();
    }
    let server = pg_server::PgServer::start();
    let url = server.database("migrated");
    let migrated = |expected: &str| {
        let done = checkers_bot::store::migrate::migrate(&db, &url).unwrap();
        assert!(done.to_string().contains(expected), "{done}");
    };
    migrated("daily puzzle: 1 plans, 2 answers\n");
    migrated("daily puzzle: 1 plans, 2 answers\n");
    let pg = checkers_bot::store::open(std::path::Path::new(&url)).unwrap();
    let plan = pg.puzzle_plan(SERVER).unwrap().unwrap();
    assert_eq!(
        (plan.channel, plan.hour, plan.posted),
        (CHANNEL, 7, DAY_ONE)
    );
    let mut answers = pg.puzzle_answers(SERVER, None, 0..u64::MAX).unwrap();
    answers.sort_by_key(|a| a.user);
    let told: Vec<(u64, &str, bool)> = answers
        .iter()
        .map(|a| (a.user, a.answer.as_str(), a.right))
        .collect();
    assert_eq!(told, [(1, "l6-l8-n3-n1", true), (2, "l7-n4", false)]);
    // Moved to another hour in the database: migrating again keeps it.
    pg.save_puzzle_plan(SERVER, Some(&PuzzlePlan { hour: 9, ..plan }))
        .unwrap();
    migrated("daily puzzle: 1 plans, 2 answers\n");
    assert_eq!(pg.puzzle_plan(SERVER).unwrap().unwrap().hour, 9);
}

/// Each `puzzle` draws its image: three at once, then one every 2 seconds (the `moves`
/// cooldown); the fourth asked at once is told how long to wait.
#[test]
fn the_puzzle_is_asked_within_a_cooldown() {
    let now = Arc::new(AtomicU64::new(at(DAY_ONE, 7, 1800)));
    let (cooldowns, ms) = common::test_cooldowns();
    let tables = planned(&now).with_cooldowns(cooldowns);
    tick(&tables);
    for _ in 0..3 {
        assert!(show(&tables, &alice()).image.is_some());
    }
    let waited = show(&tables, &alice());
    assert!(waited.image.is_none() && waited.private);
    assert_eq!(
        waited.text,
        "Please wait 2 seconds before asking for that again."
    );
    ms.store(2_000, Ordering::SeqCst);
    assert!(show(&tables, &alice()).image.is_some());
    // Another person has their own.
    assert!(show(&tables, &bob()).image.is_some());
}
