//! Kept games and ratings (issue 16), through the storage interface on both stores (sled,
//! and PostgreSQL on a throwaway loopback server), and through the table.

#![allow(
    clippy::float_cmp,
    reason = "ratings must equal what skillratings gives, bit for bit"
)]

mod pg_server;

mod common;

use std::collections::HashMap;
use std::sync::Arc;

use common::{alice, bob, carol, fixture, new_game_with, one};
use pg_server::on_both;

use checkers_bot::ai::Level;
use checkers_bot::core::GameRecord;
use checkers_bot::ratings::{computer_rating, rate};
use checkers_bot::store::{
    decode, GameQuery, KeptGame, KeptSeat, Phase, Player, PlayerRating, SeatEnd, Store, StoreError,
    TableRecord, KEPT_FORMAT,
};
use checkers_bot::table::{Command, Tables, User, Who};
use skillratings::weng_lin::{weng_lin, weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

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

/// The user id that stands for a medium computer in [`expected_series`].
const MEDIUM: u64 = 0;

/// The expected ratings of a series, computed with `skillratings` directly: each game's
/// seats as teams of one ranked by place, a computer ([`MEDIUM`]) at its level's fixed
/// rating and never updated.
fn expected_series(series: &[Vec<(u64, usize)>]) -> HashMap<u64, WengLinRating> {
    let mut ratings: HashMap<u64, WengLinRating> = HashMap::new();
    for game in series {
        let before: Vec<[WengLinRating; 1]> = game
            .iter()
            .map(|(id, _)| match *id {
                MEDIUM => [computer_rating(Level::Medium)],
                id => [ratings.get(&id).copied().unwrap_or_default()],
            })
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(game)
            .map(|(t, (_, place))| (&t[..], MultiTeamOutcome::new(*place)))
            .collect();
        let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
        for ((id, _), r) in game.iter().zip(after) {
            if *id != MEDIUM {
                ratings.insert(*id, r[0]);
            }
        }
    }
    ratings
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

/// History pages newest first, per server and per person; `forget-me` deletes the
/// person's ratings and leaves "a former player" in their games, on both stores.
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

        store.forget(1).unwrap();
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
        // Again: nothing left to change.
        store.forget(1).unwrap();
        assert_eq!(store.kept_game(7).unwrap().unwrap(), game);
    });
}

/// A game played through the table is kept when it ends: its players with their ids,
/// places and how each ended, the record `render --record` reads, the server and the
/// channel, times; the people are rated, the computer is not. A new game in the channel
/// leaves the kept one as it was.
#[test]
fn a_finished_table_game_is_kept_and_rated() {
    let store = Arc::new(checkers_bot::store::SledStore::temporary().unwrap());
    let tables = Tables::shared(store.clone())
        .seeded(0)
        .with_clock(|| 1_800_000_000);
    let on = |u: User| User {
        server: SERVER,
        ..u
    };
    // `abandon=freeze` is no standard rule: `rated=on` keeps the game rated.
    let freeze = [("abandon", "freeze"), ("rated", "on")];
    one(tables.handle(5, &on(alice()), new_game_with(3, &freeze)));
    one(tables.handle(5, &on(bob()), Command::Join));
    one(tables.handle(5, &on(carol()), Command::Join));
    tables.handle(5, &on(alice()), Command::Start);
    tables.handle(5, &on(alice()), Command::Move("d2 e7".into()));
    tables.handle(5, &on(carol()), Command::Resign);
    tables.handle(5, &on(bob()), Command::Resign);
    let game = store.kept_game(1).unwrap().expect("the game is kept");
    assert_eq!((game.server, game.channel), (SERVER, 5));
    assert_eq!((game.started, game.ended), (1_800_000_000, 1_800_000_000));
    let seats: Vec<(Option<u64>, usize, SeatEnd)> = game
        .seats
        .iter()
        .map(|s| (s.player.person(), s.place, s.end))
        .collect();
    assert_eq!(
        seats,
        [
            (Some(1), 1, SeatEnd::Unfinished),
            (Some(2), 2, SeatEnd::Resigned),
            (Some(3), 3, SeatEnd::Resigned),
        ]
    );
    let record = GameRecord::parse(&game.record).unwrap();
    assert_eq!(record.players, 3);
    assert!(record.replay().unwrap().outcome().is_some());
    let mut ratings = store.ratings(SERVER).unwrap();
    ratings.sort_by_key(|r| r.user);
    let expected = expected_series(&[vec![(1, 1), (2, 2), (3, 3)]]);
    for r in &ratings {
        assert_eq!(r.mu, expected[&r.user].rating, "{}", r.user);
    }
    // The channel's next game does not touch the kept one.
    one(tables.handle(5, &on(alice()), new_game_with(2, &[])));
    assert_eq!(store.kept_game(1).unwrap().unwrap(), game);

    // Against the computer: kept, and the person rated against the easy level's fixed
    // rating (the computer has none of its own stored).
    one(tables.handle(6, &on(alice()), new_game_with(2, &freeze)));
    one(tables.handle(6, &on(alice()), Command::AddComputer(Level::Easy)));
    tables.handle(6, &on(alice()), Command::Start);
    tables.handle(6, &on(alice()), Command::Resign);
    let vs = store.kept_game(2).unwrap().expect("kept");
    assert_eq!(vs.seats[1].player, Player::Computer { level: Level::Easy });
    let alice_now = store
        .ratings(SERVER)
        .unwrap()
        .into_iter()
        .find(|r| r.user == 1)
        .unwrap();
    let first = expected[&1];
    let teams = [[first], [computer_rating(Level::Easy)]];
    let after = weng_lin_multi_team(
        &[
            (&teams[0][..], MultiTeamOutcome::new(2)),
            (&teams[1][..], MultiTeamOutcome::new(1)),
        ],
        &WengLinConfig::new(),
    );
    assert_eq!((alice_now.games, alice_now.wins), (2, 1));
    assert_eq!(
        (alice_now.mu, alice_now.sigma),
        (after[0][0].rating, after[0][0].uncertainty)
    );
    assert_eq!(
        store.ratings(SERVER).unwrap().len(),
        3,
        "no computer rating"
    );
}

