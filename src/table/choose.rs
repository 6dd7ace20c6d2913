//! Moves chosen from menus instead of typed (the Move button): the pegs of the
//! player to move that have a legal move, then the moves of one peg (each its chain: the
//! start and every landing hole), then the move played through the same path as a
//! typed one. Every choice names the position it was made for ([`TurnKey`]); a choice
//! for a position that is gone is refused ([`Refusal::BoardChanged`]). Adapters only
//! draw the menus; which pegs, which moves and whether a choice still holds is decided
//! here.

use crate::core::{format_path, Board, Game, Hole, MoveText, Seat};
use crate::store::Phase;

use super::cooldown::Work;
use super::door::Door;
use super::outcome::{Answer, Outcome, Refusal};
use super::state::{Table, TurnKey};
use super::{present, reach, Input, Play, Reply, Tables, User};

/// Most moves listed for one peg (a capture-game peg can have many chains; the race has
/// at most one per reachable hole).
pub const MAX_PEG_MOVES: usize = 500;

/// A channel's game as the buttons under its board need it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnView {
    /// The position now.
    pub key: TurnKey,
    /// The pegs now (a board post is of this position when it shows this board).
    pub board: Board,
    /// The person to move, by user id (`None` while a computer plays, and once the game
    /// is over).
    pub to_move: Option<u64>,
    /// Whether the game is over (rematch and replay).
    pub over: bool,
    /// The language of the channel's public posts (button labels).
    pub lang: &'static str,
    /// The channel's "Watch live" link, when the web board is served
    /// ([`Tables::set_watch_links`]).
    pub watch: Option<String>,
    /// Whether the bot may only answer interactions there
    /// ([`crate::store::TableRecord::answers_only`]): nothing is posted there unasked.
    pub answers_only: bool,
}

/// A peg the player to move can move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PegChoice {
    /// Where it stands.
    pub hole: Hole,
    /// How many moves it has (race: holes it can reach; capture game: chains).
    pub moves: usize,
}

/// The moves of one peg, for the second menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PegMoves {
    /// The peg's hole.
    pub from: Hole,
    /// Each move as text, the start and every landing hole (`b2-d2-f7`), in the order
    /// the menu lists them; a choice is its index here.
    pub moves: Vec<String>,
    /// The `moves` view of the peg for the one choosing: the text and the board with its
    /// reachable holes highlighted and the jump chains drawn (private).
    pub view: Reply,
}

impl Tables {
    /// The game of `channel` as the buttons under its board need it; `None` without a
    /// game (no lock: a view may be a moment old).
    #[must_use]
    pub fn turn_view(&self, channel: u64, guild_locale: Option<&str>) -> Option<TurnView> {
        let table = self.peek(channel)?;
        self.view_of(channel, guild_locale, &table)
    }

    /// [`Tables::turn_view`] of a table already read.
    fn view_of(&self, channel: u64, guild_locale: Option<&str>, table: &Table) -> Option<TurnView> {
        let game = table.game.as_ref()?;
        let over = table.record.phase == Phase::Finished || game.outcome().is_some();
        let to_move = game
            .to_move()
            .filter(|&seat| !over && table.seat_level(seat).is_none())
            .and_then(|seat| person(table, seat));
        Some(TurnView {
            key: TurnKey::of(table)?,
            board: *game.board(),
            to_move,
            over,
            lang: self.langs(channel, guild_locale, None).public.lang(),
            watch: self.watch_link(channel),
            answers_only: table.record.answers_only,
        })
    }

    /// The first menu: the pegs of `user` that have a legal move at position `key`, in
    /// hole order.
    ///
    /// # Errors
    /// The refusal, worded for `user`: no game, not in play, not seated
    /// ([`Refusal::Spectator`]), the board changed, not their turn.
    pub fn move_pegs(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: &User,
        key: TurnKey,
    ) -> Result<Vec<PegChoice>, Box<Reply>> {
        let langs = self.langs(channel, guild_locale, Some(user));
        let (table, seat) = self.choosing(channel, user, key, &langs)?;
        Ok(pegs_in(&table, seat))
    }

    /// The second menu: the moves of `user`'s peg on `from` at position `key`, with the
    /// peg's `moves` view.
    ///
    /// # Errors
    /// As [`Tables::move_pegs`], when the peg on `from` has no move, and while `user`'s
    /// cooldown for the `moves` view runs.
    pub fn peg_moves(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: &User,
        key: TurnKey,
        from: Hole,
    ) -> Result<PegMoves, Box<Reply>> {
        let langs = self.langs(channel, guild_locale, Some(user));
        let (table, seat) = self.choosing(channel, user, key, &langs)?;
        self.moves_in(user, table, seat, from, &langs)
    }

