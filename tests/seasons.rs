//! Rating seasons (docs/playing.md, "Rating seasons") through the table and the store, on
//! both stores: a season ended by hand and by the timers posts its final leaderboard,
//! every rating restarts from the softened prior (the formula, computed here), the
//! finished season is kept for `profile` and `leaderboard <season>`; a season ends
//! exactly once however many callers race; `forget-me` takes a person out of finished
//! seasons; `migrate` copies them. The Discord side: `tests/discord_seasons.rs`.

#![allow(
    clippy::float_cmp,
    reason = "a kept season's ratings are the stored ones, bit for bit"
)]

use crate::common;
use crate::pg_server;

use std::sync::atomic::Ordering;
use std::sync::{Arc, Barrier};

use checkers_bot::ratings::rate;
use checkers_bot::store::{
    decode, CurrentSeason, KeptGame, KeptSeat, Phase, Player, PlayerRating, SeatEnd, SledStore,
    Store, StoreError, KEPT_FORMAT,
};
use checkers_bot::table::{Command, Refusal, SeasonRefusal, Tables, User, SEASON_FILE};
use common::{alice, clock, fixture, one, tables_at, texts};
use pg_server::{on_both, PgServer};

/// The server, the channel the season runs in, and the channel its games were kept from.
const SERVER: u64 = 700;
const CHANNEL: u64 = 31;
const GAMES: u64 = 32;

/// The people of the games.
const ANN: u64 = 101;
const BEN: u64 = 102;
const CAT: u64 = 103;

/// 2027-01-15 08:00 UTC.
const T0: u64 = 1_800_000_000;
const DAY: u64 = 86_400;

/// A rated 2-player game on [`SERVER`] kept from [`GAMES`]: `first` beats `second`.
fn kept(first: (u64, &str), second: (u64, &str), ended: u64) -> KeptGame {
    let seat = |(id, name): (u64, &str), place| KeptSeat {
        player: Player::Person {
            id,
            name: name.into(),
        },
        place,
        end: SeatEnd::Finished,
        moves: 30,
    };
    KeptGame {
        format: KEPT_FORMAT,
        id: 0,
        server: SERVER,
        channel: GAMES,
        started: ended - 600,
        ended,
        seats: vec![seat(first, 1), seat(second, 2)],
        record: "Game: Chinese Checkers\nPlayers: 2\nArmies: 1\nFirst: 1\n\nd2-e7\n".into(),
        rated: true,
        private: false,
        aborted: false,
        places: Vec::new(),
    }
}

/// Ends `game` through [`Store::finish`] with the real rating update, as a table does.
fn finish(store: &dyn Store, mut game: KeptGame) {
    let mut record = store.load(GAMES).unwrap().unwrap_or_else(|| {
        let mut record = decode(&fixture("store/table-record-v1.json")).unwrap();
        store.save(GAMES, None, &mut record).unwrap();
        record
    });
    record.phase = Phase::Finished;
    let expected = record.revision;
    store
        .finish(GAMES, expected, &mut record, &mut game, &rate)
        .unwrap();
}

/// A season's games: Ann and Ben play 12 games, Ann winning 9 (both listed, their
/// ratings settled: sigma about 6, so a season's softening stays below the newcomer's
/// 25/3); Cat beats Ann once (one game: not listed, sigma near the newcomer's).
fn play_a_season(store: &dyn Store, at: u64) {
    for i in 0..12 {
        let (ann, ben) = ((ANN, "Ann"), (BEN, "Ben"));
        let game = if i % 4 == 3 {
            kept(ben, ann, at + i)
        } else {
            kept(ann, ben, at + i)
        };
        finish(store, game);
    }
    finish(store, kept((CAT, "Cat"), (ANN, "Ann"), at + 12));
}

/// The server's ratings, by user.
fn ratings(store: &dyn Store) -> Vec<PlayerRating> {
    let mut all = store.ratings(SERVER).unwrap();
    all.sort_by_key(|r| r.user);
    all
}

