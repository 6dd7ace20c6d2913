//! The solitaire challenge (docs/rules.md §9): a crossing started with `solo` and played
//! through the table is kept and ranked on both stores, counted against the proven
//! optimum of 27; `solo board` and `solo computer`; the console.

use crate::common;
use crate::pg_server;

use std::sync::Arc;

use checkers_bot::ai::Level;
use checkers_bot::core::{Game, GameRecord, Seat};
use checkers_bot::store::{ranked, Phase, Store};
use checkers_bot::table::{Command, Reply, SoloView, Tables, User};
use common::{alice, bob, game, tables};
use pg_server::on_both;

/// The computer's crossing the bot shows (`solo computer`).
const COMPUTER: &str = include_str!("../data/solo/computer-crossing.txt");

fn on_server(user: User) -> User {
    User { server: 5, ..user }
}

/// Plays a whole crossing for `user` in `channel`: `solo`, then the moves of `moves`
/// (each `from to`), then `level`'s moves to the end. Returns every reply text and the
/// moves made.
fn cross(
    tables: &Tables,
    channel: u64,
    user: &User,
    moves: &[String],
    level: Level,
) -> (String, u32) {
    let texts = |replies: Vec<Reply>| replies.into_iter().map(|r| r.text).collect::<Vec<_>>();
    let mut said = texts(tables.handle(channel, user, Command::Solo(SoloView::Start)));
    for m in moves {
        said.extend(texts(tables.handle(
            channel,
            user,
            Command::Move(m.clone()),
        )));
    }
    let (rest, made) = cross_on(tables, channel, user, level);
    said.push(rest);
    (said.join("\n"), made)
}

