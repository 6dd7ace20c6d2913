//! The daily puzzle at the table (docs/playing.md, "The daily puzzle"). The puzzle itself,
//! one position a day with its one best answer, is `crate::puzzle`'s; here:
//!
//! - `defaults puzzle_hour=7` (a channel manager): the server's puzzle is posted in this
//!   channel every day at that hour, UTC (`puzzle_hour=off` ends it). A server's puzzle
//!   day runs from its hour to the same hour the next day.
//! - The timers post it ([`Tables::post_puzzles`], from [`Tables::tick_all`]): the new
//!   puzzle with its image, then the solution of the one before, how many solved it here,
//!   and the month's leaderboard. The store claims each day's post atomically
//!   ([`crate::store::Store::claim_puzzle_post`]), so it is posted once over every
//!   process.
//! - `puzzle` shows the asker the puzzle posted last, their streak and the month's
//!   leaderboard; `puzzle <move>` answers it: privately, right or wrong, once a day (the
//!   first answer is kept, [`crate::store::Store::answer_puzzle`]); a text that is no
//!   legal move there is refused and counts for nothing. The solution is told after the
//!   day, with the next puzzle. The console (no server) plays the puzzle of the UTC day.
//!
//! Streaks (days in a row solved) and the month's leaderboard are worked out from the
//! answers kept ([`streak`], [`month_board`]).

use crate::core::{format_path, safe, Game, Hole, Point};
use crate::i18n::Catalogue;
use crate::puzzle::{day_at, month_days, AnswerError, Kind, Puzzle};
use crate::render::{render_png, BoardView, Theme};
use crate::store::{
    month_board, streak, MonthLine, PuzzleAnswer, PuzzlePlan, Streak, PUZZLE_FORMAT,
};
use crate::t;

use super::outcome::{Outcome, Refusal};
use super::reply::{Langs, Reply, ReplyKind};
use super::state::bounded_name;
use super::told::{Refused, Told};
use super::{Tables, User};

/// People the month's leaderboard lists.
pub const PUZZLE_TOP: usize = 5;

/// A day's puzzle as shown: the puzzle, and the board's theme.
#[derive(Debug)]
pub struct Shown {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The board colours of the channel.
    pub theme: Theme,
}

/// The month's leaderboard on a server as told: its top, and the asker's line.
#[derive(Debug, Default)]
pub struct MonthBoard {
    /// The best [`PUZZLE_TOP`], best first.
    pub top: Vec<MonthLine>,
    /// The asker's place and line, when they solved one this month.
    pub you: Option<(usize, MonthLine)>,
}

/// The solution of a day's puzzle as the next post tells it.
#[derive(Debug)]
pub struct Solved {
    /// The puzzle.
    pub shown: Shown,
    /// People on the server who solved it.
    pub solved: usize,
    /// People on the server who answered it.
    pub answered: usize,
}

/// What the daily puzzle did.
#[derive(Debug)]
pub enum PuzzleNews {
    /// `puzzle`: the day's puzzle for the asker (private), whether they answered it, their
    /// streak and the month's leaderboard.
    Show {
        /// The puzzle.
        shown: Box<Shown>,
        /// Their answer today, if any.
        answered: Option<PuzzleAnswer>,
        /// Their streak.
        streak: Streak,
        /// The month's leaderboard.
        board: MonthBoard,
        /// The puzzle of the day before, whose solution is told under it: in the console,
        /// which has no posts to tell it.
        before: Option<Box<Puzzle>>,
    },
    /// `puzzle <move>`: the answer judged (private).
    Judged {
        /// The move as the bot writes it.
        answer: String,
        /// Whether it is the answer.
        right: bool,
        /// The asker's streak, this answer counted.
        streak: Streak,
    },
    /// `puzzle <move>` after an answer today: the one kept (private).
    Already(PuzzleAnswer),
    /// The timers' post of a day's puzzle (public), with the solution of the one before.
    Daily {
        /// The new puzzle.
        shown: Box<Shown>,
        /// The hour (UTC) the next one comes at.
        hour: u8,
        /// The puzzle before it, solved.
        before: Option<Box<Solved>>,
        /// The month's leaderboard (of the month the puzzle before belongs to).
        board: MonthBoard,
    },
    /// `defaults puzzle_hour=…` (public): the puzzle posted here at `Some(hour)`, or no
    /// more.
    Planned {
        /// Who changed it.
        by: String,
        /// The hour, UTC; `None`: off.
        hour: Option<u8>,
    },
}

