//! Styles: the pre-drawn [`Art`] of a theme and format with the palette its images are
//! written in (the palette of a specimen drawn by [`super::draw`]), built once per
//! process. Apart from the art and the drawing, which both stand below it.

use std::sync::LazyLock;

use super::art::Art;
use super::palette::Palette;
use super::theme::{self, Theme};

/// [`Art`] with the palette its images are written in, and the static layer as palette
/// indices.
pub struct Style {
    /// The pre-drawn parts.
    pub art: Art,
    /// The theme's palette.
    pub palette: &'static Palette,
    /// The static layer as PNG image data: each row a filter byte (0) then `width`
    /// palette indices.
    pub indices: Vec<u8>,
}

/// Which image a style draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The board image ([`theme::FULL`]).
    Full,
    /// Replay frames ([`theme::REPLAY`]).
    Replay,
}

static FULL_LIGHT: LazyLock<Style> = LazyLock::new(|| Style::full(Theme::Light));
static FULL_DARK: LazyLock<Style> = LazyLock::new(|| Style::full(Theme::Dark));
static REPLAY_LIGHT: LazyLock<Style> = LazyLock::new(|| Style::replay(Theme::Light));
static REPLAY_DARK: LazyLock<Style> = LazyLock::new(|| Style::replay(Theme::Dark));

/// The style of `theme` for `format`, built on first use.
pub fn style(theme: Theme, format: Format) -> &'static Style {
    match (theme, format) {
        (Theme::Light, Format::Full) => &FULL_LIGHT,
        (Theme::Dark, Format::Full) => &FULL_DARK,
        (Theme::Light, Format::Replay) => &REPLAY_LIGHT,
        (Theme::Dark, Format::Replay) => &REPLAY_DARK,
    }
}

impl Style {
    fn full(theme: Theme) -> Style {
        let art = Art::new(theme, theme::FULL);
        // Built once per theme and process, like the static it is stored in.
        let palette: &'static Palette = Box::leak(Box::new(super::draw::specimen_palette(&art)));
        Style::with_palette(art, palette)
    }

    fn replay(theme: Theme) -> Style {
        let palette = style(theme, Format::Full).palette;
        Style::with_palette(Art::new(theme, theme::REPLAY), palette)
    }

    fn with_palette(mut art: Art, palette: &'static Palette) -> Style {
        art.set_palette(palette);
        for patch in &mut art.patches {
            patch.quantise(palette);
        }
        let w = art.m.width as usize;
        let mut indices = vec![0; (w + 1) * art.m.height as usize];
        for (pixels, out) in art
            .layer
            .as_raw()
            .chunks_exact(4 * w)
            .zip(indices.chunks_exact_mut(w + 1))
        {
            palette.quantise(pixels, &mut out[1..]);
        }
        Style {
            art,
            palette,
            indices,
        }
    }
}
