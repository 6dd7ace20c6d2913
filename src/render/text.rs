//! Text: the bundled `DejaVu` Sans faces, shaped by rustybuzz (so Arabic is joined and
//! right-to-left runs are laid out in the order of the Unicode bidirectional algorithm,
//! through `unicode-bidi`), rasterised by `ab_glyph` into small RGBA images that are
//! composited onto the board; shortening to a width and wrapping onto lines.
//!
//! Characters `DejaVu` lacks are drawn with the next face of a fallback chain that has
//! them ([`FALLBACK`]): Droid Sans Fallback for CJK ideographs, kana and Hangul, Noto Sans
//! for Devanagari and Thai, Symbola for emoji and symbols (`DejaVu` itself has Latin,
//! Greek, Cyrillic, Hebrew, Arabic and the emoticons). Every face is drawn at the same em
//! size as `DejaVu`, so a name in any script is as large as a Latin one. Each run of one face is shaped with that face. A character no face
//! has is drawn as the replacement character `�`, never as an empty box; invisible and
//! control characters are dropped, so any string draws without panicking.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use image::{Rgba, RgbaImage};
use rustybuzz::{Direction, UnicodeBuffer};
use unicode_bidi::BidiInfo;

use super::theme::Rgb;

/// A face: the font to rasterise with and the same font to shape with.
pub struct Face {
    /// `ab_glyph`'s view (outlines, metrics).
    pub font: FontRef<'static>,
    shaper: rustybuzz::Face<'static>,
}

impl Face {
    fn load(bytes: &'static [u8]) -> Face {
        Face {
            font: FontRef::try_from_slice(bytes).expect("the bundled fonts parse"),
            shaper: rustybuzz::Face::from_slice(bytes, 0).expect("the bundled fonts parse"),
        }
    }

    /// Whether the face has a glyph for `c`.
    #[must_use]
    pub fn has(&self, c: char) -> bool {
        self.font.glyph_id(c).0 != 0
    }
}

/// The faces that draw what `DejaVu` lacks, in the order they are tried (each with its
/// licence in `fonts/`): Droid Sans Fallback (CJK ideographs, kana, Hangul; Apache 2.0),
/// Noto Sans Devanagari and Noto Sans Thai (OFL 1.1), Symbola (emoji and symbols; free
/// for any use). Regular weight only: bold text falls back to them too.
pub static FALLBACK: LazyLock<[Face; 4]> = LazyLock::new(|| {
    macro_rules! font {
        ($file:literal) => {
            Face::load(include_bytes!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/fonts/",
                $file
            )))
        };
    }
    [
        font!("DroidSansFallback-CJK.ttf"),
        font!("NotoSansDevanagari-Regular.ttf"),
        font!("NotoSansThai-Regular.ttf"),
        font!("Symbola-emoji.ttf"),
    ]
});

/// What is drawn for a character no face has: the replacement character.
pub const REPLACEMENT: char = '\u{FFFD}';

/// The face `ix` of the chain that starts with `primary` (0: `primary`; then
/// [`FALLBACK`]).
fn chained(primary: &Face, ix: u8) -> &Face {
    match ix {
        0 => primary,
        n => FALLBACK
            .get(usize::from(n) - 1)
            .map_or(primary, |f| f as &Face),
    }
}

/// The scale of face `ix` of the chain starting with `primary` for text of `size` pixels:
/// `size` for `primary` (`ab_glyph`'s scale: the font's height), and for a fallback face
/// the scale that gives it the same em size, whatever its ascent and descent.
fn scale_of(primary: &Face, ix: u8, size: f32) -> PxScale {
    let em = |f: &Face| {
        let units = f.font.units_per_em().unwrap_or(1000.0);
        f.font.height_unscaled() / units
    };
    if ix == 0 {
        return PxScale::from(size);
    }
    let face = chained(primary, ix);
    PxScale::from(size * em(face) / em(primary))
}

/// The first face of the chain starting with `primary` that has `c` (white space and
/// what nobody has: `primary`).
fn face_for(primary: &Face, c: char) -> u8 {
    if c.is_whitespace() || primary.has(c) {
        return 0;
    }
    FALLBACK
        .iter()
        .position(|f| f.has(c))
        .and_then(|i| u8::try_from(i + 1).ok())
        .unwrap_or(0)
}

/// `DejaVu` Sans.
pub static REGULAR: LazyLock<Face> = LazyLock::new(|| {
    Face::load(include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fonts/DejaVuSans.ttf"
    )))
});

