//! Positions and views shared by the board image tests (`mod render_views;` in
//! `tests/render*.rs`) and `examples/render_samples.rs`: holes by name, the positions
//! drawn, every golden view, decoding and Discord's preview size. Needs `mod common;`
//! beside it.

// Every includer compiles this module and uses a part of it.

use checkers_bot::core::{shortest_path, Board, Game, GameRecord, Hole, HoleSet, Move, Point};
use checkers_bot::core::{Seat, Turn};
use checkers_bot::render::theme::{hole_centre, Theme};
use checkers_bot::render::{render_png, BoardView, Rect};
use image::RgbImage;

use crate::common;
pub use crate::common::h as hole;

/// How wide Discord shows a board image in a channel, about.
pub const PREVIEW_WIDTH: u32 = 400;

pub fn holes(names: &[&str]) -> Vec<Hole> {
    names.iter().map(|n| hole(n)).collect()
}

pub fn set(names: &[&str]) -> HoleSet {
    let mut s = HoleSet::EMPTY;
    for h in holes(names) {
        s.insert(h);
    }
    s
}

pub fn two_player_game() -> Game {
    common::race(2)
}

pub fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

pub fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("render_png returns a decodable PNG")
        .to_rgb8()
}

pub fn render(view: &BoardView<'_>) -> RgbImage {
    decode(&render_png(view))
}

/// `image` shrunk to [`PREVIEW_WIDTH`], as Discord shows it in a channel.
pub fn preview(image: &RgbImage) -> RgbImage {
    let h = image.height() * PREVIEW_WIDTH / image.width();
    image::imageops::resize(
        image,
        PREVIEW_WIDTH,
        h,
        image::imageops::FilterType::Triangle,
    )
}

/// The pixel at image position (`x`, `y`) in pixel-centre coordinates.
pub fn pixel_at(image: &RgbImage, x: f32, y: f32) -> [u8; 3] {
    image.get_pixel(x.floor() as u32, y.floor() as u32).0
}

/// A pixel inside the hole's disc or peg, above its label (the label is at the centre).
pub fn above_label(image: &RgbImage, h: Hole) -> [u8; 3] {
    let (x, y) = hole_centre(h);
    pixel_at(image, x, y - 11.0)
}

// ---------------------------------------------------------------------------------------
// Positions

/// A 6-player position in the middle of a game, built directly (independent of any
/// computer player): pegs spread over the centre, some already in their targets.
pub fn six_player_midgame() -> Game {
    let mut board = Board::empty();
    let armies: [(Point, &[&str]); 6] = [
        (
            Point::N,
            &["a1", "b2", "c3", "d2", "f7", "g5", "h6", "h8", "m8", "o2"],
        ),
        (
            Point::NE,
            &[
                "e9", "e10", "e12", "f6", "f12", "h7", "h10", "k9", "m2", "m7",
            ],
        ),
        (
            Point::SE,
            &[
                "e2", "g7", "g8", "j4", "j10", "k7", "l7", "l12", "m9", "m12",
            ],
        ),
        (
            Point::S,
            &["i7", "j8", "j9", "k5", "l5", "l9", "l10", "m5", "n1", "p2"],
        ),
        (
            Point::SW,
            &["e6", "f5", "h2", "i1", "i8", "k3", "k10", "l1", "l3", "m3"],
        ),
        (
            Point::NW,
            &["c2", "e3", "e7", "e8", "f8", "g1", "g6", "h3", "j2", "l4"],
        ),
    ];
    for (p, hs) in armies {
        board.set_army(p, set(hs));
    }
    common::race_on(6, board, Seat::ALL[3])
}

pub fn six_names() -> Vec<String> {
    names(&["Alice", "Bob", "Zoë", "Computer", "Dmitri", "Computer"])
}

pub fn six_levels() -> Vec<String> {
    names(&["", "", "", "hard", "", "easy"])
}

/// A 2-player position where the N army's peg on e3 has a six-hop chain through the
/// centre, played.
pub fn long_chain() -> (Game, Vec<Hole>) {
    let mut board = Board::empty();
    board.set_army(
        Point::N,
        set(&["a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d4", "e4"]),
    );
    board.set_army(
        Point::S,
        set(&["f4", "g5", "h6", "j6", "k5", "l5", "q1", "p1", "p2", "o2"]),
    );
    let mut game = common::race_on(2, board, Seat::ALL[0]);
    let path = holes(&["e4", "g4", "g6", "i6", "k6", "k4", "m6"]);
    game.play_path(Seat::ALL[0], &path)
        .expect("the chain is legal");
    (game, path)
}

/// A 2-player game four moves in, with the moves of the peg on d3 to show.
pub fn reachable() -> (Game, Hole, HoleSet, Vec<Vec<Hole>>) {
    let mut game = two_player_game();
    for (seat, m) in [
        (0, ["d2", "e6"]),
        (1, ["n2", "m6"]),
        (0, ["c2", "e8"]),
        (1, ["n3", "m8"]),
    ] {
        game.play_path(Seat::ALL[seat], &holes(&m)).unwrap();
    }
    let from = hole("d3");
    let reach = game.destinations_of(Seat::ALL[0], from);
    let chains = reach
        .iter()
        .filter_map(|to| shortest_path(Move { from, to }, game.board().occupied(), false))
        // Steps need no line: the highlight shows them.
        .filter(|path| path.len() > 2 || path[0].distance(path[1]) > 1)
        .collect();
    (game, from, reach, chains)
}