/// `u` on [`SERVER`], managing the channel.
fn manager(u: &User) -> User {
    User {
        manager: true,
        server: SERVER,
        ..u.clone()
    }
}

/// `defaults seasons=<value>`.
fn seasons(value: &str) -> Command {
    Command::Defaults {
        settings: vec![("seasons".into(), value.into())],
    }
}

/// Asserts `after` is `before` restarted from the softened prior, computed here by the
/// formula of docs/playing.md: the same mu, `sigma' = min(sqrt(sigma² + (25/6)²), 25/3)`,
/// counts and plot from zero.
fn assert_softened(before: &[PlayerRating], after: &[PlayerRating]) {
    assert_eq!(before.len(), after.len());
    for (b, a) in before.iter().zip(after) {
        assert_eq!((a.user, &a.name), (b.user, &b.name));
        assert_eq!(a.mu, b.mu, "{}: mu is kept", b.name);
        let sigma = (b.sigma * b.sigma + (25.0f64 / 6.0).powi(2))
            .sqrt()
            .min(25.0 / 3.0);
        assert!(
            (a.sigma - sigma).abs() < 1e-12,
            "{}: sigma {} → {}, the formula gives {sigma}",
            b.name,
            b.sigma,
            a.sigma
        );
        assert!(a.sigma > b.sigma || b.sigma == 25.0 / 3.0, "{}", b.name);
        assert_eq!(
            (a.games, a.wins, a.places, a.finished, a.finish_moves),
            (0, 0, 0, 0, 0),
            "{}",
            b.name
        );
        assert!(a.history.is_empty());
    }
}

/// The shown rating with one decimal, as the answers write it.
fn shown(r: &PlayerRating) -> String {
    format!("{:.1}", r.shown())
}

/// Acceptance, by hand: a manager ends season 1; the final leaderboard is the answer
/// (text and card), the ratings restart from the softened prior, the season is kept with
/// everyone's final rating, `profile` lists it, `leaderboard 1` shows it again; season 2
/// ends with nobody listed; `forget-me` takes a person out of both.
#[test]
fn a_season_ended_by_hand_posts_its_leaderboard_and_restarts_from_the_softened_prior() {
    on_both(ended_by_hand);
}

