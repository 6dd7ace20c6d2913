//! The web board in a real headless Chromium (tests/common/browser.rs): a console move
//! shown on the watch page, a whole game played by clicks, refused tokens, hostile names
//! shown as text, and screenshots at phone and desktop sizes against golden images.

use crate::common;

use std::io::{BufReader, Write};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use checkers_bot::ai::Level;
use checkers_bot::console::{Inbox, Served, CHANNEL};
use checkers_bot::table::{Command, Tables, User};
use checkers_bot::web::{Key, Limits, SeatClaim, Web, WebConfig};
use common::browser::Browser;
use common::{alice, bob, new_game_with};

/// The key of every test server.
fn key() -> Key {
    Key::new(&[7; 32]).unwrap()
}

/// A web board over `tables` on a free port of loopback; its base address.
async fn serve(tables: &Arc<Tables>, inbox: &Arc<Inbox>) -> (Web, String) {
    serve_with(tables, inbox, Limits::default()).await
}

/// [`serve`] with `limits`.
async fn serve_with(tables: &Arc<Tables>, inbox: &Arc<Inbox>, limits: Limits) -> (Web, String) {
    serve_behind(tables, inbox, limits, false).await
}

/// [`serve_with`], behind a proxy when `forwarded_for`.
async fn serve_behind(
    tables: &Arc<Tables>,
    inbox: &Arc<Inbox>,
    limits: Limits,
    forwarded_for: bool,
) -> (Web, String) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let config = WebConfig {
        listen: listener.local_addr().unwrap(),
        public_url: base.clone(),
        key: key(),
        activity: None,
        limits,
        forwarded_for,
    };
    let web = Web::new(&config, Arc::clone(tables), inbox.clone());
    tokio::spawn(web.clone().serve(listener));
    (web, base)
}

/// A 2-player game of `user` against the computer at `level`, started, with the house
/// rules `settings`.
fn game_against_computer(tables: &Tables, user: &User, level: Level, settings: &[(&str, &str)]) {
    for command in [
        new_game_with(2, settings),
        Command::AddComputer(level),
        Command::Start,
    ] {
        let replies = tables.handle(CHANNEL, user, command);
        assert!(
            replies.iter().all(|r| !r.private),
            "{:?}",
            common::texts(&replies)
        );
    }
}

/// Prints the median and the worst of `delays` (ms), for the docs' figures.
fn report(what: &str, delays: &[u64]) {
    let mut sorted = delays.to_vec();
    sorted.sort_unstable();
    eprintln!(
        "{what}: median {} ms, worst {} ms over {} moves",
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1],
        sorted.len()
    );
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

/// Records on the page when each revision was drawn (`window.seen`, wall-clock ms).
const WATCH_REVISIONS: &str = "window.seen = {};
    new MutationObserver(() => { window.seen[document.body.dataset.revision] = Date.now(); })
      .observe(document.body, { attributes: true, attributeFilter: ['data-revision'] });
    return true;";

/// When the page first drew a revision after `before` ([`WATCH_REVISIONS`]), wall-clock ms.
async fn drawn_after(browser: &Browser, before: u64) -> u64 {
    browser
        .eval(&format!(
            "return Math.min(...Object.entries(window.seen)
                .filter(([r]) => Number(r) > {before}).map(([, t]) => t));"
        ))
        .await
        .as_u64()
        .unwrap()
}