/// Why the daily puzzle changed nothing.
#[derive(Debug)]
pub enum PuzzleRefusal {
    /// The server has no daily puzzle (`defaults puzzle_hour=…` turns it on).
    Off,
    /// Turned on, but its first puzzle is not posted yet: the timers post the puzzle day
    /// of that moment at their next round (within seconds), whatever the hour.
    NotYet,
    /// `puzzle_hour` takes an hour, 0 to 23, or `off`.
    Hour,
    /// The console has no server to post a puzzle on: `puzzle` plays the day's puzzle.
    Console,
}

impl Refused for PuzzleRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            PuzzleRefusal::Off => t!(cat, "err-puzzle-off"),
            PuzzleRefusal::NotYet => t!(cat, "err-puzzle-posting"),
            PuzzleRefusal::Hour => t!(cat, "err-puzzle-hour"),
            PuzzleRefusal::Console => t!(cat, "err-puzzle-console"),
        }
    }
}

/// An hour as a time of day: `07:00`.
fn clock(hour: u8) -> String {
    format!("{hour:02}:00")
}

/// `puzzle_hour`'s value: an hour, 0 to 23 (`7`, `07`, `7:00`), or off (`off`, `no`,
/// or the word for off in any language, `puzzle-off-word`).
///
/// # Errors
/// [`PuzzleRefusal::Hour`].
pub(super) fn parse_hour(value: &str) -> Result<Option<u8>, Refusal> {
    let value = value.trim();
    if super::parse::on_off(value) == Some(false)
        || crate::i18n::said_in_any("puzzle-off-word", value)
    {
        return Ok(None);
    }
    let digits = value.strip_suffix(":00").unwrap_or(value);
    match digits.parse::<u8>() {
        Ok(hour) if hour < 24 => Ok(Some(hour)),
        _ => Err(Refusal::feature(PuzzleRefusal::Hour)),
    }
}

impl Told for PuzzleNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        match self {
            PuzzleNews::Show {
                shown,
                answered,
                streak,
                board,
                before,
            } => {
                let cat = l.private;
                let mut lines = vec![question(&shown.puzzle, cat)];
                lines.push(match answered {
                    Some(a) => answered_line(a, cat),
                    None => t!(cat, "puzzle-how"),
                });
                lines.push(streak_line(*streak, cat));
                lines.extend(board_line(board, cat));
                lines.extend(before.as_deref().map(|p| solution_line(p, cat)));
                let mut reply = image_reply(shown, false, cat);
                reply.text = lines.join("\n");
                reply.private = true;
                vec![reply]
            }
            PuzzleNews::Judged {
                answer,
                right,
                streak,
            } => {
                let cat = l.private;
                let id = if *right {
                    "puzzle-right"
                } else {
                    "puzzle-wrong"
                };
                let text =
                    t!(cat, id, "answer" => answer.clone()) + "\n" + &streak_line(*streak, cat);
                vec![Reply::private(text)]
            }
            PuzzleNews::Already(a) => {
                vec![Reply::private(
                    t!(l.private, "puzzle-already") + " " + &answered_line(a, l.private),
                )]
            }
            PuzzleNews::Daily {
                shown,
                hour,
                before,
                board,
            } => {
                let cat = l.public;
                let mut post = image_reply(shown, false, cat);
                post.text = [
                    question(&shown.puzzle, cat),
                    t!(cat, "puzzle-daily-how", "hour" => clock(*hour)),
                ]
                .join("\n");
                let mut replies = vec![post];
                if let Some(before) = before {
                    let puzzle = &before.shown.puzzle;
                    let mut solution = image_reply(&before.shown, true, cat);
                    let solved = if before.answered == 0 {
                        t!(cat, "puzzle-solved-none")
                    } else {
                        t!(cat, "puzzle-solved",
                            "solved" => before.solved, "answered" => before.answered)
                    };
                    let mut lines = vec![solution_line(puzzle, cat) + " " + &solved];
                    lines.extend(board_line(board, cat));
                    solution.text = lines.join("\n");
                    replies.push(solution);
                }
                replies
            }
            PuzzleNews::Planned { by, hour } => {
                let name = safe(by);
                vec![Reply::public(match hour {
                    Some(hour) => {
                        t!(l.public, "puzzle-planned", "name" => name, "hour" => clock(*hour))
                    }
                    None => t!(l.public, "puzzle-unplanned", "name" => name),
                })]
            }
        }
    }
}

