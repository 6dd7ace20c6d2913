//! Text: the bundled DejaVu Sans faces, one-line layout, rasterising into coverage masks,
//! shortening to a width and wrapping onto lines.
//!
//! Characters the font lacks (CJK, emoji) are drawn as its "missing glyph" box;
//! invisible and control characters are dropped, so any string draws without panicking.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::raster::Mask;

/// DejaVu Sans.
pub static REGULAR: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fonts/DejaVuSans.ttf"
    )))
    .expect("the bundled DejaVuSans.ttf parses")
});

/// DejaVu Sans Bold.
pub static BOLD: LazyLock<FontRef<'static>> = LazyLock::new(|| {
    FontRef::try_from_slice(include_bytes!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fonts/DejaVuSans-Bold.ttf"
    )))
    .expect("the bundled DejaVuSans-Bold.ttf parses")
});

/// Text masks drawn recently: names and headers repeat from move to move.
type MaskCache = HashMap<(bool, u32, String), Arc<Mask>>;
static CACHE: LazyLock<Mutex<MaskCache>> = LazyLock::new(Mutex::default);
/// Masks kept at most; the cache is emptied when it is full.
const CACHE_LIMIT: usize = 2048;

/// [`text_mask`] of the bold or regular face, from a cache shared by all threads.
#[must_use]
pub fn cached_mask(bold: bool, size: f32, text: &str) -> Arc<Mask> {
    let key = (bold, size.to_bits(), text.to_owned());
    if let Some(mask) = CACHE.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return mask;
    }
    let font: &FontRef<'static> = if bold { &BOLD } else { &REGULAR };
    let mask = Arc::new(text_mask(font, size, text));
    if let Ok(mut cache) = CACHE.lock() {
        if cache.len() >= CACHE_LIMIT {
            cache.clear();
        }
        cache.insert(key, Arc::clone(&mask));
    }
    mask
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

/// The glyphs of `text` and the pen's x position before each, plus the final advance.
#[must_use]
pub fn layout(font: &FontRef<'static>, size: f32, text: &str) -> (Vec<(GlyphId, f32)>, f32) {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut glyphs = Vec::with_capacity(text.len());
    let mut x = 0.0;
    let mut prev: Option<GlyphId> = None;
    for c in text.chars().filter(|&c| !invisible(c)) {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        glyphs.push((id, x));
        x += scaled.h_advance(id);
        prev = Some(id);
    }
    (glyphs, x)
}

/// The pen's advance over `text`.
#[must_use]
pub fn width(font: &FontRef<'static>, size: f32, text: &str) -> f32 {
    layout(font, size, text).1
}

/// Rasterises `text` on one line.
#[must_use]
pub fn text_mask(font: &FontRef<'static>, size: f32, text: &str) -> Mask {
    let scale = PxScale::from(size);
    let (glyphs, advance) = layout(font, size, text);
    let outlined: Vec<_> = glyphs
        .into_iter()
        .filter_map(|(id, x)| font.outline_glyph(id.with_scale_and_position(scale, point(x, 0.0))))
        .collect();
    let mut min = (f32::MAX, f32::MAX);
    let mut max = (f32::MIN, f32::MIN);
    for g in &outlined {
        let b = g.px_bounds();
        min = (min.0.min(b.min.x), min.1.min(b.min.y));
        max = (max.0.max(b.max.x), max.1.max(b.max.y));
    }
    if outlined.is_empty() || max.0 <= min.0 || max.1 <= min.1 {
        return Mask {
            advance,
            ..Mask::default()
        };
    }
    let (left, top) = (min.0.floor() as i32, min.1.floor() as i32);
    let width = (max.0.ceil() as i32 - left).max(0) as u32;
    let height = (max.1.ceil() as i32 - top).max(0) as u32;
    let mut alpha = vec![0u8; width as usize * height as usize];
    for g in &outlined {
        let b = g.px_bounds();
        let (ox, oy) = (b.min.x as i32 - left, b.min.y as i32 - top);
        g.draw(|gx, gy, c| {
            let (x, y) = (ox + gx as i32, oy + gy as i32);
            if (0..width as i32).contains(&x) && (0..height as i32).contains(&y) {
                let i = y as usize * width as usize + x as usize;
                let v = (c.clamp(0.0, 1.0) * 255.0).round() as u16;
                alpha[i] = (u16::from(alpha[i]) + v).min(255) as u8;
            }
        });
    }
    Mask {
        width,
        height,
        left,
        top,
        advance,
        alpha,
    }
}

