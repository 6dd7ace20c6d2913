//! The store through its public interface, and damaged data through the table layer:
//! format versions, a corrupted record, a corrupted database, a database in use. The
//! promises every store keeps are checked against both implementations: sled, and
//! PostgreSQL on a throwaway server on loopback (`tests/pg_server`).

use crate::pg_server;

use crate::common;

use common::{alice, bin, bob, computer_game, new_game, one, tables_in};
use std::path::Path;
use std::sync::Arc;

use checkers_bot::ai::Level;
use checkers_bot::core::Point;
use checkers_bot::core::Seat;
use checkers_bot::store::{
    decode, Occupant, Phase, SledStore, Store, StoreError, FORMAT, MANIFEST_FILE,
};
use checkers_bot::table::{game_of, Command, Tables};

/// Garbage for sled's `conf` file (more than 8 bytes: sled rewrites shorter ones).
const BAD_CONF: &[u8] = b"\x00garbage, not a sled configuration";

use pg_server::on_both;

/// The bytes of `tests/fixtures/store/<name>`.
fn fixture(name: &str) -> Vec<u8> {
    common::fixture(&format!("store/{name}"))
}

const CORRUPT: &str =
    "The saved game of this channel could not be restored (it was kept aside for \
                       inspection). Start a new one with `new <players>`.";

/// Format versions: a record written in format 1 (the current version) still decodes and
/// replays. When the encoding changes, this fixture must keep decoding (a migration), and
/// a fixture of the new version is added beside it.
#[test]
fn format_1_fixture_records_decode_and_replay() {
    assert_eq!(
        FORMAT, 1,
        "a new format needs its fixture here and a migration of v1"
    );
    let record = decode(&fixture("table-record-v1.json")).unwrap();
    assert_eq!(
        (record.format, record.revision, record.phase),
        (1, 13, Phase::Playing)
    );
    assert_eq!(
        (record.players, record.armies, record.first),
        (3, 1, Seat::ALL[0])
    );
    assert!(record.rules.long_jumps);
    assert_eq!(record.rules.move_limit, 0);
    // Stored before `computer_time` existed: the default, 2 s.
    assert_eq!(record.rules.computer_time, 2000);
    assert_eq!(
        record.seats,
        [
            Occupant::Human {
                id: 1,
                name: "Alice".into()
            },
            Occupant::Human {
                id: 2,
                name: "Bob".into()
            },
            // Stored before levels existed: reads as the default level.
            Occupant::Computer {
                level: Level::Medium
            }
        ]
    );
    assert_eq!(record.turns.len(), 13);
    assert_eq!(record.turns[12], "resign 2");
    assert_eq!(record.turn_started, 1_760_000_000);
    let game = game_of(&record).unwrap();
    assert_eq!(game.to_move(), Some(Seat::ALL[0]));
    assert!(game.has_resigned(Seat::ALL[1]));
    assert!(game.board().army(Point::N).contains("m6".parse().unwrap()));

    let lobby = decode(&fixture("table-record-v1-lobby.json")).unwrap();
    assert_eq!(
        (lobby.phase, lobby.players, lobby.armies),
        (Phase::Lobby, 2, 3)
    );
    assert_eq!(lobby.seats.len(), 1);

    on_both(play_on_a_v1_record);
}

/// A stored v1 record is played on by this build.
fn play_on_a_v1_record(store: Arc<dyn Store>) {
    let game = game_of(&decode(&fixture("table-record-v1.json")).unwrap()).unwrap();
    // The fixture's clock, so its turn has not timed out.
    let tables = Tables::shared(store).seeded(0).with_clock(|| 1_760_000_100);
    tables
        .store()
        .write_raw(9, &fixture("table-record-v1.json"))
        .unwrap();
    let r = one(tables.handle(9, &alice(), Command::Status));
    assert!(r.text.contains("Alice"), "{}", r.text);
    let mv = game.legal_moves()[0];
    let r = one(tables.handle(9, &alice(), Command::Move(format!("{} {}", mv.from, mv.to))));
    assert!(r.text.contains("Alice played"), "{}", r.text);
    // Two writes: Alice's move first, then the computer's answer.
    assert_eq!(tables.store().load(9).unwrap().unwrap().revision, 15);
}