/// `DejaVu` Sans Bold.
pub static BOLD: LazyLock<Face> = LazyLock::new(|| {
    Face::load(include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fonts/DejaVuSans-Bold.ttf"
    )))
});

/// The face for `bold`.
#[must_use]
pub fn face(bold: bool) -> &'static Face {
    if bold {
        &BOLD
    } else {
        &REGULAR
    }
}

/// Characters that are dropped instead of drawn: controls and invisible format
/// characters (zero-width joiners, variation selectors, bidi controls, tags).
#[must_use]
pub fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c as u32,
            0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0xFE00..=0xFE0F | 0xFEFF
            | 0xE0000..=0xE007F | 0xE0100..=0xE01EF)
}

/// At most `max` visible characters of `text`, with runs of white space made one space.
#[must_use]
pub fn clean(text: &str, max: usize) -> String {
    let mut out = String::new();
    let mut count = 0;
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if invisible(c) {
            continue;
        }
        if count >= max {
            break;
        }
        if space {
            out.push(' ');
            count += 1;
            space = false;
            if count >= max {
                break;
            }
        }
        out.push(c);
        count += 1;
    }
    out
}

/// A line of text laid out: glyphs with their pen positions (pixels, baseline at 0), in
/// visual order, and how far the pen moved.
#[derive(Clone, Debug, Default)]
pub struct Shaped {
    /// The face of the chain (0: the one shaped with; then [`FALLBACK`]), glyph, and x
    /// and y of its origin.
    pub glyphs: Vec<(u8, GlyphId, f32, f32)>,
    /// The pen's advance.
    pub advance: f32,
}

/// Shapes `text` (invisible characters dropped) at `size` pixels (`ab_glyph`'s scale: the
/// font's height) with `face`, and what it lacks with the [`FALLBACK`] faces: each
/// direction run of the bidirectional algorithm is cut into runs of one face, each shaped
/// by rustybuzz in the run's direction, and placed in visual order. A character no face
/// has becomes [`REPLACEMENT`].
#[must_use]
pub fn shape(face: &'static Face, size: f32, text: &str) -> Shaped {
    let text: String = text
        .chars()
        .filter(|&c| !invisible(c))
        .map(|c| {
            let drawable = c.is_whitespace() || face.has(c) || FALLBACK.iter().any(|f| f.has(c));
            if drawable {
                c
            } else {
                REPLACEMENT
            }
        })
        .collect();
    let mut out = Shaped::default();
    if text.is_empty() {
        return out;
    }
    let bidi = BidiInfo::new(&text, None);
    for paragraph in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            let mut pieces = one_face_runs(face, &text[run.clone()]);
            if rtl {
                pieces.reverse();
            }
            for (ix, piece) in pieces {
                let scale = scale_of(face, ix, size);
                shape_piece(&mut out, (ix, chained(face, ix)), scale, piece, rtl);
            }
        }
    }
    out
}

