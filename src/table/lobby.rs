//! The lobby: opening a table, taking and giving up seats, seating computers, starting.

use crate::ai::Level;
use crate::core::{safe, FirstPlayer, HouseRules, Layout, Seat, TurnOrder, Variant};
use crate::i18n::Catalogue;
use crate::store::{Occupant, Phase, TableRecord};
use crate::t;

use super::door::Door;
use super::outcome::{Cause, Outcome, Refusal};
use super::reply::{Langs, Reply, ReplyKind};
use super::settings::{self, take_setting, Settings};
use super::state::{bounded_name, Table};
use super::told::{Refused, Told};
use super::words::{game_summary, level_name, rated_text, searching_line};
use super::{Tables, User};

/// What `new` asks for: seats, armies per seat, and settings as typed.
pub struct NewTable<'a> {
    /// 2 to 6.
    pub players: usize,
    /// Armies per seat.
    pub armies: usize,
    /// `key=value` settings, the variant and the theme among them.
    pub settings: &'a [(String, String)],
}

/// A lobby's news (public): a table opened, a seat taken or given up, a computer seated.
/// Adapters keep one message per lobby with its buttons ([`ReplyKind::Lobby`]).
#[derive(Debug)]
pub enum LobbyNews {
    /// A lobby was opened (public).
    Opened {
        /// The creator's name, as stored.
        by: String,
        /// Seats.
        players: usize,
        /// Armies per seat.
        armies: usize,
        /// Race or capture.
        variant: Variant,
        /// The house rules of the game.
        rules: HouseRules,
        /// Whether the game is rated (else casual).
        rated: bool,
        /// Who searches on the server now (`seek`), as `help` has it: they may
        /// want to join.
        searching: Vec<(u8, bool, usize)>,
    },
    /// A person took a seat (public).
    Joined {
        /// Their name, as stored.
        name: String,
        /// Seats taken now (the person's seat number, 1-based).
        taken: usize,
        /// Seats in all.
        seats: usize,
    },
    /// A person gave up their seat in the lobby (public).
    Left {
        /// Their name, as stored.
        name: String,
    },
    /// A computer took a seat (public).
    ComputerSeated {
        /// How strong it plays.
        level: Level,
        /// Seats taken now (the computer's seat number, 1-based).
        taken: usize,
        /// Seats in all.
        seats: usize,
    },
}

/// Why a lobby's command changed nothing.
#[derive(Debug)]
pub enum LobbyRefusal {
    /// The creator cannot leave the lobby (abort instead).
    CreatorLeave,
    /// `leave` once the game is under way: a seat is given up before the start only
    /// (`resign` gives up during a game).
    LeaveInGame,
    /// Every seat is taken.
    LobbyFull(usize),
    /// Seats are still free.
    NotFull(usize),
    /// A seat added to a challenge by its challenger: a challenge seats only whom it
    /// named when it was made.
    ChallengeSeats,
}

impl Told for LobbyNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        let public = l.public;
        let text = match self {
            LobbyNews::Opened { .. } => self.opened(public),
            LobbyNews::Joined { name, taken, seats } => t!(public, "lobby-joined",
                "name" => safe(name), "seat" => *taken, "taken" => *taken, "seats" => *seats),
            LobbyNews::Left { name } => t!(public, "lobby-left", "name" => safe(name)),
            LobbyNews::ComputerSeated {
                level,
                taken,
                seats,
            } => t!(public, "lobby-computer", "seat" => *taken, "taken" => *taken,
                "seats" => *seats, "level" => level_name(*level, public)),
        };
        vec![Reply::public(text).as_kind(ReplyKind::Lobby)]
    }
}

impl LobbyNews {
    /// The announcement of a new table: who opened it for how many, armies, the capture
    /// game, its house rules, and whether it is rated.
    fn opened(&self, public: &Catalogue) -> String {
        let LobbyNews::Opened {
            by,
            players,
            armies,
            variant,
            rules,
            rated,
            searching,
        } = self
        else {
            return String::new();
        };
        let mut text = t!(public, "lobby-created", "name" => safe(by), "players" => *players);
        if *armies > 1 {
            text.push(' ');
            text.push_str(&t!(public, "lobby-armies", "armies" => *armies));
        }
        if *variant == Variant::Capture {
            text.push(' ');
            text.push_str(&t!(public, "lobby-capture"));
        }
        text.push('\n');
        text.push_str(
            &t!(public, "rules-game", "summary" => game_summary(rules, *variant, *armies)),
        );
        text.push('\n');
        text.push_str(&rated_text(*rated, public));
        if !searching.is_empty() {
            text.push('\n');
            text.push_str(&searching_line(searching, public));
        }
        text
    }
}