#[allow(
    clippy::too_many_lines,
    reason = "one season's end by hand and what follows from it, step by step"
)]
fn ended_by_hand(store: Arc<dyn Store>) {
    let now = clock(T0);
    let tables = tables_at(store, &now);
    let store = tables.store();
    play_a_season(store, T0 - 3600);
    let before = ratings(store);
    assert_eq!(before.len(), 3);
    let (ann, ben) = (before[0].clone(), before[1].clone());
    assert_eq!((ann.games, ben.games, before[2].games), (13, 12, 1));
    // Settled enough that softening stays below a newcomer's sigma.
    assert!(
        ann.sigma < 7.0 && ben.sigma < 7.0,
        "{} {}",
        ann.sigma,
        ben.sigma
    );

    // Only a channel manager ends it.
    let member = User {
        server: SERVER,
        ..alice()
    };
    let answer = tables.run(CHANNEL, &member, &seasons("end"));
    assert!(matches!(answer.refusal, Some(Refusal::ManagerOnly)));
    assert_eq!(store.season(SERVER).unwrap().number, 1);

    now.store(T0 + 600, Ordering::SeqCst);
    let posted = one(tables.handle(CHANNEL, &manager(&alice()), seasons("end")));
    assert!(!posted.private);
    assert_eq!(posted.file_name, Some(SEASON_FILE));
    assert!(posted.image.as_ref().unwrap().starts_with(b"\x89PNG"));
    let lines: Vec<&str> = posted.text.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "Alice ended season 1 (the beginning – 2027-01-15).",
            "Its final leaderboard (rating = mu − 3 sigma; listed after 3 rated games):",
        ],
        "{}",
        posted.text
    );
    let (first, second) = if ann.shown() >= ben.shown() {
        (&ann, &ben)
    } else {
        (&ben, &ann)
    };
    assert_eq!(
        lines[2],
        format!(
            "1. {} — {} ({} games)",
            first.name,
            shown(first),
            first.games
        )
    );
    assert_eq!(
        lines[3],
        format!(
            "2. {} — {} ({} games)",
            second.name,
            shown(second),
            second.games
        )
    );
    assert_eq!(
        lines[4],
        "Season 2 begins now: every rating starts again from a softened one (the same mu, a \
         larger sigma), and games, wins and places count from 0."
    );
    assert_eq!(lines.len(), 5, "{}", posted.text);

    // Every rating restarts from the softened prior.
    let after = ratings(store);
    assert_softened(&before, &after);

    // The season is kept: its dates, and everyone's final rating (the plot left out).
    let kept = store.seasons(SERVER).unwrap();
    assert_eq!(kept.len(), 1);
    let season = &kept[0];
    assert_eq!(
        (season.number, season.started, season.ended),
        (1, 0, T0 + 600)
    );
    let standings: Vec<(u64, Option<usize>)> = season
        .standings
        .iter()
        .map(|s| (s.rating.user, s.place))
        .collect();
    assert_eq!(
        standings,
        [(first.user, Some(1)), (second.user, Some(2)), (CAT, None)]
    );
    for b in &before {
        let s = season.of_user(b.user).unwrap();
        assert_eq!(
            s.rating,
            PlayerRating {
                history: Vec::new(),
                ..b.clone()
            }
        );
    }
    let current = store.season(SERVER).unwrap();
    assert_eq!(
        current,
        CurrentSeason {
            number: 2,
            started: T0 + 600,
            ..CurrentSeason::first(SERVER)
        }
    );

    // `profile` lists it, with the final rating and place.
    let user = |id: u64, name: &str| User {
        server: SERVER,
        ..User::new(id, name)
    };
    let profile = one(tables.handle(CHANNEL, &user(ANN, "Ann"), Command::Profile(None)));
    let ann_place = if first.user == ANN { 1 } else { 2 };
    assert!(
        profile.text.ends_with(&format!(
            "(Season 2 so far.)\nPast seasons:\n• Season 1 (the beginning – 2027-01-15): \
             place {ann_place} of 2, rating {}, 13 games, 9 wins.",
            shown(&ann)
        )),
        "{}",
        profile.text
    );
    assert!(
        profile.text.contains(", 0 games, 0 wins,"),
        "{}",
        profile.text
    );
    let cat = one(tables.handle(CHANNEL, &user(CAT, "Cat"), Command::Profile(None)));
    assert!(
        cat.text.ends_with(&format!(
            "• Season 1 (the beginning – 2027-01-15): not listed, rating {}, 1 game, 1 win.",
            shown(&before[2])
        )),
        "{}",
        cat.text
    );

    // `leaderboard 1` shows the final leaderboard again, with the asker's place; the
    // current one says which season it is.
    let again = one(tables.handle(CHANNEL, &user(BEN, "Ben"), Command::Leaderboard(Some(1))));
    assert_eq!(again.file_name, Some(SEASON_FILE));
    assert!(
        again.text.starts_with(
            "Final leaderboard of season 1 (the beginning – 2027-01-15; rating = mu − 3 sigma; \
             listed after 3 rated games):"
        ),
        "{}",
        again.text
    );
    assert!(again
        .text
        .contains(&format!("Your place: {} of 2", 3 - ann_place)));
    let now_board = one(tables.handle(CHANNEL, &user(BEN, "Ben"), Command::Leaderboard(None)));
    assert!(
        now_board.text.contains(
            "\nSeason 2, since 2027-01-15; a manager ends it.\nNobody has played 3 rated games \
             here yet."
        ),
        "{}",
        now_board.text
    );
    // The current season's number is the current leaderboard; a later one has none.
    let same = one(tables.handle(CHANNEL, &user(BEN, "Ben"), Command::Leaderboard(Some(2))));
    assert_eq!(same.text, now_board.text);
    let answer = tables.run(CHANNEL, &user(BEN, "Ben"), &Command::Leaderboard(Some(3)));
    assert!(matches!(
        answer
            .refusal
            .as_ref()
            .and_then(Refusal::why::<SeasonRefusal>),
        Some(SeasonRefusal::NotEnded { number: 3, last: 1 })
    ));

    // Season 2 ends with nobody listed: the ratings soften again (never past a
    // newcomer's sigma), and the season keeps nobody.
    now.store(T0 + 2 * DAY, Ordering::SeqCst);
    let posted = one(tables.handle(CHANNEL, &manager(&alice()), seasons("end")));
    assert!(
        posted
            .text
            .contains("\nNobody played 3 rated games in season 2.\n"),
        "{}",
        posted.text
    );
    assert_softened(&after, &ratings(store));
    let kept = store.seasons(SERVER).unwrap();
    assert_eq!(kept.len(), 2);
    assert!(kept[1].standings.is_empty());
    assert_eq!(kept[1].started, T0 + 600);

    // `forget-me` takes Ann out of the finished seasons too.
    assert!(store.forget(ANN).unwrap());
    let kept = store.seasons(SERVER).unwrap();
    assert!(kept[0].of_user(ANN).is_none());
    assert!(kept[0].of_user(BEN).is_some());
    assert!(!store.forget(ANN).unwrap(), "nothing of Ann's is left");
}

