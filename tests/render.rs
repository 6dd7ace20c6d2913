//! Board images through the public API: golden images, label and legend geometry, pixel
//! checks of pegs and paths, awkward text, and the replay GIF's size.
//!
//! Golden files in `tests/golden/` are compared pixel by pixel (tolerance below). After an
//! intended change to the drawing, regenerate them and look at them before committing:
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test --test render
//! ```
//!
//! One golden image, `midgame-6p-preview.png`, is the 6-player board shrunk to 400 pixels
//! wide, about the size of Discord's preview in a channel: what most players see first.
//!
//! `cargo test --test render -- --ignored` writes every golden view at full size and as a
//! 400-pixel-wide preview to `target/render-samples/`.

use std::path::PathBuf;

mod common;

use checkers_bot::core::{
    shortest_path, Board, Game, GameRecord, Hole, HoleSet, HouseRules, Layout, Move, Point,
};
use checkers_bot::core::{Race, Seat, Turn};
use checkers_bot::render::theme::{self, hole_centre, Theme, HEIGHT, WIDTH};
use checkers_bot::render::{
    earlier_moves, header_box, label_boxes, legend_boxes, render_png, render_replay_gif, BoardView,
    Rect, MAX_GIF_BYTES,
};
use image::RgbImage;

/// Pixels that may differ from a golden image: anti-aliased edge pixels can round
/// differently where another platform's maths library differs in the last bit. Every
/// other pixel must match exactly.
const GOLDEN_TOLERANCE: usize = 64;

/// How wide Discord shows a board image in a channel, about.
const PREVIEW_WIDTH: u32 = 400;