    /// Both menus from one reading of the table: [`Tables::move_pegs`] and
    /// [`Tables::peg_moves`] (a peg chosen, or a page of its moves).
    ///
    /// # Errors
    /// As [`Tables::peg_moves`].
    pub fn peg_menu(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: &User,
        key: TurnKey,
        from: Hole,
    ) -> Result<(Vec<PegChoice>, PegMoves), Box<Reply>> {
        let langs = self.langs(channel, guild_locale, Some(user));
        let (table, seat) = self.choosing(channel, user, key, &langs)?;
        let pegs = pegs_in(&table, seat);
        Ok((pegs, self.moves_in(user, table, seat, from, &langs)?))
    }

    /// The moves of `seat`'s peg on `from` in `table`, with the peg's `moves` view.
    fn moves_in(
        &self,
        user: &User,
        table: Table,
        seat: Seat,
        from: Hole,
        langs: &present::Langs,
    ) -> Result<PegMoves, Box<Reply>> {
        let worded = |r: Refusal| Box::new(present::refusal(&r, langs));
        let moves: Vec<String> = table
            .game
            .as_ref()
            .map(|game| chains(game, seat, from))
            .unwrap_or_default()
            .iter()
            .map(|c| format_path(c))
            .collect();
        if moves.is_empty() {
            return Err(worded(Refusal::BoardChanged));
        }
        // The board drawn is the `moves` view: under the same cooldown.
        self.take_work(user, Work::Moves).map_err(worded)?;
        let reach = reach::reach(&from.to_string(), true, table).map_err(worded)?;
        let view = present::outcome(&Outcome::Reach(reach), langs)
            .into_iter()
            .next()
            .ok_or_else(|| worded(Refusal::BoardChanged))?;
        Ok(PegMoves { from, moves, view })
    }

    /// Plays move `index` of [`Tables::peg_moves`] of the peg on `from` for `user`, when
    /// the position is still `key`, exactly as the typed move would be played (the same
    /// refusals, the computers' answer, the same replies).
    pub fn play_choice(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: &User,
        key: TurnKey,
        from: Hole,
        index: usize,
    ) -> Vec<Reply> {
        self.play_choice_viewed(channel, guild_locale, user, key, from, index)
            .0
    }

    /// [`Tables::play_choice`], with the game's [`TurnView`] after it when a board was
    /// posted (for the buttons under it), from the same reading of the table.
    pub fn play_choice_viewed(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: &User,
        key: TurnKey,
        from: Hole,
        index: usize,
    ) -> (Vec<Reply>, Option<TurnView>) {
        let input = Input::Choice { key, from, index };
        self.reply_viewed(channel, guild_locale, Some(user), &input)
    }

    /// [`Tables::reply`], with the game's [`TurnView`] after it when a board was posted
    /// (for the buttons under it), from the table the input read: no second reading.
    pub fn reply_viewed(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: Option<&User>,
        input: &Input,
    ) -> (Vec<Reply>, Option<TurnView>) {
        let (_, replies, view) = self.answer_viewed(channel, guild_locale, user, input);
        (replies, view)
    }

    /// [`Tables::reply_viewed`], with the [`Answer`] it words (an adapter that answers a
    /// refusal in its own way, as the web board does with HTTP statuses).
    pub fn answer_viewed(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: Option<&User>,
        input: &Input,
    ) -> (Answer, Vec<Reply>, Option<TurnView>) {
        let answer = self.execute(channel, user, input);
        let replies = self.word(channel, guild_locale, user, input, &answer);
        if !replies.iter().any(Reply::is_public_board) {
            return (answer, replies, None);
        }
        let after = answer.outcomes.iter().rev().find_map(|o| match o {
            Outcome::Played(progress) => Some(&progress.table),
            Outcome::Board(table) => Some(table),
            _ => None,
        });
        let view = match after {
            Some(table) => self.view_of(channel, guild_locale, table),
            None => self.turn_view(channel, guild_locale),
        };
        (answer, replies, view)
    }

