//! Play: moves, resignations, calling a game off, and what follows every change (the
//! computers' turns, the record written, the progress reported).

use std::time::Duration;

use crate::core::{HoleForm, MoveError, MoveText, ParseMoveError, RecordTurn, Seat, Turn};
use crate::store::{Occupant, Phase};

use super::door::{Door, TurnClaim, RACE_ATTEMPTS};
use super::lobby::creator_only;
use super::outcome::{Answer, Cause, Ending, Name, Outcome, Progress, Question, Refusal};
use super::state::{bounded_name, seat_level, Table, TurnKey};
use super::{Command, Play, Tables, User, CLOSING_TIME};

/// Most turns the computer plays in a row inside one command (a whole computer-only game
/// fits: the move limit ends every game first).
const MAX_COMPUTER_TURNS: usize = 20_000;

impl Tables {
    /// A move by `user`, from text already read as a move (parsed once per command).
    pub(super) fn play(
        &self,
        door: &Door<'_>,
        user: &User,
        input: &str,
        text: Result<MoveText, ParseMoveError>,
        table: Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        let (Some(game), Phase::Playing) = (&table.game, table.record.phase) else {
            return Err(match table.record.phase {
                Phase::Lobby => Refusal::NotStarted,
                _ => Refusal::NotPlaying,
            });
        };
        let seat = table.seat_of(user.id).ok_or(Refusal::Spectator)?;
        let to_move = game.to_move().ok_or(Refusal::NotPlaying)?;
        if to_move != seat || game.has_resigned(seat) {
            return Err(Refusal::NotYourTurn(seat_name(&table, to_move)));
        }
        let text = text.map_err(|e| Refusal::BadMoveText(input.to_string(), e))?;
        let mut table = table;
        let game = table.game.as_mut().ok_or(Refusal::NotPlaying)?;
        let before = game.history().len();
        game.play_path(seat, &text.holes)
            .map_err(|e| Refusal::Illegal(input.to_string(), e))?;
        // The stored turn must read back: a chain typed run together (`c1e7c1e7…`) can
        // grow past the move-text limit once written with separators, and a record that
        // does not replay would be moved aside, ending the game. Refused, nothing stored.
        let written = game
            .history()
            .get(before)
            .map(Turn::text)
            .unwrap_or_default();
        if RecordTurn::parse(&written, HoleForm::Letter).is_err() {
            return Err(Refusal::BadMoveText(
                input.to_string(),
                ParseMoveError::TooLong,
            ));
        }
        Ok(vec![Outcome::Played(
            self.conclude(door, table, before, None)?,
        )])
    }

    /// `resign`: the seat is played on or frozen (docs/rules.md §4). Unconfirmed, only
    /// the question (after the same checks, so a player who cannot resign is told so at
    /// once).
    pub(super) fn resign(
        &self,
        door: &Door<'_>,
        user: &User,
        mut table: Table,
        confirmed: bool,
    ) -> Result<Vec<Outcome>, Refusal> {
        let seat = table.seat_of(user.id);
        let (Some(game), Phase::Playing) = (table.game.as_mut(), table.record.phase) else {
            return Err(Refusal::NotPlaying);
        };
        let seat = seat.ok_or(Refusal::NotSeated)?;
        let refused = |e| match e {
            MoveError::AlreadyResigned => Refusal::AlreadyResigned,
            e => Refusal::Resign(e),
        };
        if !confirmed {
            game.clone().resign(seat).map_err(refused)?;
            return ask(&table, Ending::Resign);
        }
        let before = game.history().len();
        game.resign(seat).map_err(refused)?;
        Ok(vec![Outcome::Played(
            self.conclude(door, table, before, None)?,
        )])
    }