/// What the puzzle asks, with its date.
fn question(p: &Puzzle, cat: &Catalogue) -> String {
    let date = p.date().to_string();
    match p.kind {
        Kind::Farthest => t!(cat, "puzzle-farthest", "date" => date),
        Kind::Home(moves) => t!(cat, "puzzle-home", "date" => date, "moves" => moves),
    }
}

/// The solution of `p`: its answer and the whole way.
fn solution_line(p: &Puzzle, cat: &Catalogue) -> String {
    let line: Vec<String> = p.solution.iter().map(|c| format_path(c)).collect();
    t!(cat, "puzzle-solution", "date" => p.date().to_string(),
        "answer" => format_path(&[p.answer.from, p.answer.to]), "line" => line.join(", "))
}

/// An answer kept: the move, right or wrong.
fn answered_line(a: &PuzzleAnswer, cat: &Catalogue) -> String {
    let id = if a.right {
        "puzzle-answered-right"
    } else {
        "puzzle-answered-wrong"
    };
    t!(cat, id, "answer" => a.answer.clone())
}

fn streak_line(s: Streak, cat: &Catalogue) -> String {
    t!(cat, "puzzle-streak", "days" => s.current, "best" => s.best)
}

/// The month's leaderboard in one line, the asker's place after it (none when nobody
/// solved a puzzle this month).
fn board_line(board: &MonthBoard, cat: &Catalogue) -> Option<String> {
    if board.top.is_empty() {
        return None;
    }
    let top: Vec<String> = board
        .top
        .iter()
        .enumerate()
        .map(|(i, l)| t!(cat, "puzzle-board-entry", "place" => i + 1, "name" => safe(&l.name), "solved" => l.solved))
        .collect();
    let mut line = t!(cat, "puzzle-board", "top" => top.join(" · "));
    if let Some((place, you)) = &board.you {
        if *place > board.top.len() {
            line.push_str(&t!(cat, "puzzle-board-you", "place" => *place, "solved" => you.solved));
        }
    }
    Some(line)
}

/// The puzzle's image: the position, or with `solution` its solution drawn (the answer's
/// chain as the last move, the rest of the way home thinly).
fn image_reply(shown: &Shown, solution: bool, cat: &Catalogue) -> Reply {
    let p = &shown.puzzle;
    let game = Game::from(p.race.clone());
    let names: Vec<String> = if p.race.layout().seats() == 1 {
        vec![t!(cat, "puzzle-red")]
    } else {
        vec![t!(cat, "puzzle-red"), t!(cat, "puzzle-green")]
    };
    let ask = match p.kind {
        Kind::Farthest => t!(cat, "puzzle-ask-farthest"),
        Kind::Home(moves) => t!(cat, "puzzle-ask-home", "moves" => moves),
    };
    let header_id = if solution {
        "puzzle-solution-header"
    } else {
        "puzzle-header"
    };
    let header = t!(cat, header_id, "date" => p.date().to_string());
    let rules = [ask];
    let rest: Vec<Vec<Hole>> = p.solution.iter().skip(1).cloned().collect();
    metrics::counter!("checkers_images_drawn_total", "kind" => "puzzle").increment(1);
    let png = render_png(&BoardView {
        theme: shown.theme,
        rules: &rules,
        last_path: p.solution.first().map(Vec::as_slice).filter(|_| solution),
        earlier: &[],
        chains: if solution { &rest } else { &[] },
        ..BoardView::new(&game, &names, &header)
    });
    let armies = |home: Point| {
        let holes: Vec<String> = p
            .race
            .board()
            .army(home)
            .iter()
            .map(|h| h.to_string())
            .collect();
        if holes.is_empty() {
            "none".to_string()
        } else {
            holes.join(" ")
        }
    };
    let description = t!(cat, "puzzle-description", "header" => header.clone(),
        "red" => armies(Point::N), "green" => armies(Point::S));
    Reply {
        image: Some(png),
        board: Some(*p.race.board()),
        description: Some(description),
        ..Reply::public(String::new())
    }
    .as_kind(ReplyKind::Board)
}

