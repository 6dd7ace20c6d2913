//! Board images through the public API: a golden image of the 2-player start, pixel checks
//! of pegs and the last move's path, and inputs that must not panic.
//!
//! The golden file `tests/golden/start-2p.png` is compared pixel by pixel. After an
//! intended change to the drawing, regenerate it and look at it before committing:
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test --test render
//! ```

use std::path::PathBuf;

use checkers_bot::core::{Game, Hole, HouseRules, Layout, Point};
use checkers_bot::render::theme::{self, hole_centre, HEIGHT, WIDTH};
use checkers_bot::render::{render_png, BoardView};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

fn hole(name: &str) -> Hole {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn two_player_game() -> Game {
    Game::new(Layout::standard(2).unwrap(), HouseRules::default(), 0).unwrap()
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

fn render(game: &Game, names: &[String], header: &str, last_path: Option<&[Hole]>) -> RgbImage {
    let png = render_png(&BoardView {
        game,
        names,
        header,
        last_path,
    });
    image::load_from_memory_with_format(&png, image::ImageFormat::Png)
        .expect("render_png returns a decodable PNG")
        .to_rgb8()
}

/// The pixel at image position (`x`, `y`) in pixel-centre coordinates.
fn pixel_at(image: &RgbImage, x: f32, y: f32) -> [u8; 3] {
    image.get_pixel(x.floor() as u32, y.floor() as u32).0
}

/// A pixel inside the hole's disc, above its label (the label is drawn at the centre).
fn above_label(image: &RgbImage, h: Hole) -> [u8; 3] {
    let (x, y) = hole_centre(h);
    pixel_at(image, x, y - 12.0)
}

#[test]
fn start_position_matches_golden_image() {
    let game = two_player_game();
    let image = render(
        &game,
        &names(&["Alice", "Bob"]),
        "Move 1 · Alice (red) to move",
        None,
    );
    let golden = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/start-2p.png");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
        // Best compression: the file lives in the repository.
        let file = std::fs::File::create(&golden).unwrap();
        let encoder =
            PngEncoder::new_with_quality(file, CompressionType::Best, FilterType::Adaptive);
        encoder
            .write_image(image.as_raw(), WIDTH, HEIGHT, ExtendedColorType::Rgb8)
            .unwrap();
        return;
    }
    let expected = image::open(&golden)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e} (run with UPDATE_GOLDEN=1 to create it)",
                golden.display()
            )
        })
        .to_rgb8();
    assert_eq!(
        image.dimensions(),
        expected.dimensions(),
        "image size changed"
    );
    let differing = image
        .pixels()
        .zip(expected.pixels())
        .filter(|(a, b)| a != b)
        .count();
    assert_eq!(
        differing,
        0,
        "{differing} pixels differ from {}; if the change is intended, rerun with UPDATE_GOLDEN=1 and inspect the file",
        golden.display()
    );
}

#[test]
fn pegs_are_drawn_in_their_army_colour_and_empty_holes_are_not() {
    let game = two_player_game();
    let image = render(&game, &names(&["Alice", "Bob"]), "header", None);
    assert_eq!(
        above_label(&image, hole("a1")),
        theme::army_colour(Point::N)
    );
    assert_eq!(
        above_label(&image, hole("d4")),
        theme::army_colour(Point::N)
    );
    assert_eq!(
        above_label(&image, hole("q1")),
        theme::army_colour(Point::S)
    );
    let centre = above_label(&image, hole("i5"));
    assert_ne!(centre, theme::army_colour(Point::N));
    assert_eq!(centre, theme::HOLE_FILL);
    // An empty point of a 2-player game holds no pegs either.
    assert_eq!(above_label(&image, hole("e13")), theme::HOLE_FILL);
}

#[test]
fn every_hole_label_is_drawn_on_empty_holes_and_on_pegs() {
    let game = two_player_game();
    let image = render(&game, &names(&["Alice", "Bob"]), "header", None);
    for h in Hole::all() {
        let (x, y) = hole_centre(h);
        let background = image.get_pixel(x as u32, (y - 12.0) as u32).0;
        // Some pixel within the label's box differs from the disc's colour.
        let inked = (-9..=9).any(|dx| {
            (-5..=5).any(|dy| {
                image
                    .get_pixel((x as i32 + dx) as u32, (y as i32 + dy) as u32)
                    .0
                    != background
            })
        });
        assert!(inked, "no label on {h}");
    }
}

#[test]
fn the_last_move_path_is_drawn_between_its_holes() {
    let mut game = two_player_game();
    let path = [hole("c1"), hole("e7")]; // a hop over d2
    game.play_path(0, &path)
        .expect("c1-e7 is a legal first move");
    let names = names(&["Alice", "Bob"]);
    let with = render(&game, &names, "Move 2", Some(&path));
    let without = render(&game, &names, "Move 2", None);

    // The gap between c1 and the jumped hole d2 (a quarter of the way to e7).
    let (a, b) = (hole_centre(hole("c1")), hole_centre(hole("e7")));
    let quarter = (a.0 + (b.0 - a.0) / 4.0, a.1 + (b.1 - a.1) / 4.0);
    assert_eq!(pixel_at(&with, quarter.0, quarter.1), theme::PATH);
    assert_ne!(pixel_at(&without, quarter.0, quarter.1), theme::PATH);
    // Three quarters: the gap between d2 and e7, where the arrowhead points at e7.
    let three = (a.0 + 3.0 * (b.0 - a.0) / 4.0, a.1 + 3.0 * (b.1 - a.1) / 4.0);
    assert_eq!(pixel_at(&with, three.0, three.1), theme::PATH);
    // The start ring: left of the (now empty) start hole.
    let ring = (a.0 - theme::START_RING_RADIUS, a.1);
    assert_eq!(pixel_at(&with, ring.0, ring.1), theme::PATH);
    assert_ne!(pixel_at(&without, ring.0, ring.1), theme::PATH);
    // The moved peg is on e7 and c1 is empty.
    assert_eq!(above_label(&with, hole("e7")), theme::army_colour(Point::N));
    assert_eq!(above_label(&with, hole("c1")), theme::HOLE_FILL);
}

#[test]
fn a_step_path_is_drawn_in_the_gap() {
    let mut game = two_player_game();
    let path = [hole("d2"), hole("e7")];
    game.play_path(0, &path).unwrap();
    let image = render(&game, &names(&["a", "b"]), "", Some(&path));
    let (a, b) = (hole_centre(path[0]), hole_centre(path[1]));
    assert_eq!(
        pixel_at(&image, (a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0),
        theme::PATH
    );
}

#[test]
fn odd_text_and_paths_never_panic_and_keep_the_size() {
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
        games.push(
            Game::new(
                Layout::with_armies(players, armies).unwrap(),
                HouseRules::default(),
                0,
            )
            .unwrap(),
        );
    }
    let mut over = two_player_game();
    over.resign(1).unwrap();
    assert_eq!(over.to_move(), None);
    games.push(over);

    for game in &games {
        for (i, header) in headers.iter().enumerate() {
            let names = &awkward[i % 3..];
            let path = paths[i % paths.len()];
            let image = render(game, names, header, Some(path));
            assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
        }
        // Fewer names than seats.
        let image = render(game, &[], "no names", None);
        assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
    }
}