/// Waits until the page shows a revision after `before`.
async fn wait_past(browser: &Browser, before: u64) {
    browser
        .wait_until(
            &format!("return Number(document.body.dataset.revision) > {before};"),
            Duration::from_secs(20),
        )
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_watch_page_shows_a_move_made_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let (web, base) = serve(&tables, &inbox).await;
    // The console, typed into through a pipe as a person would.
    let (reader, mut writer) = std::io::pipe().unwrap();
    let console = {
        let tables = Arc::clone(&tables);
        let web = web.clone();
        let inbox = Arc::clone(&inbox);
        let mut opts = common::console_options(dir.path());
        opts.tick = Some(Duration::from_millis(100));
        opts.new_game = vec![
            "new 2 turn_timeout=0".into(),
            "add-computer easy".into(),
            "start".into(),
        ];
        std::thread::spawn(move || {
            let served = Served {
                web: &web,
                inbox: &inbox,
                address: "the page".into(),
            };
            let mut out = Vec::new();
            checkers_bot::console::run_served(
                &tables,
                BufReader::new(reader),
                &mut out,
                &opts,
                Some(&served),
            )
            .unwrap();
            String::from_utf8(out).unwrap()
        })
    };
    // The console waits for its player once it has shown the first board.
    let started = std::time::Instant::now();
    while !dir.path().join("boards/board-0001.png").exists() {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the console started no game"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let watch = format!("{base}/watch/{}", key().watch_id(CHANNEL));
    let browser = Browser::start(1280, 800).await;
    browser.client.goto(&watch).await.unwrap();
    browser
        .wait_until(
            "return document.body.dataset.phase === 'playing';",
            Duration::from_secs(20),
        )
        .await;
    assert_eq!(browser.eval(WATCH_REVISIONS).await, serde_json::json!(true));
    // Live over a WebSocket (the event stream is the fallback).
    assert_eq!(
        browser.eval("return window.checkersBoard.transport;").await,
        serde_json::json!("socket")
    );
    // A spectator gets no moves to click.
    assert_eq!(
        browser
            .eval("return document.querySelectorAll('.movable').length;")
            .await,
        serde_json::json!(0)
    );
    let mut delays = Vec::new();
    for i in 0..10 {
        // Whatever the console's player may play now (the last of the legal moves, so a
        // peg leaves home), typed in the console.
        let person = tables.person_to_move(CHANNEL).unwrap();
        let line = tables.legal_moves_text(CHANNEL, person.id).pop().unwrap();
        let before = browser.revision().await.unwrap();
        let sent = now_ms();
        writeln!(writer, "{line}").unwrap();
        wait_past(&browser, before).await;
        delays.push(drawn_after(&browser, before).await.saturating_sub(sent));
        // Then the computer answers (the console lets it think after the move is shown),
        // and the list has both moves.
        browser
            .wait_until(
                &format!(
                    "return document.querySelectorAll('#turns li').length === {};",
                    2 * i + 2
                ),
                Duration::from_secs(10),
            )
            .await;
        let turns = browser
            .eval("return [...document.querySelectorAll('#turns li')].map(li => li.textContent);")
            .await;
        assert_eq!(
            turns[2 * i],
            serde_json::json!(format!("{}. You: {line}", 2 * i + 1)),
            "{turns}"
        );
        while tables.person_to_move(CHANNEL).is_none() {
            std::thread::sleep(Duration::from_millis(10));
        }
    }
    report("console move to page update", &delays);
    // Within a second of the move, every time (push, not the 2 s look).
    assert!(delays.iter().all(|d| *d < 1000), "{delays:?}");
    drop(writer);
    let out = console.join().unwrap();
    assert!(out.contains("The board in your browser: the page"), "{out}");
    browser.close().await;
}

/// The game of the console's channel as stored now.
fn stored_game(tables: &Tables) -> checkers_bot::core::Game {
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    checkers_bot::table::game_of(&record).unwrap()
}

/// The record's revision as stored now.
fn revision(tables: &Tables) -> u64 {
    tables.store().load(CHANNEL).unwrap().unwrap().revision
}

/// A seat token of `user` at `seat` of the console channel's game now, valid for an hour.
async fn seat_link(web: &Web, tables: &Arc<Tables>, user: &User) -> String {
    let (web, tables, user) = (web.clone(), Arc::clone(tables), user.clone());
    let _ = &tables;
    tokio::task::spawn_blocking(move || web.play_url(CHANNEL, &user))
        .await
        .unwrap()
        .expect("a seat in the game in play")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_by_clicks() {
    let tables = Arc::new(common::seeded_tables(3));
    let inbox = Arc::new(Inbox::default());
    // Faster than any person: no limit per link here.
    let limits = Limits {
        per_token: std::num::NonZeroU32::new(10_000).unwrap(),
        ..Limits::default()
    };
    let (web, _) = serve_with(&tables, &inbox, limits).await;
    game_against_computer(
        &tables,
        &alice(),
        Level::Easy,
        &[("turn_timeout", "0"), ("computer_time", "10ms")],
    );
    let link = seat_link(&web, &tables, &alice()).await;
    let browser = Browser::start(1280, 800).await;
    browser.client.goto(&link).await.unwrap();
    browser
        .wait_until(
            "return document.body.dataset.phase === 'playing';",
            Duration::from_secs(20),
        )
        .await;
    browser.eval(WATCH_REVISIONS).await;
    browser
        .eval(
            "document.getElementById('board').addEventListener('click',
            () => { window.clicked = Date.now(); }, true); return true;",
        )
        .await;
    let mut delays = Vec::new();
    let mut clicked = 0;
    loop {
        browser
            .wait_until(
                "return document.body.dataset.phase === 'finished'
                    || (document.body.dataset.toMove === '0'
                        && document.querySelectorAll('.movable').length > 0);",
                Duration::from_secs(20),
            )
            .await;
        let game = stored_game(&tables);
        if game.outcome().is_some() {
            break;
        }
        assert!(clicked < 300, "no end after {clicked} moves");
        let before = browser.revision().await.unwrap();
        let mv = checkers_bot::ai::greedy(&game, clicked).unwrap();
        browser.click_hole(&mv.from.to_string()).await;
        // The peg's holes are marked; the one chosen is clicked.
        browser
            .wait_until(
                &format!(
                    "return !!document.querySelector(\"#board .target[data-hole='{}']\");",
                    mv.to
                ),
                Duration::from_secs(5),
            )
            .await;
        browser.click_hole(&mv.to.to_string()).await;
        wait_past(&browser, before).await;
        let clicked_at = browser
            .eval("return window.clicked;")
            .await
            .as_u64()
            .unwrap();
        delays.push(
            drawn_after(&browser, before)
                .await
                .saturating_sub(clicked_at),
        );
        clicked += 1;
    }
    report(
        "click to page update (with the computer's 10 ms answer)",
        &delays,
    );
    let game = stored_game(&tables);
    let turns = browser
        .eval("return document.querySelectorAll('#turns li').length;")
        .await;
    assert_eq!(turns, serde_json::json!(game.history().len()));
    let alice_moves = game
        .history()
        .iter()
        .filter(|t| matches!(t, checkers_bot::core::Turn::Move { seat, .. } if seat.index() == 0))
        .count();
    assert_eq!(
        alice_moves, clicked as usize,
        "every move of Alice's was a click"
    );
    // The header says who won, as the PNG does.
    let header = browser
        .eval("return document.getElementById('header').textContent;")
        .await;
    assert!(header.as_str().unwrap().contains("wins"), "{header}");
    // Every public reply went to the adapter (here the console's inbox): boards included.
    browser.close().await;
}

/// `request` sent with `credential` in the `Authorization` header, as the page sends it.
async fn presenting(
    request: reqwest::RequestBuilder,
    credential: impl std::fmt::Display,
) -> reqwest::Response {
    request
        .header("authorization", format!("Bearer {credential}"))
        .send()
        .await
        .unwrap()
}

/// `POST /api/move` with `token` in the `Authorization` header, as the page sends it, and
/// `body`: the status and the words of the answer.
async fn post_move(base: &str, token: &str, body: impl Into<reqwest::Body>) -> (u16, String) {
    let response = presenting(
        reqwest::Client::new()
            .post(format!("{base}/api/move"))
            .header("content-type", "application/json")
            .body(body),
        token,
    )
    .await;
    let status = response.status().as_u16();
    let said: serde_json::Value =
        serde_json::from_slice(&response.bytes().await.unwrap()).unwrap_or_default();
    (
        status,
        said["text"].as_str().unwrap_or_default().to_string(),
    )
}

/// Case `forged-token`: a web move with a forged, expired or other seat's token is
/// refused with a reason, and nothing changes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_expired_and_other_seat_tokens_are_refused_and_change_nothing() {
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let (web, base) = serve(&tables, &inbox).await;
    common::start_people(
        &tables,
        CHANNEL,
        &[&alice(), &bob()],
        &[("turn_timeout", "0")],
    );
    // Alice is to move; Bob holds a real token of his own seat.
    assert_eq!(tables.person_to_move(CHANNEL).unwrap().id, alice().id);
    let bobs = seat_link(&web, &tables, &bob()).await;
    let bobs = bobs.rsplit(['/', '#']).next().unwrap().to_string();
    let alices = seat_link(&web, &tables, &alice()).await;
    let alices = alices.rsplit(['/', '#']).next().unwrap().to_string();
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    let key_now = tables
        .live_view(CHANNEL, Some(&alice()))
        .unwrap()
        .key
        .unwrap();
    let expired = key().seat_token(&SeatClaim {
        channel: CHANNEL,
        game: tables.live_view(CHANNEL, Some(&alice())).unwrap().game,
        seat: 0,
        user: alice().id,
        locale: None,
        expires: 1,
        link: 1,
    });
    let other_key = Key::new(&[8; 32]).unwrap().seat_token(&SeatClaim {
        channel: CHANNEL,
        game: tables.live_view(CHANNEL, Some(&alice())).unwrap().game,
        seat: 0,
        user: alice().id,
        locale: None,
        expires: u64::MAX,
        link: 1,
    });
    let mut forged = alices.clone();
    forged.pop();
    forged.push(if alices.ends_with('A') { 'B' } else { 'A' });
    let legal = tables.legal_moves_text(CHANNEL, alice().id);
    let from = legal[0].split('-').next().unwrap().to_string();
    let body = serde_json::json!({ "key": key_now, "from": from, "index": 0 }).to_string();
    let watch = key().watch_id(CHANNEL);
    for (token, status, words) in [
        (forged.as_str(), 403, "not valid"),
        (other_key.as_str(), 403, "not valid"),
        (expired.as_str(), 403, "expired"),
        (bobs.as_str(), 409, "turn"),
        ("w".repeat(600).as_str(), 403, "not valid"),
        // A watch id reads but never writes.
        (watch.as_str(), 403, "not valid"),
    ] {
        let (got, said) = post_move(&base, token, body.clone()).await;
        assert_eq!(got, status, "{token}: {said}");
        assert!(said.contains(words), "{said}");
        assert_eq!(
            tables.store().load(CHANNEL).unwrap().unwrap(),
            record,
            "{token}"
        );
    }
    // A body over the limit is refused unread.
    let (got, said) = post_move(&base, &alices, vec![b' '; 5000]).await;
    assert_eq!(
        (got, said.as_str()),
        (
            413,
            "That request is too large: a move takes at most 4096 bytes."
        )
    );
    // A peg and move that are not Alice's, at the position shown, are named as such.
    let wrong = serde_json::json!({ "key": key_now, "from": from, "index": 99 }).to_string();
    let (got, said) = post_move(&base, &alices, wrong).await;
    assert_eq!(got, 409);
    assert!(said.starts_with("That peg has no such move"), "{said}");
    assert_eq!(tables.store().load(CHANNEL).unwrap().unwrap(), record);
    // The page of a forged link says so, and shows no board.
    let browser = Browser::start(800, 600).await;
    browser
        .client
        .goto(&format!("{base}/play/{forged}"))
        .await
        .unwrap();
    browser
        .wait_until(
            "return document.getElementById('note').textContent.includes('not valid');",
            Duration::from_secs(10),
        )
        .await;
    assert_eq!(
        browser
            .eval("return document.querySelectorAll('#board [data-hole]').length;")
            .await,
        serde_json::json!(0)
    );
    // Alice's own token plays.
    assert_eq!(post_move(&base, &alices, body).await.0, 200);
    assert_eq!(revision(&tables), record.revision + 1);
    browser.close().await;
}

