//! `digest` (docs/playing.md, "Your turn, when you are away"): one direct message a day,
//! at the hour the person chose (UTC), listing exactly the games at their turn; once a
//! day, once over two processes sharing PostgreSQL; none on a day without such a game.

use crate::common;
use crate::pg_server;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::store::{ChannelSetting, SledStore, Store};
use checkers_bot::table::{Command, DigestAsk, Reply, ReplyKind, Tables, User, DIGEST_EVERY};
use common::{alice, bob, carol, one, two_player_game};

/// 2027-01-15 08:00 UTC.
const START: u64 = 1_800_000_000;
const HOUR: u64 = 3600;
const DAY: u64 = 24 * HOUR;

/// A started 2-player game in `channel`, `first` (its creator) to move, `second` seated.
fn game_of_two(tables: &Tables, channel: u64, first: &User, second: &User) {
    tables.handle(channel, first, common::new_game(2));
    tables.handle(channel, second, Command::Join);
    tables.handle(channel, first, Command::Start);
}

/// `user`'s digest setting as stored.
fn stored(tables: &Tables, user: &User) -> Option<String> {
    let store = tables.store();
    store.load_setting(ChannelSetting::Digest, user.id).unwrap()
}

/// The direct messages the timers send at `at`.
fn digests_at(tables: &Tables, now: &AtomicU64, at: u64) -> Vec<Reply> {
    now.store(at, Ordering::SeqCst);
    tables
        .tick_all()
        .into_iter()
        .flat_map(|(_, replies)| replies)
        .filter(|r| matches!(r.kind, ReplyKind::Direct { .. }))
        .collect()
}

#[test]
fn the_digest_lists_the_games_at_the_persons_turn_once_a_day_at_their_hour() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    // Alice to move, for three days.
    common::two_player_game_with(&tables, 1, &[("turn_timeout", "72h")]);
    game_of_two(&tables, 2, &carol(), &alice()); // Carol to move
    game_of_two(&tables, 3, &bob(), &carol()); // not Alice's
    let set = one(tables.handle(9, &alice(), Command::Digest(DigestAsk::At(9))));
    assert!(set.private);
    assert_eq!(
        set.text,
        "Your daily digest is on: at 09:00 (UTC) a direct message lists your games where it \
         is your turn, with the time left on each (none on a day without one). `digest` \
         with `off` turns it off."
    );
    assert_eq!(stored(&tables, &alice()).as_deref(), Some("9 0"));
    assert!(
        digests_at(&tables, &now, START + HOUR - 1).is_empty(),
        "08:59"
    );
    let sent = digests_at(&tables, &now, START + HOUR);
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(
        sent[0].kind,
        ReplyKind::Direct {
            channel: 1,
            user: alice().id
        }
    );
    assert_eq!(
        sent[0].text,
        "Your daily digest: it is your turn in 1 game.\n\
         <#1> · Alice, Bob · **your turn**, 71h left"
    );
    // Once a day: not again that day, again the next day at 09:00, not before.
    assert!(digests_at(&tables, &now, START + HOUR + DIGEST_EVERY).is_empty());
    assert!(digests_at(&tables, &now, START + 13 * HOUR).is_empty());
    assert!(digests_at(&tables, &now, START + DAY + HOUR - DIGEST_EVERY).is_empty());
    let next = digests_at(&tables, &now, START + DAY + HOUR);
    assert_eq!(next.len(), 1);
    assert!(
        next[0].text.ends_with("**your turn**, 47h left"),
        "{}",
        next[0].text
    );
    // Off: nothing more.
    let off = one(tables.handle(9, &alice(), Command::Digest(DigestAsk::Off)));
    assert_eq!(off.text, "You get no daily digest.");
    assert_eq!(
        one(tables.handle(9, &alice(), Command::Digest(DigestAsk::Show))).text,
        "You get no daily digest."
    );
    assert!(digests_at(&tables, &now, START + 2 * DAY + HOUR).is_empty());
}

/// No game at the person's turn: no message, and the day counts as done.
#[test]
fn no_digest_on_a_day_without_a_game_at_the_persons_turn() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    game_of_two(&tables, 2, &carol(), &alice());
    tables.handle(9, &alice(), Command::Digest(DigestAsk::At(10)));
    assert!(digests_at(&tables, &now, START + 2 * HOUR).is_empty());
    assert_eq!(
        stored(&tables, &alice()),
        Some(format!("10 {}", START / DAY))
    );
    // An hour already past today: the first digest comes tomorrow.
    tables.handle(9, &bob(), Command::Digest(DigestAsk::At(5)));
    assert_eq!(stored(&tables, &bob()), Some(format!("5 {}", START / DAY)));
    let refused = one(tables.handle(9, &alice(), Command::Digest(DigestAsk::Show)));
    assert!(refused
        .text
        .starts_with("Your daily digest is on: at 10:00 (UTC)"));
}