#[test]
fn records_from_a_newer_build_are_left_alone_and_old_unknown_versions_refused() {
    let text = String::from_utf8(fixture("table-record-v1.json")).unwrap();
    let newer = text.replace("\"format\":1", "\"format\":7");
    assert!(matches!(
        decode(newer.as_bytes()),
        Err(StoreError::NewerFormat(7))
    ));
    let older = text.replace("\"format\":1", "\"format\":0");
    assert!(matches!(
        decode(older.as_bytes()),
        Err(StoreError::Corrupt(_))
    ));
    on_both(|store| {
        let text = String::from_utf8(fixture("table-record-v1.json")).unwrap();
        newer_record_left_alone(store, &text.replace("\"format\":1", "\"format\":7"));
    });
}

/// Through the table: a newer record is not moved aside (a newer build may come back).
fn newer_record_left_alone(store: Arc<dyn Store>, newer: &str) {
    let tables = Tables::shared(store).seeded(0);
    tables.store().write_raw(3, newer.as_bytes()).unwrap();
    let r = one(tables.handle(3, &alice(), Command::Status));
    assert!(r.private, "{}", r.text);
    assert!(tables.store().damaged(3).unwrap().is_empty());
    assert!(matches!(
        tables.store().load(3),
        Err(StoreError::NewerFormat(7))
    ));
}

#[test]
fn records_breaking_an_invariant_do_not_decode() {
    let text = String::from_utf8(fixture("table-record-v1.json")).unwrap();
    for (from, to) in [
        ("\"players\":3", "\"players\":5"),
        ("\"players\":3", "\"players\":99999999999"),
        ("\"armies\":1", "\"armies\":3"),
        ("\"first\":0", "\"first\":3"),
        (
            "{\"kind\":\"computer\"}",
            "{\"kind\":\"computer\"},{\"kind\":\"computer\"}",
        ),
        (",{\"kind\":\"computer\"}", ""),
        ("\"Alice\"", "\"Alice Alice Alice Alice Alice Alice Alice\""),
        ("\"phase\":\"playing\"", "\"phase\":\"lobby\""),
        ("\"phase\":\"playing\"", "\"phase\":\"paused\""),
    ] {
        let bad = text.replacen(from, to, 1);
        assert_ne!(bad, text, "{from}");
        assert!(
            matches!(decode(bad.as_bytes()), Err(StoreError::Corrupt(_))),
            "{from} → {to} decoded"
        );
    }
}

/// A corrupted record: moved aside (kept for inspection), the channel told publicly, the
/// next command starts afresh; other channels are not affected.
#[test]
fn corrupted_record_is_moved_aside_and_the_channel_told() {
    on_both(corrupted_record_moved_aside);
}

