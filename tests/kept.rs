//! Kept games and ratings through the storage interface on both stores (sled, and
//! PostgreSQL on a throwaway loopback server); through the table: `tests/kept_table.rs`.

#![allow(
    clippy::float_cmp,
    reason = "ratings must equal what skillratings gives, bit for bit"
)]

use crate::common;
use crate::kept_ratings;
use crate::pg_server;

use std::collections::HashMap;

use common::fixture;
use kept_ratings::{expected_series, MEDIUM};
use pg_server::on_both;

use checkers_bot::ai::Level;
use checkers_bot::ratings::rate;
use checkers_bot::store::{
    decode, GameQuery, KeptGame, KeptSeat, Phase, Player, PlayerRating, SeatEnd, Store, StoreError,
    TableRecord, KEPT_FORMAT,
};
use skillratings::weng_lin::{weng_lin, WengLinConfig, WengLinRating};
use skillratings::Outcomes;

/// The server of these tests.
const SERVER: u64 = 900;

/// A finished game on `server` with people `(id, place)` in seat order, then computers.
fn finished(server: u64, people: &[(u64, usize)], computers: usize) -> KeptGame {
    let mut seats: Vec<KeptSeat> = people
        .iter()
        .map(|&(id, place)| KeptSeat {
            player: Player::Person {
                id,
                name: format!("P{id}"),
            },
            place,
            end: SeatEnd::Finished,
            moves: 40,
        })
        .collect();
    for i in 0..computers {
        seats.push(KeptSeat {
            player: Player::Computer {
                level: Level::Medium,
            },
            place: people.len() + i + 1,
            end: SeatEnd::Finished,
            moves: 40,
        });
    }
    KeptGame {
        format: KEPT_FORMAT,
        id: 0,
        server,
        channel: 7,
        started: 1_700_000_000,
        ended: 1_700_000_600,
        seats,
        record: "Game: Chinese Checkers\nPlayers: 2\nArmies: 1\nFirst: 1\n\nd2-e7\n".into(),
        rated: true,
        private: false,
        aborted: false,
        places: Vec::new(),
    }
}

/// The table record of the fixture, stored for `channel` (revision 1).
fn stored_record(store: &dyn Store, channel: u64) -> TableRecord {
    let mut record = decode(&fixture("store/table-record-v1.json")).unwrap();
    store.save(channel, None, &mut record).unwrap();
    assert_eq!(record.revision, 1);
    record
}

/// Ends a game on `channel` through [`Store::finish`] with the bot's rating function.
fn finish(store: &dyn Store, channel: u64, game: &mut KeptGame) {
    let mut record = match store.load(channel).unwrap() {
        Some(r) => r,
        None => stored_record(store, channel),
    };
    record.phase = Phase::Finished;
    let expected = record.revision;
    store
        .finish(channel, expected, &mut record, game, &rate)
        .unwrap();
    assert_eq!(record.revision, expected + 1);
    // The next game of the channel: back to a lobby record.
    record.phase = Phase::Playing;
}

/// The series of the rating test: 2-, 3- and 6-player results (with a shared place and a
/// game with computers).
fn series() -> Vec<Vec<(u64, usize)>> {
    vec![
        vec![(1, 1), (2, 2)],
        vec![(2, 1), (3, 2), (1, 3)],
        vec![(1, 2), (2, 1)],
        vec![(4, 3), (1, 1), (2, 6), (3, 2), (5, 4), (6, 5)],
        vec![(3, 1), (1, 2), (2, 2)],
        vec![(6, 1), (5, 2), (4, 3), (3, 4), (2, 5), (1, 6)],
    ]
}