/// A desktop browser on the watch page of `CHANNEL` at `base`, once its game shows.
async fn watching(base: &str) -> Browser {
    let browser = Browser::start(1280, 800).await;
    browser
        .client
        .goto(&format!("{base}/watch/{}", key().watch_id(CHANNEL)))
        .await
        .unwrap();
    browser
        .wait_until(
            "return document.body.dataset.phase === 'playing';",
            Duration::from_secs(10),
        )
        .await;
    browser
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_names_are_shown_as_text() {
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let (_web, base) = serve(&tables, &inbox).await;
    let script = User::new(1, "<script>window.pwned=1</script>");
    let rtl = User::new(2, "\u{202e}<img src=x onerror=window.pwned=2>");
    common::start_people(&tables, CHANNEL, &[&script, &rtl], &[("turn_timeout", "0")]);
    let browser = watching(&base).await;
    let names = browser
        .eval("return [...document.querySelectorAll('#seats .name')].map(n => n.textContent);")
        .await;
    let stored: Vec<String> = tables.people(CHANNEL).into_iter().map(|p| p.name).collect();
    assert_eq!(names, serde_json::json!(stored));
    assert_eq!(stored[0], "<script>window.pwned=1</script>");
    // The right-to-left override is no part of a stored name.
    assert!(stored[1].starts_with("<img src=x onerror="), "{stored:?}");
    assert_eq!(
        browser
            .eval("return [window.pwned === undefined, document.scripts.length, document.images.length];")
            .await,
        serde_json::json!([true, 1, 0])
    );
    // The header names the player to move as text too.
    let header = browser
        .eval("return document.getElementById('header').textContent;")
        .await;
    assert!(header.as_str().unwrap().contains("<script>"), "{header}");
    browser.close().await;
}

/// A served table where Alice and Bob have begun a game, Alice first (no turn clock):
/// the tables, the console's inbox, the server and its address.
async fn served_alice_and_bob() -> (Arc<Tables>, Arc<Inbox>, Web, String) {
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let (web, base) = serve(&tables, &inbox).await;
    common::start_people(
        &tables,
        CHANNEL,
        &[&alice(), &bob()],
        &[("turn_timeout", "0"), ("first_player", "creator")],
    );
    (tables, inbox, web, base)
}

/// The page shows each seat's score as the board image's legend counts it (pegs home),
/// the last move with an arrowhead as the image draws it, and on a phone a tap in the gap
/// beside a peg takes the nearest hole (case: the new player's score and taps).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_shows_the_score_the_last_moves_arrow_and_takes_the_nearest_hole() {
    let (tables, _inbox, web, base) = served_alice_and_bob().await;
    tables.handle(CHANNEL, &alice(), common::mv("d2 e7"));
    let link = seat_link(&web, &tables, &bob()).await;
    assert!(link.starts_with(&base), "{link}");
    let browser = Browser::start(390, 844).await;
    browser.client.goto(&link).await.unwrap();
    browser
        .wait_until(
            "return document.body.dataset.phase === 'playing';",
            Duration::from_secs(10),
        )
        .await;
    let scores = browser
        .eval("return [...document.querySelectorAll('#seats .score')].map(n => n.textContent);")
        .await;
    assert_eq!(scores, serde_json::json!(["0/10 home", "0/10 home"]));
    let arrows = browser
        .eval("return document.querySelectorAll('#board .arrow').length;")
        .await;
    assert_eq!(arrows, serde_json::json!(1));
    // A tap a little below one of Bob's movable pegs, off the peg, selects it.
    let tapped = browser
        .eval(
            "const b = window.checkersBoard;
             const from = b.view.moves[0].from;
             const [x, y] = b.centres.get(from);
             const p = new DOMPoint(x, y + 1.1 * b.g.hole[0]).matrixTransform(b.svg.getScreenCTM());
             b.click({ target: b.svg, clientX: p.x, clientY: p.y });
             return [b.selected, from];",
        )
        .await;
    assert_eq!(tapped[0], tapped[1], "{tapped}");
    assert!(tapped[0].is_string(), "{tapped}");
    browser.close().await;
}

