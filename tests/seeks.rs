//! The pools of people searching for an opponent (`checkers_bot::store::seeks`), in both
//! stores: pairs and a 3-player game matched, a seek replaced, cancelled and expired, the
//! pool kept over a restart, and case `seek-once`: two processes on one PostgreSQL
//! database seeking in one pool at the same moment match each seek into exactly one game.

use crate::pg_server;

use std::collections::BTreeMap;
use std::sync::{Arc, Barrier};

use checkers_bot::store::seeks::{Seek, FILL_WAIT};
use checkers_bot::store::{SledStore, Store};
use pg_server::{on_both, PgServer};

const NOW: u64 = 1_800_000_000;

fn seek(user: u64, players: u8, rated: bool) -> Seek {
    Seek {
        server: 7,
        user,
        name: format!("P{user}"),
        channel: 100 + user,
        players,
        rated,
        rating: 0,
        since: NOW,
        expires: NOW + 900,
        fill: None,
        avoid: Vec::new(),
        home: 0,
    }
}

fn users(group: &[Seek]) -> Vec<u64> {
    group.iter().map(|s| s.user).collect()
}

fn pools(store: &Arc<dyn Store>) {
    // Two for a 2-player game: the second seek makes the match, and both leave the pool.
    assert_eq!(store.seek(&seek(1, 2, true), NOW).unwrap(), None);
    assert_eq!(users(&store.seekers(7).unwrap()), [1]);
    let pair = store.seek(&seek(2, 2, true), NOW + 5).unwrap().unwrap();
    assert_eq!(users(&pair), [2, 1]);
    assert!(store.seekers(7).unwrap().is_empty());
    // Three for a 3-player game; a rated seek is another pool and stays.
    assert_eq!(store.seek(&seek(3, 3, false), NOW).unwrap(), None);
    assert_eq!(store.seek(&seek(4, 2, true), NOW).unwrap(), None);
    assert_eq!(store.seek(&seek(5, 3, false), NOW).unwrap(), None);
    let three = store.seek(&seek(6, 3, false), NOW).unwrap().unwrap();
    assert_eq!(users(&three), [6, 3, 5]);
    assert_eq!(users(&store.seekers(7).unwrap()), [4]);
    // Seeking again replaces the person's seek; cancel takes it out once.
    assert_eq!(store.seek(&seek(4, 6, true), NOW).unwrap(), None);
    let mine = store.seekers(7).unwrap();
    assert_eq!((mine.len(), mine[0].players), (1, 6));
    assert_eq!(store.cancel_seek(7, 4).unwrap().map(|s| s.user), Some(4));
    assert_eq!(store.cancel_seek(7, 4).unwrap(), None);
    // Expiry: told once, at its time.
    store.seek(&seek(8, 2, true), NOW).unwrap();
    assert!(store.expire_seeks(NOW + 899).unwrap().is_empty());
    assert_eq!(users(&store.expire_seeks(NOW + 900).unwrap()), [8]);
    assert!(store.expire_seeks(NOW + 900).unwrap().is_empty());
    assert!(store.seekers(7).unwrap().is_empty());
    // Computers fill a seek that asked for them after the wait, with its pool; once.
    let filling = Seek {
        fill: Some(checkers_bot::ai::Level::Hard),
        ..seek(9, 4, false)
    };
    assert_eq!(store.seek(&filling, NOW).unwrap(), None);
    assert_eq!(store.seek(&seek(10, 4, false), NOW + 1).unwrap(), None);
    assert_eq!(store.seek(&seek(11, 2, false), NOW).unwrap(), None);
    assert!(store.fill_seeks(NOW + FILL_WAIT - 1).unwrap().is_empty());
    let filled = store.fill_seeks(NOW + FILL_WAIT).unwrap();
    assert_eq!(
        filled.iter().map(|g| users(g)).collect::<Vec<_>>(),
        [[9, 10]]
    );
    assert!(store.fill_seeks(NOW + FILL_WAIT).unwrap().is_empty());
    assert_eq!(users(&store.seekers(7).unwrap()), [11]);
    // A block after seeking is kept in the waiting seek: 11 blocks 12, who is not
    // matched with them; 13 is. Without a seek there is nothing to change.
    assert_eq!(store.avoid_in_seeks(11, &[12]).unwrap(), 1);
    assert_eq!(store.avoid_in_seeks(12, &[11]).unwrap(), 0);
    assert_eq!(store.seekers(7).unwrap()[0].avoid, [12]);
    let later = Seek {
        since: NOW + 1,
        ..seek(12, 2, false)
    };
    assert_eq!(store.seek(&later, NOW + 1).unwrap(), None);
    let pair = store.seek(&seek(13, 2, false), NOW + 2).unwrap().unwrap();
    assert_eq!(users(&pair), [13, 11]);
    assert_eq!(users(&store.seekers(7).unwrap()), [12]);
}

