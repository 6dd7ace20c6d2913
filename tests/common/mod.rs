//! Helpers shared by the integration tests (`crate::common` in each test module) and the
//! examples that include it: users, commands, a table over a temporary store, games set
//! up through the table or played out by the computer, holes by name, fixtures and the
//! built binary.

pub mod browser;
pub mod gated;

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::ai::{Bot, Level};
use checkers_bot::core::{Board, Game, Hole, HoleSet, HouseRules, Layout, Move, Point, Race, Seat};
use checkers_bot::store::{Occupant, SledStore, Store};
use checkers_bot::table::{game_of, Command, Reply, Tables, User};

/// A standard race of `players` seats (one army each, default house rules) at its start,
/// seat 1 to move.
pub fn race(players: usize) -> Game {
    Game::from(
        Race::new(
            Layout::standard(players).unwrap(),
            HouseRules::default(),
            Seat::ALL[0],
        )
        .unwrap(),
    )
}

/// A standard race of `players` seats (one army each, default house rules) on `board`,
/// `first` to move.
pub fn race_on(players: usize, board: Board, first: Seat) -> Game {
    Game::from(
        Race::from_board(
            Layout::standard(players).unwrap(),
            HouseRules::default(),
            board,
            first,
        )
        .unwrap(),
    )
}

/// A 2-player layout with the N army alone on `army` (the S seat has no pegs and passes).
pub fn lone_army(army: HoleSet) -> Game {
    let mut board = Board::empty();
    board.set_army(Point::N, army);
    race_on(2, board, Seat::ALL[0])
}

/// The solitaire crossing: the N army alone at home.
pub fn solitaire() -> Game {
    lone_army(Point::N.holes())
}

/// Plays `pick` for every seat until the game ends or `max` moves; returns the moves made.
pub fn play_out(game: &mut Game, max: u32, mut pick: impl FnMut(&Game, u64) -> Move) -> u32 {
    let mut n = 0;
    while game.to_move().is_some() && n < max {
        let mv = pick(game, u64::from(n));
        assert!(game.legal_moves().contains(&mv), "illegal {mv:?}");
        game.play(mv).unwrap();
        n += 1;
    }
    n
}

/// The moves `bot` takes for the solitaire crossing (it must finish within 200).
pub fn solitaire_moves(bot: &Bot) -> u32 {
    let mut game = solitaire();
    play_out(&mut game, 200, |g, n| bot.choose(g, n).unwrap());
    assert!(game.is_finished(Seat::ALL[0]), "the lone army must finish");
    game.moves_made(Seat::ALL[0])
}

/// A whole 2-player game of the greedy computer player from the start, as the hot-seat
/// players `names` type it into the console (`as <name>` before each move), and the
/// game it makes.
pub fn greedy_hot_seat(names: [&str; 2]) -> (String, Game) {
    let mut game = race(2);
    let mut script = String::new();
    let mut n = 0;
    while let Some(seat) = game.to_move() {
        let mv = checkers_bot::ai::greedy(&game, n).unwrap();
        script.push_str(&format!(
            "as {}\n{} {}\n",
            names[seat.index()],
            mv.from,
            mv.to
        ));
        game.play(mv).unwrap();
        n += 1;
    }
    (script, game)
}

/// Alice, user 1: opens the games, and moves first with seed 0.
pub fn alice() -> User {
    User::new(1, "Alice")
}

/// Bob, user 2.
pub fn bob() -> User {
    User::new(2, "Bob")
}

/// Carol, user 3.
pub fn carol() -> User {
    User::new(3, "Carol")
}

/// The only reply of a command (fails, showing the replies, when there are more or none).
pub fn one(replies: Vec<Reply>) -> Reply {
    assert_eq!(replies.len(), 1, "{:?}", texts(&replies));
    replies.into_iter().next().unwrap()
}

/// `move <text>`, typed as a command.
pub fn mv(text: &str) -> Command {
    Command::Move(text.into())
}

/// The texts of `replies`, in order.
pub fn texts(replies: &[Reply]) -> Vec<&str> {
    replies.iter().map(|r| r.text.as_str()).collect()
}

/// `new <players>`: one army each, default house rules.
pub fn new_game(players: usize) -> Command {
    new_game_with(players, &[])
}

/// `new <players>` with house rules and table settings (`("turn_order", "random")`).
pub fn new_game_with(players: usize, settings: &[(&str, &str)]) -> Command {
    Command::New {
        players,
        armies: 1,
        settings: settings
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
            .collect(),
    }
}

/// Tables over a temporary store, seed 0 (Alice, the creator, moves first).
pub fn tables() -> Tables {
    seeded_tables(0)
}

/// Tables over a temporary store whose coin tosses and computer players follow `seed`.
pub fn seeded_tables(seed: u64) -> Tables {
    Tables::with_seed(SledStore::temporary().unwrap(), seed)
}

/// Tables over a temporary store, seed 0, whose clock stands at 1 800 000 000 s
/// (2027-01-15): kept games' dates are fixed.
pub fn clocked_tables() -> Tables {
    tables_at(
        Arc::new(SledStore::temporary().unwrap()),
        &clock(1_800_000_000),
    )
}

