//! The table's side of the buttons: moves chosen from menus, a choice for an
//! old position, rematch and replay of a finished game. The Discord side is in
//! `tests/discord_board_buttons.rs`.

use crate::common;

use common::{alice, bob, carol, game, h, new_game_with, one, two_player_game};

use checkers_bot::ai::Level;
use checkers_bot::store::{Occupant, Phase};
use checkers_bot::table::{
    AfterGame, Command, Cooldowns, PegChoice, Reply, Tables, TurnKey, TurnView,
};

fn view(tables: &Tables, channel: u64) -> TurnView {
    tables.turn_view(channel, None).expect("a game")
}

fn pegs(choices: &[PegChoice]) -> Vec<(String, usize)> {
    choices
        .iter()
        .map(|p| (p.hole.to_string(), p.moves))
        .collect()
}

#[test]
fn the_menus_list_the_movers_pegs_and_their_moves_and_a_choice_plays_like_typed_text() {
    let tables = common::tables();
    two_player_game(&tables, 7);
    let now = view(&tables, 7);
    assert_eq!((now.to_move, now.over, now.lang), (Some(1), false, "en"));
    let choices = tables
        .move_pegs(7, None, &alice(), now.key)
        .expect("Alice moves");
    // The front row steps; the row behind hops over it.
    assert_eq!(
        pegs(&choices),
        [
            ("c1", 2),
            ("c2", 2),
            ("c3", 2),
            ("d1", 2),
            ("d2", 2),
            ("d3", 2),
            ("d4", 2)
        ]
        .map(|(h, n)| (h.to_string(), n))
    );
    let d2 = tables
        .peg_moves(7, None, &alice(), now.key, h("d2"))
        .expect("d2 moves");
    assert_eq!(d2.moves, ["d2-e6", "d2-e7"]);
    assert!(d2.view.private && d2.view.image.is_some());
    assert!(
        d2.view.text.contains("can reach 2 holes: e6, e7"),
        "{}",
        d2.view.text
    );
    let c1 = tables
        .peg_moves(7, None, &alice(), now.key, h("c1"))
        .expect("c1 hops");
    assert_eq!(c1.moves.len(), 2);
    assert!(
        c1.moves.iter().all(|m| m.starts_with("c1-e")),
        "{:?}",
        c1.moves
    );

    // The same move typed at a twin table gives the same replies and record.
    let twin = common::tables();
    two_player_game(&twin, 7);
    let typed = twin.handle(7, &alice(), Command::Move("d2 e7".into()));
    let chosen = tables.play_choice(7, None, &alice(), now.key, h("d2"), 1);
    assert_eq!(chosen, typed);
    assert_eq!(game(&tables, 7).history(), game(&twin, 7).history());
    assert_eq!(view(&tables, 7).to_move, Some(2), "Bob's turn");
}

#[test]
fn strangers_the_waiting_player_and_old_positions_are_refused_and_nothing_changes() {
    let tables = common::tables();
    two_player_game(&tables, 7);
    let old = view(&tables, 7).key;
    let refused = |r: Box<Reply>| (r.private, r.text);
    let bob_now = tables.move_pegs(7, None, &bob(), old).map_err(refused);
    assert_eq!(
        bob_now,
        Err((true, "It is not your turn: Alice is to move.".into()))
    );
    let carol_now = tables.move_pegs(7, None, &carol(), old).map_err(refused);
    assert_eq!(
        carol_now,
        Err((true, "You are not playing in this game.".into()))
    );
    one(tables.handle(7, &alice(), Command::Move("d2 e7".into())));
    let turns = game(&tables, 7).history().len();
    let changed = "The board has changed since: this choice was for an earlier position. \
                   Use the buttons under the latest board.";
    // Alice's menus of the first position, opened before her move, are stale now.
    let stale = one(tables.play_choice(7, None, &alice(), old, h("d3"), 0));
    assert_eq!((stale.private, stale.text.as_str()), (true, changed));
    let stale = tables.peg_moves(7, None, &bob(), old, h("n2"));
    assert_eq!(stale.map_err(refused), Err((true, changed.into())));
    // Bob's menus of the new position work; an index past the list is refused too.
    let now = view(&tables, 7).key;
    assert_ne!(now, old);
    let past = one(tables.play_choice(7, None, &bob(), now, h("n2"), 99));
    assert_eq!(past.text, changed);
    assert_eq!(game(&tables, 7).history().len(), turns, "nothing played");
}

#[test]
fn the_capture_game_offers_whole_chains() {
    let tables = common::tables();
    one(tables.handle(7, &alice(), new_game_with(2, &[("variant", "capture")])));
    one(tables.handle(7, &bob(), Command::Join));
    tables.handle(7, &alice(), Command::Start);
    let now = view(&tables, 7);
    let choices = tables
        .move_pegs(7, None, &alice(), now.key)
        .expect("a menu");
    // More pegs can capture than one menu shows: the adapter pages them.
    assert_eq!(choices.len(), 36, "{:?}", pegs(&choices));
    assert_eq!(
        pegs(&choices[..2]),
        [("e6".to_string(), 1), ("e8".to_string(), 1)]
    );
    let first = choices[0];
    let chains = tables
        .peg_moves(7, None, &alice(), now.key, first.hole)
        .expect("its chains");
    assert_eq!(chains.moves.len(), first.moves);
    assert!(chains
        .moves
        .iter()
        .all(|c| c.starts_with(&first.hole.to_string())));
    let replies = tables.play_choice(7, None, &alice(), now.key, first.hole, 0);
    assert!(replies.iter().any(|r| r.image.is_some()), "played");
    assert_eq!(game(&tables, 7).history().len(), 1);
}