/// How many pixels of a screenshot may differ from its golden image (antialiasing).
const SCREENSHOT_TOLERANCE: usize = 200;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn screenshots_at_phone_and_desktop_sizes_match_their_golden_images() {
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let (_web, base) = serve(&tables, &inbox).await;
    let people = [&alice(), &bob(), &common::carol()];
    common::start_people(&tables, CHANNEL, &people, &[("turn_timeout", "0")]);
    // Six moves, the same every run.
    for n in 0..6 {
        let game = stored_game(&tables);
        let mv = checkers_bot::ai::greedy(&game, n).unwrap();
        let person = tables.person_to_move(CHANNEL).unwrap();
        let user = User::new(person.id, person.name);
        let replies = tables.handle(
            CHANNEL,
            &user,
            common::mv(&format!("{} {}", mv.from, mv.to)),
        );
        assert!(
            replies.iter().all(|r| !r.private),
            "{:?}",
            common::texts(&replies)
        );
    }
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let golden = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut failures = Vec::new();
    for (name, width, height) in [("web-phone", 390, 844), ("web-desktop", 1280, 800)] {
        let browser = Browser::start(width, height).await;
        browser
            .client
            .goto(&format!("{base}/watch/{}", key().watch_id(CHANNEL)))
            .await
            .unwrap();
        browser
            .wait_until(
                "return document.body.dataset.phase === 'playing';",
                Duration::from_secs(10),
            )
            .await;
        // Fonts and layout settled.
        browser
            .wait_until(
                "return document.fonts.status === 'loaded';",
                Duration::from_secs(10),
            )
            .await;
        let png = browser.client.screenshot().await.unwrap();
        browser.close().await;
        let shot = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(shot.dimensions(), (width, height), "{name}");
        let path = golden.join(format!("{name}.png"));
        if update {
            shot.save(&path).unwrap();
            continue;
        }
        let expected = image::open(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 makes it)", path.display()))
            .to_rgb8();
        let differing = shot
            .pixels()
            .zip(expected.pixels())
            .filter(|(a, b)| a.0.iter().zip(b.0).any(|(p, q)| p.abs_diff(q) > 8))
            .count();
        if differing > SCREENSHOT_TOLERANCE {
            let actual = std::env::temp_dir().join(format!("{name}-actual.png"));
            shot.save(&actual).unwrap();
            failures.push(format!(
                "{name}: {differing} pixels differ (see {})",
                actual.display()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{failures:?}; if intended, rerun with UPDATE_GOLDEN=1 and look"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_of_a_game_that_is_over_is_refused_in_the_players_language() {
    // A clock the test moves: the next game starts a minute later. (A game is told apart
    // by its seed and its start, to the second; both games here have seed 0.)
    let now = common::clock(1_800_000_000);
    let tables = Arc::new(common::temporary_tables_at(&now));
    let inbox = Arc::new(Inbox::default());
    let (web, base) = serve(&tables, &inbox).await;
    let alice_de = User {
        locale: Some("de".into()),
        ..alice()
    };
    let start = |tables: &Tables| {
        common::start_people(
            tables,
            CHANNEL,
            &[&alice_de, &bob()],
            &[("turn_timeout", "0")],
        );
    };
    start(&tables);
    let link = seat_link(&web, &tables, &alice_de).await;
    let token = link.rsplit(['/', '#']).next().unwrap().to_string();
    let view = tables.live_view(CHANNEL, Some(&alice_de)).unwrap();
    assert_eq!(view.words.moves, "Züge");
    let from = view.moves[0].from.clone();
    // The game is aborted and another begins: the link was for the first.
    tables.handle(CHANNEL, &alice_de, Command::Abort { confirmed: true });
    now.fetch_add(60, std::sync::atomic::Ordering::SeqCst);
    start(&tables);
    let key = tables
        .live_view(CHANNEL, Some(&alice_de))
        .unwrap()
        .key
        .unwrap();
    let body = serde_json::json!({ "key": key, "from": from, "index": 0 }).to_string();
    let before = tables.store().load(CHANNEL).unwrap().unwrap();
    let (status, said) = post_move(&base, &token, body.clone()).await;
    assert_eq!(status, 409);
    assert!(
        said.starts_with("Dieser Link war für eine beendete Partie"),
        "{said}"
    );
    assert_eq!(tables.store().load(CHANNEL).unwrap().unwrap(), before);
    // A link nobody signed is refused in the browser's language.
    let response = reqwest::Client::new()
        .post(format!("{base}/api/move/p{}", &token[1..token.len() - 2]))
        .header("accept-language", "fr-CA, fr;q=0.9, en;q=0.5")
        .body(body)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 403);
    let said: serde_json::Value = serde_json::from_slice(&response.bytes().await.unwrap()).unwrap();
    assert_eq!(said["text"], "Ce lien n’est pas valide.");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_past_the_limits_are_refused_and_change_nothing() {
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let limits = Limits {
        per_address: std::num::NonZeroU32::new(1).unwrap(),
        address_burst: std::num::NonZeroU32::new(8).unwrap(),
        per_token: std::num::NonZeroU32::new(2).unwrap(),
        streams: 5,
        streams_per_address: 1,
    };
    let (web, base) = serve_with(&tables, &inbox, limits).await;
    common::start_people(
        &tables,
        CHANNEL,
        &[&alice(), &bob()],
        &[("turn_timeout", "0")],
    );
    let token = seat_link(&web, &tables, &bob()).await;
    let token = token.rsplit(['/', '#']).next().unwrap().to_string();
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    // Bob's link: two moves a minute (each refused, it is Alice's turn), then no more.
    let body = r#"{"key":"00000000","from":"q1","index":0}"#;
    assert_eq!(post_move(&base, &token, body).await.0, 409);
    assert_eq!(post_move(&base, &token, body).await.0, 409);
    let (status, said) = post_move(&base, &token, body).await;
    assert_eq!(
        (status, said.as_str()),
        (429, "Too many requests; wait a moment.")
    );
    // One event stream at once from an address here: a second is turned away.
    let watch = format!("{base}/api/events/{}", key().watch_id(CHANNEL));
    let first = reqwest::get(&watch).await.unwrap();
    assert_eq!(first.status().as_u16(), 200);
    let second = reqwest::get(&watch).await.unwrap();
    assert_eq!(second.status().as_u16(), 429);
    drop(first);
    // The address's burst is 8, then one a second: twenty at once are not all served.
    let mut statuses = Vec::new();
    for _ in 0..20 {
        statuses.push(
            reqwest::get(format!("{base}/api/geometry"))
                .await
                .unwrap()
                .status()
                .as_u16(),
        );
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    assert!(
        statuses.iter().filter(|s| **s == 200).count() < 20,
        "{statuses:?}"
    );
    assert_eq!(tables.store().load(CHANNEL).unwrap().unwrap(), record);
}

/// In the console a computer's answer comes after the move is shown (the move's reply
/// says who is thinking, no board): the web's move is still answered as played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_before_a_computer_thinks_is_answered_as_played() {
    let tables = Arc::new(common::seeded_tables(0));
    tables.set_think_later(true);
    let inbox = Arc::new(Inbox::default());
    let (web, base) = serve(&tables, &inbox).await;
    game_against_computer(&tables, &alice(), Level::Easy, &[("turn_timeout", "0")]);
    let link = seat_link(&web, &tables, &alice()).await;
    let token = link.rsplit(['/', '#']).next().unwrap().to_string();
    let view = tables.live_view(CHANNEL, Some(&alice())).unwrap();
    let body = serde_json::json!({ "key": view.key, "from": view.moves[0].from, "index": 0 });
    let (status, said) = post_move(&base, &token, body.to_string()).await;
    assert_eq!(status, 200, "{said}");
    assert_eq!(tables.live_view(CHANNEL, None).unwrap().turns.len(), 1);
}

/// Behind a proxy (`forwarded_for`), each client's address counts apart: the last
/// address of `X-Forwarded-For`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_proxy_each_client_has_its_own_limit() {
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let limits = Limits {
        per_address: std::num::NonZeroU32::new(1).unwrap(),
        address_burst: std::num::NonZeroU32::new(3).unwrap(),
        ..Limits::default()
    };
    let (_web, base) = serve_behind(&tables, &inbox, limits, true).await;
    let http = reqwest::Client::new();
    let get = |client: &'static str| {
        http.get(format!("{base}/api/geometry"))
            .header("x-forwarded-for", format!("203.0.113.9, {client}"))
            .send()
    };
    let mut first = Vec::new();
    for _ in 0..6 {
        first.push(get("198.51.100.1").await.unwrap().status().as_u16());
    }
    assert!(first.contains(&429), "{first:?}");
    // Another client behind the same proxy is still served.
    assert_eq!(get("198.51.100.2").await.unwrap().status().as_u16(), 200);
    // An IPv6 client counts by its /64: another address of the same network shares the
    // limit; one of another network does not.
    let mut six = Vec::new();
    for _ in 0..6 {
        six.push(get("2001:db8::1").await.unwrap().status().as_u16());
    }
    assert!(six.contains(&429), "{six:?}");
    assert_eq!(
        get("2001:db8::ffff:2").await.unwrap().status().as_u16(),
        429
    );
    assert_eq!(get("2001:db8:0:1::1").await.unwrap().status().as_u16(), 200);
}

/// In the capture game the page counts each seat's captures and crosses the holes whose
/// pegs the last move took, as the board image does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_capture_game_shows_captures_and_crosses_the_captured_holes() {
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let (_web, base) = serve(&tables, &inbox).await;
    common::start_people(
        &tables,
        CHANNEL,
        &[&alice(), &bob()],
        &[
            ("variant", "capture"),
            ("first_player", "creator"),
            ("turn_timeout", "0"),
        ],
    );
    // Every first move of the capture game is a hop: it takes a peg.
    let first = tables.legal_moves_text(CHANNEL, alice().id)[0].clone();
    tables.handle(CHANNEL, &alice(), common::mv(&first));
    let view = tables.live_view(CHANNEL, None).unwrap();
    assert!(!view.captured.is_empty(), "{first}");
    let browser = watching(&base).await;
    let shown = browser
        .eval(
            "return [[...document.querySelectorAll('#board .capture')].map(g => g.dataset.captured),
                     [...document.querySelectorAll('#seats .score')].map(n => n.textContent)];",
        )
        .await;
    assert_eq!(shown[0], serde_json::json!(view.captured), "{shown}");
    let taken = view.captured.len();
    let alices = if taken == 1 {
        "one capture".to_string()
    } else {
        format!("{taken} captures")
    };
    assert_eq!(
        shown[1],
        serde_json::json!([alices, "0 captures"]),
        "{shown}"
    );
    // The labels on the grey pegs of nobody: black, outlined in the peg's own grey (the
    // theme's halo would blur them in the dark theme).
    let labels = browser
        .eval(
            "const none = new Set([...document.querySelectorAll('#board [data-army=none]')].map(g => g.dataset.hole));
             return [...new Set([...document.querySelectorAll('#board text.label')]
                 .filter(t => none.has(t.textContent))
                 .map(t => t.getAttribute('fill') + ' ' + t.getAttribute('stroke')))];",
        )
        .await;
    assert_eq!(labels, serde_json::json!(["#000000 #8c8c8c"]), "{labels}");
    browser.close().await;
}

