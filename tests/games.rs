//! `games`: the asker's games being played on this server, from the stores' index of the
//! people seated at games in progress (docs/playing.md, "Your turn, when you are
//! away"), on sled and on PostgreSQL; rows written before PostgreSQL kept the people
//! are still found.

use crate::common;
use crate::pg_server;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::ai::Level;
use checkers_bot::store::Store;
use checkers_bot::table::{Command, Tables};
use common::{alice, bob, carol, mv, new_game_with, on_server, one};
use pg_server::{on_both, PgServer};

/// The server the games are on.
const SERVER: u64 = 77;

/// When the games begin; `games` is asked 3 hours later.
const START: u64 = 1_800_000_000;

/// Alice plays Bob in channel 1 (a day's clock, her turn for 3 hours now) and Carol in
/// channel 2 (no clock; Carol to move), Bob plays Carol in 3, Alice plays in 4 on
/// another server, and has a lobby open in 5; channel 6's game with Bob was aborted; Bob
/// plays the computer in 7.
fn fill(tables: &Tables) {
    let (a, b, c) = (
        on_server(&alice(), SERVER),
        on_server(&bob(), SERVER),
        on_server(&carol(), SERVER),
    );
    let creator = [("first_player", "creator")];
    let game = |channel: u64,
                first: &checkers_bot::table::User,
                second: &checkers_bot::table::User,
                rules: &[(&str, &str)]| {
        let mut settings = creator.to_vec();
        settings.extend_from_slice(rules);
        one(tables.handle(channel, first, new_game_with(2, &settings)));
        one(tables.handle(channel, second, Command::Join));
        tables.handle(channel, first, Command::Start);
    };
    game(1, &a, &b, &[]);
    game(2, &a, &c, &[("turn_timeout", "off")]);
    tables.handle(2, &a, mv("d2 e7"));
    game(3, &b, &c, &[]);
    game(4, &alice(), &bob(), &[]);
    one(tables.handle(5, &a, new_game_with(2, &[])));
    game(6, &a, &b, &[]);
    one(tables.handle(6, &a, Command::Abort { confirmed: true }));
    tables.handle(7, &b, new_game_with(2, &[("first_player", "creator")]));
    tables.handle(7, &b, Command::AddComputer(Level::Easy));
    tables.handle(7, &b, Command::Start);
}

fn listed(store: &Arc<dyn Store>) {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::tables_at(store.clone(), &now);
    fill(&tables);
    now.store(START + 3 * 3600, Ordering::SeqCst);
    assert!(
        store.load(6).unwrap().is_none(),
        "an aborted game leaves no table"
    );
    let mut of_alice: Vec<u64> = store
        .games_of(alice().id)
        .unwrap()
        .iter()
        .map(|g| g.0)
        .collect();
    of_alice.sort_unstable();
    assert_eq!(of_alice, [1, 2, 4], "games being played, any server");
    let r = one(tables.handle(1, &on_server(&alice(), SERVER), Command::Games));
    assert!(r.private);
    assert_eq!(
        r.text,
        "Your games in progress (2):\n\
         <#1> · Alice, Bob · **your turn**, 21h left\n\
         <#2> · Alice, Carol · Carol to move"
    );
    let r = one(tables.handle(3, &on_server(&carol(), SERVER), Command::Games));
    assert_eq!(
        r.text,
        "Your games in progress (2):\n\
         <#2> · Alice, Carol · **your turn**\n\
         <#3> · Bob, Carol · Bob to move, 21h left"
    );
    let r = one(tables.handle(9, &on_server(&carol(), SERVER + 1), Command::Games));
    assert_eq!(r.text, "You have no game in progress on this server.");
    // The game ends: no longer listed.
    tables.handle(
        2,
        &on_server(&carol(), SERVER),
        Command::Resign { confirmed: true },
    );
    let r = one(tables.handle(3, &on_server(&carol(), SERVER), Command::Games));
    assert!(
        r.text.starts_with("Your games in progress (1):\n<#3>"),
        "{}",
        r.text
    );
}

#[test]
fn games_lists_the_askers_games_being_played_on_this_server() {
    on_both(|store| listed(&store));
}

/// A database migrated from schema 5 has no `people` in its rows (NULL): such a game is
/// found all the same, and its next write sets them.
#[test]
fn a_row_from_before_the_people_column_is_found() {
    let server = PgServer::start();
    let url = server.database("games");
    let store: Arc<dyn Store> = checkers_bot::store::open(std::path::Path::new(&url)).unwrap();
    let tables = common::tables_at(store.clone(), &Arc::new(AtomicU64::new(START)));
    fill(&tables);
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let cleared = client
        .execute("UPDATE checkers_tables SET people = NULL", &[])
        .unwrap();
    assert_eq!(cleared, 6);
    let mut found: Vec<u64> = store
        .games_of(bob().id)
        .unwrap()
        .iter()
        .map(|g| g.0)
        .collect();
    found.sort_unstable();
    assert_eq!(found, [1, 3, 4, 7]);
    tables.handle(7, &on_server(&bob(), SERVER), mv("d2 e7"));
    let people: Option<Vec<i64>> = client
        .query_one("SELECT people FROM checkers_tables WHERE channel = 7", &[])
        .unwrap()
        .get(0);
    assert_eq!(people, Some(vec![i64::try_from(bob().id).unwrap()]));
}

/// A long list stays within one Discord message (2,000 characters): the lines that fit,
/// then how many more.
#[test]
fn a_long_list_fits_one_message_and_counts_the_rest() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::tables_at(
        Arc::new(checkers_bot::store::SledStore::temporary().unwrap()),
        &now,
    );
    let long = |id: u64| checkers_bot::table::User::new(id, format!("{id:0>32}"));
    for channel in 1..=10 {
        let a = on_server(&alice(), SERVER);
        one(tables.handle(channel, &a, new_game_with(6, &[])));
        for id in 10..15 {
            one(tables.handle(channel, &on_server(&long(id), SERVER), Command::Join));
        }
        tables.handle(channel, &a, Command::Start);
    }
    let r = one(tables.handle(1, &on_server(&alice(), SERVER), Command::Games));
    assert!(
        r.text.chars().count() <= 2000,
        "{} characters",
        r.text.chars().count()
    );
    let listed = r.text.lines().filter(|l| l.starts_with("<#")).count();
    assert!((1..10).contains(&listed), "{}", r.text);
    assert_eq!(
        r.text.lines().last().unwrap(),
        format!("… and {} more.", 10 - listed)
    );
    assert!(r.text.starts_with("Your games in progress (10):\n"));
}