/// `text` cut into runs of one face of the chain starting with `primary`, in logical
/// order: (face, text). A combining mark stays with the character before it.
fn one_face_runs<'t>(primary: &Face, text: &'t str) -> Vec<(u8, &'t str)> {
    let mut pieces: Vec<(u8, &'t str)> = Vec::new();
    let mut start = 0;
    let mut current: Option<u8> = None;
    for (i, c) in text.char_indices() {
        let ix = match current {
            Some(cur)
                if unicode_properties::UnicodeGeneralCategory::general_category_group(c)
                    == unicode_properties::GeneralCategoryGroup::Mark =>
            {
                cur
            }
            _ => face_for(primary, c),
        };
        match current {
            Some(cur) if cur != ix => {
                pieces.push((cur, &text[start..i]));
                start = i;
            }
            _ => {}
        }
        current = Some(ix);
    }
    if let Some(cur) = current {
        pieces.push((cur, &text[start..]));
    }
    pieces
}

/// Shapes `text` with face `ix` of the chain (`face`), in the direction of its run, onto
/// the end of `out`.
fn shape_piece(out: &mut Shaped, (ix, face): (u8, &Face), scale: PxScale, text: &str, rtl: bool) {
    let scaled = face.font.as_scaled(scale);
    let (sx, sy) = (scaled.h_scale_factor(), scaled.v_scale_factor());
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.set_direction(if rtl {
        Direction::RightToLeft
    } else {
        Direction::LeftToRight
    });
    buffer.guess_segment_properties();
    let glyphs = rustybuzz::shape(&face.shaper, &[], buffer);
    for (info, pos) in glyphs.glyph_infos().iter().zip(glyphs.glyph_positions()) {
        let id = GlyphId(u16::try_from(info.glyph_id).unwrap_or(0));
        let x = out.advance + pos.x_offset as f32 * sx;
        out.glyphs.push((ix, id, x, -(pos.y_offset as f32) * sy));
        out.advance += pos.x_advance as f32 * sx;
    }
}

/// Text drawn once: coloured pixels with coverage as alpha, and where they go relative to
/// the pen's start on the baseline.
#[derive(Clone, Debug)]
pub struct TextImage {
    /// The ink (empty for text without ink).
    pub image: RgbaImage,
    /// Offset of the image's left edge from the pen's start.
    pub left: i32,
    /// Offset of the image's top edge from the baseline (negative: above it).
    pub top: i32,
    /// How far the pen moved.
    pub advance: f32,
}

/// Rasterises `shaped` (laid out by [`shape`] with `face` at `scale`) in `colour`.
#[must_use]
pub fn rasterise(face: &'static Face, scale: PxScale, shaped: &Shaped, colour: Rgb) -> TextImage {
    let outlined: Vec<_> = shaped
        .glyphs
        .iter()
        .filter_map(|&(ix, id, x, y)| {
            let scale = scale_of(face, ix, scale.y);
            chained(face, ix)
                .font
                .outline_glyph(id.with_scale_and_position(scale, point(x, y)))
        })
        .collect();
    let empty = TextImage {
        image: RgbaImage::new(0, 0),
        left: 0,
        top: 0,
        advance: shaped.advance,
    };
    let Some(first) = outlined.first() else {
        return empty;
    };
    let bounds = outlined.iter().fold(first.px_bounds(), |b, g| {
        let p = g.px_bounds();
        ab_glyph::Rect {
            min: point(b.min.x.min(p.min.x), b.min.y.min(p.min.y)),
            max: point(b.max.x.max(p.max.x), b.max.y.max(p.max.y)),
        }
    });
    let (left, top) = (bounds.min.x.floor() as i32, bounds.min.y.floor() as i32);
    let width = (bounds.max.x.ceil() as i32 - left).max(0) as u32;
    let height = (bounds.max.y.ceil() as i32 - top).max(0) as u32;
    if width == 0 || height == 0 {
        return empty;
    }
    let mut alpha = vec![0u16; width as usize * height as usize];
    for g in &outlined {
        let b = g.px_bounds();
        let (ox, oy) = (b.min.x as i32 - left, b.min.y as i32 - top);
        g.draw(|gx, gy, c| {
            let (x, y) = (ox + gx as i32, oy + gy as i32);
            if (0..width as i32).contains(&x) && (0..height as i32).contains(&y) {
                let a = &mut alpha[y as usize * width as usize + x as usize];
                *a += (c.clamp(0.0, 1.0) * 255.0).round() as u16;
            }
        });
    }
    let [r, g, b] = colour;
    let image = RgbaImage::from_fn(width, height, |x, y| {
        let a = alpha[(y * width + x) as usize].min(255) as u8;
        Rgba([r, g, b, a])
    });
    TextImage {
        image,
        left,
        top,
        advance: shaped.advance,
    }
}

type Key = (bool, u32, String);
type Cache<K, V> = Mutex<HashMap<K, Arc<V>>>;
/// Text laid out and drawn recently: names and headers repeat from move to move.
static SHAPED: LazyLock<Mutex<HashMap<Key, Arc<Shaped>>>> = LazyLock::new(Mutex::default);
static IMAGES: LazyLock<Cache<(Key, Rgb), TextImage>> = LazyLock::new(Mutex::default);
/// Entries a cache keeps at most; it is emptied when full.
const CACHE_LIMIT: usize = 2048;

fn cached<K: std::hash::Hash + Eq, V>(
    cache: &Cache<K, V>,
    key: K,
    make: impl FnOnce() -> V,
) -> Arc<V> {
    if let Some(v) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return v;
    }
    let v = Arc::new(make());
    if let Ok(mut c) = cache.lock() {
        if c.len() >= CACHE_LIMIT {
            c.clear();
        }
        c.insert(key, Arc::clone(&v));
    }
    v
}