    /// `abort`: the creator or a channel manager calls the game off. A lobby (or a
    /// finished game's table) goes at once; a game under way asks first, and once
    /// confirmed is kept, unrated, with its moves so far.
    pub(super) fn abort(
        &self,
        door: &Door<'_>,
        user: &User,
        table: &Table,
        confirmed: bool,
    ) -> Result<Vec<Outcome>, Refusal> {
        if !user.manager {
            creator_only(table, user)?;
        }
        // A game that is over stays for `replay` and `board` until `new`: there is
        // nothing to call off.
        if table.record.phase == Phase::Finished {
            return Err(Refusal::NotPlaying);
        }
        // A tournament's game ends by play (or its clock); a manager sets its result
        // with `tournament result` instead, so no round waits on a game called off.
        if table.record.tournament.is_some() {
            return Err(Refusal::feature(
                super::tournament_words::TournamentRefusal::NoAbort,
            ));
        }
        let under_way = table.record.phase == Phase::Playing;
        match (&table.game, under_way) {
            (Some(_), true) if !confirmed => return ask(table, Ending::Abort),
            (Some(game), true) => {
                let mut kept = super::kept::aborted_game(&table.record, game, (self.clock)());
                door.abort(table.record.revision, &mut kept)?;
            }
            _ => door.delete(table.record.revision)?,
        }
        Ok(vec![Outcome::Aborted {
            by: bounded_name(user),
        }])
    }

    /// A resignation or abort confirmed by its button ([`super::Input::Confirmed`]):
    /// only `asker`'s press counts, and only while the game asked about is the channel's
    /// and under way (once it has ended or another began, nothing is done).
    pub(super) fn confirmed(
        &self,
        door: &Door<'_>,
        user: &User,
        question: Question,
        asker: u64,
    ) -> Answer {
        if user.id != asker {
            return Answer::refused(Refusal::NotYourQuestion);
        }
        let table = match self.load(door) {
            Ok(Some(table))
                if table.record.phase == Phase::Playing
                    && TurnKey::game(&table) == Some(question.game) =>
            {
                table
            }
            Ok(_) => return Answer::refused(Refusal::QuestionGone),
            Err(refusal) => return Answer::refused(refusal),
        };
        let command = match question.ending {
            Ending::Resign => Command::Resign { confirmed: true },
            Ending::Abort => Command::Abort { confirmed: true },
            Ending::Hint => Command::Hint { confirmed: true },
        };
        self.run_loaded(door, user, Play::Command(&command), Some(table))
    }

    /// After a change to the table's game (turns from `before` on are new): lets the
    /// computers play until a person is to move, writes the record, and reports what
    /// happened.
    pub(super) fn conclude(
        &self,
        door: &Door<'_>,
        table: Table,
        before: usize,
        cause: Option<Cause>,
    ) -> Result<Progress, Refusal> {
        self.conclude_claimed(door, table, before, cause, None)
    }

    /// When a computer is to move in a game nobody is playing it in (the process that
    /// was thinking stopped: a crash, a kill, a shutdown), plays the computers' turns now
    /// and stores them. Another `Tables` or process that holds the claim of the turn is
    /// left to it ([`crate::store::Store::claim_turn`]). Returns the table as it is now
    /// and what happened, if anything.
    pub(super) fn resume_computers(
        &self,
        door: &Door<'_>,
        table: Table,
    ) -> Result<(Table, Option<Outcome>), Refusal> {
        let channel = door.channel();
        let stranded = table.record.phase == Phase::Playing
            && table.game.as_ref().is_some_and(|game| {
                game.to_move()
                    .is_some_and(|seat| seat_level(&table.record, game, seat).is_some())
            });
        if !stranded {
            return Ok((table, None));
        }
        let Some(claim) = door.claim_turn() else {
            return Ok((table, None));
        };
        let before = table.game.as_ref().map_or(0, |g| g.history().len());
        if self.think_later.load(std::sync::atomic::Ordering::Relaxed) {
            // Left for now by the answer that said who is thinking.
            tracing::debug!(channel, "playing the computers' turn");
        } else {
            tracing::info!(
                channel,
                "a computer's turn nobody was playing: playing it now"
            );
        }
        let progress = self.conclude_claimed(door, table, before, None, Some(claim))?;
        let now = progress.table.clone();
        Ok((now, Some(Outcome::Played(progress))))
    }