fn corrupted_record_moved_aside(store: Arc<dyn Store>) {
    let tables = Tables::shared(store).seeded(0);
    computer_game(&tables, 1);
    computer_game(&tables, 2);
    let other_before = tables.store().load(2).unwrap().unwrap();
    let garbage = b"{\"format\":1,\"revision\":4,\"phase\":\"pla\xff\x00";
    // Decodes, but a move is illegal: the game cannot be replayed.
    let mut unplayable = tables.store().load(1).unwrap().unwrap();
    unplayable.turns = vec!["d2-e7".into(), "d2-e7".into()];
    let unplayable = serde_json::to_vec(&unplayable).unwrap();
    for (i, bytes) in [&garbage[..], &unplayable, b""].into_iter().enumerate() {
        tables.store().write_raw(1, bytes).unwrap();
        let r = match i {
            0 => one(tables.handle(1, &bob(), Command::Board)),
            // Typed as a chat move, the channel is told too.
            1 => one(tables.handle_chat(1, &alice(), "d2 e7")),
            _ => {
                let told = tables.tick_all();
                assert_eq!(told.len(), 1, "{told:?}");
                assert_eq!(told[0].0, 1);
                told[0].1[0].clone()
            }
        };
        assert!(!r.private, "told in public");
        assert_eq!(r.text, CORRUPT);
        assert!(tables.store().load(1).unwrap().is_none());
        let kept = tables.store().damaged(1).unwrap();
        assert_eq!(kept.len(), i + 1, "every damaged copy is kept");
        assert_eq!(kept[i], bytes);
        // The channel can start again.
        let r = one(tables.handle(1, &alice(), Command::Status));
        assert!(r.text.starts_with("There is no game"), "{}", r.text);
    }
    computer_game(&tables, 1);
    // The other channel was not touched and plays on.
    assert_eq!(tables.store().load(2).unwrap().unwrap(), other_before);
    let r = one(tables.handle(2, &alice(), Command::Move("d2 e7".into())));
    assert!(r.text.contains("Alice played `d2-e7`"), "{}", r.text);
}

/// Fills a database folder with games, closes it cleanly (as the bot does on shutdown).
fn database_with_games(dir: &Path, channels: u64) {
    let tables = Tables::with_seed(SledStore::open(dir).unwrap(), 0);
    for channel in 0..channels {
        computer_game(&tables, channel);
        one(tables.handle(channel, &alice(), Command::Move("d2 e7".into())));
    }
    tables.store().flush().unwrap();
}

/// A snapshot sled began and never finished (an empty `snap.<n>.generating`, as a start
/// on a full disk or a kill leaves it) is not damage: it is set aside under a name sled
/// does not read, and the folder opens with every game.
#[test]
fn an_interrupted_snapshot_is_set_aside_not_called_damage() {
    let dir = tempfile::tempdir().unwrap();
    database_with_games(dir.path(), 3);
    let interrupted = dir.path().join("snap.FFFFFFFFFFFFFFFF.generating");
    std::fs::write(&interrupted, b"").unwrap();
    let store = SledStore::open(dir.path()).expect("opens: no damage");
    assert_eq!(store.channels().unwrap(), [0, 1, 2]);
    for channel in 0..3 {
        assert_eq!(store.load(channel).unwrap().unwrap().turns.len(), 2);
    }
    assert!(!interrupted.exists());
    assert!(dir
        .path()
        .join("interrupted-snap.FFFFFFFFFFFFFFFF.generating")
        .exists());
}

fn damaged(result: Result<SledStore, StoreError>) -> String {
    match result {
        Err(e @ StoreError::Damaged { .. }) => e.to_string(),
        Err(e) => panic!("not reported as damaged: {e}"),
        Ok(s) => panic!(
            "a damaged database opened with {} channels",
            s.channels().unwrap().len()
        ),
    }
}