/// Acceptance, by the timers: a manager sets seasons of 7 days; when the time is up the
/// timers post the final leaderboard in the season's channel once (two tables over one
/// database racing to it: one posts), the ratings restart from the softened prior, and
/// the next season ends 7 days later.
#[test]
fn a_season_ends_by_the_timers_once_in_its_channel() {
    on_both(ended_by_the_timers);
}

fn ended_by_the_timers(store: Arc<dyn Store>) {
    let now = clock(T0);
    // Another process's tables over the same database: locks of their own.
    let other = tables_at(Arc::clone(&store), &now);
    let tables = tables_at(store, &now);
    let store = tables.store();
    play_a_season(store, T0 - 3600);
    let planned = one(tables.handle(CHANNEL, &manager(&alice()), seasons("7")));
    assert_eq!(
        planned.text,
        "Alice set rating seasons of 7 days on this server: season 1 ends 2027-01-22 08:00 \
         UTC, and its final leaderboard is posted in this channel."
    );
    let season = store.season(SERVER).unwrap();
    assert_eq!(
        (season.number, season.days, season.ends, season.channel),
        (1, Some(7), Some(T0 + 7 * DAY), CHANNEL)
    );
    // Not yet.
    now.store(T0 + 7 * DAY - 1, Ordering::SeqCst);
    assert!(tables.tick_all().is_empty());
    let before = ratings(store);

    now.store(T0 + 7 * DAY, Ordering::SeqCst);
    let fired = std::thread::scope(|s| {
        let racing = [&tables, &other].map(|t| s.spawn(move || t.tick_all()));
        racing
            .into_iter()
            .flat_map(|r| r.join().unwrap())
            .collect::<Vec<_>>()
    });
    assert_eq!(fired.len(), 1, "posted once: {fired:?}");
    let (channel, replies) = &fired[0];
    assert_eq!(*channel, CHANNEL);
    let card = one(replies.clone());
    assert_eq!(card.file_name, Some(SEASON_FILE));
    assert!(
        card.text
            .starts_with("Season 1 has ended (the beginning – 2027-01-22).\nIts final leaderboard"),
        "{}",
        card.text
    );
    assert!(
        card.text
            .ends_with("and games, wins and places count from 0. It ends 2027-01-29 08:00 UTC."),
        "{}",
        card.text
    );
    assert_softened(&before, &ratings(store));
    assert_eq!(store.seasons(SERVER).unwrap().len(), 1);
    let season = store.season(SERVER).unwrap();
    assert_eq!(
        (season.number, season.started, season.ends),
        (2, T0 + 7 * DAY, Some(T0 + 14 * DAY))
    );
    // Nothing more is due.
    assert!(tables.tick_all().is_empty());
    assert!(other.tick_all().is_empty());

    // A shorter length from now on: season 2 ends 3 days after it began, at once (that
    // time is past), and `off` stops the timers.
    now.store(T0 + 10 * DAY, Ordering::SeqCst);
    let planned = one(tables.handle(CHANNEL, &manager(&alice()), seasons("3d")));
    assert!(
        planned
            .text
            .ends_with("That time is past: season 2 ends now."),
        "{}",
        planned.text
    );
    let fired = tables.tick_all();
    assert_eq!(fired.len(), 1, "{fired:?}");
    let off = one(tables.handle(CHANNEL, &manager(&alice()), seasons("off")));
    assert_eq!(
        off.text,
        "Alice turned timed seasons off: season 3 goes on until a manager ends it \
         (`/checkers-defaults seasons:end`)."
    );
    now.store(T0 + 400 * DAY, Ordering::SeqCst);
    assert!(tables.tick_all().is_empty());
    assert_eq!(store.season(SERVER).unwrap().number, 3);
    // Bad values change nothing.
    let answer = tables.run(CHANNEL, &manager(&alice()), &seasons("soon"));
    assert!(
        matches!(&answer.refusal, Some(Refusal::RuleValue(key, _)) if key == "seasons"),
        "{:?}",
        answer.refusal
    );
    let answer = tables.run(CHANNEL, &manager(&alice()), &seasons("0"));
    assert!(answer.refusal.is_some());
    assert_eq!(store.season(SERVER).unwrap().days, None);
}