    /// [`Tables::conclude`] holding `claim` (else claiming the computers' turns itself
    /// when a computer is to move).
    fn conclude_claimed(
        &self,
        door: &Door<'_>,
        mut table: Table,
        before: usize,
        cause: Option<Cause>,
        claim: Option<TurnClaim<'_>>,
    ) -> Result<Progress, Refusal> {
        let Some(game) = table.game.as_mut() else {
            return Err(Refusal::NotPlaying);
        };
        let computer_next = game
            .to_move()
            .is_some_and(|seat| seat_level(&table.record, game, seat).is_some());
        if !computer_next {
            self.write(door, &mut table.record, game)?;
            return Ok(self.progress(table, before, cause));
        }
        if claim.is_none() && self.think_later.load(std::sync::atomic::Ordering::Relaxed) {
            // The person's turn is answered now; the computers think at the next
            // `resume` (the console says who is thinking meanwhile).
            self.write(door, &mut table.record, game)?;
            return Ok(self.progress(table, before, cause));
        }
        // Held until the computers' turns are stored (dropped on return).
        let _claim = claim.or_else(|| door.claim_turn());
        // The person's move is written before the computers think (up to
        // `computer_time` each): a stop meanwhile loses no confirmed move, and whoever
        // loads the game next plays the computers' turns (`resume_computers`).
        self.write(door, &mut table.record, game)?;
        crate::test_hook::pause(crate::test_hook::COMPUTERS_THINK);
        let written = table.clone();
        for _ in 0..RACE_ATTEMPTS {
            let computer_next = table.record.phase == Phase::Playing
                && table.game.as_ref().is_some_and(|game| {
                    game.to_move()
                        .is_some_and(|seat| seat_level(&table.record, game, seat).is_some())
                });
            let Some(game) = table.game.as_mut().filter(|_| computer_next) else {
                // Nothing left for the computers (the game as stored now moved on).
                return Ok(self.progress(table, before, cause));
            };
            run_computers(&table.record, game);
            match self.write(door, &mut table.record, game) {
                Ok(()) => return Ok(self.progress(table, before, cause)),
                // Someone wrote the game while the computers thought (a resignation in
                // another process): what this input did is stored, the computers'
                // turns are not. Their turns run again on the game as stored now, and
                // the answer says what happened since this input's move.
                Err(Refusal::Busy) => {
                    metrics::counter!("checkers_store_retries_total").increment(1);
                    match self.load(door)? {
                        Some(now) => table = now,
                        // The game was called off meanwhile: what this input did is
                        // all there is to say.
                        None => return Ok(self.progress(written, before, cause)),
                    }
                }
                Err(refusal) => return Err(refusal),
            }
        }
        // Another process kept writing first: the game as stored now, whose computers'
        // turns the next input or timer plays.
        Ok(self.progress(table, before, cause))
    }

    /// What the turns from `before` on did to `table` (written).
    pub(super) fn progress(&self, table: Table, before: usize, cause: Option<Cause>) -> Progress {
        let Some(game) = table.game.as_ref() else {
            return Progress {
                cause,
                turns: Vec::new(),
                finished: Vec::new(),
                home: Vec::new(),
                solo: None,
                table,
            };
        };
        let turns = game.history()[before.min(game.history().len())..].to_vec();
        let finished = finishers(game, before);
        let home = game
            .seats()
            .filter(|&s| !game.is_finished(s) && game.home_since(s).is_some_and(|h| h > before))
            .collect();
        // A crossing that just got home (docs/rules.md §9), kept by the write above.
        let crossed = table.record.players == 1
            && finished.iter().any(|(s, _)| s.index() == 0)
            && game.outcome().is_some();
        let solo = crossed
            .then(|| self.solo_result(&table.record, game.moves_made(Seat::ALL[0])))
            .flatten();
        Progress {
            cause,
            turns,
            finished,
            home,
            solo,
            table,
        }
    }
}