/// A clock the test sets, in seconds since the epoch, starting at `start`.
pub fn clock(start: u64) -> Arc<AtomicU64> {
    Arc::new(AtomicU64::new(start))
}

/// Tables over `store`, seed 0, on the clock `now`, which the test moves.
pub fn tables_at(store: Arc<dyn Store>, now: &Arc<AtomicU64>) -> Tables {
    let now = now.clone();
    Tables::shared(store)
        .seeded(0)
        .with_clock(move || now.load(Ordering::SeqCst))
}

/// Tables over a temporary sled store, seed 0, on the clock `now`.
pub fn temporary_tables_at(now: &Arc<AtomicU64>) -> Tables {
    tables_at(Arc::new(SledStore::temporary().unwrap()), now)
}

/// Cooldowns on a clock the test sets, in milliseconds since they were made (0 at
/// first).
pub fn test_cooldowns() -> (checkers_bot::table::Cooldowns, Arc<AtomicU64>) {
    let ms = Arc::new(AtomicU64::new(0));
    let clock = Arc::clone(&ms);
    let cooldowns = checkers_bot::table::Cooldowns::with_clock(move || {
        std::time::Duration::from_millis(clock.load(Ordering::SeqCst))
    });
    (cooldowns, ms)
}

/// `u` named in a challenge or a block: a person, not an app.
pub fn invitee(u: &User) -> checkers_bot::table::Invitee {
    checkers_bot::table::Invitee {
        id: u.id,
        name: u.name.clone(),
        bot: false,
    }
}

/// The user ids of the seeks waiting on `server`, in the store's order.
pub fn searching(tables: &Tables, server: u64) -> Vec<u64> {
    let seeks = tables.store().seekers(server).unwrap();
    seeks.iter().map(|s| s.user).collect()
}

/// `u` on Discord server `server`.
pub fn on_server(u: &User, server: u64) -> User {
    User {
        server,
        ..u.clone()
    }
}

/// Console options for player "You", boards written under `dir/boards`, no text
/// boards, no echo.
pub fn console_options(dir: &Path) -> checkers_bot::console::ConsoleOptions {
    checkers_bot::console::ConsoleOptions {
        out: dir.join("boards"),
        name: Some("You".into()),
        ascii: false,
        echo: false,
        setup: Vec::new(),
        new_game: Vec::new(),
        tick: None,
        shared: false,
    }
}

/// The console's output for `script` typed by "You" at `tables`
/// ([`console_options`], boards in a temporary folder).
pub fn console_output(tables: &Tables, script: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut out = Vec::new();
    checkers_bot::console::run(
        tables,
        script.as_bytes(),
        &mut out,
        &console_options(dir.path()),
    )
    .unwrap();
    String::from_utf8(out).unwrap()
}

/// The sled store in `dir`, opened again after a store there was dropped: sled's own
/// threads of the one before may hold the folder's lock a moment longer on a busy
/// machine, so `InUse` is waited out, up to 10 s.
pub fn reopen(dir: &Path) -> SledStore {
    let mut opened = SledStore::open(dir);
    for _ in 0..100 {
        if !matches!(opened, Err(checkers_bot::store::StoreError::InUse { .. })) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        opened = SledStore::open(dir);
    }
    opened.unwrap()
}

/// Tables over the store in `dir` (which outlives them: restarts), seed 0.
pub fn tables_in(dir: &Path) -> Tables {
    Tables::with_seed(reopen(dir), 0)
}

/// The game stored for `channel`, replayed.
pub fn game(tables: &Tables, channel: u64) -> Game {
    game_of(&tables.store().load(channel).unwrap().unwrap()).unwrap()
}

/// A 2-player game (Alice, Bob) in `channel`, started; Alice to move with seed 0.
pub fn two_player_game(tables: &Tables, channel: u64) {
    two_player_game_with(tables, channel, &[]);
}

/// [`two_player_game`] with house rules and table settings `settings`.
pub fn two_player_game_with(tables: &Tables, channel: u64, settings: &[(&str, &str)]) {
    let r = one(tables.handle(channel, &alice(), new_game_with(2, settings)));
    assert!(!r.private, "{}", r.text);
    one(tables.handle(channel, &bob(), Command::Join));
    let start = one(tables.handle(channel, &alice(), Command::Start));
    assert!(start.image.is_some());
    assert_eq!(
        game(tables, channel).to_move(),
        Some(Seat::ALL[0]),
        "seed 0 makes seat 1 move first"
    );
}

