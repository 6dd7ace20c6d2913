//! Stored record bytes through the table layer: whatever is in the database for a
//! channel, commands answer without panicking, and afterwards the channel holds either a
//! readable record or nothing (a damaged one was moved aside and the channel told).
#![no_main]

use std::sync::LazyLock;

use checkers_bot::store::{SledStore, StoreError};
use checkers_bot::table::{Command, Tables, User};
use libfuzzer_sys::fuzz_target;

static TABLES: LazyLock<Tables> =
    LazyLock::new(|| Tables::with_seed(SledStore::temporary().expect("temporary store"), 0));

const CHANNEL: u64 = 1;

fuzz_target!(|data: &[u8]| {
    let tables = &*TABLES;
    tables.store().write_raw(CHANNEL, data).expect("raw write");
    let alice = User::new(1, "Alice");
    let bob = User::new(2, "Bob");
    let carol = User::new(3, "Carol");
    let mut replies = tables.handle(CHANNEL, &carol, Command::Status);
    replies.extend(tables.handle(CHANNEL, &alice, Command::Move("d2 e7".into())));
    replies.extend(tables.handle_chat(CHANNEL, &bob, "n2 m7"));
    replies.extend(tables.handle(CHANNEL, &carol, Command::Join));
    replies.extend(tables.handle(CHANNEL, &alice, Command::Board));
    for (_, r) in tables.tick_all() {
        replies.extend(r);
    }
    for r in &replies {
        assert!(!r.text.contains("@everyone"), "{}", r.text);
        assert!(
            r.text.chars().count() <= 2000,
            "reply too long: {}",
            r.text.len()
        );
    }
    match tables.store().load(CHANNEL) {
        Ok(_) | Err(StoreError::NewerFormat(_)) => {}
        Err(e) => panic!("after the commands the channel still holds a bad record: {e}"),
    }
    assert_eq!(tables.lock_entries(), 0);
});