/// Ratings after a fixed series of 2-, 3- and 6-player results, written through the
/// store's `finish` on both stores, equal what `skillratings` gives for the same series
/// (the third game seats a medium computer at its fixed rating); games, wins and places
/// are counted; every game is kept under ids 1, 2, 3, ….
#[test]
fn ratings_of_a_series_equal_skillratings_on_both_stores() {
    on_both(|store| {
        let series = series();
        for (n, people) in series.iter().enumerate() {
            // The third game also seats a computer, which is left out of the update.
            let mut game = finished(SERVER, people, usize::from(n == 2));
            finish(&*store, 11, &mut game);
            assert_eq!(game.id, n as u64 + 1);
        }
        let mut with_computer = series.clone();
        with_computer[2].push((MEDIUM, 3));
        let expected = expected_series(&with_computer);
        let stored: HashMap<u64, PlayerRating> = store
            .ratings(SERVER)
            .unwrap()
            .into_iter()
            .map(|r| (r.user, r))
            .collect();
        assert_eq!(stored.len(), 6);
        for (id, want) in &expected {
            let got = &stored[id];
            assert_eq!((got.mu, got.sigma), (want.rating, want.uncertainty), "{id}");
        }
        let one = &stored[&1];
        assert_eq!(
            (one.games, one.wins, one.places),
            (6, 2, 1 + 3 + 2 + 1 + 2 + 6)
        );
        assert_eq!(one.name, "P1");
        assert_eq!(stored[&6].games, 2);
        // Other servers are apart.
        assert!(store.ratings(SERVER + 1).unwrap().is_empty());
        let kept = store.kept_game(3).unwrap().unwrap();
        assert_eq!((kept.id, kept.channel, kept.seats.len()), (3, 7, 3));
        assert!(store.kept_game(99).unwrap().is_none());
    });
}