/// The people of `channel`'s game under way, `people`, play until each has made two
/// moves, the least that rates a game (docs/rules.md §5 `rated`): whoever is to move
/// plays their first legal move in hole order, the computers answering in between.
pub fn two_moves_each(tables: &Tables, channel: u64, people: &[User]) {
    let mut made = vec![0; people.len()];
    while made.iter().any(|&n| n < 2) {
        let record = tables.store().load(channel).unwrap().unwrap();
        let seat = game_of(&record).unwrap().to_move().expect("a seat to move");
        let Occupant::Human { id, .. } = &record.seats[seat.index()] else {
            panic!("a computer is to move: {:?}", record.turns);
        };
        let i = people
            .iter()
            .position(|p| p.id == *id)
            .unwrap_or_else(|| panic!("user {id} is not among the people given"));
        let text = tables.legal_moves_text(channel, *id).remove(0);
        let replies = tables.handle(channel, &people[i], mv(&text));
        assert!(
            replies.iter().all(|r| !r.private),
            "{text}: {:?}",
            texts(&replies)
        );
        made[i] += 1;
    }
}

/// A 2-player game of Alice against the computer (medium) in `channel`, started; Alice to
/// move with seed 0.
pub fn computer_game(tables: &Tables, channel: u64) {
    one(tables.handle(channel, &alice(), new_game(2)));
    one(tables.handle(channel, &alice(), Command::AddComputer(Level::Medium)));
    one(tables.handle(channel, &alice(), Command::Start));
}

/// A hole by name (`e5`).
pub fn h(name: &str) -> Hole {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The holes named in `names`, separated by spaces.
pub fn holes(names: &str) -> HoleSet {
    names.split_whitespace().map(h).collect()
}

/// The bytes of `tests/fixtures/<path>`.
pub fn fixture(path: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(path);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The built `checkers-bot` binary, as a command to run. Cargo names it to integration
/// tests only (not to the examples that include this module, which do not call this).
pub fn bin() -> std::process::Command {
    let path = option_env!("CARGO_BIN_EXE_checkers-bot");
    std::process::Command::new(path.expect("cargo names the binary to integration tests"))
}

/// What `checkers-bot args` printed: its exit code, standard output and standard error.
pub fn run_bin(args: &[&str]) -> (Option<i32>, String, String) {
    let out = bin().args(args).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// Runs `demo` with `args` into a fresh folder; returns the folder, standard output and
/// the game record's text.
pub fn run_demo(args: &[&str]) -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let out = bin()
        .arg("demo")
        .args(args)
        .arg("--out")
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let record = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    (dir, String::from_utf8(out.stdout).unwrap(), record)
}

/// The frames of a replay as a viewer sees them: the image after each move (its boxes
/// composed), with the milliseconds it shows. Boxes of one move but the last show for
/// 20 ms, which browsers keep (they stretch 0 and 10 ms to 100 ms).
pub fn shown_frames(gif: &[u8]) -> Vec<(image::RgbaImage, u32)> {
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).unwrap();
    let mut shown: Vec<(image::RgbaImage, u32)> = Vec::new();
    let mut pending = 0;
    for frame in image::AnimationDecoder::into_frames(decoder) {
        let frame = frame.unwrap();
        let (num, den) = frame.delay().numer_denom_ms();
        let ms = num / den;
        assert!(ms >= 20, "every box shows for at least 20 ms, not {ms}");
        if ms == 20 {
            pending += ms;
            continue;
        }
        shown.push((frame.into_buffer(), pending + ms));
        pending = 0;
    }
    assert_eq!(pending, 0, "the last box of a move shows longest");
    shown
}

/// [`computer_game`] in `channel` left as a process killed while the computer thought
/// leaves it: Alice's `d2 e7` is stored and the computer is to move. Returns the
/// computer's answer that was taken off the record.
pub fn stranded_computer_game(tables: &Tables, channel: u64) -> String {
    computer_game(tables, channel);
    tables.handle(channel, &alice(), Command::Move("d2 e7".into()));
    let store = tables.store();
    let mut record = store.load(channel).unwrap().unwrap();
    assert_eq!(record.turns.len(), 2, "{:?}", record.turns);
    let answer = record.turns.pop().unwrap();
    // Due at once, as the write before the computer thought left it.
    record.due = Some(record.turn_started);
    let revision = record.revision;
    store.save(channel, Some(revision), &mut record).unwrap();
    assert_eq!(game(tables, channel).to_move(), Some(Seat::ALL[1]));
    answer
}

/// The JSON answer of `GET url` (`Null` when it is none).
pub async fn get_json(url: &str) -> serde_json::Value {
    let response = reqwest::get(url)
        .await
        .unwrap_or_else(|e| panic!("{url}: {e}"));
    serde_json::from_slice(&response.bytes().await.unwrap()).unwrap_or_default()
}

/// A game of `people` in `channel` with the house rules `settings`, started: the first
/// opens it, the others join, the first starts it.
pub fn start_people(tables: &Tables, channel: u64, people: &[&User], settings: &[(&str, &str)]) {
    let (first, others) = people.split_first().expect("someone opens the game");
    tables.handle(channel, first, new_game_with(people.len(), settings));
    for user in others {
        tables.handle(channel, user, Command::Join);
    }
    tables.handle(channel, first, Command::Start);
}

/// Runs `test` to its end on a runtime of two worker threads, as
/// `#[tokio::test(flavor = "multi_thread", worker_threads = 2)]` does: for a test body in a
/// process of its own (`rusty_fork_test!`), which takes plain functions.
pub fn block_on<F: std::future::Future>(test: F) -> F::Output {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(test)
}
