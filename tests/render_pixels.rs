//! Board images through the public API, pixel by pixel: pegs in their army colours,
//! hole labels, the last move's path and the earlier moves, odd text, paths and games
//! that must not panic, and the colour names replies use.

use crate::render_views;

use checkers_bot::core::{Game, Hole, HouseRules, Layout, Point};
use checkers_bot::core::{Race, Seat, Turn};
use checkers_bot::render::theme::{self, hole_centre, Theme, HEIGHT, WIDTH};
use checkers_bot::render::{earlier_moves, label_boxes, BoardView};
use image::RgbImage;
use render_views::{
    above_label, hole, hue, long_chain, names, opening, pixel_at, render, set, six_names,
    six_player_midgame, two_player_game,
};

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
// Colour names

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