    /// [`Input::Choice`] on the record as stored now: the chosen chain is played as a
    /// chain (its text is only for refusals). With `link` (a web seat link's game and
    /// seat, [`Input::LinkChoice`]), the table must still be that game with the user in
    /// that seat, and a move that is not the peg's is told as such.
    pub(super) fn choice(
        &self,
        door: &Door<'_>,
        user: &User,
        key: TurnKey,
        from: Hole,
        index: usize,
        link: Option<(u64, usize)>,
    ) -> Answer {
        let table = match self.load(door) {
            Ok(Some(table)) => table,
            Ok(None) if link.is_some() => return Answer::refused(Refusal::OldLink),
            Ok(None) => return Answer::refused(Refusal::BoardChanged),
            Err(refusal) => return Answer::refused(refusal),
        };
        if let Some((game, seat)) = link {
            if super::state::game_id(&table.record) != game
                || table.seat_of(user.id).map(Seat::index) != Some(seat)
            {
                return Answer::refused(Refusal::OldLink);
            }
        }
        if TurnKey::of(&table) != Some(key) {
            return Answer::refused(Refusal::BoardChanged);
        }
        // A seated player whose turn it is not is told whose it is.
        let to_move = table.game.as_ref().and_then(|g| g.to_move());
        if let (Some(seat), Some(to_move)) = (table.seat_of(user.id), to_move) {
            if seat != to_move {
                let name = super::play::seat_name(&table, to_move);
                return Answer::refused(Refusal::NotYourTurn(name));
            }
        }
        let chain = table
            .game
            .as_ref()
            .zip(table.seat_of(user.id))
            .and_then(|(game, seat)| chains(game, seat, from).get(index).cloned());
        match chain {
            Some(holes) => {
                let text = format_path(&holes);
                let swaps = vec![false; holes.len()];
                let chosen = Ok(MoveText { holes, swaps });
                self.run_loaded(door, user, Play::Move(&text, chosen), Some(table))
            }
            // At the position the page shows, the peg has no such move.
            None if link.is_some() => Answer::refused(Refusal::NoSuchMove),
            None => Answer::refused(Refusal::BoardChanged),
        }
    }

    /// The table of `channel` and the seat of `user` choosing a move at position `key`;
    /// the refusal in the words of `langs` when they may not.
    fn choosing(
        &self,
        channel: u64,
        user: &User,
        key: TurnKey,
        langs: &present::Langs,
    ) -> Result<(Table, Seat), Box<Reply>> {
        let worded = |r: Refusal| Box::new(present::refusal(&r, langs));
        let table = self
            .peek_or_why(channel)
            .and_then(|t| t.ok_or(Refusal::NoGame))
            .map_err(worded)?;
        let seat = chooser(&table, user, key).map_err(worded)?;
        Ok((table, seat))
    }
}

/// The pegs of `seat` with a legal move in `table`, in hole order, with their move
/// counts (race: holes it can reach; capture game: chains).
pub(super) fn pegs_in(table: &Table, seat: Seat) -> Vec<PegChoice> {
    let Some(game) = table.game.as_ref() else {
        return Vec::new();
    };
    let mut pegs: Vec<PegChoice> = Vec::new();
    for m in game.legal_moves_for(seat) {
        match pegs.last_mut() {
            Some(last) if last.hole == m.from => last.moves += 1,
            _ => pegs.push(PegChoice {
                hole: m.from,
                moves: 1,
            }),
        }
    }
    if let Game::Capture(capture) = game {
        // Every chain is its own move there (docs/rules.md §6).
        for peg in &mut pegs {
            peg.moves = capture.chains_from(peg.hole, MAX_PEG_MOVES).len();
        }
    }
    pegs
}

/// The person in `seat`, by user id.
fn person(table: &Table, seat: Seat) -> Option<u64> {
    match table.record.seats.get(seat.index())? {
        crate::store::Occupant::Human { id, .. } => Some(*id),
        crate::store::Occupant::Computer { .. } => None,
    }
}

/// The seat of `user` choosing a move in `table` at position `key`.
fn chooser(table: &Table, user: &User, key: TurnKey) -> Result<Seat, Refusal> {
    let (Some(game), Phase::Playing) = (&table.game, table.record.phase) else {
        return Err(Refusal::NotPlaying);
    };
    let seat = table.seat_of(user.id).ok_or(Refusal::Spectator)?;
    if TurnKey::of(table) != Some(key) {
        return Err(Refusal::BoardChanged);
    }
    let to_move = game.to_move().ok_or(Refusal::NotPlaying)?;
    if to_move != seat || game.has_resigned(seat) {
        return Err(Refusal::NotYourTurn(super::play::seat_name(table, to_move)));
    }
    Ok(seat)
}

/// The moves of `seat`'s peg on `from`: race, the shortest chain to each reachable hole
/// in hole order; capture game, every capturing chain.
pub(super) fn chains(game: &Game, seat: Seat, from: Hole) -> Vec<Vec<crate::core::Hole>> {
    match game {
        Game::Capture(capture) => capture.chains_from(from, MAX_PEG_MOVES),
        Game::Race(race) => race
            .destinations_of(seat, from)
            .iter()
            .filter_map(|to| race.path_of(seat, from, to))
            .take(MAX_PEG_MOVES)
            .collect(),
    }
}