/// A 2-player series gives the values of `skillratings`' own two-player function too.
#[test]
fn two_player_ratings_match_the_one_on_one_function() {
    let mut a = PlayerRating::new(1, "A");
    let mut b = PlayerRating::new(2, "B");
    let (mut wa, mut wb) = (WengLinRating::new(), WengLinRating::new());
    for winner in [1, 1, 2, 1] {
        let places = if winner == 1 { (1, 2) } else { (2, 1) };
        let game = finished(SERVER, &[(1, places.0), (2, places.1)], 0);
        let new = rate(&game, &[a, b]);
        (a, b) = (new[0].clone(), new[1].clone());
        let outcome = if winner == 1 {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        (wa, wb) = weng_lin(&wa, &wb, &outcome, &WengLinConfig::new());
    }
    assert!((a.mu - wa.rating).abs() < 1e-9 && (a.sigma - wa.uncertainty).abs() < 1e-9);
    assert!((b.mu - wb.rating).abs() < 1e-9 && (b.sigma - wb.uncertainty).abs() < 1e-9);
    assert_eq!((a.games, a.wins, b.wins), (4, 3, 1));
    // The number shown is mu - 3 sigma.
    assert_eq!(a.shown(), a.mu - 3.0 * a.sigma);
    assert_eq!(PlayerRating::new(9, "N").shown(), 0.0);
}

/// A game's end whose table record lost the race writes nothing: no kept game, no
/// rating; the record stays as the winner wrote it.
#[test]
fn a_lost_race_keeps_no_game_and_rates_nobody_on_both_stores() {
    on_both(|store| {
        let mut record = stored_record(&*store, 12);
        let mut game = finished(SERVER, &[(1, 1), (2, 2)], 0);
        let err = store
            .finish(12, 5, &mut record, &mut game, &rate)
            .unwrap_err();
        assert!(matches!(err, StoreError::Conflict), "{err:?}");
        assert_eq!(game.id, 0);
        assert!(store.kept_game(1).unwrap().is_none());
        assert!(store.ratings(SERVER).unwrap().is_empty());
        assert_eq!(store.load(12).unwrap().unwrap().revision, 1);
    });
}

/// Games played in a private thread (`private`) and in direct messages (server 0) are
/// listed and counted only in their own channel; the others in every channel of their
/// server; never on another server. On both stores (PostgreSQL filters in SQL).
#[test]
fn private_and_direct_message_games_are_listed_only_in_their_channel_on_both_stores() {
    on_both(|store| {
        let game = |server: u64, channel: u64, private: bool| KeptGame {
            channel,
            private,
            ..finished(server, &[(1, 1), (2, 2)], 0)
        };
        finish(&*store, 7, &mut game(SERVER, 7, false)); // 1: a public channel
        finish(&*store, 8, &mut game(SERVER, 8, true)); // 2: a private thread
        finish(&*store, 70, &mut game(0, 70, false)); // 3: a direct message
        finish(&*store, 71, &mut game(0, 71, false)); // 4: another one
        finish(&*store, 9, &mut game(SERVER + 1, 9, false)); // 5: another server
        let listed = |server: u64, channel: u64| -> (Vec<u64>, usize) {
            let q = GameQuery {
                server,
                channel,
                user: Some(1),
                skip: 0,
                limit: 10,
            };
            let ids = store.kept_games(&q).unwrap().iter().map(|g| g.id).collect();
            (ids, store.kept_count(&q).unwrap())
        };
        assert_eq!(listed(SERVER, 7), (vec![1], 1));
        assert_eq!(listed(SERVER, 10), (vec![1], 1));
        assert_eq!(listed(SERVER, 8), (vec![2, 1], 2));
        assert_eq!(listed(0, 70), (vec![3], 1));
        assert_eq!(listed(0, 71), (vec![4], 1));
        assert_eq!(listed(0, 72), (vec![], 0));
        assert_eq!(listed(SERVER + 1, 8), (vec![5], 1));
        // The same rule for one game by id.
        let kept = store.kept_game(2).unwrap().unwrap();
        assert!(kept.private);
        assert!(kept.shown_in(SERVER, 8) && !kept.shown_in(SERVER, 7) && !kept.shown_in(0, 8));
        let dm = store.kept_game(3).unwrap().unwrap();
        assert!(dm.shown_in(0, 70) && !dm.shown_in(0, 71) && !dm.shown_in(SERVER, 70));
    });
}

/// History pages newest first, per server and per person, and their counts; `forget-me`
/// deletes the person's ratings and leaves "a former player" in their games, on both
/// stores, and says whether there was anything to forget.
#[test]
fn history_pages_and_forget_me_on_both_stores() {
    on_both(|store| {
        for n in 0..7u64 {
            let people = if n % 2 == 0 {
                [(1, 1), (2, 2)]
            } else {
                [(2, 1), (3, 2)]
            };
            finish(&*store, 13, &mut finished(SERVER, &people, 0));
        }
        finish(&*store, 14, &mut finished(SERVER + 1, &[(1, 1), (3, 2)], 0));
        let page = |user: Option<u64>, skip: usize| -> Vec<u64> {
            let q = GameQuery {
                server: SERVER,
                channel: 7,
                user,
                skip,
                limit: 3,
            };
            store.kept_games(&q).unwrap().iter().map(|g| g.id).collect()
        };
        assert_eq!(page(None, 0), [7, 6, 5]);
        assert_eq!(page(None, 3), [4, 3, 2]);
        assert_eq!(page(None, 6), [1]);
        assert_eq!(page(None, 9), Vec::<u64>::new());
        assert_eq!(page(Some(1), 0), [7, 5, 3]);
        assert_eq!(page(Some(1), 3), [1]);
        assert_eq!(page(Some(3), 0), [6, 4, 2]);
        // Counts, paging left aside: the server's 7, person 1's 4 there, 3's 3.
        let count = |user: Option<u64>| {
            let q = GameQuery {
                server: SERVER,
                channel: 7,
                user,
                skip: 5,
                limit: 1,
            };
            store.kept_count(&q).unwrap()
        };
        assert_eq!((count(None), count(Some(1)), count(Some(3))), (7, 4, 3));

        assert!(store.forget(1).unwrap(), "something to forget");
        assert_eq!(count(Some(1)), 0);
        assert_eq!(page(Some(1), 0), Vec::<u64>::new());
        let users: Vec<u64> = store
            .ratings(SERVER)
            .unwrap()
            .iter()
            .map(|r| r.user)
            .collect();
        assert!(!users.contains(&1) && users.len() == 2, "{users:?}");
        assert!(store
            .ratings(SERVER + 1)
            .unwrap()
            .iter()
            .all(|r| r.user != 1));
        let game = store.kept_game(7).unwrap().unwrap();
        assert_eq!(game.seats[0].player, Player::Former);
        assert_eq!(game.seats[0].place, 1);
        let text = game
            .record_text("a former player", |n| format!("Computer {n}"))
            .unwrap();
        assert!(
            text.contains("Seat 1: a former player\nSeat 2: P2\n"),
            "{text}"
        );
        assert!(!text.contains("P1"));
        // Again: nothing left to change, and it says so; nor for someone never seen.
        assert!(!store.forget(1).unwrap());
        assert!(!store.forget(99).unwrap());
        assert_eq!(store.kept_game(7).unwrap().unwrap(), game);
    });
}