impl Refused for LobbyRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            LobbyRefusal::CreatorLeave => t!(cat, "err-creator-leave"),
            LobbyRefusal::LeaveInGame => t!(cat, "err-leave-in-game"),
            LobbyRefusal::LobbyFull(seats) => t!(cat, "err-lobby-full", "seats" => *seats),
            LobbyRefusal::NotFull(missing) => t!(cat, "err-not-full", "missing" => *missing),
            LobbyRefusal::ChallengeSeats => t!(cat, "err-challenge-seats"),
        }
    }
}

impl Tables {
    /// `new`: opens a lobby (replacing a finished game), the creator in seat 1.
    pub(super) fn new_table(
        &self,
        door: &Door<'_>,
        user: &User,
        new: &NewTable<'_>,
        old: Option<&Table>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let channel = door.channel();
        super::places::own_place(door)?;
        let (mut record, expected) = self.lobby_record(channel, user, new, old)?;
        self.save_record(door, expected, &mut record, None)?;
        Ok(vec![Outcome::told(LobbyNews::Opened {
            by: bounded_name(user),
            players: new.players,
            armies: new.armies,
            variant: record.variant,
            rules: record.rules,
            rated: !record.casual,
            searching: self.searching(user.server),
        })])
    }

    /// The record of a new lobby for `new` (`new`, `challenge`), the creator in seat 1,
    /// not stored yet, and the revision of the finished table it replaces (`None`: none).
    pub(super) fn lobby_record(
        &self,
        channel: u64,
        user: &User,
        new: &NewTable<'_>,
        old: Option<&Table>,
    ) -> Result<(TableRecord, Option<u64>), Refusal> {
        let expected = replaced_revision(old)?;
        let (theme, rest) = take_setting(new.settings, "theme");
        let theme = match theme {
            Some(value) => settings::parse_theme(&value)?,
            None => self.channel_theme(channel),
        };
        // `variant` (docs/rules.md §6) comes with the settings: `new 3 capture`,
        // `new 3 variant=capture`, Discord's `variant` option.
        let (variant, rest) = take_setting(&rest, "variant");
        let variant = match variant {
            None => Variant::Standard,
            Some(v) => v.parse::<Variant>().map_err(|_| Refusal::BadVariant(v))?,
        };
        let (rated, rest) = take_setting(&rest, "rated");
        let rules = self.rules_for(channel, variant, new, &rest)?;
        let rated = match rated {
            Some(value) => super::kept::parse_rated(&value)?,
            None => super::kept::rated_by_default(variant, new.armies, &rules),
        };
        let seats = vec![Occupant::Human {
            id: user.id,
            name: bounded_name(user),
        }];
        let seed = self.seed.unwrap_or_else(rand::random);
        let record = TableRecord {
            variant,
            armies: new.armies,
            rules,
            theme: Some(theme.name().to_string()),
            server: user.server,
            private: user.private,
            answers_only: user.answers_only,
            casual: !rated,
            casual_from_start: !rated,
            ..TableRecord::lobby(user.id, new.players, seats, seed)
        };
        Ok((record, expected))
    }

    /// The house rules of a new game of `variant`: the channel's defaults with `rest`
    /// over them, checked against the layout.
    fn rules_for(
        &self,
        channel: u64,
        variant: Variant,
        new: &NewTable<'_>,
        rest: &Settings,
    ) -> Result<crate::core::HouseRules, Refusal> {
        match variant {
            Variant::Standard => {
                Layout::standard(new.players).map_err(|_| Refusal::Players)?;
                Layout::with_armies(new.players, new.armies).map_err(|_| Refusal::Armies)?;
                let mut rules = settings::apply(self.defaults(channel), rest)?;
                // Team play needs partners in opposite points (docs/rules.md §8): typed for
                // another game it is refused; a channel's default of `on` is left out.
                let teams_fit = matches!(new.players, 4 | 6) && new.armies == 1;
                if rules.teams && !teams_fit {
                    if settings::take_setting(rest, "teams").0.is_some() {
                        return Err(Refusal::Teams);
                    }
                    rules.teams = false;
                }
                Ok(rules)
            }
            Variant::Capture => {
                Layout::capture(new.players).map_err(|_| Refusal::CapturePlayers)?;
                if new.armies != 1 {
                    return Err(Refusal::CaptureArmies);
                }
                // The channel's defaults for the race do not apply; rules typed here must.
                let base = crate::core::capture_rules(self.defaults(channel));
                let rules = settings::apply(base, rest)?;
                match crate::core::unused_rule_set(&rules) {
                    Some(key) => Err(Refusal::CaptureRule(key)),
                    None => Ok(rules),
                }
            }
        }
    }