/// A seat link is `/play#<token>`: the token is in no request the page makes (it goes in
/// a header, a socket's subprotocol, or a ticket of a minute), and a new link ends the
/// old ones (403, "replaced"), whichever way the old one is presented.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_token_is_in_no_request_line_and_a_new_link_ends_the_old_one() {
    let (tables, _inbox, web, base) = served_alice_and_bob().await;
    let old = seat_link(&web, &tables, &alice()).await;
    let link = seat_link(&web, &tables, &alice()).await;
    assert!(link.starts_with(&format!("{base}/play#p")), "{link}");
    let token = link.rsplit('#').next().unwrap().to_string();
    let old = old.rsplit('#').next().unwrap().to_string();
    let browser = Browser::start(1280, 800).await;
    browser.client.goto(&link).await.unwrap();
    browser
        .wait_until(
            "return document.body.dataset.phase === 'playing' && window.checkersBoard.view.moves.length > 0;",
            Duration::from_secs(10),
        )
        .await;
    let seen = browser
        .eval(
            "return [location.pathname, window.checkersBoard.transport,
                     performance.getEntriesByType('resource').map(e => e.name)];",
        )
        .await;
    assert_eq!(seen[0], "/play", "{seen}");
    assert_eq!(seen[1], "socket", "{seen}");
    assert!(!seen[2].to_string().contains(&token), "{seen}");
    browser.close().await;
    // The old link is refused, as a header and in a path alike; the new one reads.
    let http = reqwest::Client::new();
    let view = |token: String| presenting(http.get(format!("{base}/api/view")), token);
    let refused = view(old.clone()).await;
    assert_eq!(refused.status().as_u16(), 403);
    let said: serde_json::Value = serde_json::from_slice(&refused.bytes().await.unwrap()).unwrap();
    assert!(
        said["text"]
            .as_str()
            .unwrap()
            .starts_with("This link was replaced by a newer one"),
        "{said}"
    );
    let (status, said) = post_move(&base, &old, "{}").await;
    assert_eq!(status, 403, "{said}");
    let in_path = http
        .post(format!("{base}/api/move/{old}"))
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(in_path.status().as_u16(), 403, "the path form of before");
    assert_eq!(view(token.clone()).await.status().as_u16(), 200);
    // The event stream takes a ticket, not the token: one of the latest link only.
    let ticket = presenting(http.post(format!("{base}/api/ticket")), &token).await;
    assert_eq!(ticket.status().as_u16(), 200);
    let ticket: serde_json::Value = serde_json::from_slice(&ticket.bytes().await.unwrap()).unwrap();
    let ticket = ticket["ticket"].as_str().unwrap().to_string();
    assert_ne!(ticket, token);
    // A ticket opens the event stream and nothing else: no move, no other ticket.
    let (status, said) = post_move(&base, &ticket, "{}").await;
    assert_eq!(status, 403, "{said}");
    let renewed = presenting(http.post(format!("{base}/api/ticket")), &ticket).await;
    assert_eq!(renewed.status().as_u16(), 403);
    // The scheme's name in any case.
    let lower = http
        .get(format!("{base}/api/view"))
        .header("authorization", format!("bearer {token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(lower.status().as_u16(), 200);
    let stream = http
        .get(format!("{base}/api/events/{ticket}"))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status().as_u16(), 200);
    let refused = presenting(http.post(format!("{base}/api/ticket")), &old).await;
    assert_eq!(refused.status().as_u16(), 403);
}