/// Typed: `digest 18`, `digest off`, `digest`; an hour past 23 or another word is
/// refused with what it takes.
#[test]
fn digest_reads_an_hour_or_off() {
    let parse = |t: &str| Command::parse(t);
    assert_eq!(
        parse("digest 18"),
        Ok(Some(Command::Digest(DigestAsk::At(18))))
    );
    assert_eq!(
        parse("digest off"),
        Ok(Some(Command::Digest(DigestAsk::Off)))
    );
    assert_eq!(parse("digest"), Ok(Some(Command::Digest(DigestAsk::Show))));
    for bad in ["digest 24", "digest noon", "digest -1", "digest 18 19"] {
        assert_eq!(
            parse(bad).unwrap_err().to_string(),
            "`digest` takes an hour, 0 to 23 (UTC), or `off`",
            "{bad}"
        );
    }
    // The other direct-message commands with a word too many say what they take.
    assert_eq!(
        parse("notify on now").unwrap_err().to_string(),
        parse("notify maybe").unwrap_err().to_string()
    );
    assert_eq!(
        parse("follow on now").unwrap_err().to_string(),
        "`follow` takes `on` or `off`"
    );
}

/// Two processes on one PostgreSQL database, and sled: each digest is sent once.
#[test]
fn two_processes_send_each_digest_once() {
    let server = pg_server::PgServer::start();
    let url = server.database("digests");
    let now = Arc::new(AtomicU64::new(START));
    let open = || checkers_bot::store::open(std::path::Path::new(&url)).unwrap();
    let first = common::tables_at(open(), &now);
    let second = common::tables_at(open(), &now);
    two_player_game(&first, 1);
    first.handle(9, &alice(), Command::Digest(DigestAsk::At(9)));
    let sent: usize = std::thread::scope(|s| {
        let handles: Vec<_> = [&first, &second]
            .into_iter()
            .map(|t| s.spawn(|| digests_at(t, &now, START + HOUR).len()))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).sum()
    });
    assert_eq!(sent, 1);
    // The store's compare-and-swap, on both stores.
    for store in [
        open(),
        Arc::new(SledStore::temporary().unwrap()) as Arc<dyn Store>,
    ] {
        store
            .save_setting(ChannelSetting::Digest, 77, Some("9 0"))
            .unwrap();
        assert!(store
            .swap_setting(ChannelSetting::Digest, 77, Some("9 0"), Some("9 5"))
            .unwrap());
        assert!(!store
            .swap_setting(ChannelSetting::Digest, 77, Some("9 0"), Some("9 6"))
            .unwrap());
        assert!(!store
            .swap_setting(ChannelSetting::Digest, 78, Some("9 0"), Some("9 6"))
            .unwrap());
        // From unset, and back to unset.
        assert!(store
            .swap_setting(ChannelSetting::Digest, 78, None, Some("1 0"))
            .unwrap());
        assert!(!store
            .swap_setting(ChannelSetting::Digest, 78, None, Some("2 0"))
            .unwrap());
        assert!(store
            .swap_setting(ChannelSetting::Digest, 78, Some("1 0"), None)
            .unwrap());
        assert_eq!(
            store.load_setting(ChannelSetting::Digest, 78).unwrap(),
            None
        );
        let all = store.settings_of(ChannelSetting::Digest).unwrap();
        assert!(all.contains(&(77, "9 5".to_string())), "{all:?}");
    }
}

/// Turned off and on again the same day: no second digest that day; `forget-me` forgets
/// the digest.
#[test]
fn a_digest_off_and_on_again_comes_once_that_day_and_forget_me_ends_it() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    common::two_player_game_with(&tables, 1, &[("turn_timeout", "72h")]);
    tables.handle(9, &alice(), Command::Digest(DigestAsk::At(9)));
    assert_eq!(digests_at(&tables, &now, START + HOUR).len(), 1);
    tables.handle(9, &alice(), Command::Digest(DigestAsk::Off));
    tables.handle(9, &alice(), Command::Digest(DigestAsk::At(20)));
    assert!(digests_at(&tables, &now, START + 12 * HOUR).is_empty());
    assert_eq!(digests_at(&tables, &now, START + DAY + 12 * HOUR).len(), 1);
    tables.handle(9, &alice(), Command::ForgetMe { confirmed: true });
    assert_eq!(stored(&tables, &alice()), None);
}

/// The digest is in the person's language when Discord told it as they asked.
#[test]
fn the_digest_is_in_the_persons_language() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    common::two_player_game_with(&tables, 1, &[("turn_timeout", "72h")]);
    let french = User {
        locale: Some("fr".into()),
        ..alice()
    };
    tables.handle(9, &french, Command::Digest(DigestAsk::At(9)));
    let sent = digests_at(&tables, &now, START + HOUR);
    assert!(
        sent[0]
            .text
            .starts_with("Votre résumé du jour : c'est votre tour dans 1 partie."),
        "{}",
        sent[0].text
    );
}
