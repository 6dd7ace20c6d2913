//! Kept games and ratings through the table: a finished game is kept and rated, the
//! leaderboard, profiles, history and `forget-me` answer from them, and the acceptance
//! run of ten games of a channel (the storage interface itself: `tests/kept.rs`).

#![allow(
    clippy::float_cmp,
    reason = "ratings must equal what skillratings gives, bit for bit"
)]

use crate::common;
use crate::kept_ratings;

use common::{
    alice, bob, carol, clocked_tables, new_game_with, on_server, one, tables, two_moves_each,
};
use kept_ratings::{expected_series, MEDIUM};
use std::collections::HashMap;

use checkers_bot::ai::Level;
use checkers_bot::core::GameRecord;
use checkers_bot::ratings::computer_rating;
use checkers_bot::store::{Player, PlayerRating, SeatEnd};
use checkers_bot::table::{Command, Tables, User, Who};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig};
use skillratings::MultiTeamOutcome;

/// The server of these tests.
const SERVER: u64 = 900;

/// `u` on [`SERVER`].
fn on(u: &User) -> User {
    on_server(u, SERVER)
}

/// A game played through the table is kept when it ends: its players with their ids,
/// places and how each ended, the record `render --record` reads, the server and the
/// channel, times; the people are rated, the computer is not. A new game in the channel
/// leaves the kept one as it was.
#[test]
fn a_finished_table_game_is_kept_and_rated() {
    let tables = clocked_tables();
    let store = tables.store();
    // `abandon=freeze` is no standard rule: `rated=on` keeps the game rated.
    let freeze = [("abandon", "freeze"), ("rated", "on")];
    one(tables.handle(5, &on(&alice()), new_game_with(3, &freeze)));
    one(tables.handle(5, &on(&bob()), Command::Join));
    one(tables.handle(5, &on(&carol()), Command::Join));
    tables.handle(5, &on(&alice()), Command::Start);
    // Two moves each rate a game (docs/rules.md §5 `rated`).
    two_moves_each(&tables, 5, &[on(&alice()), on(&bob()), on(&carol())]);
    tables.handle(5, &on(&carol()), Command::Resign { confirmed: true });
    tables.handle(5, &on(&bob()), Command::Resign { confirmed: true });
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
    one(tables.handle(5, &on(&alice()), new_game_with(2, &[])));
    assert_eq!(store.kept_game(1).unwrap().unwrap(), game);

    // Against the computer: kept, and the person rated against the easy level's fixed
    // rating (the computer has none of its own stored).
    one(tables.handle(6, &on(&alice()), new_game_with(2, &freeze)));
    one(tables.handle(6, &on(&alice()), Command::AddComputer(Level::Easy)));
    tables.handle(6, &on(&alice()), Command::Start);
    two_moves_each(&tables, 6, &[on(&alice())]);
    tables.handle(6, &on(&alice()), Command::Resign { confirmed: true });
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

/// One 2-player game in channel 5 on [`SERVER`]: `winner` opens it, `loser` joins, both
/// make two moves, and `loser` resigns (`abandon=freeze` ends the game at once).
fn play(tables: &Tables, winner: &User, loser: &User) {
    let settings = [("abandon", "freeze"), ("rated", "on")];
    one(tables.handle(5, &on(winner), new_game_with(2, &settings)));
    one(tables.handle(5, &on(loser), Command::Join));
    tables.handle(5, &on(winner), Command::Start);
    two_moves_each(tables, 5, &[on(winner), on(loser)]);
    let end = tables.handle(5, &on(loser), Command::Resign { confirmed: true });
    assert!(!end.is_empty());
}

/// Twelve games of a channel, played through the table: the leaderboard lists people
/// with 3 rated games or more, best first, and tells an unlisted asker how many they
/// have; a profile; history pages; `forget-me` takes a person off the leaderboard and
/// out of the names of their games.
#[test]
fn leaderboard_profile_history_and_forget_me_through_the_table() {
    let tables = tables();
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
    let text = |u: &User, command: Command| one(tables.handle(5, &on(u), command)).text;
    assert_eq!(
        text(&d, Command::Leaderboard(None)),
        "Leaderboard (rating = mu − 3 sigma; listed after 3 rated games):\n\
         1. Alice — 11.2 (4 games)\n\
         2. Carol — 9.4 (9 games)\n\
         3. Bob — -9.1 (10 games)\n\
         You are listed after 3 rated games; you have 1."
    );
    let mine = text(&b, Command::Leaderboard(None));
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
        lines[1].starts_with("#12 · ")
            && lines[1].ends_with(" · Carol, Bob · Carol won · 4 moves · rated"),
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
        "This deletes your ratings and best crossings on every server and replaces your name \
         in kept games by “a former player”. It cannot be undone. To go on, type `forget-me confirm`."
    );
    assert!(text(&d, Command::Leaderboard(None)).contains("Carol"));
    assert_eq!(
        text(&c, Command::ForgetMe { confirmed: true }),
        "Your ratings and best crossings are deleted, and your name in kept games is now “a former player”."
    );
    let board = text(&d, Command::Leaderboard(None));
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

// ---------------------------------------------------------------------------------------
// Acceptance: ten games of a channel through the table.

/// Rated settings under which a resignation ends the game at once.
const RATED_FREEZE: [(&str, &str); 2] = [("abandon", "freeze"), ("rated", "on")];

/// A 3-player game in channel 5: `first` opens it and wins, `second` and `third` join;
/// each makes two moves; `third` resigns first (third place), then `second`.
fn play_three(tables: &Tables, first: &User, second: &User, third: &User) {
    one(tables.handle(5, &on(first), new_game_with(3, &RATED_FREEZE)));
    one(tables.handle(5, &on(second), Command::Join));
    one(tables.handle(5, &on(third), Command::Join));
    tables.handle(5, &on(first), Command::Start);
    two_moves_each(tables, 5, &[on(first), on(second), on(third)]);
    tables.handle(5, &on(third), Command::Resign { confirmed: true });
    assert!(!tables
        .handle(5, &on(second), Command::Resign { confirmed: true })
        .is_empty());
}

/// `person` against the medium computer in channel 5, resigning after two moves: the
/// computer wins.
fn lose_to_the_computer(tables: &Tables, person: &User) {
    one(tables.handle(5, &on(person), new_game_with(2, &RATED_FREEZE)));
    one(tables.handle(5, &on(person), Command::AddComputer(Level::Medium)));
    tables.handle(5, &on(person), Command::Start);
    two_moves_each(tables, 5, &[on(person)]);
    assert!(!tables
        .handle(5, &on(person), Command::Resign { confirmed: true })
        .is_empty());
}

/// The only reply's text of `command` from `user` in channel 5.
fn said(tables: &Tables, user: &User, command: Command) -> String {
    one(tables.handle(5, &on(user), command)).text
}

/// The ten games of the acceptance test in channel 5, and their series in seat order
/// (the medium computer as [`MEDIUM`]).
fn play_ten_games(tables: &Tables) -> Vec<Vec<(u64, usize)>> {
    let (a, b, c, d) = (alice(), bob(), carol(), dave());
    play(tables, &a, &b);
    play(tables, &c, &a);
    play_three(tables, &a, &b, &c);
    play(tables, &b, &d);
    lose_to_the_computer(tables, &a);
    play(tables, &d, &c);
    play_three(tables, &b, &a, &d);
    play(tables, &a, &d);
    play(tables, &c, &b);
    play(tables, &a, &c);
    // The same series in seat order, the medium computer as MEDIUM.
    vec![
        vec![(1, 1), (2, 2)],
        vec![(3, 1), (1, 2)],
        vec![(1, 1), (2, 2), (3, 3)],
        vec![(2, 1), (4, 2)],
        vec![(1, 2), (MEDIUM, 1)],
        vec![(4, 1), (3, 2)],
        vec![(2, 1), (1, 2), (4, 3)],
        vec![(1, 1), (4, 2)],
        vec![(3, 1), (2, 2)],
        vec![(1, 1), (3, 2)],
    ]
}

/// The history of the ten games (one page, newest first; page 2 past the end; Alice's 7
/// games); after the channel started a new game, game 3 replays and game 5's record is
/// attached; unknown ids and other servers' games are refused alike.
fn history_replay_and_record_after_a_new_game(tables: &Tables) {
    let (a, c) = (alice(), carol());
    // History: ten games on one page, newest first; page 2 is past the end; Alice's 7 games.
    let page = said(tables, &c, Command::History { who: None, page: 1 });
    let lines: Vec<&str> = page.lines().collect();
    assert_eq!(lines.len(), 11, "{page}");
    assert_eq!(
        lines[1],
        "#10 · 2027-01-15 · Alice, Carol · Alice won · 4 moves · rated"
    );
    assert_eq!(
        lines[6],
        "#5 · 2027-01-15 · Alice, Computer 2 · Computer 2 won · 4 moves · rated"
    );
    assert_eq!(
        lines[8],
        "#3 · 2027-01-15 · Alice, Bob, Carol · Alice won · 6 moves · rated"
    );
    assert_eq!(
        said(tables, &c, Command::History { who: None, page: 2 }),
        "Page 2 is past the end: there is only 1 page."
    );
    let alices = said(
        tables,
        &c,
        Command::History {
            who: Some(Who::Name("Alice".into())),
            page: 1,
        },
    );
    assert_eq!(alices.lines().count(), 8, "{alices}");

    // The channel starts a new game; game 3 still replays and its record is attached.
    one(tables.handle(5, &on(&a), new_game_with(2, &[])));
    let kept = tables.store().kept_game(3).unwrap().unwrap();
    let replay = one(tables.handle(5, &on(&c), Command::ReplayGame(3)));
    assert_eq!(
        replay.text,
        "Replay of game #3 (2027-01-15): Alice, Bob, Carol · 6 moves"
    );
    let gif = replay.image.expect("a replay");
    assert_eq!(&gif[..6], b"GIF89a");
    assert_eq!(common::shown_frames(&gif).len(), kept.turns() + 1);
    let record = one(tables.handle(5, &on(&c), Command::Record(5)));
    assert_eq!(record.file_name, Some("record.txt"));
    let text = String::from_utf8(record.image.unwrap()).unwrap();
    assert!(
        text.contains("Seat 1: Alice\nSeat 2: Computer 2\n"),
        "{text}"
    );
    let parsed = GameRecord::parse(&text).unwrap();
    assert_eq!(parsed.to_string(), text, "the record reads back as written");
    assert!(parsed.replay().unwrap().outcome().is_some());
    // Unknown ids, and games of other servers, are refused alike.
    let refused = one(tables.handle(5, &on(&c), Command::Record(11)));
    assert_eq!(
        (refused.private, refused.text.as_str()),
        (true, "No game #11 is kept on this server.")
    );
    let elsewhere = one(tables.handle(5, &c, Command::ReplayGame(3)));
    assert_eq!(elsewhere.text, "No game #3 is kept on this server.");
}

/// The acceptance test: ten games of one channel played through the table (2- and
/// 3-player games, one against the computer) give ratings bit for bit equal to
/// `skillratings`' for the same series, a leaderboard and profiles with those values (as
/// text and as images), a history that pages; after the channel started a new game, an
/// old game replays and its record is attached.
#[test]
fn ten_games_of_a_channel_give_leaderboard_profiles_and_history() {
    let tables = clocked_tables();
    let (b, d) = (bob(), dave());
    let series = play_ten_games(&tables);
    let expected = expected_series(&series);
    let stored: HashMap<u64, PlayerRating> = tables
        .store()
        .ratings(SERVER)
        .unwrap()
        .into_iter()
        .map(|r| (r.user, r))
        .collect();
    assert_eq!(stored.len(), 4, "four people, no computer");
    for (id, want) in &expected {
        let got = &stored[id];
        assert_eq!((got.mu, got.sigma), (want.rating, want.uncertainty), "{id}");
        assert_eq!(got.history.len(), got.games as usize, "{id}");
        assert_eq!(got.history.last(), Some(&got.shown()), "{id}");
    }
    let counts = |id: u64| (stored[&id].games, stored[&id].wins, stored[&id].places);
    assert_eq!(
        [counts(1), counts(2), counts(3), counts(4)],
        [(7, 4, 10), (5, 2, 8), (5, 2, 9), (4, 1, 8)]
    );

    // The leaderboard: everyone has 3 games or more; best shown rating first.
    let mut order: Vec<(u64, f64)> = expected
        .iter()
        .map(|(id, r)| (*id, r.rating - 3.0 * r.uncertainty))
        .collect();
    order.sort_by(|x, y| y.1.total_cmp(&x.1));
    let names = |id: u64| ["", "Alice", "Bob", "Carol", "Dave"][id as usize];
    let mut want =
        vec!["Leaderboard (rating = mu − 3 sigma; listed after 3 rated games):".to_string()];
    for (place, (id, shown)) in order.iter().enumerate() {
        want.push(format!(
            "{}. {} — {shown:.1} ({} games)",
            place + 1,
            names(*id),
            stored[id].games
        ));
    }
    let dave_place = order.iter().position(|(id, _)| *id == 4).unwrap() + 1;
    want.push(format!(
        "Your place: {dave_place} of 4, rating {:.1}.",
        order[dave_place - 1].1
    ));
    let board = one(tables.handle(5, &on(&d), Command::Leaderboard(None)));
    assert_eq!(board.text, want.join("\n"));
    assert_eq!(board.file_name, Some("leaderboard.png"));
    let card = image::load_from_memory(board.image.as_deref().unwrap())
        .unwrap()
        .to_rgb8();
    assert_eq!(card.dimensions(), (600, 64 + 40 * 4 + 52));
    // Place 1's medal is gold; Dave's row lies on a band.
    assert_eq!(card.get_pixel(29, 64 + 20).0, [0xd4, 0xa0, 0x17]);
    let band_y = 64 + 40 * (dave_place as u32 - 1) + 4;
    assert_eq!(card.get_pixel(10, band_y).0, [0xe2, 0xdc, 0xcf]);

    // Alice's profile: the same values.
    let alice_r = &stored[&1];
    let alice_place = order.iter().position(|(id, _)| *id == 1).unwrap() + 1;
    let profile = one(tables.handle(
        5,
        &on(&b),
        Command::Profile(Some(Who::Name("alice".into()))),
    ));
    assert_eq!(
        profile.text,
        format!(
            "Alice: rating {:.1} (mu {:.2}, sigma {:.2}), 7 games, 4 wins, average place 1.43. \
             Place {alice_place} on the leaderboard.",
            alice_r.shown(),
            alice_r.mu,
            alice_r.sigma
        )
    );
    assert_eq!(profile.file_name, Some("profile.png"));
    let card = image::load_from_memory(profile.image.as_deref().unwrap())
        .unwrap()
        .to_rgb8();
    assert_eq!(card.dimensions(), (600, 360));
    // Dave's own profile, by asking without a name.
    assert!(said(&tables, &d, Command::Profile(None)).starts_with("Dave: rating "));

    history_replay_and_record_after_a_new_game(&tables);
}

/// A game under the standard rules is rated, one with a house rule casual (the lobby
/// says which); `rated=off` makes a standard game casual; a casual game is kept but
/// changes no rating.
#[test]
fn rated_by_default_under_the_standard_rules_and_casual_games_rate_nobody() {
    let tables = clocked_tables();
    let opened = said(&tables, &alice(), new_game_with(2, &[]));
    assert!(opened.ends_with("\nRated game: the result changes the players' ratings."));
    one(tables.handle(5, &on(&alice()), Command::Abort { confirmed: true }));
    let opened = said(
        &tables,
        &alice(),
        new_game_with(2, &[("abandon", "freeze")]),
    );
    assert!(opened.ends_with("\nCasual game: kept, but no rating changes."));
    one(tables.handle(5, &on(&alice()), Command::Abort { confirmed: true }));
    let settings = [("rated", "off"), ("abandon", "freeze")];
    one(tables.handle(5, &on(&alice()), new_game_with(2, &settings)));
    one(tables.handle(5, &on(&bob()), Command::Join));
    tables.handle(5, &on(&alice()), Command::Start);
    tables.handle(5, &on(&bob()), Command::Resign { confirmed: true });
    let kept = tables.store().kept_game(1).unwrap().expect("kept");
    assert!(!kept.rated);
    assert!(tables.store().ratings(SERVER).unwrap().is_empty());
    let bad = one(tables.handle(5, &on(&alice()), new_game_with(2, &[("rated", "maybe")])));
    assert_eq!(
        (bad.private, bad.text.as_str()),
        (true, "`rated` takes on, off.")
    );
}

/// A game of one move then a resignation: the end of the game, `history` and
/// `replay <id>` count the same moves (a resignation is not one); too few moves to be
/// rated, it says so.
#[test]
fn the_end_history_and_kept_replay_count_the_same_moves() {
    let tables = clocked_tables();
    one(tables.handle(5, &on(&alice()), new_game_with(2, &RATED_FREEZE)));
    one(tables.handle(5, &on(&bob()), Command::Join));
    tables.handle(5, &on(&alice()), Command::Start);
    one(tables.handle(5, &on(&alice()), Command::Move("d2 e7".into())));
    let end = tables.handle(5, &on(&bob()), Command::Resign { confirmed: true });
    assert!(
        end.iter()
            .any(|r| r.text == "Replay of the game: one move."),
        "{:?}",
        end.iter().map(|r| &r.text).collect::<Vec<_>>()
    );
    let history = one(tables.handle(5, &on(&alice()), Command::History { who: None, page: 1 }));
    assert!(
        history.text.ends_with(" · 1 move · not rated"),
        "{}",
        history.text
    );
    let replay = one(tables.handle(5, &on(&alice()), Command::ReplayGame(1)));
    assert!(replay.text.ends_with(" · 1 move"), "{}", replay.text);
}

/// `history` marks a capture game (its result is captures, not pegs home).
#[test]
fn history_marks_a_capture_game() {
    let tables = clocked_tables();
    let rules = [("variant", "capture"), ("first_player", "creator")];
    one(tables.handle(3, &alice(), new_game_with(2, &rules)));
    one(tables.handle(3, &bob(), Command::Join));
    tables.handle(3, &alice(), Command::Start);
    tables.handle(3, &alice(), Command::Resign { confirmed: true });
    let history = one(tables.handle(3, &alice(), Command::History { who: None, page: 1 }));
    let line = history.text.lines().nth(1).unwrap_or_default().to_string();
    assert!(line.contains(" · capture · "), "{}", history.text);
    // A race the same way: no mark.
    one(tables.handle(
        3,
        &alice(),
        new_game_with(2, &[("first_player", "creator")]),
    ));
    one(tables.handle(3, &bob(), Command::Join));
    tables.handle(3, &alice(), Command::Start);
    tables.handle(3, &alice(), Command::Resign { confirmed: true });
    let history = one(tables.handle(3, &alice(), Command::History { who: None, page: 1 }));
    let lines: Vec<&str> = history.text.lines().collect();
    assert_eq!(lines.len(), 3, "{}", history.text);
    assert_eq!(
        lines.iter().filter(|l| l.contains(" · capture · ")).count(),
        1,
        "{}",
        history.text
    );
}