/// Connections that send nothing are closed after the headers' deadline, and one
/// address cannot hold more than its share of connections.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_closed_and_capped_per_address() {
    use tokio::io::AsyncReadExt;
    let tables = Arc::new(common::seeded_tables(0));
    let inbox = Arc::new(Inbox::default());
    let (_web, base) = serve(&tables, &inbox).await;
    let address = base.trim_start_matches("http://").to_string();
    let mut idle = Vec::new();
    for _ in 0..checkers_bot::web::CONNECTIONS_PER_ADDRESS {
        idle.push(tokio::net::TcpStream::connect(&address).await.unwrap());
    }
    // One more from the same address is closed at once: its read ends (0 bytes) well
    // before the headers' deadline.
    let mut extra = tokio::net::TcpStream::connect(&address).await.unwrap();
    let mut byte = [0u8; 1];
    let read =
        tokio::time::timeout(checkers_bot::web::HEADER_TIMEOUT / 2, extra.read(&mut byte)).await;
    assert!(matches!(read, Ok(Ok(0) | Err(_))), "{read:?}");
    // The idle ones are closed once the deadline passes.
    let read = tokio::time::timeout(
        checkers_bot::web::HEADER_TIMEOUT * 2,
        idle[0].read(&mut byte),
    )
    .await;
    assert!(matches!(read, Ok(Ok(0) | Err(_))), "{read:?}");
    drop(idle);
    // Then the address is served again.
    let mut status = 0;
    for _ in 0..100 {
        status = match reqwest::get(format!("{base}/api/geometry")).await {
            Ok(r) => r.status().as_u16(),
            Err(_) => 0,
        };
        if status == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(status, 200);
}