/// A corrupted database: a clear error naming the folder and the way to recover, never a
/// panic or a silent start with games missing.
#[test]
fn corrupted_database_gives_a_clear_error_and_a_recovery_path() {
    type Damage = fn(&Path);
    let damages: [(&str, Damage); 4] = [
        ("conf", |d| {
            std::fs::write(d.join("conf"), BAD_CONF).unwrap();
        }),
        ("every byte", |d| {
            let db = d.join("db");
            let bytes: Vec<u8> = std::fs::read(&db)
                .unwrap()
                .iter()
                .map(|b| b ^ 0x5a)
                .collect();
            std::fs::write(db, bytes).unwrap();
        }),
        ("a block", |d| {
            let db = d.join("db");
            let mut bytes = std::fs::read(&db).unwrap();
            let n = bytes.len();
            bytes[n / 3..n / 3 + 4096].fill(0xff);
            std::fs::write(db, bytes).unwrap();
        }),
        ("truncated", |d| {
            let db = d.join("db");
            let mut bytes = std::fs::read(&db).unwrap();
            bytes.truncate(100);
            std::fs::write(db, bytes).unwrap();
        }),
    ];
    for (what, damage) in damages {
        let dir = tempfile::tempdir().unwrap();
        database_with_games(dir.path(), 20);
        damage(dir.path());
        let msg = damaged(SledStore::open(dir.path()));
        assert!(
            msg.contains(&dir.path().display().to_string()),
            "{what}: {msg}"
        );
        assert!(msg.contains("damaged"), "{what}: {msg}");
        assert!(
            msg.contains("Keep a copy of the folder first"),
            "{what}: {msg}"
        );
        // Opening again gives the same answer (nothing was changed by the failed open).
        damaged(SledStore::open(dir.path()));
    }
    // The recovery path: the damaged folder moved aside, an empty one starts.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot");
    database_with_games(&db, 3);
    std::fs::write(db.join("conf"), BAD_CONF).unwrap();
    damaged(SledStore::open(&db));
    std::fs::rename(&db, dir.path().join("bot.damaged")).unwrap();
    let store = SledStore::open(&db).unwrap();
    assert_eq!(store.channels().unwrap().len(), 0);
}

/// sled recovers a damaged log by dropping what follows the damage: the manifest notices
/// the lost writes. To keep what is left, the operator deletes the manifest.
#[test]
fn lost_writes_are_noticed_and_the_loss_can_be_accepted() {
    let dir = tempfile::tempdir().unwrap();
    database_with_games(dir.path(), 20);
    let db = dir.path().join("db");
    let mut bytes = std::fs::read(&db).unwrap();
    let n = bytes.len();
    bytes[n / 2..n / 2 + 4096].fill(0xff);
    std::fs::write(&db, bytes).unwrap();
    let msg = damaged(SledStore::open(dir.path()));
    assert!(msg.contains("confirmed moves were lost"), "{msg}");
    assert!(msg.contains(MANIFEST_FILE), "{msg}");
    std::fs::remove_file(dir.path().join(MANIFEST_FILE)).unwrap();
    // The refused open's sled threads may hold the file lock a moment longer on a busy
    // machine (seen at load average 12).
    let store = common::reopen(dir.path());
    let left = store.channels().unwrap().len();
    assert!(left < 20, "{left}");
    for channel in store.channels().unwrap() {
        game_of(&store.load(channel).unwrap().unwrap()).unwrap();
    }
}

/// The last confirmed write lost, with the counter that counted it (the end of the log
/// cut off, the snapshot files deleted), is noticed too: the manifest follows every
/// write, not every 32nd.
#[test]
fn losing_the_last_write_is_noticed() {
    let dir = tempfile::tempdir().unwrap();
    database_with_games(dir.path(), 2);
    let db = dir.path().join("db");
    let before = std::fs::read(&db).unwrap();
    {
        let tables = tables_in(dir.path());
        one(tables.handle(7, &alice(), new_game(2)));
    }
    // The log as it was before that one write, and no snapshot to recover it from.
    std::fs::write(&db, before).unwrap();
    for entry in std::fs::read_dir(dir.path()).unwrap() {
        let path = entry.unwrap().path();
        if path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("snap.")
        {
            std::fs::remove_file(&path).unwrap();
        }
    }
    let msg = damaged(SledStore::open(dir.path()));
    assert!(msg.contains("confirmed moves were lost"), "{msg}");
}

/// A clean restart never trips the manifest, whatever the number of writes.
#[test]
fn reopening_a_healthy_database_keeps_working() {
    let dir = tempfile::tempdir().unwrap();
    for round in 0..3 {
        let tables = tables_in(dir.path());
        for channel in 0..5 {
            let channel = round * 10 + channel;
            computer_game(&tables, channel);
        }
        // Not every round ends with a flush: the manifest may lag, never lead.
        if round == 1 {
            tables.store().flush().unwrap();
        }
    }
    let store = SledStore::open(dir.path()).unwrap();
    assert_eq!(store.channels().unwrap().len(), 15);
}

