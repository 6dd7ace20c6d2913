//! A whole game as an animated GIF: one frame per move at [`theme::REPLAY`] size.
//!
//! The board with its pegs is kept as an image (and its palette indices) that each move
//! updates only where pegs changed; the marks and text of a frame are drawn over a copy
//! of it; and a frame stores only the box of pixels that differ from the one before,
//! unchanged pixels in it transparent. Each frame's header gives the move's number and
//! who made it, with a swatch of their army.

use image::{imageops, GenericImageView};

use super::draw::{self, Frame, Scene, SeatLine};
use super::layout::Rect;
use super::palette::TRANSPARENT;
use super::style::{self, Format, Style};
use super::text;
use super::theme::{self, Theme};
use crate::core::{Board, Game, GameRecord, Hole, HoleSet, Point, RecordError, Turn};

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
    let style = style::style(theme, Format::Replay);
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
    let mut board = ShownBoard {
        frame: Frame::new(&art.layer),
        indices: style.indices.clone(),
        shown: Board::empty(),
    };
    let mut frame = Frame::new(&art.layer);
    let mut frames: Vec<gif::Frame<'static>> = Vec::with_capacity(moves + 1);
    let mut previous: Vec<u8> = Vec::new();
    let mut current: Vec<u8> = Vec::new();
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
        board.update(game.board(), style);
        let last = super::last_move(&game).filter(|_| number > 0);
        let scene = frame_scene(&game, &names, last, number, number == moves);
        frame.reset(&board.frame.image);
        current.clear();
        current.extend_from_slice(&board.indices);
        draw::draw(&mut frame, art, &scene);
        frame.quantise(art, style.palette, &mut current);
        let delay = if number == 0 { FIRST_DELAY } else { MOVE_DELAY };
        push_delta_frames(&mut frames, (&previous, &current), (w, h), delay);
        std::mem::swap(&mut previous, &mut current);

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
    // The last move shows longest, its boxes together as long as LAST_DELAY.
    let boxes_before = frames
        .iter()
        .rev()
        .skip(1)
        .take_while(|f| f.delay == BAND_DELAY)
        .count();
    if let Some(f) = frames.last_mut() {
        f.delay = LAST_DELAY.saturating_sub(BAND_DELAY * boxes_before as u16);
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

/// The board of a replay: the static layer with the pegs of `shown`, as pixels and as
/// palette indices.
struct ShownBoard {
    frame: Frame,
    indices: Vec<u8>,
    shown: Board,
}

impl ShownBoard {
    /// Redraws the holes whose peg differs between what is shown and `now`.
    fn update(&mut self, now: &Board, style: &Style) {
        let art = &style.art;
        let changed: Vec<Hole> = Hole::all()
            .filter(|&h| self.shown.peg_at(h) != now.peg_at(h))
            .collect();
        if changed.is_empty() {
            return;
        }
        self.frame.forget(art);
        let e = art.m.peg_extent() + 1.0;
        let (w, h) = (art.m.width, art.m.height);
        let around = |hole: Hole| {
            let (x, y) = art.m.hole_centre(hole);
            Rect::around(x - e, y - e, x + e, y + e).clip(w, h)
        };
        let mut boxes = Vec::with_capacity(changed.len());
        for &hole in &changed {
            // Back to the static art, then every peg that overlaps the box.
            let r = around(hole);
            let (x, y) = (r.x0 as u32, r.y0 as u32);
            let (rw, rh) = ((r.x1 - r.x0) as u32, (r.y1 - r.y0) as u32);
            imageops::replace(
                &mut self.frame.image,
                &*art.layer.view(x, y, rw, rh),
                x.into(),
                y.into(),
            );
            self.frame.touch(r);
            boxes.push(r);
        }
        for hole in Hole::all() {
            let Some(peg) = now.peg_at(hole) else {
                continue;
            };
            if boxes.iter().any(|b| b.overlaps(&around(hole))) {
                draw::draw_peg(&mut self.frame, art, hole, draw::kind(peg));
            }
        }
        self.frame.quantise(art, style.palette, &mut self.indices);
        // The frames of the replay start from this image: it must show every peg.
        self.frame.settle_all(art);
        self.shown = *now;
    }
}

/// What a frame shows: the pegs, the last move, and a header with the move's number and
/// who made it. The legend shows names and colours only, so that it stays the same from
/// frame to frame (and out of the frames' changed boxes); the last frame adds pegs home,
/// places and who is to move, if anyone.
fn frame_scene<'a>(
    game: &'a Game,
    names: &'a [String],
    last: Option<&'a [Hole]>,
    number: usize,
    final_frame: bool,
) -> Scene<'a> {
    let layout = game.layout();
    let seats = super::legend_order(game)
        .into_iter()
        .map(|seat| {
            let armies = layout.armies(seat);
            let pegs = 10 * armies.len();
            let (tally, tally_widest) = if final_frame {
                (
                    format!("{}/{pegs}", super::pegs_home(game, seat)),
                    format!("{pegs}/{pegs}"),
                )
            } else {
                (String::new(), String::new())
            };
            SeatLine {
                armies,
                name: names.get(seat.index()).cloned().unwrap_or_default(),
                level: String::new(),
                tally,
                tally_widest,
                place: game
                    .outcome()
                    .filter(|_| final_frame)
                    .and_then(|o| o.standings.iter().find(|s| s.seat == seat))
                    .map(|s| s.place),
                to_move: final_frame && game.to_move() == Some(seat),
                out: game.has_resigned(seat),
                team: super::team_letter(game, seat),
            }
        })
        .collect();
    // Who made the move shown: the seat of the last move or resignation.
    let mover = game.history().iter().rev().find_map(|t| match t {
        Turn::Move { seat, .. } | Turn::Resign { seat } => Some(*seat),
        Turn::Pass { .. } => None,
    });
    let (header, mover) = match mover.filter(|_| number > 0) {
        Some(seat) => (
            format!(
                "{number} · {}",
                names.get(seat.index()).map_or("", String::as_str)
            ),
            layout.armies(seat).first().copied(),
        ),
        None => (String::new(), None::<Point>),
    };
    Scene {
        board: game.board(),
        header,
        rules: &[],
        mover,
        seats,
        last_path: last.unwrap_or(&[]),
        // Each frame shows its own move only.
        earlier: Vec::new(),
        captured: &[],
        highlight: HoleSet::EMPTY,
        selected: None,
        chains: &[],
    }
}