/// A TCP proxy on loopback in front of the web board that cuts every connection through
/// it every `every`, as a proxy that drops long connections does; `cuts` counts them.
struct CuttingProxy {
    base: String,
    cuts: Arc<std::sync::atomic::AtomicUsize>,
}

async fn cutting_proxy(upstream: &str, every: Duration) -> CuttingProxy {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let upstream: std::net::SocketAddr = upstream.trim_start_matches("http://").parse().unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (cut, _) = tokio::sync::broadcast::channel::<()>(4);
    let cuts = Arc::new(AtomicUsize::new(0));
    let (cutter, counted) = (cut.clone(), Arc::clone(&cuts));
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(every).await;
            counted.fetch_add(1, Ordering::SeqCst);
            let _ = cutter.send(());
        }
    });
    tokio::spawn(async move {
        while let Ok((mut inbound, _)) = listener.accept().await {
            let mut cut = cut.subscribe();
            tokio::spawn(async move {
                let Ok(mut outbound) = tokio::net::TcpStream::connect(upstream).await else {
                    return;
                };
                tokio::select! {
                    _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound) => {}
                    _ = cut.recv() => {}
                }
            });
        }
    });
    CuttingProxy { base, cuts }
}

/// Opens the Activity's page at `base` and starts its board on `credential` as the
/// Activity's script does once Discord's session is made (`start` of board.js; the
/// session itself needs Discord's client; `tests/web_activity.rs` covers it), after
/// `before` (script run on the page first).
async fn activity_board(browser: &Browser, base: &str, credential: &str, before: &str) {
    browser
        .client
        .goto(&format!("{base}/activity"))
        .await
        .unwrap();
    browser
        .eval(&format!(
            "{before}
            import('/assets/board.js').then((m) => m.start('{credential}'));
            return true;"
        ))
        .await;
    browser
        .wait_until(
            "return document.body.dataset.phase === 'playing';",
            Duration::from_secs(20),
        )
        .await;
}

/// A web board over `tables` with Alice's game against an `easy` computer started (no
/// turn clock, quick computer moves): the tables and the board's address.
async fn served_game(tables: Tables) -> (Arc<Tables>, String) {
    let tables = Arc::new(tables);
    let inbox = Arc::new(Inbox::default());
    let (_, base) = serve(&tables, &inbox).await;
    game_against_computer(
        &tables,
        &alice(),
        Level::Easy,
        &[("turn_timeout", "0"), ("computer_time", "10ms")],
    );
    (tables, base)
}

