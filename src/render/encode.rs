//! Writing palette indices as an indexed-colour PNG.

use super::deflate;
use super::palette::Palette;

/// Encodes `data` (PNG image data of a `width × height` indexed image: each row a filter
/// byte then `width` palette indices) as an 8-bit indexed PNG with `palette`, compressed
/// by [`deflate::zlib`] with the image's own repeat distances: along a row, one row down,
/// and one and two hole spacings (`spacing` pixels) along a row. Never panics: on an
/// (impossible) encoder error it logs and returns an empty vector.
#[must_use]
pub fn png(data: &[u8], width: u32, height: u32, spacing: u32, palette: &Palette) -> Vec<u8> {
    let stride = width as usize + 1;
    debug_assert_eq!(data.len(), stride * height as usize);
    let mut z = Vec::with_capacity(64 * 1024);
    deflate::zlib(data, &hints(width, spacing), &mut z);
    let mut out = Vec::with_capacity(z.len() + 1024);
    match write_png(&mut out, &z, width, height, palette) {
        Ok(()) => out,
        Err(e) => {
            tracing::error!(error = %e, "PNG encoding failed");
            Vec::new()
        }
    }
}

/// The distances at which an image `width` pixels wide with holes `spacing` pixels apart
/// repeats itself in its PNG image data.
#[must_use]
pub fn hints(width: u32, spacing: u32) -> [usize; 3] {
    let (stride, s) = (width as usize + 1, spacing as usize);
    [1, stride, s]
}

fn write_png(
    out: &mut Vec<u8>,
    zlib: &[u8],
    width: u32,
    height: u32,
    palette: &Palette,
) -> Result<(), png::EncodingError> {
    let mut encoder = png::Encoder::new(out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.rgb_bytes());
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, zlib)?;
    writer.finish()
}
