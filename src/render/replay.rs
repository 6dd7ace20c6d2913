//! A whole game as an animated GIF: one frame per move at [`theme::REPLAY`] size.
//!
//! The board with its pegs is kept as a layer that each move updates only where pegs
//! changed; the marks and text of a frame are drawn over it; and a frame stores only the
//! box of pixels that differ from the one before, unchanged pixels in it transparent.

use super::draw::{self, Format, Scene, SeatLine};
use super::palette::TRANSPARENT;
use super::raster::{Canvas, Layer, Rect};
use super::text;
use super::theme::{self, Theme};
use crate::core::{Board, Game, GameRecord, Hole, HoleSet, RecordError, Turn};

/// Discord's default upload limit; a replay stays under it.
pub const MAX_GIF_BYTES: usize = 10 * 1024 * 1024;

/// Moves a replay shows at most (far above real games, which take a few hundred): a longer
/// record shows its last this many moves, so no record makes unbounded work.
pub const MAX_REPLAY_MOVES: usize = 2000;

/// How long each frame shows, in hundredths of a second.
const MOVE_DELAY: u16 = 50;
/// The first and last frame show longer.
const FIRST_DELAY: u16 = 150;
const LAST_DELAY: u16 = 400;

/// Draws every position of `record` (the start, then one frame per move or resignation)
/// as a looping GIF of 480 × 460 pixels, at most [`MAX_REPLAY_MOVES`] moves (the last
/// ones). `names` are the seat names (missing ones are taken from the record, then left
/// empty). Takes well under a second for a 400-move game; run it on a blocking thread.
///
/// # Errors
/// [`RecordError`] when the record does not replay.
pub fn render_replay_gif(
    record: &GameRecord,
    names: &[String],
    theme: Theme,
) -> Result<Vec<u8>, RecordError> {
    let end = record.replay()?;
    let mut game = record.new_game()?;
    let style = draw::style(theme, Format::Replay);
    let art = &style.art;
    let (w, h) = (art.m.width, art.m.height);
    let names: Vec<String> = (0..game.layout().seats())
        .map(|s| {
            let n = names
                .get(s)
                .filter(|n| !n.trim().is_empty())
                .or_else(|| record.names.get(s))
                .map_or("", String::as_str);
            text::clean(n, theme::MAX_NAME_CHARS)
        })
        .collect();
    let moves = end
        .history()
        .iter()
        .filter(|t| !matches!(t, Turn::Pass { .. }))
        .count();

    // The board: static art plus pegs, updated where pegs change.
    let mut board = art.layer.indices.clone();
    let mut shown = Board::empty();
    let mut frames: Vec<gif::Frame<'static>> = Vec::with_capacity(moves + 1);
    let mut previous: Vec<u8> = Vec::new();
    let mut buffer: Vec<u8> = Vec::new();
    let mut scratch: Vec<u8> = Vec::new();
    let mut number = 0;
    let mut turns = end.history().iter();
    // Moves before the window are played without frames.
    while number + MAX_REPLAY_MOVES < moves {
        let Some(turn) = turns.find(|t| !matches!(t, Turn::Pass { .. })) else {
            break;
        };
        if play(&mut game, turn).is_err() {
            break;
        }
        number += 1;
    }
    loop {
        update_board(&mut board, &mut shown, game.board(), style);
        let last = super::last_move(&game).filter(|_| number > 0);
        let scene = frame_scene(&game, &names, last, number == moves);
        buffer.clear();
        buffer.extend_from_slice(&board);
        let mut canvas = Canvas::indexed(w, h, buffer, style.palette);
        draw::draw(&mut canvas, art, &scene);
        let delay = if number == 0 { FIRST_DELAY } else { MOVE_DELAY };
        let current = canvas.indices();
        frames.push(delta_frame(&previous, current, w, h, delay, &mut scratch));
        previous.clear();
        previous.extend_from_slice(current);
        buffer = canvas.into_indices();

        // The next move or resignation (passes were played with the move before them).
        let Some(turn) = turns.find(|t| !matches!(t, Turn::Pass { .. })) else {
            break;
        };
        if play(&mut game, turn).is_err() {
            // The record replayed above, so this cannot happen; stop rather than panic.
            break;
        }
        number += 1;
    }
    if let Some(f) = frames.last_mut() {
        f.delay = LAST_DELAY;
    }

    encode_parallel(&mut frames);
    let mut out = Vec::new();
    let mut palette = style.palette.rgb_bytes();
    palette.resize(256 * 3, 0);
    let written = (|| -> Result<Vec<u8>, gif::EncodingError> {
        let mut encoder = gif::Encoder::new(&mut out, w as u16, h as u16, &palette)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        for f in &frames {
            encoder.write_lzw_pre_encoded_frame(f)?;
        }
        encoder.into_inner()?;
        Ok(out)
    })();
    Ok(written.unwrap_or_else(|e| {
        tracing::error!(error = %e, "GIF encoding failed");
        Vec::new()
    }))
}

/// Plays `turn` of the replayed game (passes were played with the move before them).
fn play(game: &mut Game, turn: &Turn) -> Result<(), crate::core::MoveError> {
    match turn {
        Turn::Move { seat, path, .. } => game.play_path(*seat, path).map(|_| ()),
        Turn::Resign { seat } => game.resign(*seat),
        Turn::Pass { .. } => Ok(()),
    }
}