/// Alice plays her first legal move (the computer answers); the revision stored then.
async fn alice_moves(tables: &Arc<Tables>) -> u64 {
    let tables = Arc::clone(tables);
    tokio::task::spawn_blocking(move || {
        while tables.person_to_move(CHANNEL).is_none() {
            std::thread::sleep(Duration::from_millis(10));
        }
        let line = tables.legal_moves_text(CHANNEL, alice().id).remove(0);
        let replies = tables.handle(CHANNEL, &alice(), Command::Move(line));
        assert!(
            replies.iter().all(|r| !r.private),
            "{:?}",
            common::texts(&replies)
        );
        revision(&tables)
    })
    .await
    .unwrap()
}

/// Case `proxy-cut`: Discord's Activity proxy takes web sockets only ("Activities: Networking"), and a proxy
/// may cut a connection at any time: the Activity's board is live over a socket, opens it
/// again after each cut, and catches up on the moves made meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_page_stays_live_over_a_socket_cut_every_10_seconds() {
    use std::sync::atomic::Ordering;
    let (tables, base) = served_game(common::seeded_tables(5)).await;
    let proxy = cutting_proxy(&base, Duration::from_secs(10)).await;
    let browser = Browser::start(1280, 800).await;
    activity_board(&browser, &proxy.base, &key().watch_id(CHANNEL), "").await;
    assert_eq!(
        browser.eval("return window.checkersBoard.transport;").await,
        serde_json::json!("socket")
    );
    for round in 1..=3 {
        // A move right after each cut (the first before any): the page shows it once
        // its socket is open again.
        while proxy.cuts.load(Ordering::SeqCst) < round - 1 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let stored = alice_moves(&tables).await;
        browser
            .wait_until(
                &format!("return Number(document.body.dataset.revision) >= {stored};"),
                Duration::from_secs(8),
            )
            .await;
    }
    assert!(proxy.cuts.load(Ordering::SeqCst) >= 2);
    let sockets = browser.eval("return window.checkersBoard.sockets;").await;
    assert!(sockets.as_u64().unwrap() >= 3, "sockets opened: {sockets}");
    assert_eq!(
        browser.eval("return window.checkersBoard.transport;").await,
        serde_json::json!("socket"),
        "never fell back to the event stream"
    );
    browser.close().await;
}

/// Where no WebSocket can be opened (a network that refuses them), the board streams its
/// events instead and stays live.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_socket_the_board_streams_instead() {
    let (tables, base) = served_game(common::seeded_tables(6)).await;
    let browser = Browser::start(1280, 800).await;
    // Each socket closes before it opens, as when something between refuses them.
    let refuse = "window.WebSocket = class extends EventTarget {
        constructor() { super(); setTimeout(() => this.dispatchEvent(new Event('close')), 10); }
        close() {}
      };";
    activity_board(&browser, &base, &key().watch_id(CHANNEL), refuse).await;
    assert_eq!(
        browser.eval("return window.checkersBoard.transport;").await,
        serde_json::json!("stream")
    );
    let stored = alice_moves(&tables).await;
    browser
        .wait_until(
            &format!("return Number(document.body.dataset.revision) >= {stored};"),
            Duration::from_secs(8),
        )
        .await;
    browser.close().await;
}

/// A WebSocket client's close is answered with a close (RFC 6455 §5.5.1), and a refused
/// upgrade is JSON in the person's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_closed_by_the_page_is_answered_with_a_close() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let tables = Arc::new(common::seeded_tables(7));
    let inbox = Arc::new(Inbox::default());
    let (_, base) = serve(&tables, &inbox).await;
    let address = base.trim_start_matches("http://").to_string();
    let path = format!("/api/socket/{}", key().watch_id(CHANNEL));
    let mut stream = tokio::net::TcpStream::connect(&address).await.unwrap();
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut head = vec![0u8; 1024];
    let n = stream.read(&mut head).await.unwrap();
    let head = String::from_utf8_lossy(&head[..n]).to_string();
    assert!(head.starts_with("HTTP/1.1 101"), "{head}");
    // A masked close frame, code 1000.
    let mask = [1u8, 2, 3, 4];
    let payload = [0x03u8, 0xE8];
    let mut frame = vec![0x88, 0x80 | 2];
    frame.extend_from_slice(&mask);
    frame.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
    stream.write_all(&frame).await.unwrap();
    // Whatever the socket sent before (the first view), then its close.
    let mut seen = Vec::new();
    let mut buffer = vec![0u8; 65536];
    let read = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => seen.extend_from_slice(&buffer[..n]),
            }
        }
    });
    read.await.expect("the server closes the connection");
    // Walk the frames (unmasked, from the server) to the last one.
    let mut at = 0;
    let mut opcodes = Vec::new();
    while at + 2 <= seen.len() {
        let opcode = seen[at] & 0x0F;
        let mut length = usize::from(seen[at + 1] & 0x7F);
        at += 2;
        if length == 126 {
            length = usize::from(u16::from_be_bytes([seen[at], seen[at + 1]]));
            at += 2;
        } else if length == 127 {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(&seen[at..at + 8]);
            length = usize::try_from(u64::from_be_bytes(bytes)).unwrap();
            at += 8;
        }
        opcodes.push(opcode);
        at += length;
    }
    assert_eq!(
        opcodes.last(),
        Some(&0x8),
        "a close frame last: {opcodes:?}"
    );
    // An upgrade without its key: refused before it, in JSON and in French.
    let (status, body) = {
        let answer = reqwest::Client::new()
            .get(format!("{base}{path}"))
            .header("accept-language", "fr-CA, en;q=0.5")
            .header("connection", "upgrade")
            .header("upgrade", "websocket")
            .send()
            .await
            .unwrap();
        (answer.status().as_u16(), answer.text().await.unwrap())
    };
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body,
        r#"{"ok":false,"text":"Ce n'est pas une demande WebSocket."}"#
    );
}