/// Every golden view: file name and the PNG bytes.
pub fn golden_views() -> Vec<(&'static str, Vec<u8>)> {
    let mut out = Vec::new();
    let two = two_player_game();
    let two_names = names(&["Alice", "Bob"]);
    out.push((
        "start-2p",
        render_png(&BoardView::new(
            &two,
            &two_names,
            "Move 1 · Alice (red) to move",
        )),
    ));

    let six = six_player_midgame();
    // Names in many scripts: CJK with an emoji, kana, Hangul, Devanagari, Thai, Greek;
    // Cyrillic and Hebrew in the header (docs/playing.md, "Board images").
    let scripts = names(&[
        "李小龍 😀",
        "さくら",
        "김민준",
        "प्रिया",
        "สมชาย",
        "Δημήτρης",
    ]);
    out.push((
        "scripts-6p",
        render_png(&BoardView::new(
            &six,
            &scripts,
            "Move 61 · Дмитрий שלום to move",
        )),
    ));
    let six_names = six_names();
    let levels = six_levels();
    let last = holes(&["i5", "g7"]);
    let mid = BoardView {
        levels: &levels,
        last_path: Some(&last),
        ..BoardView::new(&six, &six_names, "Move 61 · Computer (green) to move")
    };
    out.push(("midgame-6p", render_png(&mid)));
    out.push((
        "midgame-6p-dark",
        render_png(&BoardView {
            theme: Theme::Dark,
            ..mid
        }),
    ));

    let (chain_game, path) = long_chain();
    out.push((
        "long-chain",
        render_png(&BoardView {
            last_path: Some(&path),
            ..BoardView::new(&chain_game, &two_names, "Move 2 · Bob (green) to move")
        }),
    ));

    // The capture variant: the chain above took the six pegs it jumped.
    let mut board = Board::empty();
    board.set_army(
        Point::N,
        set(&["a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d4", "m6"]),
    );
    board.set_army(Point::S, set(&["q1", "p1", "p2", "o2"]));
    let capture_game = common::race_on(2, board, Seat::ALL[1]);
    let captured = holes(&["f4", "g5", "h6", "j6", "k5", "l5"]);
    let scores = [6, 0];
    out.push((
        "capture-scores",
        render_png(&BoardView {
            scores: Some(&scores),
            captured: &captured,
            last_path: Some(&path),
            ..BoardView::new(&capture_game, &two_names, "Move 2 · Bob (green) to move")
        }),
    ));

    // Every move since seat 1's last: four fainter, the last one bold.
    let (round, _) = opening(6, 6);
    out.push((
        "recent-moves-6p",
        render_png(&BoardView {
            levels: &levels,
            ..BoardView::new(&round, &six_names, "Move 7 · Alice (red) to move")
        }),
    ));

    let (reach_game, from, reach, chains) = reachable();
    out.push((
        "reachable",
        render_png(&BoardView {
            highlight: reach,
            selected: Some(from),
            chains: &chains,
            last_path: None,
            ..BoardView::new(&reach_game, &two_names, "Moves of the peg on d3")
        }),
    ));
    out
}

/// A game of `players` seats from the start in which `moves` moves were made by the
/// greedy computer player, and the path of each move in order.
pub fn opening(players: usize, moves: u64) -> (Game, Vec<Vec<Hole>>) {
    let mut game = common::race(players);
    for n in 0..moves {
        let mv = checkers_bot::ai::greedy(&game, n).unwrap();
        game.play(mv).unwrap();
    }
    let paths = game
        .history()
        .iter()
        .filter_map(|t| match t {
            Turn::Move { path, .. } => Some(path.clone()),
            _ => None,
        })
        .collect();
    (game, paths)
}

/// A whole 6-player game of the greedy computer player, as a record.
pub fn computer_game() -> (GameRecord, Vec<String>) {
    let mut game = common::race(6);
    let mut n = 0;
    while game.to_move().is_some() && n < 2000 {
        let Some(mv) = checkers_bot::ai::greedy(&game, n) else {
            break;
        };
        game.play(mv).unwrap();
        n += 1;
    }
    let names = names(&["Ann", "Ben", "Cai", "Dee", "Eve", "Fay"]);
    (GameRecord::from_game(&game, &names, 1), names)
}

/// Hue of an sRGB colour in degrees, 0–360.
#[allow(clippy::float_cmp, reason = "`max` is exactly one of r, g, b")]
pub fn hue([r, g, b]: [u8; 3]) -> f32 {
    let (r, g, b) = (f32::from(r), f32::from(g), f32::from(b));
    let (max, min) = (r.max(g).max(b), r.min(g).min(b));
    let d = max - min;
    let h = if d == 0.0 {
        0.0
    } else if max == r {
        60.0 * ((g - b) / d)
    } else if max == g {
        60.0 * (2.0 + (b - r) / d)
    } else {
        60.0 * (4.0 + (r - g) / d)
    };
    h.rem_euclid(360.0)
}

/// The boxes where `a` and `b` differ, as one bounding box per connected area is not
/// needed: every differing pixel must lie in one of `allowed`.
pub fn differences_outside(a: &RgbImage, b: &RgbImage, allowed: &[Rect]) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for (x, y, p) in a.enumerate_pixels() {
        if p != b.get_pixel(x, y) {
            let inside = allowed
                .iter()
                .any(|r| (r.x0..r.x1).contains(&(x as i32)) && (r.y0..r.y1).contains(&(y as i32)));
            if !inside {
                out.push((x, y));
            }
        }
    }
    out
}