/// A second process on the same database exits at once with a clear "in use" message.
#[test]
fn second_process_on_the_same_database_is_told_it_is_in_use() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("console");
    let store = SledStore::open(&db).unwrap();
    let out = bin()
        .args(["play", "--db"])
        .arg(&db)
        .arg("--out")
        .arg(dir.path().join("boards"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("is in use by another process"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // In the same process too (one handle per folder).
    assert!(matches!(
        SledStore::open(&db),
        Err(StoreError::InUse { .. })
    ));
    drop(store);
    // sled's threads may hold the lock a moment longer on a busy machine.
    common::reopen(&db);
}

/// The command line on a damaged database: the error and the recovery path, no panic.
#[test]
fn damaged_database_on_the_command_line_says_how_to_recover() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("console");
    database_with_games(&db, 2);
    std::fs::write(db.join("conf"), BAD_CONF).unwrap();
    let out = bin()
        .args(["play", "--db"])
        .arg(&db)
        .arg("--out")
        .arg(dir.path().join("boards"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("is damaged"), "{err}");
    assert!(err.contains("Keep a copy of the folder first"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// The promises of the interface, on both stores: compare-and-swap on the revision, the
/// settings beside the record, channel ids over the whole `u64` range.
#[test]
fn every_store_keeps_the_same_promises() {
    on_both(|store| {
        use checkers_bot::store::ChannelSetting;
        let big = u64::MAX - 1;
        assert!(store.load(big).unwrap().is_none());
        let mut record = decode(&fixture("table-record-v1.json")).unwrap();
        store.save(big, None, &mut record).unwrap();
        assert_eq!((record.format, record.revision), (FORMAT, 1));
        let mut second = record.clone();
        assert!(matches!(
            store.save(big, None, &mut second),
            Err(StoreError::Conflict)
        ));
        assert!(matches!(
            store.save(big, Some(7), &mut second),
            Err(StoreError::Conflict)
        ));
        assert_eq!(second.revision, 1, "a refused write changes nothing");
        store.save(big, Some(1), &mut record).unwrap();
        assert_eq!(store.load(big).unwrap().unwrap(), record);
        assert_eq!(record.revision, 2);
        assert!(matches!(store.delete(big, 1), Err(StoreError::Conflict)));
        store.save(5, None, &mut record.clone()).unwrap();
        assert_eq!(store.channels().unwrap(), [5, big]);
        store.delete(big, 2).unwrap();
        assert_eq!(store.channels().unwrap(), [5]);
        // A record with no readable revision: the write says so instead of guessing.
        store.write_raw(big, b"not json").unwrap();
        assert!(matches!(
            store.save(big, Some(2), &mut record),
            Err(StoreError::Corrupt(_))
        ));
        store.quarantine(big).unwrap();
        assert_eq!(store.damaged(big).unwrap(), [b"not json".to_vec()]);
        // Settings.
        let rules: checkers_bot::core::HouseRules = "preset=masters".parse().unwrap();
        assert_eq!(store.load_defaults(5).unwrap(), None);
        store.save_defaults(5, &rules).unwrap();
        assert_eq!(store.load_defaults(5).unwrap(), Some(rules));
        for setting in [ChannelSetting::Language, ChannelSetting::Theme] {
            store.save_setting(setting, 5, Some("it")).unwrap();
            assert_eq!(
                store.load_setting(setting, 5).unwrap().as_deref(),
                Some("it")
            );
            store.save_setting(setting, 5, None).unwrap();
            assert_eq!(store.load_setting(setting, 5).unwrap(), None);
        }
        store.flush().unwrap();
    });
}