impl Tables {
    /// Writes the game's turns, phase and turn clock into `record` and stores it
    /// (compare-and-swap on the revision it had).
    pub(super) fn write(
        &self,
        door: &Door<'_>,
        record: &mut crate::store::TableRecord,
        game: &crate::core::Game,
    ) -> Result<(), Refusal> {
        let expected = record.revision;
        let now = (self.clock)();
        record.turn_started = now;
        record.reminded = 0;
        if record.started == 0 {
            record.started = now;
        }
        record.turns = game.history().iter().map(Turn::text).collect();
        // A request to take a move back is void once the game moves on.
        record.takeback = None;
        if game.outcome().is_none() {
            self.save_record(door, Some(expected), record, Some(game))?;
            return Ok(());
        }
        // The game is over: its result, its kept copy and the ratings, in one write.
        record.phase = Phase::Finished;
        // Nothing is due but the followers' last message (`follow`).
        record.due = super::follow::follow_due(record);
        let mut kept = super::kept::kept_game(record, game, now);
        door.finish(expected, record, &mut kept)?;
        // A tournament's game: its result goes to the tournament.
        self.tournament_game_over(door, record);
        crate::test_hook::pause(crate::test_hook::FINISHED);
        Ok(())
    }
}

/// The seats that finished in the turns from `from` on, with their places, in the order
/// of their places.
fn finishers(game: &crate::core::Game, from: usize) -> Vec<(Seat, usize)> {
    // A seat that is finished now and whose last move is among the new turns finished in
    // them.
    // In a team game the move that finished the team may be the partner's (docs/rules.md
    // §8).
    let new = |seat: Seat| {
        let team = game.team(seat);
        let last_move = game
            .history()
            .iter()
            .rposition(|t| matches!(t, Turn::Move { seat: s, .. } if team.contains(s)));
        game.is_finished(seat) && last_move.is_some_and(|i| i >= from)
    };
    if let Some(outcome) = game.outcome() {
        return outcome
            .standings
            .iter()
            // A seat whose team resigned ranks last, though the computer brought it home.
            .filter(|st| st.finished && !game.team_resigned(st.seat) && new(st.seat))
            .map(|st| (st.seat, st.place))
            .collect();
    }
    let mut finished: Vec<(usize, Seat)> = game
        .seats()
        .filter(|&seat| new(seat))
        .filter_map(|seat| game.finish_place(seat).map(|place| (place, seat)))
        .collect();
    finished.sort_unstable();
    finished
        .into_iter()
        .map(|(place, seat)| (seat, place))
        .collect()
}

/// The question before `ending` ends `table`'s game (in play).
pub(super) fn ask(table: &Table, ending: Ending) -> Result<Vec<Outcome>, Refusal> {
    let game = TurnKey::game(table).ok_or(Refusal::NotPlaying)?;
    Ok(vec![Outcome::Confirm(Question { ending, game })])
}

/// A seat's name for a refusal.
pub(super) fn seat_name(table: &Table, seat: Seat) -> Name {
    match table.record.seats.get(seat.index()) {
        Some(Occupant::Human { name, .. }) => Name::Person(name.clone()),
        _ => Name::Computer(seat),
    }
}

/// Plays for computer seats and resigned seats until a person is to move, each at its
/// level within the game's `computer_time` ([`CLOSING_TIME`] once no person is playing).
fn run_computers(record: &crate::store::TableRecord, game: &mut crate::core::Game) {
    let computer_time = Duration::from_millis(record.rules.computer_time);
    crate::ai::play_until(game, MAX_COMPUTER_TURNS, |game, seat| {
        let level = seat_level(record, game, seat)?;
        let person_playing = Seat::ALL
            .into_iter()
            .zip(&record.seats)
            .any(|(s, occupant)| {
                matches!(occupant, Occupant::Human { .. })
                    && !game.has_resigned(s)
                    && !game.is_finished(s)
            });
        let deadline = if person_playing {
            computer_time
        } else {
            computer_time.min(CLOSING_TIME)
        };
        let seed = crate::core::mix_seed(record.seed, game.history().len() as u64);
        Some((crate::ai::Bot::new(level).with_deadline(deadline), seed))
    });
}
