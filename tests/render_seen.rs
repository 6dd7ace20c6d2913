//! Board images as a new player sees them: Discord's preview, the marks and labels, the
//! legend and header, and the replay GIF (its size, its frames).

use crate::common;
use crate::render_views;

use checkers_bot::core::{Board, Point, Seat};
use checkers_bot::render::theme::{self, hole_centre, Theme, WIDTH};
use checkers_bot::render::{
    header_box, label_boxes, legend_boxes, render_replay_gif, BoardView, MAX_GIF_BYTES,
};
use render_views::{
    above_label, computer_game, differences_outside, hole, holes, hue, long_chain, names, pixel_at,
    preview, reachable, render, set, six_names, six_player_midgame, two_player_game, PREVIEW_WIDTH,
};

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
    let game = common::race_on(2, board, Seat::ALL[1]);
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

/// Replay frames label every hole as the board image does (`f7` on hole f7), so a move
/// named in the chat can be found in the replay: at the start, each empty hole's disk
/// holds the label's ink.
#[test]
fn replay_frames_label_the_holes() {
    let (record, names) = computer_game();
    let gif = render_replay_gif(&record, &names, Theme::Light).unwrap();
    let start = &common::shown_frames(&gif)[0].0;
    let board = *record.new_game().unwrap().board();
    let m = theme::REPLAY;
    let inside = (m.hole_radius - m.hole_rim) as i32 - 1;
    let mut empty = 0;
    for h in checkers_bot::core::Hole::all().filter(|&h| board.peg_at(h).is_none()) {
        let (cx, cy) = m.hole_pixel(h);
        let ink = (-inside..=inside)
            .flat_map(|dy| (-inside..=inside).map(move |dx| (dx, dy)))
            .filter(|(dx, dy)| dx * dx + dy * dy <= inside * inside)
            .filter(|(dx, dy)| {
                let p = start.get_pixel((cx + dx) as u32, (cy + dy) as u32).0;
                distance([p[0], p[1], p[2]], theme::LIGHT.label) < 90
            })
            .count();
        assert!(ink >= 15, "hole {h} has {ink} pixels of label ink");
        empty += 1;
    }
    assert_eq!(empty, 121 - 60);
}
