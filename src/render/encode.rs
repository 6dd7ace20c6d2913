//! Writing palette indices as an indexed-colour PNG.

use flate2::{Compress, CompressError, Compression, FlushCompress, Status};

use super::palette::Palette;

/// The zlib level for board images. On a 6-player mid-game board zlib-rs gives 60 KB in
/// 1.15 ms at level 1, 48 KB in 1.6 ms at level 2, 45 KB in 2.0 ms at level 3 and 39 KB in
/// 3.6 ms at level 6 (`BENCHMARKS.md`, the hand-written renderer's image). The imageproc
/// renderer's image with a palette of about 100 colours gives 57 KB at level 2.
const LEVEL: u32 = 2;
/// The DEFLATE window: the second half of the image data is compressed with the last
/// this many bytes of the first as its dictionary, so that it loses almost nothing to the
/// split (RFC 1951 §2: distances reach 32,768 bytes back).
const WINDOW: usize = 32 * 1024;
/// Image data shorter than this is compressed on the calling thread alone.
const SPLIT_FROM: usize = 4 * WINDOW;
/// The zlib header (RFC 1950 §2.2): DEFLATE with a 32 KB window, "default" level, no
/// preset dictionary; 0x785E is a multiple of 31 as the header check requires.
const ZLIB_HEADER: [u8; 2] = [0x78, 0x5E];

/// Encodes `data` (PNG image data of a `width × height` indexed image: each row a filter
/// byte then `width` palette indices) as an 8-bit indexed PNG with `palette`, the image
/// data compressed by zlib-rs (through `flate2`). Large images are compressed in two
/// halves on two threads, as pigz does: the second half's dictionary is the end of the
/// first, and the halves' DEFLATE blocks are joined into one zlib stream. Never panics:
/// on an (impossible) encoder error it logs and returns an empty vector.
#[must_use]
pub fn png(data: &[u8], width: u32, height: u32, palette: &Palette) -> Vec<u8> {
    debug_assert_eq!(data.len(), (width as usize + 1) * height as usize);
    let mut out = Vec::with_capacity(96 * 1024);
    match zlib(data, width as usize + 1)
        .map_err(|e| png::EncodingError::from(std::io::Error::other(e)))
        .and_then(|zlib| write_png(&mut out, &zlib, width, height, palette))
    {
        Ok(()) => out,
        Err(e) => {
            tracing::error!(error = %e, "PNG encoding failed");
            Vec::new()
        }
    }
}

/// `data` as a zlib stream (RFC 1950), split at a row boundary (`row` bytes a row) near
/// the middle when it is large.
fn zlib(data: &[u8], row: usize) -> Result<Vec<u8>, CompressError> {
    let mut out = Vec::with_capacity(data.len() / 8 + 1024);
    out.extend_from_slice(&ZLIB_HEADER);
    let adler = if data.len() < SPLIT_FROM {
        out.extend_from_slice(&deflate(data, &[], true)?);
        adler(data)
    } else {
        let (first, second) = data.split_at(data.len() / row.max(1) / 2 * row);
        let dictionary = &first[first.len().saturating_sub(WINDOW)..];
        let ((a, adler_a), (b, adler_b)) = std::thread::scope(|s| {
            let second = s.spawn(|| (deflate(second, dictionary, true), adler(second)));
            let first = (deflate(first, &[], false), adler(first));
            // A panic of the other thread is raised again here (deflate does not panic).
            let second = second
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e));
            (first, second)
        });
        out.extend_from_slice(&a?);
        out.extend_from_slice(&b?);
        zlib_rs::adler32::adler32_combine(adler_a, adler_b, second.len() as u64)
    };
    out.extend_from_slice(&adler.to_be_bytes());
    Ok(out)
}

/// The Adler-32 checksum of `data` (RFC 1950 §8).
fn adler(data: &[u8]) -> u32 {
    zlib_rs::adler32::adler32(1, data)
}

/// `data` as raw DEFLATE blocks with `dictionary` as the window before it: the final
/// block when `last`, else ending on a byte boundary (a sync flush) so that more blocks
/// can follow.
fn deflate(data: &[u8], dictionary: &[u8], last: bool) -> Result<Vec<u8>, CompressError> {
    // A compressor from the pool: making one allocates and clears about 300 KB of tables.
    let mut z = COMPRESSORS
        .lock()
        .ok()
        .and_then(|mut pool| pool.pop())
        .unwrap_or_else(|| Compress::new(Compression::new(LEVEL), false));
    z.reset();
    let out = deflate_with(&mut z, data, dictionary, last);
    if let Ok(mut pool) = COMPRESSORS.lock() {
        if pool.len() < MAX_POOLED {
            pool.push(z);
        }
    }
    out
}

/// Compressors kept between images, at most [`MAX_POOLED`] (two an image).
static COMPRESSORS: std::sync::Mutex<Vec<Compress>> = std::sync::Mutex::new(Vec::new());
/// Compressors kept at most: enough for two images at once.
const MAX_POOLED: usize = 4;

fn deflate_with(
    z: &mut Compress,
    data: &[u8],
    dictionary: &[u8],
    last: bool,
) -> Result<Vec<u8>, CompressError> {
    if !dictionary.is_empty() {
        z.set_dictionary(dictionary)?;
    }
    let flush = if last {
        FlushCompress::Finish
    } else {
        FlushCompress::Sync
    };
    let mut out = Vec::with_capacity(data.len() / 8 + 1024);
    loop {
        let done = usize::try_from(z.total_in())
            .unwrap_or(data.len())
            .min(data.len());
        let status = z.compress_vec(&data[done..], &mut out, flush)?;
        let consumed = z.total_in() == data.len() as u64;
        // Done at the end of the stream, or when a flush left room in the output.
        if status == Status::StreamEnd || (!last && consumed && out.len() < out.capacity()) {
            return Ok(out);
        }
        out.reserve(out.capacity().max(1024));
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    /// Image data of `rows` rows of `row` bytes that compresses somewhat (repeats with
    /// noise), so that blocks span the split.
    fn data(rows: usize, row: usize) -> Vec<u8> {
        let mut state = 0x2545_F491_u32;
        (0..rows * row)
            .map(|i| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                if i % row == 0 {
                    0
                } else if state.is_multiple_of(4) {
                    (state >> 8) as u8
                } else {
                    (i % 37) as u8
                }
            })
            .collect()
    }

    #[test]
    fn the_two_halves_make_one_zlib_stream_of_the_same_bytes() {
        for (rows, row) in [(764, 801), (3, 801), (0, 801), (200, 1001)] {
            let data = data(rows, row);
            let z = zlib(&data, row).unwrap();
            assert_eq!(z[..2], ZLIB_HEADER);
            let mut back = Vec::new();
            flate2::read::ZlibDecoder::new(&z[..])
                .read_to_end(&mut back)
                .unwrap();
            assert_eq!(back, data, "{rows} rows of {row}");
            let stored = u32::from_be_bytes(z[z.len() - 4..].try_into().unwrap());
            assert_eq!(stored, adler(&data));
        }
    }

    #[test]
    fn the_dictionary_keeps_the_split_almost_free() {
        let data = data(764, 801);
        let split = zlib(&data, 801).unwrap().len();
        let mut whole = flate2::write::ZlibEncoder::new(Vec::new(), Compression::new(LEVEL));
        std::io::Write::write_all(&mut whole, &data).unwrap();
        let whole = whole.finish().unwrap().len();
        assert!(
            split <= whole + whole / 100,
            "{split} B split, {whole} B whole"
        );
    }
}
