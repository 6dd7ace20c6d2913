//! Board images through the table: `moves <hole>` (reachable holes, jump chains),
//! `replay` and the replay posted when a game ends, and the `theme` table setting.

use crate::common;

use checkers_bot::core::{Game, Hole, Seat};
use checkers_bot::render::theme::{hole_centre, DARK, LIGHT};
use checkers_bot::render::MAX_GIF_BYTES;
use checkers_bot::table::{Command, User};
use common::{
    alice, bob, carol, game, h as hole, mv, new_game, new_game_with, one, tables, two_player_game,
    two_player_game_with,
};
use image::RgbImage;

fn moves(hole: &str, chains: bool) -> Command {
    Command::Moves {
        hole: hole.into(),
        chains,
    }
}

fn decode(png: &[u8]) -> RgbImage {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8()
}

/// Half the distance between two neighbouring holes, in pixels (the renderer's unit).
fn half_spacing() -> f32 {
    let (a, b) = (hole_centre(hole("e6")), hole_centre(hole("e7")));
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() / 2.0
}

/// The pixels round hole `h` that differ between two images, in the band just outside
/// the hole (0.82 to 0.92 half-spacings from its centre, where a reach ring is drawn and
/// no neighbour's drawing reaches), with their colours in `b`.
fn changed_round(a: &RgbImage, b: &RgbImage, h: Hole) -> Vec<(u32, [u8; 3])> {
    let (cx, cy) = hole_centre(h);
    let u = half_spacing();
    let r = u.ceil() as i64;
    let mut changed = Vec::new();
    for dy in -r..=r {
        for dx in -r..=r {
            let d = ((dx * dx + dy * dy) as f32).sqrt();
            if !(0.82 * u..=0.92 * u).contains(&d) {
                continue;
            }
            let (x, y) = ((cx as i64 + dx) as u32, (cy as i64 + dy) as u32);
            let (p, q) = (a.get_pixel(x, y).0, b.get_pixel(x, y).0);
            let diff: u32 = p.iter().zip(q).map(|(u, v)| u32::from(u.abs_diff(v))).sum();
            if diff > 0 {
                changed.push((diff, q));
            }
        }
    }
    changed
}

/// The colour in `b` of the pixel round `h` that differs most from `a`.
fn most_changed(a: &RgbImage, b: &RgbImage, h: Hole) -> Option<[u8; 3]> {
    changed_round(a, b, h)
        .into_iter()
        .max_by_key(|(diff, _)| *diff)
        .map(|(_, colour)| colour)
}

/// The empty holes of `game` ringed in one image and not the other (at least 8 pixels
/// of the band round the hole differ).
fn changed_empty_holes(game: &Game, a: &RgbImage, b: &RgbImage) -> Vec<String> {
    Hole::all()
        .filter(|h| !game.board().occupied().contains(*h))
        .filter(|h| changed_round(a, b, *h).len() >= 8)
        .map(|h| h.to_string())
        .collect()
}

/// From the 2-player start the peg on d2 has exactly two moves, the steps to e6 and e7
/// (docs/notation.md's first moves: every hop from d2 is blocked or leaves the board), and
/// anyone may ask, also when it is not their turn or they do not play.
#[test]
fn moves_d2_at_the_two_player_start_highlights_exactly_e6_and_e7() {
    let tables = tables();
    two_player_game(&tables, 1);
    let before = tables.store().load(1).unwrap().unwrap();
    let board = decode(
        &one(tables.handle(1, &alice(), Command::Board))
            .image
            .unwrap(),
    );
    for user in [alice(), bob(), carol()] {
        let r = one(tables.handle(1, &user, moves("D2", false)));
        assert!(r.private, "a learning aid, for the asker only");
        assert_eq!(r.mentioned(), None);
        assert_eq!(
            r.text,
            "The peg on d2 (red, Alice) can reach 2 holes: e6, e7."
        );
        let shown = decode(r.image.as_ref().expect("the board with the reach"));
        let g = game(&tables, 1);
        assert_eq!(changed_empty_holes(&g, &board, &shown), ["e6", "e7"]);
        // The highlight is a ring in the peg's army colour (N: red).
        let [r0, g0, b0] = most_changed(&board, &shown, hole("e6")).unwrap();
        assert!(r0 > g0 && r0 > b0, "reddish: {:?}", [r0, g0, b0]);
    }
    assert_eq!(
        tables.store().load(1).unwrap().unwrap(),
        before,
        "nothing changed"
    );

    // Bob's pegs too, on Alice's turn: n2 steps to m6 and m7 only.
    let r = one(tables.handle(1, &carol(), moves("n2", false)));
    assert_eq!(
        r.text,
        "The peg on n2 (green, Bob) can reach 2 holes: m6, m7."
    );
}