impl Tables {
    /// The puzzle day of `user`'s server now: the day of its puzzle posted last; in the
    /// console (no server), the UTC day.
    fn puzzle_day(&self, user: &User) -> Result<u64, Refusal> {
        if user.server == 0 {
            return Ok(day_at((self.clock)(), 0));
        }
        let plan = self
            .store
            .puzzle_plan(user.server)?
            .ok_or_else(|| Refusal::feature(PuzzleRefusal::Off))?;
        if plan.posted == 0 {
            return Err(Refusal::feature(PuzzleRefusal::NotYet));
        }
        Ok(plan.posted)
    }

    /// The streak of `user` on their server on `day`.
    fn streak_of(&self, user: &User, day: u64) -> Result<Streak, Refusal> {
        let answers = self
            .store
            .puzzle_answers(user.server, Some(user.id), 0..day + 1)?;
        Ok(streak(&answers, day))
    }

    /// The month's leaderboard of `server` for the month of `day`, with `user`'s line.
    fn month_of(&self, server: u64, day: u64, user: Option<u64>) -> Result<MonthBoard, Refusal> {
        let all = month_board(&self.store.puzzle_answers(server, None, month_days(day))?);
        let you = user.and_then(|u| {
            all.iter()
                .position(|l| l.user == u)
                .map(|i| (i + 1, all[i].clone()))
        });
        Ok(MonthBoard {
            top: all.into_iter().take(PUZZLE_TOP).collect(),
            you,
        })
    }

    /// `puzzle` (`answer: None`) and `puzzle <move>`.
    pub(super) fn puzzle(
        &self,
        channel: u64,
        user: &User,
        answer: Option<&str>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let day = self.puzzle_day(user)?;
        // Each answer draws the puzzle's image.
        self.take_work(user, super::Work::Puzzle)?;
        let puzzle = Puzzle::of_day(day);
        let Some(text) = answer else {
            let answered = self
                .store
                .puzzle_answers(user.server, Some(user.id), day..day + 1)?
                .pop();
            return Ok(vec![Outcome::told(PuzzleNews::Show {
                shown: Box::new(Shown {
                    puzzle,
                    theme: self.channel_theme(channel),
                }),
                answered,
                streak: self.streak_of(user, day)?,
                board: self.month_of(user.server, day, Some(user.id))?,
                before: (user.server == 0 && day > 0).then(|| Box::new(Puzzle::of_day(day - 1))),
            })]);
        };
        let judged = puzzle.judge(text).map_err(|e| match e {
            AnswerError::Text(e) => Refusal::BadMoveText(text.to_string(), e),
            AnswerError::Illegal(e) => Refusal::Illegal(text.to_string(), e),
        })?;
        let kept = PuzzleAnswer {
            format: PUZZLE_FORMAT,
            server: user.server,
            day,
            user: user.id,
            name: bounded_name(user),
            answer: format_path(&judged.path),
            right: judged.right,
            at: (self.clock)(),
        };
        if let Some(before) = self.store.answer_puzzle(&kept)? {
            return Ok(vec![Outcome::told(PuzzleNews::Already(before))]);
        }
        metrics::counter!("checkers_puzzle_answers_total",
            "right" => if judged.right { "yes" } else { "no" })
        .increment(1);
        Ok(vec![Outcome::told(PuzzleNews::Judged {
            answer: kept.answer,
            right: judged.right,
            streak: self.streak_of(user, day)?,
        })])
    }