/// A 2-player game of Alice and Bob with one move each, played to its end.
fn finished_game(tables: &Tables) -> TurnKey {
    one(tables.handle(7, &alice(), new_game_with(2, &[("move_limit", "1")])));
    one(tables.handle(7, &bob(), Command::Join));
    one(tables.handle(7, &alice(), Command::Start));
    one(tables.handle(7, &alice(), Command::Move("d2 e7".into())));
    tables.handle(7, &bob(), Command::Move("n2 m7".into()));
    let end = view(tables, 7);
    assert_eq!((end.over, end.to_move), (true, None));
    end.key
}

#[test]
fn a_rematch_begins_when_every_person_asked_with_the_seats_rotated() {
    let tables = common::tables();
    let key = finished_game(&tables);
    let asked = one(tables.after_game(7, None, &alice(), key, AfterGame::Rematch));
    assert_eq!(
        (asked.private, asked.text.as_str()),
        (
            false,
            "Alice wants a rematch (1/2); waiting for Bob. Same rules, seats rotated."
        )
    );
    let again = one(tables.after_game(7, None, &alice(), key, AfterGame::Rematch));
    assert_eq!(
        again.text,
        "You have asked for the rematch already; waiting for Bob."
    );
    let stranger = one(tables.after_game(7, None, &carol(), key, AfterGame::Rematch));
    assert_eq!(stranger.text, "You do not have a seat in this game.");
    assert_eq!(tables.store().load(7).unwrap().unwrap().rematch, vec![1]);
    let begun = tables.after_game(7, None, &bob(), key, AfterGame::Rematch);
    assert_eq!(begun.len(), 2, "{begun:?}");
    assert_eq!(
        begun[0].text,
        "Bob joins the rematch: everyone is in, seats rotated."
    );
    assert!(
        begun[1].text.starts_with("The game begins!"),
        "{}",
        begun[1].text
    );
    let record = tables.store().load(7).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Playing);
    let ids: Vec<u64> = record
        .seats
        .iter()
        .filter_map(|s| match s {
            Occupant::Human { id, .. } => Some(*id),
            Occupant::Computer { .. } => None,
        })
        .collect();
    assert_eq!(ids, [2, 1], "Bob has seat 1 now");
    assert_eq!(record.rules.move_limit, 1, "the same rules");
    assert!(record.rematch.is_empty() && record.turns.is_empty());
    // The finished game's buttons are refused now.
    let late = one(tables.after_game(7, None, &alice(), key, AfterGame::Rematch));
    assert!(
        late.text.starts_with("The board has changed"),
        "{}",
        late.text
    );
    assert!(
        one(tables.after_game(7, None, &alice(), key, AfterGame::Replay))
            .text
            .starts_with("The board has changed")
    );
}

#[test]
fn a_computer_rejoins_by_itself_and_the_replay_is_for_the_presser() {
    let tables = common::tables();
    one(tables.handle(7, &alice(), new_game_with(2, &[("move_limit", "1")])));
    one(tables.handle(7, &alice(), Command::AddComputer(Level::Easy)));
    one(tables.handle(7, &alice(), Command::Start));
    tables.handle(7, &alice(), Command::Move("d2 e7".into()));
    let end = view(&tables, 7);
    assert!(end.over);
    let replay = one(tables.after_game(7, None, &bob(), end.key, AfterGame::Replay));
    assert!(replay.private);
    assert!(replay.image.as_deref().is_some_and(Reply::is_gif));
    let begun = tables.after_game(7, None, &alice(), end.key, AfterGame::Rematch);
    assert!(
        begun[0].text.contains("everyone is in"),
        "{}",
        begun[0].text
    );
    let record = tables.store().load(7).unwrap().unwrap();
    assert_eq!(record.seats[0], Occupant::Computer { level: Level::Easy });
    assert_eq!(record.phase, Phase::Playing);
    // Seed 0 gives seat 1, the computer now, the first move; then it is Alice's turn.
    assert_eq!(game(&tables, 7).history().len(), 1);
    assert_eq!(view(&tables, 7).to_move, Some(1));
}

#[test]
fn the_replay_button_and_the_menus_board_count_against_the_cooldowns() {
    let still = Cooldowns::with_clock(|| std::time::Duration::ZERO);
    let tables = common::tables().with_cooldowns(still);
    two_player_game(&tables, 8);
    let key = view(&tables, 8).key;
    for _ in 0..3 {
        assert!(tables.peg_moves(8, None, &alice(), key, h("d2")).is_ok());
    }
    let cooled = tables.peg_moves(8, None, &alice(), key, h("d2"));
    let text = cooled.map_or_else(|r| r.text, |_| String::new());
    assert_eq!(text, "Please wait 2 seconds before asking for that again.");
    let key = finished_game(&tables);
    let first = one(tables.after_game(7, None, &alice(), key, AfterGame::Replay));
    assert!(first.image.is_some());
    let again = one(tables.after_game(7, None, &alice(), key, AfterGame::Replay));
    assert_eq!(
        (again.private, again.image.is_none()),
        (true, true),
        "{}",
        again.text
    );
    assert!(again.text.starts_with("Please wait"), "{}", again.text);
    assert_eq!(tables.expensive_work(), 4, "3 boards and 1 replay drawn");
}
