//! The web board in a real headless Chromium (tests/common/browser.rs): a console move
//! shown on the watch page, a whole game played by clicks, refused tokens, hostile names
//! shown as text, and screenshots at phone and desktop sizes against golden images.

mod common;

use std::io::{BufReader, Write};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use checkers_bot::ai::Level;
use checkers_bot::console::{Inbox, Served, CHANNEL};
use checkers_bot::table::{Command, Tables, User};
use checkers_bot::web::{Key, Limits, SeatClaim, Web, WebConfig};
use common::browser::Browser;
use common::{alice, new_game_with};

/// The key of every test server.
fn key() -> Key {
    Key::new(&[7; 32]).unwrap()
}

/// A web board over `tables` on a free port of loopback; its base address.
async fn serve(tables: &Arc<Tables>, inbox: &Arc<Inbox>) -> (Web, String) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let config = WebConfig {
        listen: listener.local_addr().unwrap(),
        public_url: base.clone(),
        key: key(),
        activity: None,
        limits: Limits::default(),
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
        assert!(replies.iter().all(|r| !r.private), "{:?}", common::texts(&replies));
    }
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
        assert!(started.elapsed() < Duration::from_secs(30), "the console started no game");
        std::thread::sleep(Duration::from_millis(20));
    }
    let watch = format!("{base}/watch/{}", key().watch_id(CHANNEL));
    let browser = Browser::start(1280, 800).await;
    browser.client.goto(&watch).await.unwrap();
    browser
        .wait_until("return document.body.dataset.phase === 'playing';", Duration::from_secs(20))
        .await;
    assert_eq!(browser.eval(WATCH_REVISIONS).await, serde_json::json!(true));
    // A spectator gets no moves to click.
    assert_eq!(
        browser.eval("return document.querySelectorAll('.movable').length;").await,
        serde_json::json!(0)
    );
    let mut delays = Vec::new();
    for i in 0..3 {
        // Whatever the console's player may play now (the last of the legal moves, so a
        // peg leaves home), typed in the console.
        let person = tables.person_to_move(CHANNEL).unwrap();
        let line = tables.legal_moves_text(CHANNEL, person.id).pop().unwrap();
        let before = browser.revision().await.unwrap();
        let sent = now_ms();
        writeln!(writer, "{line}").unwrap();
        browser
            .wait_until(
                &format!("return Number(document.body.dataset.revision) > {before};"),
                Duration::from_secs(10),
            )
            .await;
        let seen = browser
            .eval(&format!(
                "return Math.min(...Object.entries(window.seen)
                    .filter(([r]) => Number(r) > {before}).map(([, t]) => t));"
            ))
            .await
            .as_u64()
            .unwrap();
        delays.push(seen.saturating_sub(sent));
        // Then the computer answers (the console lets it think after the move is shown),
        // and the list has both moves.
        browser
            .wait_until(
                &format!("return document.querySelectorAll('#turns li').length === {};", 2 * i + 2),
                Duration::from_secs(10),
            )
            .await;
        let turns = browser
            .eval("return [...document.querySelectorAll('#turns li')].map(li => li.textContent);")
            .await;
        assert_eq!(turns[2 * i], serde_json::json!(format!("You: {line}")), "{turns}");
        while tables.person_to_move(CHANNEL).is_none() {
            std::thread::sleep(Duration::from_millis(10));
        }
    }
    eprintln!("console move to page update, ms: {delays:?}");
    // Within a second of the move, every time (push, not the 2 s look).
    assert!(delays.iter().all(|d| *d < 1000), "{delays:?}");
    drop(writer);
    let out = console.join().unwrap();
    assert!(out.contains("The board in your browser: the page"), "{out}");
    browser.close().await;
}
