//! `block` and `report` through the table (docs/playing.md, "Blocking and reporting"):
//! a blocked person is never grouped with the blocker by `seek`, whoever searched first,
//! nor may either challenge the other; a report keeps the game's record for the
//! operators, on both stores.

use crate::common;
use crate::pg_server;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::store::Store;
use checkers_bot::table::{
    BlockRefusal, Challenge, Command, Input, Invitee, NothingToReport, Reply, Tables, User,
};
use common::{alice, bob, carol, invitee, on_server, one};

const SERVER: u64 = 7;
const START: u64 = 1_800_000_000;

fn block(who: &User, undo: bool) -> Command {
    Command::Block {
        who: Some(invitee(who)),
        undo,
    }
}

fn seek(players: usize) -> Command {
    Command::Seek {
        players,
        rated: false,
        fill: None,
        channel: None,
        anywhere: false,
    }
}

fn challenge(who: &User) -> Command {
    Command::Challenge(Challenge {
        people: vec![invitee(who)],
        ..Challenge::default()
    })
}

/// Alice's lobby of a 2-player game in channel 5.
fn open_lobby(tables: &Tables) {
    tables.handle(
        5,
        &alice(),
        Command::New {
            players: 2,
            armies: 1,
            settings: Vec::new(),
        },
    );
}

fn text(replies: Vec<Reply>) -> String {
    one(replies).text
}

#[test]
fn a_blocked_person_is_never_grouped_with_the_blocker() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let (alice, bob, carol) = (
        on_server(&alice(), SERVER),
        on_server(&bob(), SERVER),
        on_server(&carol(), SERVER),
    );
    let blocked = one(tables.handle(1, &alice, block(&bob, false)));
    assert!(blocked.private);
    assert_eq!(
        blocked.text,
        "You blocked Bob: `seek` never pairs the two of you, and there are no challenges \
         between you. `block` with `undo` undoes it."
    );
    assert_eq!(
        tables
            .store()
            .load_setting(checkers_bot::store::ChannelSetting::Blocks, alice.id)
            .unwrap(),
        Some(bob.id.to_string())
    );
    // Bob searches first, then Alice: both wait.
    assert!(text(tables.handle(2, &bob, seek(2))).starts_with("You are searching"));
    now.store(START + 10, Ordering::SeqCst);
    assert!(text(tables.handle(1, &alice, seek(2))).starts_with("You are searching"));
    assert_eq!(tables.store().seekers(SERVER).unwrap().len(), 2);
    // Carol is grouped with whoever waited longest: Bob.
    let found = text(tables.handle(3, &carol, seek(2)));
    assert_eq!(
        found,
        "Game found: Carol, Bob, a casual 2-player game. Its table opens now."
    );
    assert_eq!(common::searching(&tables, SERVER), [alice.id]);
}

/// A block made while the blocker's seek waits is kept in it: the blocked person's seek
/// that comes next is not matched with it.
#[test]
fn a_block_made_while_searching_holds_for_the_waiting_seek() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let (alice, bob) = (on_server(&alice(), SERVER), on_server(&bob(), SERVER));
    tables.handle(1, &alice, seek(2));
    tables.handle(1, &alice, block(&bob, false));
    assert_eq!(tables.store().seekers(SERVER).unwrap()[0].avoid, [bob.id]);
    assert!(text(tables.handle(2, &bob, seek(2))).starts_with("You are searching"));
    // Undone: the two are paired again.
    let undone = text(tables.handle(1, &alice, block(&bob, true)));
    assert_eq!(undone, "Bob is no longer blocked.");
    assert_eq!(
        tables
            .store()
            .load_setting(checkers_bot::store::ChannelSetting::Blocks, alice.id)
            .unwrap(),
        None
    );
    let found = text(tables.handle(1, &alice, seek(2)));
    assert_eq!(
        found,
        "Game found: Alice, Bob, a casual 2-player game. Its table opens now."
    );
}

#[test]
fn no_challenge_between_a_blocker_and_the_blocked() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    tables.handle(1, &alice(), block(&bob(), false));
    let answer = tables.execute(2, Some(&bob()), &Input::Command(challenge(&alice())));
    assert_eq!(
        answer
            .refusal
            .as_ref()
            .and_then(|r| r.why::<BlockRefusal>())
            .map(|r| format!("{r:?}")),
        Some("TheyBlocked(\"Alice\")".into())
    );
    assert_eq!(
        text(tables.handle(2, &bob(), challenge(&alice()))),
        "Alice does not take challenges from you."
    );
    assert_eq!(
        text(tables.handle(3, &alice(), challenge(&bob()))),
        "You blocked Bob: `block` with `undo` unblocks them."
    );
    // Nothing was opened in either channel; Carol may still challenge both.
    assert!(tables.store().load(2).unwrap().is_none());
    assert!(tables.store().load(3).unwrap().is_none());
    assert!(text(tables.handle(4, &carol(), challenge(&bob()))).starts_with("Carol challenges"));
}