fn hole(name: &str) -> Hole {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn holes(names: &[&str]) -> Vec<Hole> {
    names.iter().map(|n| hole(n)).collect()
}

fn set(names: &[&str]) -> HoleSet {
    let mut s = HoleSet::EMPTY;
    for h in holes(names) {
        s.insert(h);
    }
    s
}

fn two_player_game() -> Game {
    common::race(2)
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("render_png returns a decodable PNG")
        .to_rgb8()
}

fn render(view: &BoardView<'_>) -> RgbImage {
    decode(&render_png(view))
}

/// `image` shrunk to [`PREVIEW_WIDTH`], as Discord shows it in a channel.
fn preview(image: &RgbImage) -> RgbImage {
    let h = image.height() * PREVIEW_WIDTH / image.width();
    image::imageops::resize(
        image,
        PREVIEW_WIDTH,
        h,
        image::imageops::FilterType::Triangle,
    )
}

/// The pixel at image position (`x`, `y`) in pixel-centre coordinates.
fn pixel_at(image: &RgbImage, x: f32, y: f32) -> [u8; 3] {
    image.get_pixel(x.floor() as u32, y.floor() as u32).0
}

/// A pixel inside the hole's disc or peg, above its label (the label is at the centre).
fn above_label(image: &RgbImage, h: Hole) -> [u8; 3] {
    let (x, y) = hole_centre(h);
    pixel_at(image, x, y - 11.0)
}

// ---------------------------------------------------------------------------------------
// Positions

/// A 6-player position in the middle of a game, built directly (independent of any
/// computer player): pegs spread over the centre, some already in their targets.
fn six_player_midgame() -> Game {
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
    Game::from(
        Race::from_board(
            Layout::standard(6).unwrap(),
            HouseRules::default(),
            board,
            Seat::ALL[3],
        )
        .unwrap(),
    )
}

fn six_names() -> Vec<String> {
    names(&["Alice", "Bob", "Zoë", "Computer", "Dmitri", "Computer"])
}

fn six_levels() -> Vec<String> {
    names(&["", "", "", "hard", "", "easy"])
}

/// A 2-player position where the N army's peg on e3 has a six-hop chain through the
/// centre, played.
fn long_chain() -> (Game, Vec<Hole>) {
    let mut board = Board::empty();
    board.set_army(
        Point::N,
        set(&["a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d4", "e4"]),
    );
    board.set_army(
        Point::S,
        set(&["f4", "g5", "h6", "j6", "k5", "l5", "q1", "p1", "p2", "o2"]),
    );
    let mut game = Game::from(
        Race::from_board(
            Layout::standard(2).unwrap(),
            HouseRules::default(),
            board,
            Seat::ALL[0],
        )
        .unwrap(),
    );
    let path = holes(&["e4", "g4", "g6", "i6", "k6", "k4", "m6"]);
    game.play_path(Seat::ALL[0], &path)
        .expect("the chain is legal");
    (game, path)
}

/// A 2-player game four moves in, with the moves of the peg on d3 to show.
fn reachable() -> (Game, Hole, HoleSet, Vec<Vec<Hole>>) {
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

// ---------------------------------------------------------------------------------------
// Golden images

/// Every golden view: file name and the PNG bytes.
fn golden_views() -> Vec<(&'static str, Vec<u8>)> {
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
    let capture_game = Game::from(
        Race::from_board(
            Layout::standard(2).unwrap(),
            HouseRules::default(),
            board,
            Seat::ALL[1],
        )
        .unwrap(),
    );
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

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

#[test]
fn board_images_match_their_golden_images() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    for (name, png) in golden_views() {
        let path = golden_dir().join(format!("{name}.png"));
        let image = decode(&png);
        assert_eq!(image.dimensions(), (WIDTH, HEIGHT), "{name}");
        if update {
            std::fs::create_dir_all(golden_dir()).unwrap();
            std::fs::write(&path, small_png(&png)).unwrap();
            continue;
        }
        let expected = image::open(&path)
            .unwrap_or_else(|e| {
                panic!(
                    "{}: {e} (run with UPDATE_GOLDEN=1 to create it)",
                    path.display()
                )
            })
            .to_rgb8();
        assert_eq!(image.dimensions(), expected.dimensions(), "{name}: size");
        let differing = image
            .pixels()
            .zip(expected.pixels())
            .filter(|(a, b)| a != b)
            .count();
        if differing > GOLDEN_TOLERANCE {
            failures.push(format!("{name}: {differing} pixels differ"));
        }
    }
    // The 6-player board as Discord previews it.
    let (_, png) = golden_views()
        .into_iter()
        .find(|(name, _)| *name == "midgame-6p")
        .unwrap();
    let small = preview(&decode(&png));
    let path = golden_dir().join("midgame-6p-preview.png");
    if update {
        small.save(&path).unwrap();
    } else {
        let expected = image::open(&path).unwrap().to_rgb8();
        assert_eq!(small.dimensions(), expected.dimensions(), "preview size");
        // Shrinking rounds in floating point: allow a step of 2 per channel.
        let differing = small
            .pixels()
            .zip(expected.pixels())
            .filter(|(a, b)| a.0.iter().zip(b.0).any(|(p, q)| p.abs_diff(q) > 2))
            .count();
        if differing > GOLDEN_TOLERANCE {
            failures.push(format!("midgame-6p-preview: {differing} pixels differ"));
        }
    }
    assert!(
        failures.is_empty(),
        "{failures:?}; if the change is intended, rerun with UPDATE_GOLDEN=1 and look at the files"
    );
}

/// The same indexed PNG, recompressed as small as the `png` crate can, for the repository.
fn small_png(png_bytes: &[u8]) -> Vec<u8> {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png_bytes))
        .read_info()
        .unwrap();
    let mut indices = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut indices).unwrap();
    let palette = reader.info().palette.clone().unwrap().into_owned();
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, info.width, info.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette);
    encoder.set_compression(png::Compression::High);
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header().unwrap();
    writer
        .write_image_data(&indices[..info.buffer_size()])
        .unwrap();
    writer.finish().unwrap();
    out
}