/// Dave, user 4.
fn dave() -> User {
    User::new(4, "Dave")
}

/// One 2-player game in channel 5 on [`SERVER`]: `winner` opens it, `loser` joins and
/// resigns (`abandon=freeze` ends the game at once).
fn play(tables: &Tables, winner: &User, loser: &User) {
    let on = |u: &User| User {
        server: SERVER,
        ..u.clone()
    };
    let settings = [("abandon", "freeze"), ("rated", "on")];
    one(tables.handle(5, &on(winner), new_game_with(2, &settings)));
    one(tables.handle(5, &on(loser), Command::Join));
    tables.handle(5, &on(winner), Command::Start);
    let end = tables.handle(5, &on(loser), Command::Resign);
    assert!(!end.is_empty());
}

/// Twelve games of a channel, played through the table: the leaderboard lists people
/// with 3 rated games or more, best first, and tells an unlisted asker how many they
/// have; a profile; history pages; `forget-me` takes a person off the leaderboard and
/// out of the names of their games.
#[test]
fn leaderboard_profile_history_and_forget_me_through_the_table() {
    let tables = Tables::shared(Arc::new(
        checkers_bot::store::SledStore::temporary().unwrap(),
    ))
    .seeded(0);
    let (a, b, c, d) = (alice(), bob(), carol(), dave());
    for (winner, loser, times) in [
        (&a, &b, 3),
        (&c, &b, 2),
        (&a, &c, 1),
        (&d, &c, 1),
        (&c, &b, 5),
    ] {
        for _ in 0..times {
            play(&tables, winner, loser);
        }
    }
    let on = |u: &User| User {
        server: SERVER,
        ..u.clone()
    };
    let text = |u: &User, command: Command| one(tables.handle(5, &on(u), command)).text;
    assert_eq!(
        text(&d, Command::Leaderboard),
        "Leaderboard (rating = mu − 3 sigma; listed after 3 rated games):\n\
         1. Alice — 11.2 (4 games)\n\
         2. Carol — 9.4 (9 games)\n\
         3. Bob — -9.1 (10 games)\n\
         You are listed after 3 rated games; you have 1."
    );
    let mine = text(&b, Command::Leaderboard);
    assert!(
        mine.ends_with("\nYour place: 3 of 3, rating -9.1."),
        "{mine}"
    );
    let profile = text(&a, Command::Profile(Some(Who::Name("carol".into()))));
    assert!(
        profile.starts_with("Carol: rating 9.4 (mu ")
            && profile
                .ends_with(", 9 games, 7 wins, average place 1.22. Place 2 on the leaderboard."),
        "{profile}"
    );
    assert_eq!(
        text(&a, Command::Profile(Some(Who::Name("Zed".into())))),
        "Nobody called Zed has played here."
    );
    // History: 12 games, 10 a page, newest first.
    let first = text(&a, Command::History { who: None, page: 1 });
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines.len(), 12, "{first}");
    assert_eq!(lines[0], "Latest games here (page 1):");
    assert!(
        lines[1].starts_with("#12 · ") && lines[1].ends_with(" · Carol, Bob · Carol won · 1 turns"),
        "{}",
        lines[1]
    );
    assert_eq!(lines[11], "Older games: page 2.");
    let second = text(&a, Command::History { who: None, page: 2 });
    assert_eq!(second.lines().count(), 3, "{second}");
    assert!(second.lines().nth(2).unwrap().starts_with("#1 · "));
    let dave_games = text(
        &a,
        Command::History {
            who: Some(Who::Name("Dave".into())),
            page: 1,
        },
    );
    assert_eq!(dave_games.lines().count(), 2, "{dave_games}");
    assert!(dave_games.contains("#7 · ") && dave_games.contains("Dave won"));

    // Forget Carol: first the question, which changes nothing; then, confirmed, she is
    // off the leaderboard and "a former player" in her games.
    assert_eq!(
        text(&c, Command::ForgetMe { confirmed: false }),
        "This deletes your ratings on every server and replaces your name in kept games by \
         “a former player”. It cannot be undone. To go on, type `forget-me confirm`."
    );
    assert!(text(&d, Command::Leaderboard).contains("Carol"));
    assert_eq!(
        text(&c, Command::ForgetMe { confirmed: true }),
        "Your ratings are deleted, and your name in kept games is now “a former player”."
    );
    let board = text(&d, Command::Leaderboard);
    assert!(
        board.contains("1. Alice") && !board.contains("Carol"),
        "{board}"
    );
    let history = text(&a, Command::History { who: None, page: 1 });
    assert!(
        history.contains("a former player, Bob · a former player won"),
        "{history}"
    );
    assert!(!history.contains("Carol"));
    assert_eq!(
        text(&a, Command::Profile(Some(Who::Name("Carol".into())))),
        "Nobody called Carol has played here."
    );
}
