//! Board images through the public API: golden images, label and legend geometry, and
//! awkward text (pixel checks in `tests/render_pixels.rs`, what a new player sees and the
//! replay in `tests/render_seen.rs`).
//!
//! Golden files in `tests/golden/` are compared pixel by pixel (tolerance below). After an
//! intended change to the drawing, regenerate them and look at them before committing:
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test --test integration render::
//! ```
//!
//! One golden image, `midgame-6p-preview.png`, is the 6-player board shrunk to 400 pixels
//! wide, about the size of Discord's preview in a channel: what most players see first.
//!
//! `cargo run --example render_samples` writes every golden view at full size and as a
//! 400-pixel-wide preview to `target/render-samples/`.

use std::path::PathBuf;

use crate::render_views;

use checkers_bot::render::theme::{self, hole_centre, HEIGHT, WIDTH};
use checkers_bot::render::{header_box, label_boxes, legend_boxes, BoardView};
use render_views::{
    decode, differences_outside, golden_views, names, preview, render, six_names,
    six_player_midgame,
};

/// Pixels that may differ from a golden image: anti-aliased edge pixels can round
/// differently where another platform's maths library differs in the last bit. Every
/// other pixel must match exactly.
const GOLDEN_TOLERANCE: usize = 64;

// ---------------------------------------------------------------------------------------
// Golden images

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