#[test]
fn block_refuses_oneself_apps_and_counts() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    assert_eq!(
        text(tables.handle(1, &alice(), block(&alice(), false))),
        "You cannot block yourself."
    );
    let app = Invitee {
        id: 99,
        name: "Dealer".into(),
        bot: true,
    };
    let refused = text(tables.handle(
        1,
        &alice(),
        Command::Block {
            who: Some(app),
            undo: false,
        },
    ));
    assert_eq!(
        refused,
        "Dealer is an app: apps never play, so there is nothing to block."
    );
    let count = |tables: &Tables| {
        text(tables.handle(
            1,
            &alice(),
            Command::Block {
                who: None,
                undo: false,
            },
        ))
    };
    assert_eq!(count(&tables), "You have blocked nobody.");
    tables.handle(1, &alice(), block(&bob(), false));
    tables.handle(1, &alice(), block(&bob(), false));
    assert_eq!(count(&tables), "You have blocked one member.");
    tables.handle(1, &alice(), block(&carol(), false));
    assert_eq!(count(&tables), "You have blocked 2 members.");
    assert_eq!(
        text(tables.handle(1, &alice(), block(&carol(), true))),
        "Carol is no longer blocked."
    );
    assert_eq!(
        text(tables.handle(1, &alice(), block(&carol(), true))),
        "You had not blocked Carol."
    );
    assert_eq!(count(&tables), "You have blocked one member.");
}

/// A report keeps the channel's record as it was, on both stores; the game plays on.
#[test]
fn a_report_keeps_the_game_for_the_operators() {
    pg_server::on_both(|store: Arc<dyn Store>| {
        let now = Arc::new(AtomicU64::new(START));
        let tables = common::tables_at(Arc::clone(&store), &now);
        let refused = tables.execute(
            5,
            Some(&bob()),
            &Input::Command(Command::Report("rude".into())),
        );
        assert!(refused
            .refusal
            .as_ref()
            .is_some_and(|r| r.why::<NothingToReport>().is_some()));
        assert_eq!(
            text(tables.handle(5, &bob(), Command::Report(String::new()))),
            "There is no game here to report."
        );
        open_lobby(&tables);
        tables.handle(5, &bob(), Command::Join);
        tables.handle(5, &alice(), Command::Start);
        let before = store.load(5).unwrap().unwrap();
        let kept = text(tables.handle(
            5,
            &on_server(&bob(), SERVER),
            Command::Report("  said\u{7}   rude   things ".into()),
        ));
        assert_eq!(
            kept,
            "Thank you: your report (number 1) is kept for the bot's operators, with this \
             game as it is now. Nobody else is told."
        );
        let reports = store.reports(10).unwrap();
        assert_eq!(reports.len(), 1);
        let report = &reports[0];
        assert_eq!(
            (
                report.id,
                report.at,
                report.server,
                report.channel,
                report.reporter
            ),
            (1, START, SERVER, 5, bob().id)
        );
        assert_eq!(
            (report.name.as_str(), report.reason.as_str()),
            ("Bob", "said rude things")
        );
        let record: checkers_bot::store::TableRecord =
            serde_json::from_value(report.record.clone()).unwrap();
        assert_eq!(record.revision, before.revision);
        assert_eq!(record.seats, before.seats);
        // A second report is number 2, listed first; a long reason is cut.
        tables.handle(5, &carol(), Command::Report("x".repeat(1000)));
        let reports = store.reports(10).unwrap();
        assert_eq!(reports.iter().map(|r| r.id).collect::<Vec<_>>(), [2, 1]);
        assert_eq!(reports[0].reason.chars().count(), 300);
        assert_eq!(store.reports(1).unwrap().len(), 1);
    });
}

/// Two reports at once, then one every five minutes.
#[test]
fn a_persons_reports_are_limited() {
    let (cooldowns, ms) = common::test_cooldowns();
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now).with_cooldowns(cooldowns);
    open_lobby(&tables);
    for _ in 0..2 {
        assert!(
            text(tables.handle(5, &bob(), Command::Report(String::new()))).starts_with("Thank you")
        );
    }
    assert_eq!(
        text(tables.handle(5, &bob(), Command::Report(String::new()))),
        "Please wait 300 seconds before asking for that again."
    );
    assert_eq!(tables.store().reports(10).unwrap().len(), 2);
    ms.store(300_000, Ordering::SeqCst);
    assert!(
        text(tables.handle(5, &bob(), Command::Report(String::new()))).starts_with("Thank you")
    );
}

