//! Writing palette indices as an indexed-colour PNG.

use super::palette::Palette;

/// Encodes `indices` (`width × height` palette indices, row-major) as an 8-bit indexed
/// PNG with `palette`. Filtering with "Sub" turns the long flat runs into zeros, which the
/// fast fdeflate compressor packs well. Never panics: on an (impossible) encoder error it
/// logs and returns an empty vector.
#[must_use]
pub fn png(indices: &[u8], width: u32, height: u32, palette: &Palette) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    match write_png(&mut out, indices, width, height, palette) {
        Ok(()) => out,
        Err(e) => {
            tracing::error!(error = %e, "PNG encoding failed");
            Vec::new()
        }
    }
}

fn write_png(
    out: &mut Vec<u8>,
    indices: &[u8],
    width: u32,
    height: u32,
    palette: &Palette,
) -> Result<(), png::EncodingError> {
    let mut encoder = png::Encoder::new(out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.rgb_bytes());
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::Filter::Sub);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(indices)?;
    writer.finish()
}