/// A season ends exactly once: eight callers ending season 1 at once (threads over one
/// store: one sled folder, or one PostgreSQL database) keep one season 1, and a plan made
/// for season 1 is refused once it ended.
#[test]
fn of_many_racing_to_end_a_season_exactly_one_does() {
    on_both(exactly_once);
}

#[allow(
    clippy::needless_pass_by_value,
    reason = "`on_both` hands each store over; the racing threads borrow it"
)]
fn exactly_once(store: Arc<dyn Store>) {
    play_a_season(store.as_ref(), T0);
    let before = ratings(store.as_ref());
    let first = store.season(SERVER).unwrap();
    let racers = 8;
    let start = Barrier::new(racers);
    let ended: Vec<bool> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..racers)
            .map(|i| {
                let (store, start) = (&store, &start);
                s.spawn(move || {
                    start.wait();
                    let soften = |all: &[PlayerRating]| {
                        (
                            Vec::new(),
                            all.iter().map(checkers_bot::ratings::soften).collect(),
                        )
                    };
                    // A lost race (PostgreSQL's serialization) is tried again, as the
                    // table does.
                    loop {
                        match store.end_season(SERVER, 1, T0 + i as u64, &soften) {
                            Ok(ended) => return ended.is_some(),
                            Err(StoreError::Conflict) => {}
                            Err(e) => panic!("{e}"),
                        }
                    }
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(ended.iter().filter(|e| **e).count(), 1, "{ended:?}");
    assert_eq!(store.seasons(SERVER).unwrap().len(), 1);
    assert_eq!(store.season(SERVER).unwrap().number, 2);
    // Softened once, not eight times.
    let settled: Vec<f64> = before.iter().map(|r| r.sigma).collect();
    let once: Vec<f64> = ratings(store.as_ref()).iter().map(|r| r.sigma).collect();
    let tau = 25.0f64 / 6.0;
    for (was, is) in settled.iter().zip(&once).take(2) {
        assert!((is - was.hypot(tau)).abs() < 1e-12, "{was} → {is}");
    }
    // A plan for the season that ended is refused; for the current one it is kept.
    let stale = first.planned(Some(30), T0, CHANNEL);
    assert!(matches!(
        store.plan_season(&stale),
        Err(StoreError::Conflict)
    ));
    let current = store.season(SERVER).unwrap();
    let planned = current.planned(Some(30), T0 + 100, CHANNEL);
    store.plan_season(&planned).unwrap();
    assert_eq!(store.season(SERVER).unwrap(), planned);
    assert_eq!(planned.ends, Some(current.started + 30 * DAY));
    assert!(store
        .seasons_due(current.started + 30 * DAY - 1)
        .unwrap()
        .is_empty());
    assert_eq!(
        store.seasons_due(current.started + 30 * DAY).unwrap(),
        [planned]
    );
}

/// `migrate` copies the finished seasons and each server's current one into PostgreSQL,
/// and running it again doubles nothing.
#[test]
fn migrate_copies_the_seasons() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot");
    {
        let store: Arc<dyn Store> = Arc::new(SledStore::open(&db).unwrap());
        play_a_season(store.as_ref(), T0 - 3600);
        let now = clock(T0);
        let tables: Tables = tables_at(Arc::clone(&store), &now);
        let ended = tables.handle(CHANNEL, &manager(&alice()), seasons("end"));
        assert_eq!(ended.len(), 1, "{:?}", texts(&ended));
        one(tables.handle(CHANNEL, &manager(&alice()), seasons("30")));
        store.flush().unwrap();
    }
    let server = PgServer::start();
    let url = server.database("seasons");
    let copied = checkers_bot::store::migrate::migrate(&db, &url).unwrap();
    assert_eq!((copied.seasons, copied.seasons_kept), (1, 0));
    assert!(copied.to_string().contains("\nseasons: 1\n"), "{copied}");
    let again = checkers_bot::store::migrate::migrate(&db, &url).unwrap();
    assert_eq!((again.seasons, again.seasons_kept), (1, 0));
    let sled = SledStore::open(&db).unwrap();
    let pg = checkers_bot::store::open(std::path::Path::new(&url)).unwrap();
    assert_eq!(pg.seasons(SERVER).unwrap(), sled.seasons(SERVER).unwrap());
    assert_eq!(pg.season(SERVER).unwrap(), sled.season(SERVER).unwrap());
    assert_eq!(pg.season(SERVER).unwrap().days, Some(30));
    assert_eq!(ratings(pg.as_ref()), ratings(&sled));
}

/// The console: its manager ends a season by hand (the card is written as a file), sets
/// seasons of a day, and a console started a day later ends that season at once.
#[test]
fn the_console_ends_its_seasons_by_hand_and_by_its_clock() {
    let now = clock(T0);
    let tables = tables_at(Arc::new(SledStore::temporary().unwrap()), &now);
    let out = common::console_output(&tables, "defaults seasons=end\n");
    assert!(
        out.contains("You ended season 1 (the beginning – 2027-01-15).\nIts final leaderboard"),
        "{out}"
    );
    assert!(
        out.contains("Nobody played 3 rated games in season 1."),
        "{out}"
    );
    assert!(out.contains("season-0001.png"), "{out}");
    let out = common::console_output(&tables, "defaults seasons=1\n");
    assert!(
        out.contains(
            "You set rating seasons of 1 day: season 2 ends 2027-01-16 08:00 UTC, and its \
             final leaderboard is posted here."
        ),
        "{out}"
    );
    now.store(T0 + DAY, Ordering::SeqCst);
    let out = common::console_output(&tables, "leaderboard 2\n");
    assert!(
        out.contains("Season 2 has ended (2027-01-15 – 2027-01-16)."),
        "{out}"
    );
    assert!(
        out.contains("Final leaderboard of season 2 (2027-01-15 – 2027-01-16;"),
        "{out}"
    );
    let out = common::console_output(&tables, "leaderboard x\n");
    assert!(
        out.contains(
            "x is not a season's number: `leaderboard 2` shows season 2's final leaderboard."
        ),
        "{out}"
    );
}