/// Row `y` of `indices` (PNG image data of a `width`-pixel image: a filter byte, then
/// the row's palette indices).
fn row(indices: &[u8], width: u32, y: u32) -> &[u8] {
    let (w, s) = (width as usize, width as usize + 1);
    &indices[y as usize * s + 1..y as usize * s + 1 + w]
}

/// Unchanged rows that split a frame's change into two boxes (bands). Below this the
/// rows between cost less than a second frame's header.
const BAND_GAP: u32 = 12;
/// Most boxes one move's change is split into.
const MAX_BANDS: usize = 3;
/// Delay of every box but the last of one move, in hundredths of a second: browsers show
/// a frame of 0 or 1 for a tenth of a second, 2 is shown as 20 ms.
const BAND_DELAY: u16 = 2;

/// The frames showing `current` after `previous` (both PNG image data, see [`row`];
/// `previous` empty for the first frame), pushed onto `frames`: the first frame whole,
/// later ones as the boxes of changed pixels, unchanged pixels in them transparent. A
/// change made of bands far apart (the header and the move) is one box per band, shown
/// in turn, so the rows between them are not stored; together they take `delay`.
fn push_delta_frames(
    frames: &mut Vec<gif::Frame<'static>>,
    (previous, current): (&[u8], &[u8]),
    (width, height): (u32, u32),
    delay: u16,
) {
    if previous.len() != current.len() {
        let mut all = Vec::with_capacity((width * height) as usize);
        for y in 0..height {
            all.extend_from_slice(row(current, width, y));
        }
        frames.push(gif::Frame {
            delay,
            dispose: gif::DisposalMethod::Keep,
            width: width as u16,
            height: height as u16,
            buffer: all.into(),
            ..gif::Frame::default()
        });
        return;
    }
    let mut bands = changed_bands(previous, current, width, height);
    if bands.is_empty() {
        // Nothing changed: one transparent pixel keeps the frame (and its delay).
        bands.push(Rect {
            x0: 0,
            y0: 0,
            x1: 1,
            y1: 1,
        });
    }
    let last = bands.len() - 1;
    for (i, band) in bands.iter().enumerate() {
        let mut pixels = Vec::with_capacity(band.width() as usize * band.height() as usize);
        for y in band.y0 as u32..band.y1 as u32 {
            let (a, b) = (row(previous, width, y), row(current, width, y));
            let span = band.x0 as usize..band.x1 as usize;
            pixels.extend(a[span.clone()].iter().zip(&b[span]).map(|(&p, &q)| {
                if p == q {
                    TRANSPARENT
                } else {
                    q
                }
            }));
        }
        let band_delay = if i == last {
            delay.saturating_sub(BAND_DELAY * last as u16)
        } else {
            BAND_DELAY
        };
        frames.push(gif::Frame {
            delay: band_delay,
            dispose: gif::DisposalMethod::Keep,
            transparent: Some(TRANSPARENT),
            left: band.x0 as u16,
            top: band.y0 as u16,
            width: band.width() as u16,
            height: band.height() as u16,
            buffer: pixels.into(),
            ..gif::Frame::default()
        });
    }
}

/// The boxes around the changed pixels, top to bottom: rows that changed, grouped where
/// fewer than [`BAND_GAP`] unchanged rows lie between them, then the closest groups
/// joined until at most [`MAX_BANDS`] are left.
fn changed_bands(previous: &[u8], current: &[u8], width: u32, height: u32) -> Vec<Rect> {
    let mut bands: Vec<Rect> = Vec::new();
    for y in 0..height {
        let (a, b) = (row(previous, width, y), row(current, width, y));
        let Some(first) = a.iter().zip(b).position(|(p, q)| p != q) else {
            continue;
        };
        let last = a.len() - a.iter().zip(b).rev().position(|(p, q)| p != q).unwrap_or(0);
        let line = Rect {
            x0: first as i32,
            y0: y as i32,
            x1: last as i32,
            y1: y as i32 + 1,
        };
        match bands.last_mut() {
            Some(band) if line.y0 - band.y1 < BAND_GAP as i32 => *band = band.union(&line),
            _ => bands.push(line),
        }
    }
    while bands.len() > MAX_BANDS {
        let i = (1..bands.len())
            .min_by_key(|&i| bands[i].y0 - bands[i - 1].y1)
            .unwrap_or(1);
        let joined = bands[i - 1].union(&bands[i]);
        bands[i - 1] = joined;
        bands.remove(i);
    }
    bands
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
