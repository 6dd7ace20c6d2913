//! A break-test of tournaments (docs/playing.md "Tournaments"), at the table level with
//! a clock the test moves, as `tests/tournament_table.rs` drives them. Each test states
//! what the docs promise; a failing one is a finding.

use crate::common;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::store::{Stage, Store, TournamentRecord};
use checkers_bot::table::{Input, NewTournament, Reply, ReplyKind, Tables, TournamentCommand};
use checkers_bot::tournament::{Entrant, Format, GameResult, Points, Tournament};

use crate::tournament_table::{manager, person, tour, CHANNEL, SERVER, START};

fn new_tournament(players: usize, rounds: u32, minutes: u32) -> NewTournament {
    NewTournament {
        players,
        round_robin: false,
        rounds,
        rated: false,
        starts_in: minutes,
        settings: vec![("turn_timeout".into(), "1h".into())],
    }
}

fn create(tables: &Tables, players: usize, rounds: u32, minutes: u32) -> Vec<Reply> {
    tour(
        tables,
        &manager(),
        TournamentCommand::Create(new_tournament(players, rounds, minutes)),
    )
}

fn stored(tables: &Tables) -> TournamentRecord {
    tables.store().tournament(SERVER, 1).unwrap().unwrap()
}

struct Bench {
    tables: Tables,
    now: Arc<AtomicU64>,
    next_thread: AtomicU64,
}

impl Bench {
    fn sled() -> Bench {
        let now = Arc::new(AtomicU64::new(START));
        let store: Arc<dyn Store> = Arc::new(checkers_bot::store::SledStore::temporary().unwrap());
        Bench {
            tables: common::tables_at(store, &now),
            now,
            next_thread: AtomicU64::new(9000),
        }
    }

    /// One timers' round; each game matched opened in a new channel. The public posts in
    /// the tournament's channel.
    fn tick(&self) -> Vec<Reply> {
        let mut posted = Vec::new();
        for (channel, replies) in self.tables.tick_all() {
            for r in replies {
                if let ReplyKind::Matched(game) = r.kind {
                    let thread = self.next_thread.fetch_add(1, Ordering::SeqCst);
                    let input = Input::Matched {
                        group: r.group.clone(),
                        game,
                        places: Vec::new(),
                    };
                    self.tables.reply(thread, None, None, &input);
                } else if channel == CHANNEL {
                    posted.push(r);
                }
            }
        }
        posted
    }

    fn pass(&self, seconds: u64) {
        self.now.fetch_add(seconds, Ordering::SeqCst);
    }
}

/// Signs up P1…P4 for a Swiss of 3 rounds starting in 30 minutes; the check-in opens;
/// P1…P3 check in; at the start the timers start it with those three.
fn started_without_p4(bench: &Bench) {
    create(&bench.tables, 2, 3, 30);
    for i in 1..=4 {
        tour(&bench.tables, &person(i), TournamentCommand::Join(None));
    }
    bench.pass(21 * 60);
    bench.tick();
    for i in 1..=3 {
        tour(&bench.tables, &person(i), TournamentCommand::CheckIn(None));
    }
    bench.pass(10 * 60);
    bench.tick();
    let record = stored(&bench.tables);
    assert_eq!(record.stage, Stage::Playing);
    let ids: Vec<u64> = record
        .tournament
        .as_ref()
        .unwrap()
        .players()
        .iter()
        .map(|p| p.entrant.id.0)
        .collect();
    assert_eq!(ids, vec![101, 102, 103], "P4 did not check in");
}

/// Docs: `join` "after the start, joins late (Swiss only)". P4 signed up but missed the
/// check-in, so is not in the tournament; its late join is refused with "You are in
/// this tournament already." although it is in no round and no standings.
#[test]
fn one_who_missed_the_check_in_can_still_join_late() {
    let bench = Bench::sled();
    started_without_p4(&bench);
    let late = tour(&bench.tables, &person(4), TournamentCommand::Join(None));
    assert_ne!(late[0].kind, ReplyKind::Refusal, "{late:?}");
    let record = stored(&bench.tables);
    let t = record.tournament.as_ref().unwrap();
    assert!(
        t.players().iter().any(|p| p.entrant.id.0 == 104),
        "P4 is in the tournament after its late join"
    );
}

/// P4, dropped at the check-in, asks to `leave`: it is in no game of the tournament, so
/// it should hear that it is not in it, not "You have withdrawn already".
#[test]
fn one_who_missed_the_check_in_is_told_it_is_not_in_the_tournament() {
    let bench = Bench::sled();
    started_without_p4(&bench);
    let left = tour(&bench.tables, &person(4), TournamentCommand::Leave(None));
    assert_eq!(left[0].text, "You are not in tournament #1.", "{left:?}");
}

/// Docs: a tournament takes at most 1000 players (`MAX_PLAYERS`). The sign-up takes a
/// 1001st without a word, and at the start the whole tournament is cancelled, saying
/// "fewer than 2 players checked in". Either the 1001st join is refused ("it is full"),
/// or the tournament starts.
#[test]
fn a_thousand_and_one_sign_ups_do_not_cancel_the_tournament() {
    let bench = Bench::sled();
    create(&bench.tables, 2, 3, 60);
    let mut refused = 0;
    for i in 1..=1001 {
        let r = tour(&bench.tables, &person(i), TournamentCommand::Join(None));
        if r[0].kind == ReplyKind::Refusal {
            refused += 1;
        }
    }
    let start = tour(&bench.tables, &manager(), TournamentCommand::Start(None));
    let record = stored(&bench.tables);
    assert!(
        refused == 1 || record.stage == Stage::Playing,
        "{} signed up, {refused} refused; stage {:?}; start said: {:?}",
        record.entrants.len(),
        record.stage,
        start.first().map(|r| &r.text)
    );
}

/// Swiss of 5 over 5 rounds, every game won by its first seat: each player has the bye
/// once ("none, until everyone has had one"), and no two meet twice while another
/// pairing avoids it (5 players, 10 pairs: 2 games a round, 10 games, none repeated).
#[test]
fn five_players_five_rounds_one_bye_each_and_no_repeat() {
    let entrants = (1..=5)
        .map(|i| Entrant::new(i, &format!("P{i}"), 0))
        .collect();
    let mut t = Tournament::new(Format::Swiss { rounds: 5 }, entrants).unwrap();
    for round in 1..=5 {
        t = t.pair_next_round().unwrap();
        let games = t.round(round).unwrap().games.len();
        for g in 0..games {
            t = t.record(round, g, GameResult::first_wins()).unwrap();
        }
    }
    let mut byes: Vec<u64> = t
        .paired()
        .iter()
        .flat_map(|r| r.byes.iter().map(|b| b.0))
        .collect();
    byes.sort_unstable();
    assert_eq!(byes, vec![1, 2, 3, 4, 5], "one bye each");
    let mut pairs: Vec<(u64, u64)> = t
        .paired()
        .iter()
        .flat_map(|r| &r.games)
        .map(|g| {
            (
                g.seats[0].0.min(g.seats[1].0),
                g.seats[0].0.max(g.seats[1].0),
            )
        })
        .collect();
    pairs.sort_unstable();
    let n = pairs.len();
    pairs.dedup();
    assert_eq!(pairs.len(), n, "a repeat pairing");
    let total: Points = t.standings().iter().map(|s| s.points).sum();
    assert_eq!(total, Points::halves(2 * 15));
}