/// A block made anywhere (another server, a direct message) reaches the blocker's seeks
/// waiting on every server.
#[test]
fn a_block_made_elsewhere_holds_for_a_seek_waiting_on_another_server() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let (alice7, bob7) = (on_server(&alice(), SERVER), on_server(&bob(), SERVER));
    tables.handle(1, &alice7, seek(2));
    tables.handle(99, &on_server(&alice(), 8), block(&bob(), false));
    assert_eq!(tables.store().seekers(SERVER).unwrap()[0].avoid, [bob().id]);
    assert!(text(tables.handle(2, &bob7, seek(2))).starts_with("You are searching"));
}

/// Blocks made at once (two processes on one PostgreSQL database, and threads on sled)
/// are all kept: the list is changed by a compare-and-swap.
#[test]
fn blocks_made_at_once_are_all_kept() {
    pg_server::on_both(|store: Arc<dyn Store>| {
        let now = Arc::new(AtomicU64::new(START));
        let tables: Vec<Tables> = (0..2)
            .map(|_| common::tables_at(Arc::clone(&store), &now))
            .collect();
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let tables = &tables[usize::try_from(t % 2).unwrap()];
                s.spawn(move || {
                    for i in 0..5 {
                        let person = User::new(1000 + t * 10 + i, format!("P{t}{i}"));
                        let r = text(tables.handle(t, &alice(), block(&person, false)));
                        assert!(r.starts_with("You blocked"), "{r}");
                    }
                });
            }
        });
        let count = text(tables[0].handle(
            1,
            &alice(),
            Command::Block {
                who: None,
                undo: false,
            },
        ));
        assert_eq!(count, "You have blocked 20 members.");
    });
}

/// Reports made at once get a number each and are all kept, on both stores; sled's
/// numbers go on from the last after a restart.
#[test]
fn reports_made_at_once_each_get_their_own_number() {
    pg_server::on_both(|store: Arc<dyn Store>| {
        let now = Arc::new(AtomicU64::new(START));
        let tables = common::tables_at(Arc::clone(&store), &now);
        open_lobby(&tables);
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let tables = &tables;
                s.spawn(move || {
                    for _ in 0..3 {
                        let who = User::new(2000 + t, format!("R{t}"));
                        let r = text(tables.handle(5, &who, Command::Report(String::new())));
                        assert!(r.starts_with("Thank you"), "{r}");
                    }
                });
            }
        });
        let mut ids: Vec<u64> = store.reports(100).unwrap().iter().map(|r| r.id).collect();
        ids.sort_unstable();
        assert_eq!(ids, (1..=12).collect::<Vec<u64>>());
    });
    let dir = tempfile::tempdir().unwrap();
    for expected in [1, 2] {
        let store = checkers_bot::store::SledStore::open(dir.path()).unwrap();
        let mut report = checkers_bot::store::reports::Report {
            id: 0,
            at: START,
            server: 0,
            channel: 5,
            reporter: 7,
            name: "Ann".into(),
            reason: String::new(),
            record: serde_json::Value::Null,
        };
        store.report(&mut report).unwrap();
        assert_eq!(report.id, expected, "numbers go on after a restart");
    }
}

/// A challenge naming two people of whom one blocked the other is refused; a block made
/// after a challenge keeps its acceptance from starting a game between the two.
#[test]
fn a_block_keeps_two_people_out_of_one_challenge() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    tables.handle(1, &alice(), block(&bob(), false));
    let both = Command::Challenge(Challenge {
        people: vec![invitee(&alice()), invitee(&bob())],
        ..Challenge::default()
    });
    assert_eq!(
        text(tables.handle(2, &carol(), both)),
        "Alice and Bob cannot be in one game: one of them blocked the other."
    );
    // Carol challenges Alice; Alice then blocks Carol; Alice's acceptance is refused.
    assert!(text(tables.handle(3, &carol(), challenge(&alice()))).starts_with("Carol challenges"));
    tables.handle(1, &alice(), block(&carol(), false));
    assert_eq!(
        text(tables.handle(3, &alice(), Command::Join)),
        "You cannot accept: you or someone in this game blocked the other since the challenge."
    );
    let record = tables.store().load(3).unwrap().unwrap();
    assert_eq!(record.phase, checkers_bot::store::Phase::Lobby);
}

/// `checkers-bot reports` reads an existing database only: a folder that is not one is
/// named and left as it was.
#[test]
fn reports_refuses_a_folder_that_is_not_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nothing/here");
    let (code, out, err) = common::run_bin(&["reports", "--db", missing.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains("is not a checkers-bot database folder"),
        "{err}"
    );
    assert!(!missing.exists(), "nothing made");
    let db = dir.path().join("bot");
    drop(checkers_bot::store::SledStore::open(&db).unwrap());
    let (code, out, _) = common::run_bin(&["reports", "--db", db.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (Some(0), "no reports\n"));
    let (code, _, err) = common::run_bin(&["reports", "--db", db.to_str().unwrap(), "--last", "0"]);
    assert_eq!(code, Some(2), "{err}");
}
