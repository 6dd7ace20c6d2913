//! The table's settings through its public interface: presets and house rules at `new`,
//! refused values, a channel's defaults, who plays first.

use crate::common;

use checkers_bot::core::Seat;
use checkers_bot::table::Command;
use common::{alice, bob, carol, game, new_game, new_game_with, one, seeded_tables, tables};

#[test]
fn new_game_takes_a_preset_and_rules_and_rules_shows_them() {
    let tables = tables();
    let settings = vec![
        ("preset".to_string(), "masters".to_string()),
        ("long_jumps".to_string(), "on".to_string()),
    ];
    let r = one(tables.handle(
        1,
        &alice(),
        Command::New {
            players: 3,
            armies: 2,
            settings,
        },
    ));
    assert!(
        r.text.contains("Each player commands 2 armies."),
        "{}",
        r.text
    );
    assert!(
        r.text.contains("House rules of this game: armies=2, foreign_points=pass-through, anti_spoiling=swap, long_jumps=on, move_limit=0."),
        "{}",
        r.text
    );
    let r = one(tables.handle(1, &bob(), Command::Rules));
    assert!(r.private);
    assert_eq!(
        r.text,
        "House rules of this game: armies=2, foreign_points=pass-through, anti_spoiling=swap, long_jumps=on, move_limit=0.\n\
         Computer levels and their ratings (Elo points; a player of random moves is 0): beginner 783 · novice 907 · \
         learner 1105 · easy 1212 · moderate 1460 · medium 1598 · skilled 1857 · advanced 1946 · strong 2119 · hard 2404\n\
         `unused_points=empty · foreign_points=pass-through · anti_spoiling=swap · long_jumps=on · leave_target=off · \
         first_player=coin-toss · turn_order=clockwise · move_limit=0 · placements=on · turn_timeout=24h · abandon=ai-takeover · \
         teams=off · computer_time=2s · takeback=on · hints=on · theme=light · rated=off`"
    );
    let record = tables.store().load(1).unwrap().unwrap();
    assert_eq!(record.armies, 2);
    assert!(record.rules.long_jumps);
}

#[test]
fn invalid_rule_values_list_the_valid_ones_and_change_nothing() {
    let tables = tables();
    let bad = |k: &str, v: &str| new_game_with(2, &[(k, v)]);
    let r = one(tables.handle(1, &alice(), bad("anti_spoiling", "sometimes")));
    assert_eq!(r.text, "`anti_spoiling` takes full-target, swap, none.");
    let r = one(tables.handle(1, &alice(), bad("colour", "red")));
    assert!(
        r.text
            .starts_with("`colour` is not a house rule. Known: preset, unused_points"),
        "{}",
        r.text
    );
    let r = one(tables.handle(1, &alice(), bad("preset", "chaos")));
    assert_eq!(r.text, "`preset` takes standard, masters, fast.");
    let r = one(tables.handle(
        1,
        &alice(),
        Command::New {
            players: 4,
            armies: 2,
            settings: vec![],
        },
    ));
    assert!(r.text.starts_with("Armies per player"), "{}", r.text);
    assert!(tables.store().load(1).unwrap().is_none());
}

#[test]
fn channel_defaults_need_manage_channels_and_apply_to_new_games_only() {
    let tables = tables();
    let fast = vec![("preset".to_string(), "fast".to_string())];
    let r = one(tables.handle(
        1,
        &alice(),
        Command::Defaults {
            settings: fast.clone(),
        },
    ));
    assert!(r.private && r.text.contains("Manage Channels"));
    let r = one(tables.handle(1, &alice(), Command::Rules));
    assert!(
        r.text
            .starts_with("This channel's default house rules: standard."),
        "{}",
        r.text
    );
    let mut manager = carol();
    manager.manager = true;
    let r = one(tables.handle(1, &manager, Command::Defaults { settings: fast }));
    assert_eq!(
        r.text,
        "Carol changed this channel's default house rules: fast (long_jumps=on)."
    );
    one(tables.handle(1, &alice(), new_game(2)));
    assert!(tables.store().load(1).unwrap().unwrap().rules.long_jumps);
    // Other channels keep the standard defaults; a game's rules never change afterwards.
    one(tables.handle(2, &alice(), new_game(2)));
    assert!(!tables.store().load(2).unwrap().unwrap().rules.long_jumps);
    let slow = vec![("long_jumps".to_string(), "off".to_string())];
    one(tables.handle(1, &manager, Command::Defaults { settings: slow }));
    assert!(tables.store().load(1).unwrap().unwrap().rules.long_jumps);
}

#[test]
fn first_player_creator_always_starts() {
    // Seed 1 makes the coin toss pick seat 2; with first_player=creator seat 1 starts.
    let tables = seeded_tables(1);
    one(tables.handle(
        1,
        &alice(),
        new_game_with(2, &[("first_player", "creator")]),
    ));
    one(tables.handle(1, &bob(), Command::Join));
    one(tables.handle(1, &alice(), Command::Start));
    assert_eq!(game(&tables, 1).to_move(), Some(Seat::ALL[0]));
    one(tables.handle(2, &alice(), new_game(2)));
    one(tables.handle(2, &bob(), Command::Join));
    one(tables.handle(2, &alice(), Command::Start));
    assert_eq!(game(&tables, 2).to_move(), Some(Seat::ALL[1]));
}

/// The preset applies first and single rules over it, whatever order they were typed in
/// (docs/rules.md §5).
#[test]
fn a_preset_typed_after_a_rule_does_not_cancel_it() {
    let tables = tables();
    one(tables.handle(
        22,
        &alice(),
        new_game_with(2, &[("long_jumps", "on"), ("preset", "standard")]),
    ));
    one(tables.handle(22, &bob(), Command::Join));
    tables.handle(22, &alice(), Command::Start);
    let g = game(&tables, 22);
    assert!(g.rules().long_jumps);
    assert!(!checkers_bot::core::HouseRules::default().long_jumps);
}