    /// `defaults puzzle_hour=…` in `channel` (a channel manager: checked by `defaults`):
    /// the server's puzzle posted here at `hour` from now on, or no more. A plan that
    /// moves keeps its last day posted; a new one posts the day's puzzle at once.
    pub(super) fn plan_puzzle(
        &self,
        channel: u64,
        user: &User,
        hour: Option<u8>,
    ) -> Result<Outcome, Refusal> {
        if user.server == 0 {
            return Err(Refusal::feature(PuzzleRefusal::Console));
        }
        match hour {
            Some(hour) => {
                let posted = self.store.puzzle_plan(user.server)?.map_or(0, |p| p.posted);
                let plan = PuzzlePlan {
                    format: PUZZLE_FORMAT,
                    server: user.server,
                    channel,
                    hour,
                    posted,
                };
                self.store.save_puzzle_plan(user.server, Some(&plan))?;
            }
            None => self.store.save_puzzle_plan(user.server, None)?,
        }
        Ok(Outcome::told(PuzzleNews::Planned {
            by: bounded_name(user),
            hour,
        }))
    }

    /// The timers' part: posts each server's puzzle whose hour has come (one claim of the
    /// store each, so once over every process), with the solution of the one before.
    /// Returns the posts by channel.
    pub(super) fn post_puzzles(&self) -> Vec<(u64, Vec<Reply>)> {
        let now = (self.clock)();
        let plans = match self.store.puzzle_plans() {
            Ok(plans) => plans,
            Err(e) => {
                tracing::warn!(
                    error = &e as &dyn std::error::Error,
                    "cannot read the daily puzzles' plans"
                );
                return Vec::new();
            }
        };
        let mut posts = Vec::new();
        for plan in plans {
            let day = day_at(now, plan.hour);
            if day <= plan.posted {
                continue;
            }
            match self.post_puzzle(&plan, day) {
                Ok(Some(replies)) => posts.push((plan.channel, replies)),
                Ok(None) => {}
                Err(e) => tracing::warn!(
                    server = plan.server,
                    error = &e as &dyn std::error::Error,
                    "cannot post the daily puzzle"
                ),
            }
        }
        posts
    }

    /// Claims and words the post of `day`'s puzzle on `plan`'s server; `None` when
    /// another process claimed it first.
    fn post_puzzle(
        &self,
        plan: &PuzzlePlan,
        day: u64,
    ) -> Result<Option<Vec<Reply>>, crate::store::StoreError> {
        let Some(before) = self.store.claim_puzzle_post(plan.server, day)? else {
            return Ok(None);
        };
        let theme = self.channel_theme(before.channel);
        let solved = if before.posted == 0 {
            None
        } else {
            let answers =
                self.store
                    .puzzle_answers(plan.server, None, before.posted..before.posted + 1)?;
            Some(Box::new(Solved {
                shown: Shown {
                    puzzle: Puzzle::of_day(before.posted),
                    theme,
                },
                solved: answers.iter().filter(|a| a.right).count(),
                answered: answers.len(),
            }))
        };
        let board = self
            .month_of(plan.server, before.posted.max(1), None)
            .unwrap_or_default();
        let news = PuzzleNews::Daily {
            shown: Box::new(Shown {
                puzzle: Puzzle::of_day(day),
                theme,
            }),
            hour: before.hour,
            before: solved,
            board: if before.posted == 0 {
                MonthBoard::default()
            } else {
                board
            },
        };
        metrics::counter!("checkers_puzzles_posted_total").increment(1);
        let langs = self.langs(before.channel, None, None);
        Ok(Some(news.replies(&langs)))
    }
}