    /// `join`: a person takes the next seat.
    pub(super) fn join(
        &self,
        door: &Door<'_>,
        user: &User,
        mut table: Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        if table.record.phase == Phase::Lobby && table.record.challenge.is_some() {
            return self.accept_challenge(door, user, table);
        }
        let record = lobby(&mut table)?;
        if table_has(record, user.id) {
            return Err(Refusal::AlreadySeated);
        }
        if record.seats.len() >= record.players {
            return Err(Refusal::feature(LobbyRefusal::LobbyFull(record.players)));
        }
        let name = bounded_name(user);
        record.seats.push(Occupant::Human {
            id: user.id,
            name: name.clone(),
        });
        let (taken, seats) = (record.seats.len(), record.players);
        let expected = record.revision;
        self.save_record(door, Some(expected), record, None)?;
        let joined = vec![Outcome::told(LobbyNews::Joined { name, taken, seats })];
        Ok(self.auto_started(door, table, joined))
    }

    /// `leave`: gives up a seat in the lobby (during a game it is refused, naming
    /// `resign`: a resignation asks first, and `leave` is no way round that).
    pub(super) fn leave(
        &self,
        door: &Door<'_>,
        user: &User,
        mut table: Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        if table.record.phase == Phase::Playing {
            return Err(Refusal::feature(LobbyRefusal::LeaveInGame));
        }
        if table.record.challenge.is_some() && table.record.creator != user.id {
            return self.decline_challenge(door, user, &table);
        }
        let record = lobby(&mut table)?;
        if record.creator == user.id {
            return Err(Refusal::feature(LobbyRefusal::CreatorLeave));
        }
        let i = record
            .seats
            .iter()
            .position(|s| matches!(s, Occupant::Human { id, .. } if *id == user.id))
            .ok_or(Refusal::NotSeated)?;
        record.seats.remove(i);
        let expected = record.revision;
        self.save_record(door, Some(expected), record, None)?;
        Ok(vec![Outcome::told(LobbyNews::Left {
            name: bounded_name(user),
        })])
    }

    /// `add-computer`: the creator seats a computer at `level`.
    pub(super) fn add_computer(
        &self,
        door: &Door<'_>,
        user: &User,
        mut table: Table,
        level: Level,
    ) -> Result<Vec<Outcome>, Refusal> {
        in_lobby(&table)?;
        creator_only(&table, user)?;
        if table.record.challenge.is_some() {
            // Only its creator gets here (`creator_only`): the challenger.
            return Err(Refusal::feature(LobbyRefusal::ChallengeSeats));
        }
        let record = &mut table.record;
        if record.seats.len() >= record.players {
            return Err(Refusal::feature(LobbyRefusal::LobbyFull(record.players)));
        }
        record.seats.push(Occupant::Computer { level });
        let (taken, seats) = (record.seats.len(), record.players);
        let expected = record.revision;
        self.save_record(door, Some(expected), record, None)?;
        let seated = vec![Outcome::told(LobbyNews::ComputerSeated {
            level,
            taken,
            seats,
        })];
        Ok(self.auto_started(door, table, seated))
    }

    /// `outcomes` of a seat taken in `table` (stored), then, with auto-start on and the
    /// lobby full, the game begun. A start that fails leaves the full lobby, which its
    /// creator can start (the seat taken is stored and said).
    fn auto_started(
        &self,
        door: &Door<'_>,
        table: Table,
        mut outcomes: Vec<Outcome>,
    ) -> Vec<Outcome> {
        let channel = door.channel();
        let full = table.record.seats.len() >= table.record.players;
        if full && self.auto_start.load(std::sync::atomic::Ordering::Relaxed) {
            match self.begin(door, table.record) {
                Ok(begun) => outcomes.extend(begun),
                Err(refusal) => tracing::warn!(channel, ?refusal, "a full lobby did not start"),
            }
        }
        outcomes
    }

    /// `start`: the creator begins the game once every seat is taken; the computers play
    /// until a person is to move.
    pub(super) fn start(
        &self,
        door: &Door<'_>,
        user: &User,
        table: Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        in_lobby(&table)?;
        creator_only(&table, user)?;
        let record = &table.record;
        if record.seats.len() < record.players {
            return Err(Refusal::feature(LobbyRefusal::NotFull(
                record.players - record.seats.len(),
            )));
        }
        self.begin(door, table.record)
    }