/// Writes every golden view at full size and as Discord's preview, to look at.
#[test]
#[ignore = "writes sample images to target/render-samples for people to look at"]
fn write_samples_at_full_and_preview_size() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/render-samples");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, png) in golden_views() {
        std::fs::write(dir.join(format!("{name}.png")), &png).unwrap();
        preview(&decode(&png))
            .save(dir.join(format!("{name}-preview.png")))
            .unwrap();
    }
    let (record, names) = computer_game();
    let gif = render_replay_gif(&record, &names, Theme::Dark).unwrap();
    std::fs::write(dir.join("replay.gif"), &gif).unwrap();
    let frames = common::shown_frames(&gif);
    for i in [0, 1, 2, 50, frames.len() - 1] {
        frames[i]
            .0
            .save(dir.join(format!("replay-frame-{i}.png")))
            .unwrap();
    }
}

/// A game of `players` seats from the start in which `moves` moves were made by the
/// greedy computer player, and the path of each move in order.
fn opening(players: usize, moves: u64) -> (Game, Vec<Vec<Hole>>) {
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
fn computer_game() -> (GameRecord, Vec<String>) {
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

// ---------------------------------------------------------------------------------------
// Geometry

#[test]
fn every_hole_label_lies_inside_its_hole_and_the_image_and_no_two_overlap() {
    let boxes = label_boxes();
    assert_eq!(boxes.len(), 121);
    let radius = theme::FULL.hole_radius - theme::FULL.hole_rim;
    for (h, b) in &boxes {
        assert!(!b.is_empty(), "{h} has no label");
        assert!(
            b.x0 >= 0 && b.y0 >= 0 && b.x1 <= WIDTH as i32 && b.y1 <= HEIGHT as i32,
            "{h}: {b:?} leaves the image"
        );
        let (cx, cy) = hole_centre(*h);
        for (x, y) in [(b.x0, b.y0), (b.x1, b.y0), (b.x0, b.y1), (b.x1, b.y1)] {
            let d = (x as f32 - cx).hypot(y as f32 - cy);
            assert!(
                d <= radius,
                "{h}: corner ({x}, {y}) is {d:.1} from the centre"
            );
        }
    }
    for (i, (a, ra)) in boxes.iter().enumerate() {
        for (b, rb) in &boxes[i + 1..] {
            assert!(!ra.overlaps(rb), "labels of {a} and {b} overlap");
        }
    }
}

/// The boxes where `a` and `b` differ, as one bounding box per connected area is not
/// needed: every differing pixel must lie in one of `allowed`.
fn differences_outside(a: &RgbImage, b: &RgbImage, allowed: &[Rect]) -> Vec<(u32, u32)> {
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

#[test]
fn names_with_accents_cjk_and_emoji_draw_without_panicking_inside_the_legend() {
    let game = six_player_midgame();
    let plain = six_names();
    let long = "W".repeat(200);
    let awkward = names(&[
        "Zoë Ñandú-Łukasz Šťastný",
        "王小明 (ゲーム) 数学",
        "🎲👨‍👩‍👧 dice 🇫🇷",
        "Дмитрий Ёлкин",
        "مرحبا بالعالم",
        &long,
    ]);
    let levels = names(&[
        "",
        "легко",
        "🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲",
        "",
        "hard",
        "",
    ]);
    let header = "Move 61 · Computer (green) to move";
    let before = render(&BoardView::new(&game, &plain, header));
    let after = render(&BoardView {
        levels: &levels,
        ..BoardView::new(&game, &awkward, header)
    });
    let outside = differences_outside(&before, &after, &legend_boxes(6));
    assert!(
        outside.is_empty(),
        "the legend drew outside its boxes at {:?}",
        &outside[..outside.len().min(10)]
    );
    assert_ne!(before, after, "the names were drawn");

    // Headers of every kind stay in the header box.
    for text in [
        "🏆 王小明 wins! Zoë second",
        &long,
        "\u{202e}reversed\u{202c}",
        "",
    ] {
        let image = render(&BoardView::new(&game, &plain, text));
        let outside = differences_outside(&before, &image, &[header_box()]);
        assert!(outside.is_empty(), "{text}: header outside its box");
    }
}

// ---------------------------------------------------------------------------------------
// Pixels

#[test]
fn pegs_are_drawn_in_their_army_colour_and_empty_holes_are_not() {
    let game = two_player_game();
    let image = render(&BoardView::new(&game, &names(&["Alice", "Bob"]), "header"));
    let fill = theme::LIGHT.hole_fill;
    for (h, p) in [("a1", Point::N), ("d4", Point::N), ("q1", Point::S)] {
        assert_eq!(above_label(&image, hole(h)), theme::army_colour(p), "{h}");
    }
    assert_eq!(above_label(&image, hole("i5")), fill);
    // An empty point of a 2-player game holds no pegs either.
    assert_eq!(above_label(&image, hole("e13")), fill);
    // Dark theme: the same pegs, dark holes.
    let dark = render(&BoardView {
        theme: Theme::Dark,
        ..BoardView::new(&game, &names(&["Alice", "Bob"]), "header")
    });
    assert_eq!(above_label(&dark, hole("a1")), theme::army_colour(Point::N));
    assert_eq!(above_label(&dark, hole("i5")), theme::DARK.hole_fill);
}

#[test]
fn every_hole_label_is_drawn_on_empty_holes_and_on_pegs() {
    let game = six_player_midgame();
    let image = render(&BoardView::new(&game, &six_names(), "header"));
    for (h, b) in label_boxes() {
        let background = above_label(&image, h);
        let inked = (b.y0..b.y1)
            .flat_map(|y| (b.x0..b.x1).map(move |x| (x, y)))
            .any(|(x, y)| image.get_pixel(x as u32, y as u32).0 != background);
        assert!(inked, "no label on {h}");
    }
}

#[test]
fn the_last_move_is_drawn_through_every_landing_hole_with_the_start_ringed() {
    let (game, path) = long_chain();
    let names = names(&["Alice", "Bob"]);
    let with = render(&BoardView::new(&game, &names, "Move 2"));
    let without = render(&BoardView {
        last_path: None,
        ..BoardView::new(&game, &names, "Move 2")
    });
    let ink = theme::LIGHT.path;
    for pair in path.windows(2) {
        let (a, b) = (hole_centre(pair[0]), hole_centre(pair[1]));
        // The gap between the start of each hop and the jumped peg.
        let q = (a.0 + (b.0 - a.0) / 4.0, a.1 + (b.1 - a.1) / 4.0);
        assert_eq!(pixel_at(&with, q.0, q.1), ink, "{}-{}", pair[0], pair[1]);
        assert_ne!(pixel_at(&without, q.0, q.1), ink);
    }
    // The start ring, left of the (now empty) start hole.
    let s = hole_centre(path[0]);
    let ring = (s.0 - theme::FULL.start_ring, s.1);
    assert_eq!(pixel_at(&with, ring.0, ring.1), ink);
    assert_ne!(pixel_at(&without, ring.0, ring.1), ink);
    // The moved peg is on the end hole and the start is empty.
    let end = path[path.len() - 1];
    assert_eq!(above_label(&with, end), theme::army_colour(Point::N));
    assert_eq!(above_label(&with, path[0]), theme::LIGHT.hole_fill);
}

/// The moves drawn besides the last are those since the seat to move last moved: none
/// with two seats, the one between with three, four with six.
#[test]
fn earlier_moves_are_those_since_the_seat_to_move_last_moved() {
    let texts = |turns: &[Turn]| turns.iter().map(Turn::text).collect::<Vec<_>>();
    let (two, _) = opening(2, 5);
    assert_eq!(earlier_moves(&two), []);
    let (three, paths) = opening(3, 3);
    assert_eq!(three.to_move(), Some(Seat::ALL[0]));
    assert_eq!(texts(earlier_moves(&three)), [three.history()[1].text()]);
    assert_eq!(paths.len(), 3);
    let (six, _) = opening(6, 6);
    assert_eq!(texts(earlier_moves(&six)), texts(&six.history()[1..5]));
    // Before every seat has moved: all moves but the last.
    let (six, _) = opening(6, 3);
    assert_eq!(texts(earlier_moves(&six)), texts(&six.history()[..2]));
}

/// In a 3-player game the board shows both moves since the player to move last moved:
/// the earlier one fainter and thinner than the last, and not the player's own move
/// before them.
#[test]
fn a_three_player_board_draws_every_move_since_the_viewers_turn_the_older_fainter() {
    let (game, paths) = opening(3, 3);
    let names = names(&["Ann", "Ben", "Cai"]);
    let with = render(&BoardView::new(&game, &names, "Move 4"));
    let without = render(&BoardView {
        earlier: &[],
        ..BoardView::new(&game, &names, "Move 4")
    });
    // A quarter of the way along the first leg of each path.
    let quarter = |path: &[Hole]| {
        let (a, b) = (hole_centre(path[0]), hole_centre(path[1]));
        (a.0 + (b.0 - a.0) / 4.0, a.1 + (b.1 - a.1) / 4.0)
    };
    let ink = theme::LIGHT.path;
    let (own, earlier, last) = (quarter(&paths[0]), quarter(&paths[1]), quarter(&paths[2]));
    assert_eq!(pixel_at(&with, last.0, last.1), ink);
    assert_eq!(pixel_at(&without, last.0, last.1), ink);
    let faint = pixel_at(&with, earlier.0, earlier.1);
    assert_eq!(
        faint,
        [0x8c, 0x8c, 0x8c],
        "a mid grey, half-way from ink to halo"
    );
    assert_ne!(pixel_at(&without, earlier.0, earlier.1), faint);
    assert_eq!(
        pixel_at(&with, own.0, own.1),
        pixel_at(&without, own.0, own.1)
    );
    assert_ne!(pixel_at(&with, own.0, own.1), faint);
    // Thinner: across the line, fewer pixels of its colour than if it were the last move.
    let across = |image: &RgbImage, at: (f32, f32), path: &[Hole], colour: [u8; 3]| {
        let (a, b) = (hole_centre(path[0]), hole_centre(path[1]));
        let len = (b.0 - a.0).hypot(b.1 - a.1);
        let (nx, ny) = (-(b.1 - a.1) / len, (b.0 - a.0) / len);
        (-20..=20)
            .filter(|i| {
                let t = *i as f32 * 0.5;
                pixel_at(image, at.0 + nx * t, at.1 + ny * t) == colour
            })
            .count()
    };
    let as_last = render(&BoardView {
        last_path: Some(&paths[1]),
        earlier: &[],
        ..BoardView::new(&game, &names, "Move 4")
    });
    let thin = across(&with, earlier, &paths[1], faint);
    let bold = across(&as_last, earlier, &paths[1], ink);
    assert!(thin > 0 && thin < bold, "{thin} against {bold}");
}

#[test]
fn odd_text_paths_and_games_never_panic_and_keep_the_size() {
    let long = "W".repeat(200);
    let awkward = names(&[
        "Zoë Ñandú-Łukasz",
        "王小明 (ゲーム)",
        "🎲👨‍👩‍👧 dice 🇫🇷",
        "",
        "مرحبا بالعالم",
        &long,
        "tab\tnew\nline\u{0}\u{200d}\u{fe0f}",
        "e\u{301}\u{301}\u{301}",
    ]);
    let headers = [
        "",
        "🏆 王小明 wins! Zoë second",
        long.as_str(),
        "\u{202e}reversed\u{202c}",
    ];
    let paths: [&[Hole]; 5] = [
        &[],
        &[hole("i5")],
        &[hole("i5"), hole("i5")],
        &[hole("a1"), hole("q1"), hole("e1"), hole("e13")],
        &[hole("m1"), hole("m1"), hole("e13")],
    ];
    let mut games = vec![two_player_game()];
    for (players, armies) in [(3, 1), (4, 1), (6, 1), (3, 2), (2, 3)] {
        games.push(Game::from(
            Race::new(
                Layout::with_armies(players, armies).unwrap(),
                HouseRules::default(),
                Seat::ALL[0],
            )
            .unwrap(),
        ));
    }
    let mut over = two_player_game();
    over.resign(Seat::ALL[1]).unwrap();
    assert_eq!(over.to_move(), None);
    games.push(over);
    let scores = [i32::MIN, i32::MAX, 0];
    let everything = set(&["a1", "i5", "q1", "e1", "e13"]);

    for game in &games {
        for (i, header) in headers.iter().enumerate() {
            let names = &awkward[i % 3..];
            let path = paths[i % paths.len()];
            let image = render(&BoardView {
                last_path: Some(path),
                levels: &awkward,
                scores: (i % 2 == 1).then_some(&scores[..]),
                captured: path,
                highlight: everything,
                selected: path.first().copied(),
                chains: &[path.to_vec(), Vec::new()],
                theme: if i % 2 == 0 {
                    Theme::Light
                } else {
                    Theme::Dark
                },
                ..BoardView::new(game, names, header)
            });
            assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
        }
        // Fewer names than seats.
        let image = render(&BoardView::new(game, &[], "no names"));
        assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
    }
}

// ---------------------------------------------------------------------------------------
// Replay

#[test]
fn the_replay_of_a_whole_computer_game_fits_discords_upload_limit() {
    let (record, names) = computer_game();
    let game = record.replay().unwrap();
    assert!(game.total_moves() > 100, "a whole game");
    let gif = render_replay_gif(&record, &names, Theme::Light).expect("the record replays");
    assert!(
        gif.len() < MAX_GIF_BYTES,
        "{} bytes for {} moves",
        gif.len(),
        game.total_moves()
    );
    // One frame per move plus the start, each shown for its time: 1.5 s for the start,
    // 0.5 s a move, 4 s for the last; a move drawn as several boxes takes 0.5 s in all.
    let shown = common::shown_frames(&gif);
    let turns = game
        .history()
        .iter()
        .filter(|t| !matches!(t, checkers_bot::core::Turn::Pass { .. }))
        .count();
    assert_eq!(shown.len(), turns + 1);
    let mut expected = vec![500; turns + 1];
    expected[0] = 1500;
    expected[turns] = 4000;
    assert_eq!(shown.iter().map(|f| f.1).collect::<Vec<u32>>(), expected);
}

// ---------------------------------------------------------------------------------------
// Colour names

/// Hue of an sRGB colour in degrees, 0–360.
#[allow(clippy::float_cmp, reason = "`max` is exactly one of r, g, b")]
fn hue([r, g, b]: [u8; 3]) -> f32 {
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

/// The colour names replies use (`colour-N` … in every locale, checked against these in
/// `tests/i18n.rs`) name the colours the image draws: each army colour's hue lies in the
/// range of its English name (N red, NE yellow, SE blue, S green, SW purple, NW orange).
#[test]
fn colour_names_in_text_match_the_army_colours_of_the_image() {
    let en = checkers_bot::i18n::catalogue("en");
    let ranges: [(Point, &str, (f32, f32)); 6] = [
        (Point::N, "red", (0.0, 30.0)),
        (Point::NE, "yellow", (45.0, 70.0)),
        (Point::SE, "blue", (190.0, 250.0)),
        (Point::S, "green", (90.0, 170.0)),
        (Point::SW, "purple", (270.0, 345.0)),
        (Point::NW, "orange", (30.0, 45.0)),
    ];
    for (point, name, (low, high)) in ranges {
        let h = hue(theme::army_colour(point));
        assert!(low <= h && h < high, "{point:?} {name}: hue {h}");
        assert_eq!(
            en.text(&format!("colour-{}", point.name()), &[]),
            name,
            "{point:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// What a new player sees

/// Sum of the channel differences of two colours.
fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    a.iter().zip(b).map(|(p, q)| u32::from(p.abs_diff(q))).sum()
}

#[test]
fn hole_labels_are_at_least_seven_pixels_high_in_discords_preview() {
    let game = two_player_game();
    let small = preview(&render(&BoardView::new(
        &game,
        &names(&["Alice", "Bob"]),
        "header",
    )));
    let scale = PREVIEW_WIDTH as f32 / WIDTH as f32;
    let (fill, label) = (theme::LIGHT.hole_fill, theme::LIGHT.label);
    let mut lowest = (usize::MAX, String::new());
    for (h, b) in label_boxes() {
        if game.board().peg_at(h).is_some() {
            continue;
        }
        // The label's rows, a pixel more above and below, inside the hole's ring.
        let (cx, cy) = hole_centre(h);
        let inside = (theme::FULL.hole_radius - theme::FULL.hole_rim) * scale - 1.0;
        let span = |a: i32, b: i32| (a as f32 * scale) as u32 - 1..=(b as f32 * scale) as u32 + 1;
        let rows = span(b.y0, b.y1)
            .filter(|&y| {
                span(b.x0, b.x1).any(|x| {
                    let d = (x as f32 + 0.5 - cx * scale).hypot(y as f32 + 0.5 - cy * scale);
                    let p = small.get_pixel(x, y).0;
                    d <= inside && 2 * distance(p, fill) >= distance(label, fill)
                })
            })
            .count();
        if rows < lowest.0 {
            lowest = (rows, h.to_string());
        }
    }
    assert!(
        lowest.0 >= 7,
        "the label of {} is {} pixels high at {PREVIEW_WIDTH} pixels wide",
        lowest.1,
        lowest.0
    );
}

#[test]
fn reachable_holes_are_ringed_in_the_army_colour_not_in_the_point_tint() {
    let (game, from, reach, _) = reachable();
    let image = render(&BoardView {
        highlight: reach,
        selected: Some(from),
        last_path: None,
        ..BoardView::new(&game, &names(&["Alice", "Bob"]), "Moves of the peg on d3")
    });
    // Red's home point between b1 and b2: its tint.
    let (b1, b2) = (hole_centre(hole("b1")), hole_centre(hole("b2")));
    let tint = pixel_at(&image, f32::midpoint(b1.0, b2.0), b1.1);
    let red = theme::army_colour(Point::N);
    assert!(reach.contains(hole("c2")), "c2 is reachable on red's point");
    for h in reach {
        let (x, y) = hole_centre(h);
        let ring = pixel_at(&image, x, y - theme::FULL.hole_radius - 2.0);
        assert!(distance(ring, red) <= 30, "{h}: ring {ring:?}");
        assert!(
            distance(ring, tint) >= 150,
            "{h}: ring {ring:?}, tint {tint:?}"
        );
    }
}

#[test]
fn red_and_orange_pegs_differ_in_colour_in_discords_preview() {
    let game = six_player_midgame();
    let small = preview(&render(&BoardView::new(&game, &six_names(), "header")));
    let scale = PREVIEW_WIDTH as f32 / WIDTH as f32;
    // Inside the peg, above its label.
    let peg = |name: &str| {
        let (x, y) = hole_centre(hole(name));
        pixel_at(
            &small,
            x * scale,
            (y - 0.6 * theme::FULL.unit as f32) * scale,
        )
    };
    let (red, orange) = (peg("a1"), peg("c2"));
    assert!(distance(red, theme::army_colour(Point::N)) <= 30, "{red:?}");
    assert!(
        distance(orange, theme::army_colour(Point::NW)) <= 30,
        "{orange:?}"
    );
    let apart = (hue(red) - hue(orange)).abs();
    assert!(
        apart >= 25.0,
        "red {red:?} and orange {orange:?} are {apart}° apart"
    );
}

#[test]
fn marks_never_cover_hole_labels() {
    // The capture chain: its line, arrows and crosses over the captured pegs' holes.
    let (_, path) = long_chain();
    let mut board = Board::empty();
    board.set_army(Point::N, set(&["a1", "b1", "m6"]));
    board.set_army(Point::S, set(&["q1", "p1", "j4"]));
    let game = Game::from(
        Race::from_board(
            Layout::standard(2).unwrap(),
            HouseRules::default(),
            board,
            Seat::ALL[1],
        )
        .unwrap(),
    );
    let captured = holes(&["f4", "g5", "h6", "j6", "k5", "l5", "j4"]);
    let two = names(&["Alice", "Bob"]);
    let plain = render(&BoardView {
        last_path: None,
        ..BoardView::new(&game, &two, "header")
    });
    let marked = render(&BoardView {
        last_path: Some(&path),
        captured: &captured,
        ..BoardView::new(&game, &two, "header")
    });
    // Every pixel of the labels' ink (where the label differs from its ground) is as it
    // is without the marks.
    let boxes = label_boxes();
    let mut checked = 0;
    for h in path.iter().chain(&captured) {
        let (_, b) = boxes[h.index()];
        let ground = above_label(&plain, *h);
        for y in b.y0..b.y1 {
            for x in b.x0..b.x1 {
                let (x, y) = (x as u32, y as u32);
                if *plain.get_pixel(x, y) == image::Rgb(ground) {
                    continue;
                }
                assert_eq!(
                    marked.get_pixel(x, y),
                    plain.get_pixel(x, y),
                    "{h} at ({x}, {y})"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked} ink pixels");
    assert_ne!(marked, plain, "the marks were drawn");
}

#[test]
fn the_final_board_shows_each_seats_place_in_the_legend() {
    let mut over = two_player_game();
    over.resign(Seat::ALL[0]).unwrap();
    assert!(over.outcome().is_some());
    let two = names(&["Alice", "Bob"]);
    let with = render(&BoardView::new(&over, &two, "Bob wins"));
    let without = render(&BoardView {
        places: Some(&[None, None]),
        ..BoardView::new(&over, &two, "Bob wins")
    });
    assert_ne!(with, without, "places are drawn");
    let outside = differences_outside(&with, &without, &legend_boxes(2));
    assert!(
        outside.is_empty(),
        "places outside the legend at {:?}",
        &outside[..outside.len().min(5)]
    );
    // Before the end, no places.
    let game = two_player_game();
    let start = render(&BoardView::new(&game, &two, "header"));
    let none = render(&BoardView {
        places: Some(&[None, None]),
        ..BoardView::new(&game, &two, "header")
    });
    assert_eq!(start, none);
}

#[test]
fn rules_are_drawn_under_the_header_inside_its_box() {
    let game = two_player_game();
    let two = names(&["Alice", "Bob"]);
    let header = "Move 1 · Alice (red) to move";
    let plain = render(&BoardView::new(&game, &two, header));
    let rules = names(&[
        "first_player=random",
        "long_jumps=on",
        "stuck=pass",
        "spoiling=off",
    ]);
    let with = render(&BoardView {
        rules: &rules,
        ..BoardView::new(&game, &two, header)
    });
    assert_ne!(plain, with, "the rules were drawn");
    let outside = differences_outside(&plain, &with, &[header_box()]);
    assert!(outside.is_empty(), "rules outside the header box");
}

#[test]
fn replay_frames_name_the_move_and_who_made_it() {
    let (record, names) = computer_game();
    let gif = render_replay_gif(&record, &names, Theme::Light).unwrap();
    let frames = common::shown_frames(&gif);
    // The top-left corner, where the header goes.
    let corner = |i: usize| -> Vec<[u8; 4]> {
        let f = &frames[i].0;
        (0..40)
            .flat_map(|y| (0..150).map(move |x| f.get_pixel(x, y).0))
            .collect()
    };
    let ground = corner(0);
    assert!(
        ground.windows(2).all(|w| w[0] == w[1]),
        "no header before the first move"
    );
    assert_ne!(corner(1), ground, "move 1 is named");
    assert_ne!(corner(2), corner(1), "move 2 is named");
}