/// [`shape`] of the bold or regular face, from a cache shared by all threads.
#[must_use]
pub fn shaped(bold: bool, size: f32, text: &str) -> Arc<Shaped> {
    cached(&SHAPED, (bold, size.to_bits(), text.to_owned()), || {
        shape(face(bold), size, text)
    })
}

/// `text` drawn in `colour` with the bold or regular face, from a cache shared by all
/// threads.
#[must_use]
pub fn image(bold: bool, size: f32, text: &str, colour: Rgb) -> Arc<TextImage> {
    let key = ((bold, size.to_bits(), text.to_owned()), colour);
    cached(&IMAGES, key, || {
        rasterise(
            face(bold),
            PxScale::from(size),
            &shaped(bold, size, text),
            colour,
        )
    })
}

/// The pen's advance over `text`.
#[must_use]
pub fn width(bold: bool, size: f32, text: &str) -> f32 {
    shaped(bold, size, text).advance
}

/// Height of the digits above the baseline, for centring text vertically.
#[must_use]
pub fn cap_height(bold: bool, size: f32) -> f32 {
    image(bold, size, "8", [0, 0, 0]).image.height() as f32
}

/// `text` if it fits in `max` pixels, else its longest prefix (in characters) that fits
/// followed by "…".
#[must_use]
pub fn fit(bold: bool, size: f32, text: &str, max: f32) -> String {
    if width(bold, size, text) <= max {
        return text.to_owned();
    }
    let chars: Vec<char> = text.chars().filter(|&c| !invisible(c)).collect();
    let shortened = |k: usize| {
        let mut s: String = chars[..k].iter().collect::<String>().trim_end().to_owned();
        s.push('…');
        s
    };
    // The widths of the shortened texts grow with k: find the last k that fits.
    let (mut lo, mut hi) = (0, chars.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if width(bold, size, &shortened(mid)) <= max {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    shortened(lo)
}

/// `text` broken at spaces into at most `widths.len()` lines, line `i` at most
/// `widths[i]` pixels, preferring to break after a " · " separator (which is then
/// dropped); the last line is shortened with "…" if the text does not fit.
#[must_use]
pub fn wrap(bold: bool, size: f32, text: &str, widths: &[f32]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = text.trim();
    let Some(&last) = widths.last() else {
        return out;
    };
    while !rest.is_empty() && out.len() + 1 < widths.len() {
        let max = widths[out.len()];
        if width(bold, size, rest) <= max {
            break;
        }
        // The longest run of words that fits, or the longest ending at a separator.
        let (mut cut, mut separator) = (None, None);
        for (i, c) in rest.char_indices() {
            if c == ' ' {
                if width(bold, size, &rest[..i]) > max {
                    break;
                }
                cut = Some(i);
                if rest[..i].ends_with(" ·") {
                    separator = Some(i);
                }
            }
        }
        let Some(i) = separator.or(cut) else { break };
        let line = rest[..i].trim_end();
        let line = line.strip_suffix(" ·").unwrap_or(line);
        out.push(line.trim_end().to_owned());
        rest = rest[i..].trim_start();
    }
    if !rest.is_empty() || out.is_empty() {
        let max = widths.get(out.len()).copied().unwrap_or(last);
        out.push(fit(bold, size, rest, max));
    }
    out
}

/// `items` (such as rule names) joined by ", " onto lines of at most `widths[i]` pixels,
/// never breaking inside an item: an item too long for a line of its own is shortened
/// with "…", and the items left over when the lines are full are counted as "+N" at the
/// end of the last line.
#[must_use]
pub fn pack(bold: bool, size: f32, items: &[String], widths: &[f32]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut line = 0;
    for (i, item) in items.iter().enumerate() {
        if line >= widths.len() {
            break;
        }
        let left = items.len() - i - 1;
        // On the last line, keep room for "+N" if items would be left over.
        let room = |s: &str, line: usize| {
            let more = if line + 1 == widths.len() && left > 0 {
                width(bold, size, &format!(" +{left}"))
            } else {
                0.0
            };
            width(bold, size, s) + more <= widths[line]
        };
        let joined = if current.is_empty() {
            item.clone()
        } else {
            format!("{current}, {item}")
        };
        if room(&joined, line) {
            current = joined;
            continue;
        }
        if !current.is_empty() && line + 1 < widths.len() {
            lines.push(std::mem::take(&mut current));
            line += 1;
            if room(item, line) {
                current.clone_from(item);
                continue;
            }
        }
        if current.is_empty() {
            current = fit(bold, size, item, widths[line]);
            continue;
        }
        // The lines are full: count what is left.
        current = format!("{current} +{}", items.len() - i);
        lines.push(std::mem::take(&mut current));
        return lines;
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_short_text_and_truncates_long_text_within_the_width() {
        assert_eq!(fit(false, 19.0, "Alice", 200.0), "Alice");
        let long = "W".repeat(40);
        let cut = fit(false, 19.0, &long, 150.0);
        assert!(cut.ends_with('…') && cut.len() < long.len(), "{cut}");
        assert!(width(false, 19.0, &cut) <= 150.0);
        assert!(
            width(false, 19.0, &format!("W{cut}")) > 150.0,
            "longest prefix"
        );
        assert_eq!(fit(false, 19.0, &long, 1.0), "…");
        assert_eq!(fit(false, 19.0, "", 100.0), "");
    }

    #[test]
    fn wrap_breaks_at_spaces_and_shortens_the_last_line() {
        let two = [250.0, 250.0];
        let lines = wrap(true, 22.0, "Move 61 · Computer 4 to move", &two);
        assert_eq!(lines, ["Move 61", "Computer 4 to move"]);
        let plain = wrap(true, 22.0, "The quick brown fox jumps over", &two);
        assert_eq!(plain.len(), 2, "{plain:?}");
        assert!(plain.iter().all(|l| width(true, 22.0, l) <= 250.0));
        assert_eq!(plain.join(" "), "The quick brown fox jumps over");
        let long = wrap(true, 22.0, &"word ".repeat(40), &two);
        assert_eq!(long.len(), 2);
        assert!(long[1].ends_with('…'));
        assert_eq!(wrap(true, 22.0, "", &two), vec![String::new()]);
        assert!(wrap(true, 22.0, "x", &[]).is_empty());
        let unbroken = wrap(true, 22.0, &"王".repeat(40), &two);
        assert_eq!(unbroken.len(), 1);
    }

    #[test]
    fn pack_never_cuts_a_rule_name_and_counts_what_is_left() {
        let rules: Vec<String> = [
            "first_player=random",
            "long_jumps=on",
            "stuck=pass",
            "spoiling=off",
        ]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
        let roomy = pack(false, 18.0, &rules, &[2000.0]);
        assert_eq!(
            roomy,
            ["first_player=random, long_jumps=on, stuck=pass, spoiling=off"]
        );
        let w = width(false, 18.0, "first_player=random, long_jumps=on") + 1.0;
        let two = pack(false, 18.0, &rules, &[w, w]);
        assert_eq!(two[0], "first_player=random, long_jumps=on");
        assert_eq!(two[1], "stuck=pass, spoiling=off");
        let one = pack(false, 18.0, &rules, &[w]);
        assert_eq!(one, ["first_player=random +3"]);
        for line in one.iter().chain(&two) {
            assert!(width(false, 18.0, line) <= w, "{line}");
        }
        assert!(pack(false, 18.0, &[], &[w]).is_empty());
    }

    #[test]
    fn clean_bounds_length_and_drops_invisible_characters() {
        assert_eq!(clean("  a\t\nb\u{200d}c  ", 10), "a bc");
        assert_eq!(clean(&"x".repeat(50), 32).chars().count(), 32);
        assert_eq!(clean("\u{0}\u{fe0f}", 5), "");
    }

    #[test]
    fn text_the_font_lacks_or_cannot_see_draws_without_panicking() {
        let ink = [0, 0, 0];
        assert_eq!(image(false, 19.0, "", ink).image.width(), 0);
        assert_eq!(
            image(false, 19.0, "\u{200d}\u{fe0f}\n", ink).image.width(),
            0
        );
        // What the font lacks comes from the fallback faces, so something is drawn.
        assert!(image(false, 19.0, "🎲王", ink).image.width() > 0);
    }

    #[test]
    fn arabic_is_joined_and_laid_out_right_to_left() {
        let face = &REGULAR;
        let id = |c: char| face.font.glyph_id(c);
        // "مرحبا": shaping picks the joined forms, not the isolated ones of the characters.
        let word = "مرحبا";
        let shaped = shape(face, 20.0, word);
        assert_eq!(shaped.glyphs.len(), 5);
        let isolated: Vec<GlyphId> = word.chars().map(id).collect();
        let drawn: Vec<GlyphId> = shaped.glyphs.iter().map(|g| g.1).collect();
        assert!(
            drawn.iter().filter(|g| isolated.contains(g)).count() <= 1,
            "{drawn:?} are the isolated forms {isolated:?}"
        );
        // Right to left: the first letter, meem in its initial form, is drawn rightmost;
        // the last, alef in its final form, leftmost.
        assert_eq!(drawn[4], id('\u{FEE3}'), "initial meem");
        assert_eq!(drawn[0], id('\u{FE8E}'), "final alef");
        let xs: Vec<f32> = shaped.glyphs.iter().map(|g| g.2).collect();
        assert!(xs.windows(2).all(|w| w[0] < w[1]), "visual order {xs:?}");
        // A Latin name beside it keeps its own order.
        let mixed = shape(face, 20.0, "Ali مرحبا");
        assert_eq!(mixed.glyphs[0].1, id('A'));
    }
}

#[cfg(test)]
mod script_tests {
    use super::*;

    /// Every script a Discord name may be in is drawn with a face that has each of its
    /// characters: no glyph is the missing-glyph box (glyph 0), and each draws ink.
    #[test]
    fn names_in_every_script_draw_real_glyphs_with_ink() {
        let names = [
            ("CJK ideographs", "李小龍"),
            ("kana", "さくら カタカナ"),
            ("Hangul", "김민준"),
            ("Devanagari", "प्रिया"),
            ("Thai", "สมชาย"),
            ("Hebrew", "שלום"),
            ("Cyrillic", "Дмитрий"),
            ("Greek", "Δημήτρης"),
            ("emoji", "😀🎲🦊"),
            ("Latin", "Zoë"),
        ];
        for bold in [false, true] {
            for (script, name) in names {
                // Nothing is replaced: every character is in some face.
                for c in name.chars().filter(|c| !c.is_whitespace()) {
                    let ix = face_for(face(bold), c);
                    assert!(chained(face(bold), ix).has(c), "{script}: {c}");
                }
                let shaped = shape(face(bold), 24.0, name);
                assert!(!shaped.glyphs.is_empty(), "{script}");
                for &(ix, id, _, _) in &shaped.glyphs {
                    assert_ne!(id.0, 0, "{script} ({name}): a missing-glyph box, face {ix}");
                }
                let drawn = rasterise(face(bold), PxScale::from(24.0), &shaped, [0, 0, 0]);
                let ink = drawn.image.pixels().filter(|p| p.0[3] > 128).count();
                assert!(ink > 20, "{script} ({name}): {ink} pixels of ink");
            }
        }
    }

    /// The faces are the ones the docs name: CJK and kana from Droid Sans Fallback,
    /// Devanagari and Thai from Noto, pictographs from Symbola; Latin, Greek, Cyrillic,
    /// Hebrew, Hangul and the emoticons from `DejaVu`.
    #[test]
    fn each_script_comes_from_its_face() {
        for (c, expected) in [
            ('李', 1),
            ('さ', 1),
            ('김', 1),
            ('प', 2),
            ('ส', 3),
            // `DejaVu` has the emoticons; Symbola the other pictographs.
            ('😀', 0),
            ('🦊', 4),
            ('\u{FFFD}', 0),
            ('Д', 0),
            ('Δ', 0),
            ('ש', 0),
            ('e', 0),
        ] {
            assert_eq!(face_for(&REGULAR, c), expected, "{c}");
            let face = chained(&REGULAR, expected);
            assert!(face.has(c), "{c} is in face {expected}");
        }
    }

    /// A character no bundled face has is drawn as the replacement character, with ink,
    /// never as an empty box.
    #[test]
    fn a_character_no_face_has_is_drawn_as_the_replacement_character() {
        // A private-use character, and an emoji newer than Symbola's Unicode 9: in none of
        // the faces.
        for c in ['\u{E123}', '\u{1FA80}'] {
            assert!(!REGULAR.has(c) && FALLBACK.iter().all(|f| !f.has(c)), "{c}");
            let text = format!("A{c}B");
            let with = shape(&REGULAR, 24.0, &text);
            let replaced = shape(&REGULAR, 24.0, &format!("A{REPLACEMENT}B"));
            let ids = |s: &Shaped| s.glyphs.iter().map(|g| (g.0, g.1)).collect::<Vec<_>>();
            assert_eq!(ids(&with), ids(&replaced), "{c}");
            assert!(with.glyphs.iter().all(|g| g.1 .0 != 0));
        }
    }
}