/// Height of the digits above the baseline, for centring text vertically.
#[must_use]
pub fn cap_height(font: &FontRef<'static>, size: f32) -> f32 {
    text_mask(font, size, "8").height as f32
}

/// `text` if it fits in `max` pixels, else its longest prefix that fits followed by "…".
#[must_use]
pub fn fit(font: &FontRef<'static>, size: f32, text: &str, max: f32) -> String {
    let (glyphs, advance) = layout(font, size, text);
    if advance <= max {
        return text.to_owned();
    }
    let ellipsis = width(font, size, "…");
    // glyphs[k].1 is the pen position before glyph k: the width of the first k characters.
    let fitting = glyphs
        .iter()
        .take_while(|(_, x)| x + ellipsis <= max)
        .count();
    let mut out: String = text
        .chars()
        .filter(|&c| !invisible(c))
        .take(fitting.saturating_sub(1))
        .collect::<String>()
        .trim_end()
        .to_owned();
    out.push('…');
    out
}

/// `text` broken at spaces into at most `widths.len()` lines, line `i` at most
/// `widths[i]` pixels, preferring to break after a " · " separator (which is then
/// dropped); the last line is shortened with "…" if the text does not fit.
#[must_use]
pub fn wrap(font: &FontRef<'static>, size: f32, text: &str, widths: &[f32]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = text.trim();
    let Some(&last) = widths.last() else {
        return out;
    };
    while !rest.is_empty() && out.len() + 1 < widths.len() {
        let max = widths[out.len()];
        if width(font, size, rest) <= max {
            break;
        }
        // The longest run of words that fits, or the longest ending at a separator.
        let (mut cut, mut separator) = (None, None);
        for (i, c) in rest.char_indices() {
            if c == ' ' {
                if width(font, size, &rest[..i]) > max {
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
        out.push(fit(font, size, rest, max));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_short_text_and_truncates_long_text_within_the_width() {
        assert_eq!(fit(&REGULAR, 19.0, "Alice", 200.0), "Alice");
        let long = "W".repeat(40);
        let cut = fit(&REGULAR, 19.0, &long, 150.0);
        assert!(cut.ends_with('…') && cut.len() < long.len(), "{cut}");
        assert!(width(&REGULAR, 19.0, &cut) <= 150.0);
        assert_eq!(fit(&REGULAR, 19.0, &long, 1.0), "…");
        assert_eq!(fit(&REGULAR, 19.0, "", 100.0), "");
    }

    #[test]
    fn wrap_breaks_at_spaces_and_shortens_the_last_line() {
        let two = [250.0, 250.0];
        let lines = wrap(&BOLD, 22.0, "Move 61 · Computer 4 to move", &two);
        assert_eq!(lines, ["Move 61", "Computer 4 to move"]);
        let plain = wrap(&BOLD, 22.0, "The quick brown fox jumps over", &two);
        assert_eq!(plain.len(), 2, "{plain:?}");
        assert!(plain.iter().all(|l| width(&BOLD, 22.0, l) <= 250.0));
        assert_eq!(plain.join(" "), "The quick brown fox jumps over");
        let long = wrap(&BOLD, 22.0, &"word ".repeat(40), &two);
        assert_eq!(long.len(), 2);
        assert!(long[1].ends_with('…'));
        assert_eq!(wrap(&BOLD, 22.0, "", &two), vec![String::new()]);
        assert!(wrap(&BOLD, 22.0, "x", &[]).is_empty());
        let unbroken = wrap(&BOLD, 22.0, &"王".repeat(40), &two);
        assert_eq!(unbroken.len(), 1);
    }

    #[test]
    fn clean_bounds_length_and_drops_invisible_characters() {
        assert_eq!(clean("  a\t\nb\u{200d}c  ", 10), "a bc");
        assert_eq!(clean(&"x".repeat(50), 32).chars().count(), 32);
        assert_eq!(clean("\u{0}\u{fe0f}", 5), "");
    }

    #[test]
    fn text_the_font_lacks_or_cannot_see_draws_without_panicking() {
        assert_eq!(text_mask(&REGULAR, 19.0, "").width, 0);
        assert_eq!(text_mask(&REGULAR, 19.0, "\u{200d}\u{fe0f}\n").width, 0);
        // Missing glyphs become the font's box, so something is drawn.
        assert!(text_mask(&REGULAR, 19.0, "🎲王").width > 0);
    }
}