/// Redraws the holes of `board` (indices laid out like [`Layer::indices`]) whose peg
/// differs between `shown` and `now`.
fn update_board(board: &mut Vec<u8>, shown: &mut Board, now: &Board, style: &draw::Style) {
    let art = &style.art;
    let changed: Vec<Hole> = Hole::all()
        .filter(|&h| shown.peg_at(h) != now.peg_at(h))
        .collect();
    if changed.is_empty() {
        return;
    }
    let e = art.m.peg_extent() + 1.0;
    let (w, h) = (art.m.width, art.m.height);
    let mut canvas = Canvas::indexed(w, h, std::mem::take(board), style.palette);
    let mut boxes = Vec::with_capacity(changed.len());
    for &hole in &changed {
        let (x, y) = art.m.hole_centre(hole);
        let r = Rect::around(x - e, y - e, x + e, y + e);
        // Back to the static art, then every peg that overlaps the box.
        canvas.copy_indices(&art.layer.indices, r);
        boxes.push(r);
    }
    for hole in Hole::all() {
        let Some(peg) = now.peg_at(hole) else {
            continue;
        };
        let (x, y) = art.m.hole_centre(hole);
        let r = Rect::around(x - e, y - e, x + e, y + e);
        if boxes.iter().any(|b| b.overlaps(&r)) {
            draw::draw_peg(&mut canvas, art, hole, draw::kind(peg));
        }
    }
    *board = canvas.into_indices();
    *shown = *now;
}

/// What a frame shows: the pegs and the last move. The legend shows names and colours
/// only, so that it stays the same from frame to frame (and out of the frames' changed
/// boxes); the last frame adds pegs home and who is to move, if anyone.
fn frame_scene<'a>(
    game: &'a Game,
    names: &'a [String],
    last: Option<&'a [Hole]>,
    final_frame: bool,
) -> Scene<'a> {
    let layout = game.layout();
    let seats = (0..layout.seats())
        .map(|seat| {
            let armies = layout.armies(seat);
            let pegs = 10 * armies.len();
            let (tally, tally_widest) = if final_frame {
                (
                    format!("{}/{pegs}", game.pegs_home(seat)),
                    format!("{pegs}/{pegs}"),
                )
            } else {
                (String::new(), String::new())
            };
            SeatLine {
                armies,
                name: names.get(seat).cloned().unwrap_or_default(),
                level: String::new(),
                tally,
                tally_widest,
                to_move: final_frame && game.to_move() == Some(seat),
                out: game.has_resigned(seat),
            }
        })
        .collect();
    Scene {
        board: game.board(),
        header: String::new(),
        mover: None,
        seats,
        last_path: last.unwrap_or(&[]),
        captured: &[],
        highlight: HoleSet::EMPTY,
        selected: None,
        chains: &[],
    }
}

/// The frame showing `current` after `previous` (both laid out like
/// [`Layer::indices`]; `previous` empty for the first frame): the box of changed pixels,
/// unchanged ones transparent.
fn delta_frame(
    previous: &[u8],
    current: &[u8],
    width: u32,
    height: u32,
    delay: u16,
    scratch: &mut Vec<u8>,
) -> gif::Frame<'static> {
    let mut frame = gif::Frame {
        delay,
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    };
    if previous.len() != current.len() {
        frame.width = width as u16;
        frame.height = height as u16;
        let mut all = Vec::with_capacity((width * height) as usize);
        for y in 0..height {
            all.extend_from_slice(Layer::row(current, width, y));
        }
        frame.buffer = all.into();
        return frame;
    }
    let mut changed = Rect::default();
    for y in 0..height {
        let (a, b) = (
            Layer::row(previous, width, y),
            Layer::row(current, width, y),
        );
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = a.len() - a.iter().zip(b).rev().position(|(p, q)| p != q).unwrap_or(0);
        changed = changed.union(&Rect {
            x0: first as i32,
            y0: y as i32,
            x1: last as i32,
            y1: y as i32 + 1,
        });
    }
    if changed.is_empty() {
        // Nothing changed: one transparent pixel keeps the frame (and its delay).
        changed = Rect {
            x0: 0,
            y0: 0,
            x1: 1,
            y1: 1,
        };
    }
    scratch.clear();
    for y in changed.y0 as u32..changed.y1 as u32 {
        let (a, b) = (
            Layer::row(previous, width, y),
            Layer::row(current, width, y),
        );
        let span = changed.x0 as usize..changed.x1 as usize;
        scratch.extend(a[span.clone()].iter().zip(&b[span]).map(|(&p, &q)| {
            if p == q {
                TRANSPARENT
            } else {
                q
            }
        }));
    }
    frame.left = changed.x0 as u16;
    frame.top = changed.y0 as u16;
    frame.width = (changed.x1 - changed.x0) as u16;
    frame.height = (changed.y1 - changed.y0) as u16;
    frame.transparent = Some(TRANSPARENT);
    frame.buffer = scratch.clone().into();
    frame
}

/// LZW-compresses the frames, on two threads when there are enough of them.
fn encode_parallel(frames: &mut [gif::Frame<'static>]) {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .min(4);
    if threads < 2 || frames.len() < 16 {
        frames.iter_mut().for_each(gif::Frame::make_lzw_pre_encoded);
        return;
    }
    let chunk = frames.len().div_ceil(threads);
    std::thread::scope(|s| {
        for part in frames.chunks_mut(chunk) {
            s.spawn(|| part.iter_mut().for_each(gif::Frame::make_lzw_pre_encoded));
        }
    });
}
