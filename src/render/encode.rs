//! Writing palette indices as an indexed-colour PNG.

use std::io::Write;

use super::palette::Palette;

/// The zlib level for board images. On a 6-player mid-game board zlib-rs gives 60 KB in
/// 1.15 ms at level 1, 48 KB in 1.6 ms at level 2, 45 KB in 2.0 ms at level 3 and 39 KB in
/// 3.6 ms at level 6 (`BENCHMARKS.md`). The imageproc renderer's anti-aliased edges and
/// bold labels compress less (61.5 KB at level 2), so level 3 keeps the image under 60 KB.
const LEVEL: u32 = 3;

/// Encodes `data` (PNG image data of a `width × height` indexed image: each row a filter
/// byte then `width` palette indices) as an 8-bit indexed PNG with `palette`, the image
/// data compressed by zlib-rs (through `flate2`). Never panics: on an (impossible)
/// encoder error it logs and returns an empty vector.
#[must_use]
pub fn png(data: &[u8], width: u32, height: u32, palette: &Palette) -> Vec<u8> {
    debug_assert_eq!(data.len(), (width as usize + 1) * height as usize);
    let mut z = flate2::write::ZlibEncoder::new(
        Vec::with_capacity(96 * 1024),
        flate2::Compression::new(LEVEL),
    );
    let zlib = z.write_all(data).and_then(|()| z.finish());
    let mut out = Vec::with_capacity(96 * 1024);
    match zlib
        .map_err(png::EncodingError::from)
        .and_then(|zlib| write_png(&mut out, &zlib, width, height, palette))
    {
        Ok(()) => out,
        Err(e) => {
            tracing::error!(error = %e, "PNG encoding failed");
            Vec::new()
        }
    }
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