    /// Begins the game of `record`, every seat taken (`start`, a rematch): the first seat
    /// by the rules, then the computers play until a person is to move. The record is
    /// written over the revision it carries.
    pub(super) fn begin(
        &self,
        door: &Door<'_>,
        mut record: TableRecord,
    ) -> Result<Vec<Outcome>, Refusal> {
        let first = match record.rules.first_player {
            FirstPlayer::Creator => 0,
            FirstPlayer::CoinToss => (record.seed % record.players as u64) as usize,
        };
        record.first = Seat::new(first).unwrap_or(Seat::ALL[0]);
        record.phase = Phase::Playing;
        let table = Table::of(record).map_err(|_| Refusal::Players)?;
        let (players, first) = (table.record.players, table.record.first);
        // The seats in the order they play (docs/rules.md §5 `turn_order`).
        let order = (0..players)
            .filter_map(|s| {
                let i = first.index();
                Seat::new(match table.record.rules.turn_order {
                    TurnOrder::Clockwise => (i + s) % players,
                    TurnOrder::Counterclockwise => (i + players - s) % players,
                })
            })
            .collect();
        let progress = self.conclude(door, table, 0, Some(Cause::Started(order)))?;
        Ok(vec![Outcome::Played(progress)])
    }
}

impl Tables {
    /// Gives the seat of person `from` in `channel`'s lobby or game in progress to `user`
    /// (their id and their name, bounded as when seated): the console's `--name` on a saved
    /// game, where whoever types at the terminal takes the one person's seat under the name
    /// they give. The table's other marks of `from` (its creator, a takeback asked) follow
    /// the seat. Nothing changes without such a seat, when `user` is seated already, or
    /// when both the id and the name are the same. Returns the seat's old name when it
    /// changed hands or name.
    ///
    /// # Errors
    /// A [`Refusal`] when the record cannot be read or written (damaged, storage).
    pub fn reseat(&self, channel: u64, from: u64, user: &User) -> Result<Option<String>, Refusal> {
        let answer = self.execute(channel, Some(user), &super::Input::Reseat { from });
        if let Some(refusal) = answer.refusal {
            return Err(refusal);
        }
        Ok(answer.outcomes.into_iter().find_map(|o| match o {
            Outcome::Reseated { old } => Some(old),
            _ => None,
        }))
    }

    /// [`super::Input::Reseat`] on the record as stored now: the seat's old name when it
    /// changed hands or name.
    pub(super) fn reseat_once(
        &self,
        door: &Door<'_>,
        from: u64,
        user: &User,
    ) -> Result<Option<String>, Refusal> {
        let Some(mut table) = self.load(door)? else {
            return Ok(None);
        };
        let record = &mut table.record;
        let seated = |id: u64| {
            record
                .seats
                .iter()
                .any(|s| matches!(s, Occupant::Human { id: seat, .. } if *seat == id))
        };
        if record.phase == Phase::Finished || (user.id != from && seated(user.id)) {
            return Ok(None);
        }
        let name = bounded_name(user);
        let expected = record.revision;
        let Some(occupant) = record
            .seats
            .iter_mut()
            .find(|s| matches!(s, Occupant::Human { id, .. } if *id == from))
        else {
            return Ok(None);
        };
        let old = match occupant {
            Occupant::Human { id, name: old } if *id != user.id || *old != name => {
                *id = user.id;
                std::mem::replace(old, name)
            }
            _ => return Ok(None),
        };
        if record.creator == from {
            record.creator = user.id;
        }
        if let Some(asked) = record.takeback.as_mut().filter(|t| t.id == from) {
            asked.id = user.id;
        }
        self.save_record(door, Some(expected), record, None)?;
        Ok(Some(old))
    }
}

/// Refuses a table that is not in its lobby.
fn in_lobby(table: &Table) -> Result<(), Refusal> {
    if table.record.phase == Phase::Lobby {
        Ok(())
    } else {
        Err(Refusal::NotInLobby)
    }
}

/// The record of a table in its lobby, to change.
fn lobby(table: &mut Table) -> Result<&mut TableRecord, Refusal> {
    in_lobby(table)?;
    Ok(&mut table.record)
}

/// Whether `user` has a seat.
pub(super) fn table_has(record: &TableRecord, user: u64) -> bool {
    record
        .seats
        .iter()
        .any(|s| matches!(s, Occupant::Human { id, .. } if *id == user))
}

/// Refuses anyone but the table's creator.
pub(super) fn creator_only(table: &Table, user: &User) -> Result<(), Refusal> {
    if table.record.creator == user.id {
        Ok(())
    } else {
        Err(Refusal::CreatorOnly(table.creator_name()))
    }
}

/// The revision of the channel's table `old` that a new table replaces (`None`: there is
/// none); refused while that table's game is not finished.
pub(super) fn replaced_revision(old: Option<&Table>) -> Result<Option<u64>, Refusal> {
    match old {
        Some(old) if old.record.phase == Phase::Lobby => Err(Refusal::LobbyOpen),
        Some(old) if old.record.phase != Phase::Finished => Err(Refusal::GameExists),
        Some(old) => Ok(Some(old.record.revision)),
        None => Ok(None),
    }
}