/// `moves c1 chains`: the two hops of c1 (over d1 to e5, over d2 to e7) are listed and
/// drawn; without `chains` they are not drawn.
#[test]
fn moves_with_chains_lists_and_draws_every_jump_chain() {
    let tables = tables();
    two_player_game(&tables, 1);
    let plain = one(tables.handle(1, &bob(), moves("c1", false)));
    assert_eq!(
        plain.text,
        "The peg on c1 (red, Alice) can reach 2 holes: e5, e7."
    );
    let with = one(tables.handle(1, &bob(), moves("c1", true)));
    assert_eq!(
        with.text,
        "The peg on c1 (red, Alice) can reach 2 holes: e5, e7.\nJump chains: `c1-e5` `c1-e7`"
    );
    let (plain, with) = (decode(&plain.image.unwrap()), decode(&with.image.unwrap()));
    // The chains are drawn, along the lines c1-e5 and c1-e7 and nowhere else.
    let near = |(x, y): (f32, f32), to: &str| {
        let ((ax, ay), (bx, by)) = (hole_centre(hole("c1")), hole_centre(hole(to)));
        let (dx, dy) = (bx - ax, by - ay);
        let t = (((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
        (x - ax - t * dx).hypot(y - ay - t * dy) <= 14.0
    };
    let drawn: Vec<(u32, u32)> = plain
        .enumerate_pixels()
        .filter(|(x, y, p)| with.get_pixel(*x, *y) != *p)
        .map(|(x, y, _)| (x, y))
        .collect();
    assert!(drawn.len() > 100, "{} pixels differ", drawn.len());
    for (x, y) in drawn {
        let at = (x as f32 + 0.5, y as f32 + 0.5);
        assert!(
            near(at, "e5") || near(at, "e7"),
            "({x}, {y}) is off the chains"
        );
    }
    // Steps are shown by the highlight alone: d2 lists no chain.
    let steps = one(tables.handle(1, &bob(), moves("d2", true)));
    assert_eq!(
        steps.text,
        "The peg on d2 (red, Alice) can reach 2 holes: e6, e7."
    );
}

/// Bad input to `moves` gets a short private answer without an image and changes nothing.
#[test]
fn moves_answers_bad_input_briefly_and_changes_nothing() {
    let tables = tables();
    let r = one(tables.handle(1, &alice(), moves("d2", false)));
    assert_eq!(
        r.text,
        "There is no game in this channel. Start one with `new <players>`."
    );
    one(tables.handle(1, &alice(), new_game(2)));
    let r = one(tables.handle(1, &alice(), moves("d2", false)));
    assert_eq!(r.text, "The game is not in progress.");
    one(tables.handle(1, &bob(), Command::Join));
    one(tables.handle(1, &alice(), Command::Start));
    let before = tables.store().load(1).unwrap().unwrap();
    for (hole, want) in [
        (
            "",
            "Write `moves <hole>` to see where the peg on that hole can go, e.g. `moves d2`; \
             add `chains` to draw the jump chains: `moves d2 chains`.",
        ),
        (
            "z9",
            "`z9` is not a hole. Holes are written like `d2` or `i5` (rows `a`–`q`, numbered \
             from 1, left to right).",
        ),
        (
            "e14",
            "`e14` is not a hole. Holes are written like `d2` or `i5` (rows `a`–`q`, \
             numbered from 1, left to right).",
        ),
        ("i5", "There is no peg on i5."),
        ("d2 e7", "`d2 e7` is not a hole. Holes are written like `d2` or `i5` (rows `a`–`q`, numbered from 1, left to right)."),
    ] {
        let r = one(tables.handle(1, &carol(), moves(hole, false)));
        assert!(r.private && r.image.is_none(), "{hole}");
        assert_eq!(r.text, want, "{hole}");
    }
    // Zero-width and direction marks are ignored, as in move text.
    let r = one(tables.handle(1, &carol(), moves("\u{200b}d2\u{202e}", false)));
    assert_eq!(
        r.text,
        "The peg on d2 (red, Alice) can reach 2 holes: e6, e7."
    );
    // Very long input is quoted short.
    let r = one(tables.handle(1, &carol(), moves(&"x".repeat(4000), false)));
    assert!(r.text.chars().count() < 200, "{}", r.text);
    assert_eq!(tables.store().load(1).unwrap().unwrap(), before);
}

/// `moves` uses the game's house rules (docs/rules.md §5): after d3-e8, the peg on c2 has a
/// long jump over e8 to g8 (over d3 and f8, both empty) with `long_jumps = on` only.
#[test]
fn moves_follow_the_house_rules() {
    let tables = tables();
    two_player_game(&tables, 1);
    two_player_game_with(&tables, 2, &[("long_jumps", "on")]);
    for channel in [1, 2] {
        one(tables.handle(channel, &alice(), mv("d3 e8")));
        one(tables.handle(channel, &bob(), mv("n2 m7")));
    }
    let mut texts = Vec::new();
    for channel in [1, 2] {
        let reach = game(&tables, channel).destinations_of(Seat::ALL[0], hole("c2"));
        let r = one(tables.handle(channel, &carol(), moves("c2", false)));
        let listed: Vec<String> = reach.iter().map(|h| h.to_string()).collect();
        assert!(
            r.text.ends_with(&format!(": {}.", listed.join(", "))),
            "{channel}: {}",
            r.text
        );
        texts.push(r.text);
    }
    assert!(!texts[0].contains("g8"), "{}", texts[0]);
    assert!(texts[1].contains("g8"), "{}", texts[1]);
}

/// `replay` draws the game so far as a GIF for everyone; when the game ends the result
/// comes with a replay too.
#[test]
fn replay_on_request_and_when_the_game_ends() {
    let tables = tables();
    two_player_game(&tables, 1);
    one(tables.handle(1, &alice(), mv("d2 e7")));
    one(tables.handle(1, &bob(), mv("n2 m7")));
    let r = one(tables.handle(1, &carol(), Command::Replay));
    assert!(!r.private);
    assert_eq!(r.text, "Replay of the game: 2 moves.");
    assert_eq!(r.image_extension(), Some("gif"));
    let gif = r.image.unwrap();
    assert_eq!(&gif[..6], b"GIF89a");
    assert!(gif.len() < MAX_GIF_BYTES);
    assert_eq!(common::shown_frames(&gif).len(), 3, "start + 2 moves");

    // Alice resigns: with two players the game is over; the result, then the replay.
    let replies = tables.handle(1, &alice(), Command::Resign { confirmed: true });
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert!(replies[0].text.contains("Game over"), "{}", replies[0].text);
    assert_eq!(replies[0].image_extension(), Some("png"));
    assert_eq!(replies[1].text, "Replay of the game: 2 moves.");
    assert_eq!(replies[1].image_extension(), Some("gif"));
    assert!(!replies[1].private);
    // The finished game still replays on request, until the next `new`.
    let r = one(tables.handle(1, &bob(), Command::Replay));
    assert_eq!(&r.image.unwrap()[..6], b"GIF89a");
    one(tables.handle(1, &bob(), new_game(2)));
    let r = one(tables.handle(1, &bob(), Command::Replay));
    assert!(r.private && r.image.is_none());
    assert_eq!(r.text, "The game is not in progress.");
}

/// `theme=dark` at `new` gives dark boards (the background pixel is the dark theme's);
/// `defaults theme=dark` makes it the channel's default; bad values change nothing.
#[test]
fn the_theme_setting_changes_the_board_image() {
    let tables = tables();
    two_player_game(&tables, 1);
    two_player_game_with(&tables, 2, &[("theme", "dark")]);
    let light = decode(
        &one(tables.handle(1, &alice(), Command::Board))
            .image
            .unwrap(),
    );
    let dark = decode(
        &one(tables.handle(2, &alice(), Command::Board))
            .image
            .unwrap(),
    );
    assert_eq!(light.get_pixel(3, 300).0, LIGHT.background);
    assert_eq!(dark.get_pixel(3, 300).0, DARK.background);
    assert_eq!(light.dimensions(), dark.dimensions());
    let r = one(tables.handle(2, &alice(), Command::Rules));
    assert!(r.text.contains("theme=dark"), "{}", r.text);
    // `moves` uses the table's theme too.
    let r = one(tables.handle(2, &alice(), moves("d2", false)));
    assert_eq!(
        decode(&r.image.unwrap()).get_pixel(3, 300).0,
        DARK.background
    );

    // A bad value is refused and nothing is stored.
    let r = one(tables.handle(3, &alice(), new_game_with(2, &[("theme", "blue")])));
    assert!(r.private);
    assert_eq!(r.text, "`theme` takes light, dark.");
    assert!(tables.store().load(3).unwrap().is_none());

    // Channel default: managers only; then new games there are dark.
    let r = one(tables.handle(
        4,
        &alice(),
        Command::Defaults {
            settings: vec![("theme".into(), "dark".into())],
        },
    ));
    assert!(r.private, "{}", r.text);
    let manager = User {
        manager: true,
        ..alice()
    };
    let r = one(tables.handle(
        4,
        &manager,
        Command::Defaults {
            settings: vec![("theme".into(), "Dark".into())],
        },
    ));
    assert_eq!(
        r.text,
        "Alice set the board theme of this channel's new games: dark."
    );
    let r = one(tables.handle(4, &alice(), Command::Rules));
    assert!(r.text.contains("theme=dark"), "{}", r.text);
    two_player_game(&tables, 4);
    let board = decode(
        &one(tables.handle(4, &alice(), Command::Board))
            .image
            .unwrap(),
    );
    assert_eq!(board.get_pixel(3, 300).0, DARK.background);
    // …unless the game chooses light.
    one(tables.handle(4, &alice(), Command::Abort { confirmed: true }));
    two_player_game_with(&tables, 4, &[("theme", "light")]);
    let board = decode(
        &one(tables.handle(4, &alice(), Command::Board))
            .image
            .unwrap(),
    );
    assert_eq!(board.get_pixel(3, 300).0, LIGHT.background);
    // A bad default with a good rule: refused whole, the rule not stored either.
    let r = one(tables.handle(
        6,
        &manager,
        Command::Defaults {
            settings: vec![
                ("move_limit".into(), "50".into()),
                ("theme".into(), "sepia".into()),
            ],
        },
    ));
    assert_eq!(r.text, "`theme` takes light, dark.");
    let r = one(tables.handle(6, &alice(), Command::Rules));
    assert!(
        r.text.contains("move_limit=200") && r.text.contains("theme=light"),
        "{}",
        r.text
    );
}

/// Suggestions for `moves <hole>`: every hole with a peg, the asker's own pegs first.
#[test]
fn peg_holes_for_moves_suggestions_put_the_askers_pegs_first() {
    let tables = tables();
    assert!(tables.peg_holes_text(1, 1).is_empty(), "no game");
    two_player_game(&tables, 1);
    let n = ["a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3", "d4"];
    let s = ["n1", "n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2", "q1"];
    assert_eq!(tables.peg_holes_text(1, alice().id), [n, s].concat());
    assert_eq!(tables.peg_holes_text(1, bob().id), [s, n].concat());
    assert_eq!(tables.peg_holes_text(1, carol().id), [n, s].concat());
}

/// Every board carries a description of what it shows (Discord's alt text): whose turn,
/// the last moves, each army's pegs home; exact for a known position.
#[test]
fn a_board_is_described_in_words_for_a_known_position() {
    let tables = common::tables();
    common::two_player_game(&tables, 1);
    tables.handle(1, &common::alice(), common::mv("d2 e7"));
    let replies = tables.handle(1, &common::bob(), common::mv("n2 m7"));
    let board = replies
        .iter()
        .find(|r| r.is_public_board())
        .expect("a board");
    assert_eq!(
        board.description.as_deref(),
        Some(
            "Chinese Checkers board. Move 3 · Alice to move. Last moves: Alice d2-e7, \
             Bob n2-m7. Alice (red): 0/10 home; Bob (green): 0/10 home."
        )
    );
    // `moves` names the peg and the holes it reaches, then the board.
    let reach = common::one(tables.handle(
        1,
        &common::alice(),
        checkers_bot::table::Command::Moves {
            hole: "e7".into(),
            chains: false,
        },
    ));
    let described = reach.description.expect("described");
    assert!(
        described.starts_with("The peg on e7 can reach "),
        "{described}"
    );
    assert!(described.len() <= 1024);
}

/// A peg with no move is described as having none, as the reply says (no empty list).
#[test]
fn a_peg_without_a_move_is_described_as_having_none() {
    let tables = common::tables();
    common::two_player_game(&tables, 1);
    let reach = common::one(tables.handle(
        1,
        &common::alice(),
        checkers_bot::table::Command::Moves {
            hole: "a1".into(),
            chains: false,
        },
    ));
    let described = reach.description.expect("described");
    assert!(
        described
            .starts_with("The peg on a1 (red, Alice) has no move now. Chinese Checkers board."),
        "{described}"
    );
}