/// Case `seek-once` for computers filling seats: two processes on one database take the
/// groups due at the same moment; each seek is in exactly one group.
#[test]
fn two_processes_fill_each_seek_exactly_once() {
    let server = PgServer::start();
    let url = server.database("fills");
    let stores: Vec<Arc<dyn Store>> = (0..2)
        .map(|_| checkers_bot::store::open(std::path::Path::new(&url)).unwrap())
        .collect();
    // Rated, ratings 10 points apart: none match each other as they come.
    for i in 0..60u64 {
        let s = Seek {
            fill: (i % 3 == 0).then_some(checkers_bot::ai::Level::Easy),
            since: NOW + i,
            rating: i64::try_from(i).unwrap() * 100,
            ..seek(1 + i, 3, true)
        };
        assert_eq!(stores[0].seek(&s, NOW + i).unwrap(), None, "{i}");
    }
    let together = Barrier::new(2);
    let groups: Vec<Vec<Seek>> = std::thread::scope(|s| {
        let handles: Vec<_> = stores
            .iter()
            .map(|store| {
                let together = &together;
                s.spawn(move || {
                    together.wait();
                    store.fill_seeks(NOW + 60 + FILL_WAIT).unwrap()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let mut seen: BTreeMap<u64, usize> = BTreeMap::new();
    for group in &groups {
        assert!(
            group[0].fill.is_some(),
            "led by a seek asking for computers"
        );
        for s in group {
            *seen.entry(s.user).or_default() += 1;
        }
    }
    // 60 seeks of one 3-player pool, 20 asking for computers: groups of 3, each seek
    // once, nobody left.
    assert_eq!(groups.len(), 20);
    assert_eq!(seen.len(), 60);
    assert!(seen.values().all(|&n| n == 1), "each once");
    assert!(stores[0].seekers(7).unwrap().is_empty());
}

#[test]
fn seeks_pair_three_replace_cancel_and_expire() {
    on_both(|store| pools(&store));
}

#[test]
fn the_sled_pool_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = SledStore::open(dir.path().join("db")).unwrap();
        assert_eq!(store.seek(&seek(1, 2, false), NOW).unwrap(), None);
        // Closed as the bot closes it (sled's own threads let go of the folder then).
        store.flush().unwrap();
    }
    // sled's threads of the store before may hold the folder's lock a moment longer on a
    // busy machine: waited out, up to 10 s.
    let mut opened = SledStore::open(dir.path().join("db"));
    for _ in 0..100 {
        if !matches!(opened, Err(checkers_bot::store::StoreError::InUse { .. })) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        opened = SledStore::open(dir.path().join("db"));
    }
    let store = opened.unwrap();
    assert_eq!(users(&store.seekers(7).unwrap()), [1]);
    let pair = store.seek(&seek(2, 2, false), NOW).unwrap().unwrap();
    assert_eq!(users(&pair), [2, 1]);
}

/// Case `seek-once`: two processes (two stores, their own connections) on one database,
/// 200 people seeking a 2-player game in one pool at the same moment, 100 through each:
/// every person is matched exactly once, in pairs, and nobody is left waiting.
#[test]
fn two_processes_match_each_seek_exactly_once() {
    let server = PgServer::start();
    let url = server.database("seeks");
    let stores: Vec<Arc<dyn Store>> = (0..2)
        .map(|_| checkers_bot::store::open(std::path::Path::new(&url)).unwrap())
        .collect();
    let together = Barrier::new(2);
    let groups: Vec<Vec<Seek>> = std::thread::scope(|s| {
        let handles: Vec<_> = stores
            .iter()
            .enumerate()
            .map(|(p, store)| {
                let together = &together;
                s.spawn(move || {
                    together.wait();
                    (0..100u64)
                        .filter_map(|i| {
                            store
                                .seek(&seek(1 + i * 2 + p as u64, 2, false), NOW)
                                .unwrap()
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let mut matched: BTreeMap<u64, usize> = BTreeMap::new();
    for group in &groups {
        assert_eq!(group.len(), 2);
        for s in group {
            *matched.entry(s.user).or_default() += 1;
        }
    }
    assert_eq!(groups.len(), 100);
    assert_eq!(matched.len(), 200, "everyone matched");
    assert!(matched.values().all(|&n| n == 1), "each once");
    assert!(stores[0].seekers(7).unwrap().is_empty());
}