/// The computer's crossing as `from to` moves.
fn computer_moves() -> Vec<String> {
    let record = GameRecord::parse(COMPUTER).unwrap();
    let game = record.replay().unwrap();
    game.history()
        .iter()
        .filter_map(|t| match t {
            checkers_bot::core::Turn::Move { mv, .. } => Some(format!("{} {}", mv.from, mv.to)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_computers_crossing_is_a_legal_crossing_home() {
    let record = GameRecord::parse(COMPUTER).unwrap();
    assert_eq!(record.players, 1);
    let game: Game = record.replay().unwrap();
    let outcome = game.outcome().expect("home");
    assert!(outcome.standings[0].finished);
    let moves = game.total_moves();
    assert_eq!(moves, 27);
}

#[test]
fn crossings_are_kept_ranked_and_forgotten_on_both_stores() {
    on_both(|store: Arc<dyn Store>| {
        let tables = Tables::shared(store.clone());
        let (a, b) = (on_server(alice()), on_server(bob()));
        let best = computer_moves();
        let good = best.len() as u32;
        // Alice crosses as the computer did; the bot counts it against 27.
        let (said, moves) = cross(&tables, 1, &a, &best, Level::Medium);
        assert_eq!(moves, good);
        assert!(
            said.starts_with("Solitaire challenge: Alice, bring your red army"),
            "{said}"
        );
        // The computer's crossing is the optimum (hard's planner, 1,000,000 nodes a move).
        assert_eq!(good, 27);
        assert!(
            said.contains("Home in 27 moves: the proven best!"),
            "{said}"
        );
        assert!(said.contains(&format!(
            "Your best crossing here: {good} moves, place 1 of 1"
        )));
        assert_eq!(store.load(1).unwrap().unwrap().phase, Phase::Finished);
        // Bob crosses at medium's pace: slower, second.
        let (said, slow) = cross(&tables, 2, &b, &[], Level::Medium);
        assert!(slow > good, "{slow} moves");
        assert!(said.contains(&format!(
            "Your best crossing here: {slow} moves, place 2 of 2"
        )));
        // Alice again, slower: her best stays.
        let (said, _) = cross(&tables, 1, &a, &[], Level::Easy);
        assert!(said.contains(&format!(
            "Your best crossing here: {good} moves, place 1 of 2"
        )));
        let board = ranked(store.crossings(5).unwrap());
        let rows: Vec<(u64, u32)> = board.iter().map(|c| (c.user, c.moves)).collect();
        assert_eq!(rows, [(1, good), (2, slow)]);
        assert!(store.crossings(6).unwrap().is_empty(), "per server");
        // The board, as Bob asks for it.
        let replies = tables.handle(3, &b, Command::Solo(SoloView::Board));
        assert_eq!(
            replies[0].text,
            format!(
                "Best crossings here (the proven best is 27 moves):\n\
                 1. Alice: {good} moves (the proven best)\n\
                 2. Bob: {slow} moves (+{})\n\
                 Your best: {slow} moves, place 2.",
                slow - 27
            )
        );
        // forget-me takes Alice off the board.
        tables.handle(3, &a, Command::ForgetMe { confirmed: true });
        let board = ranked(store.crossings(5).unwrap());
        assert_eq!(board.len(), 1);
        assert_eq!(board[0].user, 2);
    });
}

#[test]
fn solo_refuses_over_a_game_in_progress_and_shows_the_computers_crossing() {
    let tables = tables();
    tables.handle(1, &alice(), Command::Solo(SoloView::Start));
    let r = tables.handle(1, &bob(), Command::Solo(SoloView::Start));
    assert!(r[0].private, "{}", r[0].text);
    let empty = tables.handle(2, &alice(), Command::Solo(SoloView::Board));
    assert_eq!(
        empty[0].text,
        "Nobody has crossed here yet: `solo` starts a crossing (the proven best is 27 moves)."
    );
    let shown = tables.handle(2, &alice(), Command::Solo(SoloView::Computer));
    assert_eq!(
        shown[0].text,
        "The computer's own crossing: 27 moves, the proven best."
    );
    let gif = shown[0].image.as_ref().expect("the replay");
    assert_eq!(&gif[..6], b"GIF89a");
    assert!(!shown[0].private);
    // Words of other languages read as the view (`solo classifica`).
    assert_eq!(
        Command::parse("solo classifica"),
        Ok(Some(Command::Solo(SoloView::Board)))
    );
    assert_eq!(
        Command::parse("solitario"),
        Ok(Some(Command::Solo(SoloView::Start)))
    );
    assert!(Command::parse("solo sideways").is_err());
}

#[test]
fn a_crossing_is_played_in_the_console() {
    let mut script = String::from("solo\n");
    for m in computer_moves() {
        script.push_str(&m);
        script.push('\n');
    }
    script.push_str("solo board\n");
    let tables = tables();
    let out = common::console_output(&tables, &script);
    let moves = computer_moves().len();
    assert!(
        out.contains("Solitaire challenge: You, bring your red army"),
        "{out}"
    );
    assert!(out.contains(&format!("Home in {moves} moves")), "{out}");
    assert!(out.contains(&format!("1. You: {moves} moves")), "{out}");
}

/// A crossing helped by a hint (the channel's `hints`, on by default) is kept as a casual
/// game and not put on the board.
#[test]
fn a_crossing_helped_by_a_hint_is_not_on_the_board() {
    let tables = tables();
    let carol = common::carol();
    tables.handle(1, &carol, Command::Solo(SoloView::Start));
    let hint = tables.handle(1, &carol, Command::Hint { confirmed: false });
    assert!(hint[0].private, "{}", hint[0].text);
    // A crossing is never rated: the hint says what it loses instead.
    assert!(
        hint[0].text.ends_with(
            " This crossing is now casual: it will not count on the board of best crossings."
        ),
        "{}",
        hint[0].text
    );
    let (said, _) = cross_on(&tables, 1, &carol, Level::Medium);
    assert!(said.contains("Home in "), "{said}");
    assert!(!said.contains("Your best crossing here"), "{said}");
    assert!(said.contains("so they are not listed"), "{said}");
    assert!(tables.store().crossings(0).unwrap().is_empty());
    // `solo board` says why Carol is not on it.
    let board = tables.handle(1, &carol, Command::Solo(SoloView::Board));
    assert_eq!(
        board[0].text,
        "Nobody has crossed here yet: `solo` starts a crossing (the proven best is 27 \
         moves).\nYour crossings here were helped (a hint, or a move taken back), so they are \
         not listed: they are in `/checkers-ratings history`."
    );
}

/// A crossing given up is kept as one that did not get home, and history calls crossings
/// solitaire, not rated or casual (they are never rated).
#[test]
fn history_says_a_crossing_given_up_did_not_get_home() {
    let tables = tables();
    let carol = common::carol();
    tables.handle(1, &carol, Command::Solo(SoloView::Start));
    let asked = tables.handle(1, &carol, Command::parse("resign").unwrap().unwrap());
    assert!(asked[0].private && asked[0].text.starts_with("Resign from this game?"));
    let resigned = tables.handle(
        1,
        &carol,
        Command::parse("resign confirm").unwrap().unwrap(),
    );
    // Nobody is left to place: the crossing is abandoned, and the header says so.
    assert_eq!(
        resigned[0].text,
        "Carol resigned.\nCrossing abandoned after 0 moves: Carol did not get home."
    );
    let board = tables.handle(1, &carol, Command::Board);
    assert_eq!(
        board[0].text,
        "Crossing abandoned after 0 moves: Carol did not get home."
    );
    let history = tables.handle(1, &carol, Command::parse("history").unwrap().unwrap());
    let line = history[0]
        .text
        .lines()
        .nth(1)
        .unwrap_or_default()
        .to_owned();
    assert!(
        line.ends_with(" · Carol · Carol did not get home · 0 moves · solitaire"),
        "{}",
        history[0].text
    );
}

/// Plays the rest of the crossing under way in `channel` with `level`'s moves.
fn cross_on(tables: &Tables, channel: u64, user: &User, level: Level) -> (String, u32) {
    let mut said = Vec::new();
    for n in 0..500 {
        let g = game(tables, channel);
        if g.outcome().is_some() {
            return (said.join("\n"), g.moves_made(Seat::ALL[0]));
        }
        let m = checkers_bot::ai::choose(&g, level, n, std::time::Duration::ZERO).unwrap();
        let replies = tables.handle(channel, user, Command::Move(format!("{} {}", m.from, m.to)));
        said.extend(replies.into_iter().map(|r| r.text));
    }
    panic!("{}", said.join("\n"));
}
