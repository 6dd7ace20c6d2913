//! One channel's game: lobby → playing → finished (DESIGN.md `table`).
//!
//! [`Tables::handle`] takes a command from a user in a channel and returns the replies.
//! Commands for one channel are serialised by a per-channel lock; different channels
//! never wait on each other. Every change is written to the [`Store`] (compare-and-swap
//! on the record's revision, then flushed) before a reply reports it. Transport-agnostic:
//! the console, Discord and tests all drive this code. Synchronous: async callers run it
//! on a blocking thread (it renders images and runs computer players).
//!
//! # Computer players
//!
//! A computer seat plays at the level it was seated with (`add-computer [easy|medium|
//! hard]`, `medium` when none is named); a person who resigns, leaves or runs out of
//! time is played on at [`TAKEOVER_LEVEL`] (RULES.md §4, `abandon = ai-takeover`). Each
//! computer move gets the game's `computer_time` (2 s by default; only `hard` uses it
//! up), and the computers play inside the command that handed them the turn, until a
//! person is to move. Once no person is playing any more (everyone resigned or
//! finished), the rest of the game is played at [`CLOSING_TIME`] a move, so that one
//! command never holds its channel for minutes.

mod command;
mod help;
mod why;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

pub use command::{Command, Reply, UnknownCommand, User};

use crate::ai::Level;

use crate::core::{
    quote_input, Abandon, EndReason, FirstPlayer, Game, GameRecord, Hole, HoleForm, HouseRules,
    Layout, MoveError, MoveText, Peg, RecordError, RecordTurn, Turn, Variant, MAX_NAME,
};
use crate::i18n::{catalogue, Catalogue};
use crate::render::{render_png, render_replay_gif, BoardView, Theme, MAX_GIF_BYTES};
use crate::store::{Occupant, Phase, Store, StoreError, TableRecord, FORMAT};
use crate::t;

/// Most turns the computer plays in a row inside one command (a whole computer-only game
/// fits: the move limit ends every game first).
const MAX_COMPUTER_TURNS: usize = 20_000;

/// The level at which the computer plays the seat of a person who resigned, left or ran
/// out of time (RULES.md §4).
pub const TAKEOVER_LEVEL: Level = Level::Medium;

/// The most a computer move may take once no person is playing any more (see the
/// module docs).
pub const CLOSING_TIME: Duration = Duration::from_millis(50);

/// The catalogues of one command: public posts follow the channel's language, replies
/// meant for the sender only follow the sender's.
struct Langs {
    public: &'static Catalogue,
    private: &'static Catalogue,
}

/// Every channel's table, over one store.
pub struct Tables {
    store: Store,
    locks: Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    lang: String,
    seed: Option<u64>,
    clock: Box<dyn Fn() -> u64 + Send + Sync>,
}

/// A handle on one channel's lock; dropping the last handle removes the map entry.
struct ChannelLock<'a> {
    locks: &'a Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    channel: u64,
    lock: Arc<Mutex<()>>,
}

impl std::ops::Deref for ChannelLock<'_> {
    type Target = Mutex<()>;
    fn deref(&self) -> &Mutex<()> {
        &self.lock
    }
}

impl Drop for ChannelLock<'_> {
    fn drop(&mut self) {
        let mut map = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        // Under the map lock nobody can take a new handle: two counts are the map's and
        // ours, so nobody else holds or waits for this channel.
        let ours = map
            .get(&self.channel)
            .is_some_and(|l| Arc::ptr_eq(l, &self.lock));
        if ours && Arc::strong_count(&self.lock) == 2 {
            map.remove(&self.channel);
        }
    }
}

/// Seconds since the Unix epoch.
fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `standard`, a preset name, or the rules that differ from `standard`.
fn rules_summary(rules: &HouseRules) -> String {
    match rules.preset() {
        Some(p) => p.name().to_string(),
        None => rules.differences().join(", "),
    }
}

/// [`rules_summary`] for a game of `variant`: a capture game is named `capture`, with the
/// one house rule that changes its moves (`long_jumps`, RULES.md §6); the race's presets
/// mean nothing there.
fn game_summary(rules: &HouseRules, variant: Variant) -> String {
    match variant {
        Variant::Capture if rules.long_jumps => "capture, long_jumps=on".to_string(),
        Variant::Capture => "capture".to_string(),
        Variant::Standard => rules_summary(rules),
    }
}

/// The board theme of a table (light for records from before themes, or unreadable).
fn theme_of(record: &TableRecord) -> Theme {
    record
        .theme
        .as_deref()
        .and_then(|t| t.parse().ok())
        .unwrap_or_default()
}

/// The last value of the setting `key` in `settings`, and the other settings.
fn take_setting(
    settings: &[(String, String)],
    key: &str,
) -> (Option<String>, Vec<(String, String)>) {
    let (taken, rest): (Vec<_>, Vec<_>) = settings
        .iter()
        .cloned()
        .partition(|(k, _)| k.eq_ignore_ascii_case(key));
    (taken.into_iter().last().map(|(_, v)| v), rest)
}

/// Table settings `new` and `defaults` take beside the house rules (named when a key is
/// unknown): `theme`, per table and as a channel default. `defaults` also takes
/// `language` (channel only).
const TABLE_KEYS: &str = "theme";

/// A loaded table: the record and the game replayed from it.
struct Loaded {
    record: TableRecord,
    game: Option<Game>,
}

/// The name of every seat, seat order (drawn on images).
fn seat_names(record: &TableRecord, cat: &Catalogue) -> Vec<String> {
    (0..record.players)
        .map(|s| seat_name(record, s, cat))
        .collect()
}

fn seat_name(record: &TableRecord, seat: usize, cat: &Catalogue) -> String {
    match record.seats.get(seat) {
        Some(Occupant::Human { name, .. }) => name.clone(),
        _ => t!(cat, "computer-name", "seat" => seat + 1),
    }
}

/// The level the computer plays `seat` at: a computer seat's own, or [`TAKEOVER_LEVEL`]
/// for a person who resigned while the computer takes over (`abandon = ai-takeover`).
/// `None` for a person still playing and for a frozen seat.
fn seat_level(record: &TableRecord, game: &Game, seat: usize) -> Option<Level> {
    match record.seats.get(seat)? {
        Occupant::Computer { level } => Some(*level),
        Occupant::Human { .. }
            if game.has_resigned(seat) && record.rules.abandon == Abandon::AiTakeover =>
        {
            Some(TAKEOVER_LEVEL)
        }
        Occupant::Human { .. } => None,
    }
}

/// A level's name in `cat`'s language, as Discord's `level` choice shows it
/// (`choice-level-easy`, …).
fn level_name(level: Level, cat: &Catalogue) -> String {
    t!(cat, &format!("choice-level-{}", level.name()))
}

fn bounded_name(name: &str) -> String {
    let clean: String = name
        .chars()
        .filter(|c| !c.is_control() && !invisible(*c))
        .take(MAX_NAME)
        .collect();
    let clean = clean.trim();
    if clean.is_empty() {
        "?".into()
    } else {
        clean.into()
    }
}

/// Zero-width, direction (overrides, isolates, marks) and other invisible format
/// characters: dropped from user text before it is stored or shown.
fn invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{206f}' | '\u{feff}' | '\u{ad}')
}

/// Makes text safe to show inside Discord markdown: no mentions, no formatting tricks,
/// no control or invisible characters.
fn safe(text: &str) -> String {
    let text: String = text
        .chars()
        .filter(|c| !c.is_control() && !invisible(*c))
        .collect();
    text.replace('@', "@\u{200b}")
        .replace(['`', '*', '_', '~', '|', '<', '>'], "")
}

fn record_of(record: &TableRecord) -> Result<GameRecord, RecordError> {
    let turns = record
        .turns
        .iter()
        .enumerate()
        .map(|(i, t)| {
            RecordTurn::parse(t, HoleForm::Letter)
                .map_err(|err| RecordError::Parse { index: i + 1, err })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(GameRecord {
        variant: record.variant,
        players: record.players,
        armies: record.armies,
        rules: record.rules,
        first: record.first,
        names: Vec::new(),
        turns,
    })
}

/// A seed for the computer's move number `n` of a game with seed `seed`.
fn move_seed(seed: u64, n: usize) -> u64 {
    seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl Tables {
    /// Tables over `store`, replying in English.
    #[must_use]
    pub fn new(store: Store) -> Tables {
        Tables {
            store,
            locks: Mutex::new(HashMap::new()),
            lang: "en".into(),
            seed: None,
            clock: Box::new(unix_now),
        }
    }

    /// Replies in `lang` (a supported language code; others fall back to English) where
    /// neither the user nor the channel says otherwise (the console's `--lang`).
    #[must_use]
    pub fn with_language(self, lang: &str) -> Tables {
        Tables {
            lang: crate::i18n::supported(lang).unwrap_or("en").to_string(),
            ..self
        }
    }

    /// Replaces the clock (seconds since the epoch) used for `turn_timeout` (tests).
    #[must_use]
    pub fn with_clock(self, clock: impl Fn() -> u64 + Send + Sync + 'static) -> Tables {
        Tables {
            clock: Box::new(clock),
            ..self
        }
    }

    /// Tables whose games all use `seed` for the coin toss and the computer players
    /// (scripted console games, tests). Without it every game draws a random seed.
    #[must_use]
    pub fn with_seed(store: Store, seed: u64) -> Tables {
        Tables {
            seed: Some(seed),
            ..Tables::new(store)
        }
    }

    /// The store (for shutdown flushes and tools).
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The lock of `channel` (lock it to serialise the channel's commands). Its entry in
    /// the map is removed again when the last holder drops it, so the map only holds the
    /// channels busy right now.
    fn channel_lock(&self, channel: u64) -> ChannelLock<'_> {
        let mut map = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        let lock = map.entry(channel).or_default().clone();
        ChannelLock {
            locks: &self.locks,
            channel,
            lock,
        }
    }

    /// How many channels have a lock entry now (0 when no command is running).
    #[doc(hidden)]
    pub fn lock_entries(&self) -> usize {
        self.locks
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// Handles a plain chat message: a move attempt when the whole message is two or more
    /// holes and the channel has a game in progress; otherwise nothing (conversation).
    pub fn handle_chat(&self, channel: u64, user: &User, text: &str) -> Vec<Reply> {
        self.handle_chat_in(channel, None, user, text)
    }

    /// [`Tables::handle_chat`] in a guild with preferred locale `guild_locale`.
    pub fn handle_chat_in(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: &User,
        text: &str,
    ) -> Vec<Reply> {
        if MoveText::from_chat(text).is_none() {
            return Vec::new();
        }
        match self.store.load(channel) {
            // A damaged record: the command path moves it aside and tells the channel.
            Ok(Some(r)) if r.phase == Phase::Playing => {
                self.handle_in(channel, guild_locale, user, Command::Move(text.to_string()))
            }
            Err(StoreError::Corrupt(_)) => {
                self.handle_in(channel, guild_locale, user, Command::Move(text.to_string()))
            }
            _ => Vec::new(),
        }
    }

    /// Handles one command from `user` in `channel` and returns the replies, in order.
    pub fn handle(&self, channel: u64, user: &User, command: Command) -> Vec<Reply> {
        self.handle_in(channel, None, user, command)
    }

    /// The catalogues for a command: public posts in the channel's language (set with
    /// `defaults language=…`), else the guild's, else the tables' default; private replies
    /// in the user's language, else the public posts' language.
    fn langs(&self, channel: u64, guild_locale: Option<&str>, user: Option<&User>) -> Langs {
        let channel_lang = self.store.load_language(channel).ok().flatten();
        let public = channel_lang
            .as_deref()
            .or(guild_locale)
            .unwrap_or(&self.lang);
        // A user whose language is unknown (typed messages carry none) reads the channel's.
        let private = user.and_then(|u| u.locale.as_deref()).unwrap_or(public);
        Langs {
            public: catalogue(public),
            private: catalogue(private),
        }
    }

    /// [`Tables::handle`] in a guild whose preferred locale is `guild_locale` (Discord's
    /// `guild_locale`), which public posts follow unless the channel chose a language.
    pub fn handle_in(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: &User,
        command: Command,
    ) -> Vec<Reply> {
        let lock = self.channel_lock(channel);
        let _guard = lock.lock().unwrap_or_else(PoisonError::into_inner);
        let l = self.langs(channel, guild_locale, Some(user));
        match self.handle_locked(channel, user, command, &l) {
            Ok(replies) => replies,
            Err(reply) => vec![reply],
        }
    }

    fn load(&self, channel: u64, l: &Langs) -> Result<Option<Loaded>, Reply> {
        let record = match self.store.load(channel) {
            Ok(Some(r)) => r,
            Ok(None) => return Ok(None),
            Err(StoreError::Corrupt(e)) => {
                tracing::error!(channel, error = %e, "stored table cannot be read; moving it aside");
                let _ = self.store.remove_raw(channel);
                return Err(Reply::public(t!(l.public, "err-corrupt")));
            }
            Err(e) => {
                tracing::error!(channel, error = %e, "store failed");
                return Err(Reply::private(t!(l.private, "err-storage")));
            }
        };
        let game = if record.phase == Phase::Lobby {
            None
        } else {
            match record_of(&record).and_then(|r| r.replay()) {
                Ok(g) => Some(g),
                Err(e) => {
                    tracing::error!(channel, error = %e, "stored game does not replay; moving it aside");
                    let _ = self.store.remove_raw(channel);
                    return Err(Reply::public(t!(l.public, "err-corrupt")));
                }
            }
        };
        Ok(Some(Loaded { record, game }))
    }

    fn save(
        &self,
        channel: u64,
        expected: Option<u64>,
        record: &mut TableRecord,
        l: &Langs,
    ) -> Result<(), Reply> {
        self.store
            .save(channel, expected, record)
            .map_err(|e| match e {
                StoreError::Conflict => Reply::private(t!(l.private, "err-busy")),
                e => {
                    tracing::error!(channel, error = %e, "store failed");
                    Reply::private(t!(l.private, "err-storage"))
                }
            })
    }

    fn handle_locked(
        &self,
        channel: u64,
        user: &User,
        command: Command,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        if command == Command::Help {
            // The rules and notation, then the house rules in force here.
            let loaded = self.load(channel, l)?;
            let (rules, game) = match &loaded {
                Some(x) if x.record.phase != Phase::Finished => (x.record.rules, true),
                _ => (self.defaults(channel), false),
            };
            return Ok(vec![
                Reply::private(t!(l.private, "help")),
                Reply::private(help::rules_in_force(&rules, game, l.private)),
            ]);
        }
        let (loaded, mut replies) = self.expire_turn(channel, self.load(channel, l)?, l)?;
        let more = match command {
            Command::New {
                players,
                armies,
                settings,
            } => self.new_game(channel, user, (players, armies, &settings), loaded, l),
            Command::Defaults { settings } => self.set_defaults(channel, user, &settings, l),
            Command::Rules => Ok(vec![Reply::private(self.rules_text(
                channel,
                loaded.as_ref(),
                l.private,
            ))]),
            Command::Help => unreachable!("handled above"),
            command => {
                let loaded = loaded.ok_or_else(|| Reply::private(t!(l.private, "err-no-game")))?;
                match command {
                    Command::Join => self.join(channel, user, loaded, l),
                    Command::Leave => self.leave(channel, user, loaded, l),
                    Command::AddComputer(level) => {
                        self.add_computer(channel, user, loaded, level, l)
                    }
                    Command::Start => self.start(channel, user, loaded, l),
                    Command::Move(text) => self.play(channel, user, &text, loaded, l),
                    Command::Board => Ok(vec![self.board_reply(&loaded, None, l)]),
                    Command::Moves { hole, chains } => {
                        Ok(vec![self.moves(&hole, chains, &loaded, l)?])
                    }
                    Command::Replay => match &loaded.game {
                        Some(game) => Ok(vec![self.replay_reply(channel, &loaded, game, l)?]),
                        None => Err(Reply::private(t!(l.private, "err-not-playing"))),
                    },
                    Command::Resign => self.resign(channel, user, loaded, l),
                    Command::Abort => self.abort(channel, user, loaded, l),
                    Command::Status => {
                        Ok(vec![Reply::private(self.status_text(&loaded, l.private))])
                    }
                    Command::New { .. }
                    | Command::Help
                    | Command::Rules
                    | Command::Defaults { .. } => {
                        unreachable!("handled above")
                    }
                }
            }
        };
        match more {
            Ok(more) => {
                replies.extend(more);
                Ok(replies)
            }
            // A refusal still comes after any timeout announcement.
            Err(refusal) if !replies.is_empty() => {
                replies.push(refusal);
                Ok(replies)
            }
            Err(refusal) => Err(refusal),
        }
    }

    /// Applies `settings` over `base`.
    fn apply_settings(
        base: HouseRules,
        settings: &[(String, String)],
        l: &Langs,
    ) -> Result<HouseRules, Reply> {
        let mut rules = base;
        // A preset first, then the single rules over it, in whatever order they were typed.
        let is_preset = |key: &str| key.trim().eq_ignore_ascii_case("preset");
        let presets = settings.iter().filter(|(k, _)| is_preset(k));
        let singles = settings.iter().filter(|(k, _)| !is_preset(k));
        for (key, value) in presets.chain(singles) {
            rules.set(key, value).map_err(|e| {
                // Keys are shown as typed, reduced to the characters a key can have.
                let key: String = key
                    .trim()
                    .to_ascii_lowercase()
                    .replace('-', "_")
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .take(30)
                    .collect();
                let text = match e {
                    crate::core::RuleError::UnknownKey(_) => t!(l.private, "err-rule-key",
                        "key" => key.clone(), "keys" => format!("preset, {}, {TABLE_KEYS}", HouseRules::KEYS.join(", "))),
                    _ => t!(l.private, "err-rule-value", "key" => key.clone(),
                        "valid" => if key == "preset" { "standard, masters, fast" } else { HouseRules::valid_values(&key) }),
                };
                Reply::private(text)
            })?;
        }
        Ok(rules)
    }

    /// The channel's default house rules (the `standard` preset unless changed).
    fn defaults(&self, channel: u64) -> HouseRules {
        self.store
            .load_defaults(channel)
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    fn set_defaults(
        &self,
        channel: u64,
        user: &User,
        settings: &[(String, String)],
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        if !user.manager {
            return Err(Reply::private(t!(l.private, "err-manager-only")));
        }
        // `language` and `theme` are channel settings beside the house rules. Everything
        // is checked before anything is stored, so bad input changes nothing.
        let (language, settings) = take_setting(settings, "language");
        let (theme, settings) = take_setting(&settings, "theme");
        let language = match language {
            None => None,
            Some(value) => Some(match value.trim() {
                "auto" | "none" | "" => None,
                v => Some(crate::i18n::supported(v).ok_or_else(|| {
                    Reply::private(t!(l.private, "err-rule-value", "key" => "language",
                        "valid" => format!("auto, {}", crate::i18n::languages().collect::<Vec<_>>().join(", "))))
                })?),
            }),
        };
        let theme = theme.map(|v| Self::parse_theme(&v, l)).transpose()?;
        let rules = if settings.is_empty() && (language.is_some() || theme.is_some()) {
            None
        } else {
            Some(Self::apply_settings(self.defaults(channel), &settings, l)?)
        };
        let failed = |e: StoreError| {
            tracing::error!(channel, error = %e, "store failed");
            Reply::private(t!(l.private, "err-storage"))
        };
        let name = safe(&bounded_name(&user.name));
        let mut lines = Vec::new();
        let changed;
        let l = match language {
            Some(chosen) => {
                self.store.save_language(channel, chosen).map_err(failed)?;
                // Announced in the channel's new language.
                changed = self.langs(channel, None, Some(user));
                lines.push(t!(changed.public, "language-changed",
                    "name" => name.clone(), "language" => chosen.unwrap_or("auto")));
                &changed
            }
            None => l,
        };
        if let Some(theme) = theme {
            self.store
                .save_theme(channel, Some(theme.name()))
                .map_err(failed)?;
            lines.push(
                t!(l.public, "theme-changed", "name" => name.clone(), "theme" => theme.name()),
            );
        }
        if let Some(rules) = rules {
            self.store.save_defaults(channel, &rules).map_err(failed)?;
            lines.push(t!(l.public, "defaults-changed",
                "name" => name.clone(), "summary" => rules_summary(&rules)));
        }
        Ok(vec![Reply::public(lines.join("\n"))])
    }

    /// `light` or `dark`, or the refusal naming both.
    fn parse_theme(value: &str, l: &Langs) -> Result<Theme, Reply> {
        value.parse().map_err(|_| {
            Reply::private(
                t!(l.private, "err-rule-value", "key" => "theme", "valid" => "light, dark"),
            )
        })
    }

    /// The theme of the channel's new games (`defaults theme=…`), light unless chosen.
    fn channel_theme(&self, channel: u64) -> Theme {
        self.store
            .load_theme(channel)
            .ok()
            .flatten()
            .and_then(|t| t.parse().ok())
            .unwrap_or_default()
    }

    fn rules_text(&self, channel: u64, loaded: Option<&Loaded>, cat: &Catalogue) -> String {
        let (rules, theme, id) = match loaded {
            Some(l) if l.record.phase != Phase::Finished => {
                (l.record.rules, theme_of(&l.record), "rules-game")
            }
            _ => (
                self.defaults(channel),
                self.channel_theme(channel),
                "rules-defaults",
            ),
        };
        let mut all: Vec<String> = HouseRules::KEYS
            .iter()
            .map(|k| format!("{k}={}", rules.get(k).unwrap_or_default()))
            .collect();
        all.push(format!("theme={theme}"));
        let text = format!(
            "{}\n`{}`",
            t!(cat, id, "summary" => rules_summary(&rules)),
            all.join(" · ")
        );
        match loaded {
            // The capture game explained, with the rules of this game.
            Some(l)
                if l.record.phase != Phase::Finished && l.record.variant == Variant::Capture =>
            {
                format!("{}\n{text}", t!(cat, "help-capture"))
            }
            _ => text,
        }
    }

    /// When the player to move has used up `turn_timeout`, treats the seat as having left
    /// (RULES.md §4 `abandon`): stores it and returns the announcement with the board.
    fn expire_turn(
        &self,
        channel: u64,
        loaded: Option<Loaded>,
        l: &Langs,
    ) -> Result<(Option<Loaded>, Vec<Reply>), Reply> {
        let Some(Loaded {
            record,
            game: Some(mut game),
        }) = loaded
        else {
            return Ok((loaded, Vec::new()));
        };
        let timeout = record.rules.turn_timeout;
        let expired = match game.to_move() {
            Some(seat) if record.phase == Phase::Playing && timeout > 0 => {
                let human = matches!(record.seats.get(seat), Some(Occupant::Human { .. }));
                human
                    && !game.has_resigned(seat)
                    && (self.clock)() >= record.turn_started.saturating_add(timeout)
            }
            _ => false,
        };
        let Some(seat) = game.to_move().filter(|_| expired) else {
            return Ok((
                Some(Loaded {
                    record,
                    game: Some(game),
                }),
                Vec::new(),
            ));
        };
        let before = game.history().len();
        if game.resign(seat).is_err() {
            return Ok((
                Some(Loaded {
                    record,
                    game: Some(game),
                }),
                Vec::new(),
            ));
        }
        let lines =
            vec![t!(l.public, "timed-out", "name" => safe(&seat_name(&record, seat, l.public)))];
        let (loaded, replies) = self.conclude(channel, record, game, before + 1, lines, l)?;
        Ok((Some(loaded), replies))
    }

    /// Checks the turn clock of every channel with a game in progress; returns the
    /// announcements to post (adapters call this every minute or so).
    pub fn tick_all(&self) -> Vec<(u64, Vec<Reply>)> {
        let channels: Vec<u64> = self.store.channels().collect();
        let mut out = Vec::new();
        for channel in channels {
            let lock = self.channel_lock(channel);
            let _guard = lock.lock().unwrap_or_else(PoisonError::into_inner);
            let l = self.langs(channel, None, None);
            let loaded = match self.load(channel, &l) {
                Ok(loaded) => loaded,
                // A damaged record was moved aside: the channel is told.
                Err(reply) if !reply.private => {
                    out.push((channel, vec![reply]));
                    continue;
                }
                Err(_) => continue,
            };
            if let Ok((_, replies)) = self.expire_turn(channel, loaded, &l) {
                if !replies.is_empty() {
                    out.push((channel, replies));
                }
            }
        }
        out
    }

    fn new_game(
        &self,
        channel: u64,
        user: &User,
        (players, armies, settings): (usize, usize, &[(String, String)]),
        loaded: Option<Loaded>,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        let expected = match &loaded {
            Some(old) if old.record.phase != Phase::Finished => {
                return Err(Reply::private(t!(l.private, "err-game-exists")))
            }
            Some(old) => Some(old.record.revision),
            None => None,
        };
        let (theme, settings) = take_setting(settings, "theme");
        let theme = match theme {
            Some(value) => Self::parse_theme(&value, l)?,
            None => self.channel_theme(channel),
        };
        // `variant` (RULES.md §6) comes with the settings: `new 3 capture`,
        // `new 3 variant=capture`, Discord's `variant` option.
        let (variant, settings) = take_setting(&settings, "variant");
        let variant = match variant {
            None => Variant::Standard,
            Some(v) => v.parse::<Variant>().map_err(|_| {
                Reply::private(t!(l.private, "err-bad-variant", "value" => safe(&quote_input(&v))))
            })?,
        };
        let rules = match variant {
            Variant::Standard => {
                if Layout::standard(players).is_err() {
                    return Err(Reply::private(t!(l.private, "err-players")));
                }
                if Layout::with_armies(players, armies).is_err() {
                    return Err(Reply::private(t!(l.private, "err-armies")));
                }
                Self::apply_settings(self.defaults(channel), &settings, l)?
            }
            Variant::Capture => {
                if Layout::capture(players).is_err() {
                    return Err(Reply::private(t!(l.private, "err-capture-players")));
                }
                if armies != 1 {
                    return Err(Reply::private(t!(l.private, "err-capture-armies")));
                }
                // The channel's defaults for the race do not apply; rules typed here must.
                let base = crate::core::capture_rules(self.defaults(channel));
                let rules = Self::apply_settings(base, &settings, l)?;
                if let Some(key) = crate::core::unused_rule_set(&rules) {
                    return Err(Reply::private(
                        t!(l.private, "err-capture-rule", "key" => key),
                    ));
                }
                rules
            }
        };
        let name = bounded_name(&user.name);
        let mut record = TableRecord {
            format: FORMAT,
            revision: 0,
            phase: Phase::Lobby,
            creator: user.id,
            variant,
            players,
            armies,
            rules,
            seats: vec![Occupant::Human {
                id: user.id,
                name: name.clone(),
            }],
            first: 0,
            turns: Vec::new(),
            seed: self.seed.unwrap_or_else(rand::random),
            turn_started: 0,
            theme: Some(theme.name().to_string()),
        };
        self.save(channel, expected, &mut record, l)?;
        let mut text = t!(l.public, "lobby-created", "name" => safe(&name), "players" => players);
        if armies > 1 {
            text.push(' ');
            text.push_str(&t!(l.public, "lobby-armies", "armies" => armies));
        }
        if variant == Variant::Capture {
            text.push(' ');
            text.push_str(&t!(l.public, "lobby-capture"));
        }
        text.push('\n');
        text.push_str(&t!(l.public, "rules-game", "summary" => game_summary(&rules, variant)));
        Ok(vec![Reply::public(text)])
    }

    fn lobby<'a>(&self, loaded: &'a mut Loaded, l: &Langs) -> Result<&'a mut TableRecord, Reply> {
        if loaded.record.phase != Phase::Lobby {
            return Err(Reply::private(t!(l.private, "err-not-in-lobby")));
        }
        Ok(&mut loaded.record)
    }

    fn join(
        &self,
        channel: u64,
        user: &User,
        mut loaded: Loaded,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        let expected = loaded.record.revision;
        let record = self.lobby(&mut loaded, l)?;
        if record
            .seats
            .iter()
            .any(|s| matches!(s, Occupant::Human { id, .. } if *id == user.id))
        {
            return Err(Reply::private(t!(l.private, "err-already-seated")));
        }
        if record.seats.len() >= record.players {
            return Err(Reply::private(
                t!(l.private, "err-lobby-full", "seats" => record.players),
            ));
        }
        let name = bounded_name(&user.name);
        record.seats.push(Occupant::Human {
            id: user.id,
            name: name.clone(),
        });
        let (taken, seats) = (record.seats.len(), record.players);
        self.save(channel, Some(expected), record, l)?;
        Ok(vec![Reply::public(
            t!(l.public, "lobby-joined", "name" => safe(&name), "seat" => taken, "taken" => taken, "seats" => seats),
        )])
    }

    fn leave(
        &self,
        channel: u64,
        user: &User,
        mut loaded: Loaded,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        if loaded.record.phase == Phase::Playing {
            return self.resign(channel, user, loaded, l);
        }
        let expected = loaded.record.revision;
        let record = self.lobby(&mut loaded, l)?;
        if record.creator == user.id {
            return Err(Reply::private(t!(l.private, "err-creator-leave")));
        }
        let Some(i) = record
            .seats
            .iter()
            .position(|s| matches!(s, Occupant::Human { id, .. } if *id == user.id))
        else {
            return Err(Reply::private(t!(l.private, "err-not-seated")));
        };
        record.seats.remove(i);
        self.save(channel, Some(expected), record, l)?;
        Ok(vec![Reply::public(
            t!(l.public, "lobby-left", "name" => safe(&bounded_name(&user.name))),
        )])
    }

    fn creator_only(record: &TableRecord, user: &User, l: &Langs) -> Result<(), Reply> {
        if record.creator == user.id {
            return Ok(());
        }
        let name = record
            .seats
            .iter()
            .find_map(|s| match s {
                Occupant::Human { id, name } if *id == record.creator => Some(name.clone()),
                _ => None,
            })
            .unwrap_or_default();
        Err(Reply::private(
            t!(l.private, "err-creator-only", "name" => safe(&name)),
        ))
    }

    fn add_computer(
        &self,
        channel: u64,
        user: &User,
        mut loaded: Loaded,
        level: Level,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        let expected = loaded.record.revision;
        let record = self.lobby(&mut loaded, l)?;
        Self::creator_only(record, user, l)?;
        if record.seats.len() >= record.players {
            return Err(Reply::private(
                t!(l.private, "err-lobby-full", "seats" => record.players),
            ));
        }
        record.seats.push(Occupant::Computer { level });
        let (taken, seats) = (record.seats.len(), record.players);
        self.save(channel, Some(expected), record, l)?;
        Ok(vec![Reply::public(
            t!(l.public, "lobby-computer", "seat" => taken, "taken" => taken, "seats" => seats,
                "level" => level_name(level, l.public)),
        )])
    }

    fn start(
        &self,
        channel: u64,
        user: &User,
        mut loaded: Loaded,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        let expected = loaded.record.revision;
        let record = self.lobby(&mut loaded, l)?;
        Self::creator_only(record, user, l)?;
        if record.seats.len() < record.players {
            return Err(Reply::private(
                t!(l.private, "err-not-full", "missing" => record.players - record.seats.len()),
            ));
        }
        record.first = match record.rules.first_player {
            FirstPlayer::Creator => 0,
            FirstPlayer::CoinToss => (record.seed % record.players as u64) as usize,
        };
        record.phase = Phase::Playing;
        let game = record_of(record)
            .and_then(|r| r.replay())
            .map_err(|_| Reply::private(t!(l.private, "err-players")))?;
        let order: Vec<String> = (0..record.players)
            .map(|s| {
                let seat = (record.first + s) % record.players;
                let colour = colour_name(&game, seat, l.public);
                format!("{} ({colour})", safe(&seat_name(record, seat, l.public)))
            })
            .collect();
        let lines = vec![t!(l.public, "game-started", "order" => order.join(" → "))];
        let before = game.history().len();
        debug_assert_eq!(record.revision, expected);
        let (_, replies) = self.conclude(channel, record.clone(), game, before, lines, l)?;
        Ok(replies)
    }

    /// Seat of `user` in a game in progress.
    fn seat_of(record: &TableRecord, user: &User) -> Option<usize> {
        record
            .seats
            .iter()
            .position(|s| matches!(s, Occupant::Human { id, .. } if *id == user.id))
    }

    fn play(
        &self,
        channel: u64,
        user: &User,
        text: &str,
        loaded: Loaded,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        let Loaded { record, game } = loaded;
        let (Some(mut game), Phase::Playing) = (game, record.phase) else {
            return Err(Reply::private(t!(l.private, "err-not-playing")));
        };
        let input = safe(&quote_input(text));
        let seat = Self::seat_of(&record, user)
            .ok_or_else(|| Reply::private(t!(l.private, "err-spectator")))?;
        let to_move = game
            .to_move()
            .ok_or_else(|| Reply::private(t!(l.private, "err-not-playing")))?;
        if to_move != seat || game.has_resigned(seat) {
            let name = safe(&seat_name(&record, to_move, l.private));
            return Err(Reply::private(
                t!(l.private, "err-not-your-turn", "name" => name),
            ));
        }
        let mt = MoveText::parse(text, crate::core::HoleForm::Letter).map_err(|e| {
            Reply::private(
                t!(l.private, "err-bad-move-text", "input" => input.clone(), "reason" => safe(&why::parse_error(&e, l.private))),
            )
        })?;
        let before = game.history().len();
        game.play_path(seat, &mt.holes).map_err(|e: MoveError| {
            Reply::private(
                t!(l.private, "err-illegal", "input" => input.clone(), "reason" => safe(&why::move_error(&e, l.private))),
            )
        })?;
        // The stored turn must read back: a chain typed run together (`c1e7c1e7…`) can
        // grow past the move-text limit once written with separators, and a record that
        // does not replay would be moved aside, ending the game. Refused, nothing stored.
        let written = game
            .history()
            .get(before)
            .map(Turn::text)
            .unwrap_or_default();
        if RecordTurn::parse(&written, crate::core::HoleForm::Letter).is_err() {
            let reason = why::parse_error(&crate::core::ParseMoveError::TooLong, l.private);
            return Err(Reply::private(
                t!(l.private, "err-bad-move-text", "input" => input, "reason" => reason),
            ));
        }
        let (_, replies) = self.conclude(channel, record, game, before, Vec::new(), l)?;
        Ok(replies)
    }

    fn resign(
        &self,
        channel: u64,
        user: &User,
        loaded: Loaded,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        let Loaded { record, game } = loaded;
        let (Some(mut game), Phase::Playing) = (game, record.phase) else {
            return Err(Reply::private(t!(l.private, "err-not-playing")));
        };
        let seat = Self::seat_of(&record, user)
            .ok_or_else(|| Reply::private(t!(l.private, "err-not-seated")))?;
        let before = game.history().len();
        game.resign(seat).map_err(|e| match e {
            MoveError::AlreadyResigned => Reply::private(t!(l.private, "err-resigned")),
            e => Reply::private(why::move_error(&e, l.private)),
        })?;
        let (_, replies) = self.conclude(channel, record, game, before, Vec::new(), l)?;
        Ok(replies)
    }

    fn abort(
        &self,
        channel: u64,
        user: &User,
        loaded: Loaded,
        l: &Langs,
    ) -> Result<Vec<Reply>, Reply> {
        if !user.manager {
            Self::creator_only(&loaded.record, user, l)?;
        }
        self.store
            .delete(channel, loaded.record.revision)
            .map_err(|e| match e {
                StoreError::Conflict => Reply::private(t!(l.private, "err-busy")),
                _ => Reply::private(t!(l.private, "err-storage")),
            })?;
        Ok(vec![Reply::public(
            t!(l.public, "aborted", "name" => safe(&bounded_name(&user.name))),
        )])
    }

    /// After a change to `game` (turns from `before` on are new): lets the computer play
    /// until a person is to move, stores the record, and makes the public replies: `lines`,
    /// what happened, the board and who is to move; when the game ended, also its replay.
    fn conclude(
        &self,
        channel: u64,
        mut record: TableRecord,
        mut game: Game,
        before: usize,
        mut lines: Vec<String>,
        l: &Langs,
    ) -> Result<(Loaded, Vec<Reply>), Reply> {
        self.run_computers(&record, &mut game);
        lines.extend(self.describe_turns(&record, &game, before, l.public));
        let expected = record.revision;
        self.finish_record(&mut record, &game);
        self.save(channel, Some(expected), &mut record, l)?;
        let loaded = Loaded {
            record,
            game: Some(game),
        };
        let mut replies = vec![self.turn_reply(&loaded, lines, l)];
        if let Some(game) = loaded.game.as_ref().filter(|g| g.outcome().is_some()) {
            // The move is stored and announced: a replay that fails is only left out.
            if let Ok(replay) = self.replay_reply(channel, &loaded, game, l) {
                replies.push(replay);
            }
        }
        Ok((loaded, replies))
    }

    /// Plays for computer seats and resigned seats until a person is to move, each at its
    /// level within the game's `computer_time` ([`CLOSING_TIME`] once no person is
    /// playing).
    fn run_computers(&self, record: &TableRecord, game: &mut Game) {
        let computer_time = Duration::from_millis(record.rules.computer_time);
        for _ in 0..MAX_COMPUTER_TURNS {
            let Some(seat) = game.to_move() else { return };
            let Some(level) = seat_level(record, game, seat) else {
                return;
            };
            let person_playing = record.seats.iter().enumerate().any(|(s, occupant)| {
                matches!(occupant, Occupant::Human { .. })
                    && !game.has_resigned(s)
                    && !game.is_finished(s)
            });
            let deadline = if person_playing {
                computer_time
            } else {
                computer_time.min(CLOSING_TIME)
            };
            let seed = move_seed(record.seed, game.history().len());
            if game.variant() == Variant::Capture {
                // A capture move is its whole chain (RULES.md §6).
                match crate::ai::choose_path(game, level, seed, deadline) {
                    Some(path) if game.play_path(seat, &path).is_ok() => continue,
                    _ => return,
                }
            }
            let Some(mv) = crate::ai::choose(game, level, seed, deadline) else {
                return;
            };
            if game.play(mv).is_err() {
                return;
            }
        }
    }

    /// Stores the game's turns and phase in the record.
    fn finish_record(&self, record: &mut TableRecord, game: &Game) {
        record.turn_started = (self.clock)();
        record.turns = game.history().iter().map(Turn::text).collect();
        if game.outcome().is_some() {
            record.phase = Phase::Finished;
        }
    }

    /// Lines describing the turns from `from` on: moves, passes, finishes, the result.
    fn describe_turns(
        &self,
        record: &TableRecord,
        game: &Game,
        from: usize,
        cat: &Catalogue,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        let mut finished_before: Vec<bool> = Vec::new();
        // Replay-free finish detection: a seat that is finished now and whose last move is
        // in this batch finished in this batch.
        for seat in 0..record.players {
            let last_move = game
                .history()
                .iter()
                .rposition(|t| matches!(t, Turn::Move { seat: s, .. } if *s == seat));
            finished_before.push(!(game.is_finished(seat) && last_move.is_some_and(|i| i >= from)));
        }
        for turn in &game.history()[from.min(game.history().len())..] {
            match turn {
                Turn::Move { seat, .. } => lines.push(t!(cat, "move-played",
                    "name" => safe(&seat_name(record, *seat, cat)), "move" => turn.text())),
                Turn::Pass { seat } => {
                    lines.push(
                        t!(cat, "pass-played", "name" => safe(&seat_name(record, *seat, cat))),
                    );
                }
                Turn::Resign { seat } => {
                    // When the resignation ends the game nobody plays the seat on.
                    let id = if game.outcome().is_some() {
                        "resigned-final"
                    } else {
                        "resigned"
                    };
                    lines.push(t!(cat, id, "name" => safe(&seat_name(record, *seat, cat))));
                }
            }
        }
        if let Some(outcome) = game.outcome() {
            for st in &outcome.standings {
                if st.finished && !finished_before[st.seat] {
                    lines.push(t!(cat, "seat-finished",
                        "name" => safe(&seat_name(record, st.seat, cat)), "place" => st.place));
                }
            }
        } else {
            // Several seats may finish in one batch (computer turns): each with its own
            // place, in the order they finished.
            let mut finishers: Vec<(usize, usize)> = finished_before
                .iter()
                .enumerate()
                .filter(|(_, before)| !**before)
                .filter_map(|(seat, _)| game.finish_place(seat).map(|place| (place, seat)))
                .collect();
            finishers.sort_unstable();
            for (place, seat) in finishers {
                lines.push(t!(cat, "seat-finished", "name" => safe(&seat_name(record, seat, cat)), "place" => place));
            }
        }
        // Keep replies within Discord's limits when the computer played many turns.
        if lines.len() > 12 {
            let skipped = lines.len() - 11;
            let tail = lines.split_off(lines.len() - 10);
            lines.truncate(1);
            lines.push(format!("… ({skipped})"));
            lines.extend(tail);
        }
        lines
    }

    fn header(&self, loaded: &Loaded, game: &Game, cat: &Catalogue) -> String {
        match (game.to_move(), game.outcome()) {
            (Some(seat), _) => t!(cat, "board-header",
                "number" => game.total_moves() + 1, "name" => seat_name(&loaded.record, seat, cat)),
            (None, Some(o)) if o.is_draw() => t!(cat, "board-header-draw"),
            (None, Some(o)) => {
                let winner = o
                    .standings
                    .first()
                    .map(|s| seat_name(&loaded.record, s.seat, cat))
                    .unwrap_or_default();
                t!(cat, "board-header-over", "name" => winner)
            }
            (None, None) => String::new(),
        }
    }

    /// The board image with the table's names, header and theme.
    fn render(&self, loaded: &Loaded, game: &Game, cat: &Catalogue) -> Vec<u8> {
        let names = seat_names(&loaded.record, cat);
        let header = format!(
            "{} · {}",
            self.header(loaded, game, cat),
            game_summary(&loaded.record.rules, loaded.record.variant)
        );
        let levels: Vec<String> = (0..loaded.record.players)
            .map(|s| {
                seat_level(&loaded.record, game, s)
                    .map(|level| level_name(level, cat))
                    .unwrap_or_default()
            })
            .collect();
        render_png(&BoardView {
            theme: theme_of(&loaded.record),
            levels: &levels,
            ..BoardView::new(game, &names, &header)
        })
    }

    /// `moves <hole>`: the board with every hole the peg on `hole` can end a move in
    /// highlighted (the game's house rules applied, whoever is to move), and with
    /// `chains` the shortest jump chain to each hole reached by hopping. Any peg may be
    /// inspected by anyone; the answer is for the asker only (a learning aid).
    fn moves(&self, text: &str, chains: bool, loaded: &Loaded, l: &Langs) -> Result<Reply, Reply> {
        let cat = l.private;
        let Some(game) = &loaded.game else {
            return Err(Reply::private(t!(cat, "err-not-playing")));
        };
        // Invisible characters around or inside the hole are ignored, as in move text.
        let text: String = text
            .chars()
            .filter(|c| !c.is_control() && !invisible(*c))
            .collect();
        let text = text.trim();
        if text.is_empty() {
            return Err(Reply::private(t!(cat, "err-moves-usage")));
        }
        let from: Hole = text.parse().map_err(|_| {
            Reply::private(t!(cat, "err-not-a-hole", "input" => safe(&quote_input(text))))
        })?;
        if game.variant() == Variant::Capture && game.pegs().contains(from) {
            return Ok(self.capture_moves(from, chains, game, loaded, cat));
        }
        let army = match game.board().peg_at(from) {
            None => {
                return Err(Reply::private(
                    t!(cat, "err-no-peg", "hole" => from.to_string()),
                ))
            }
            Some(Peg::Obstacle) => {
                return Err(Reply::private(
                    t!(cat, "err-fixed-peg", "hole" => from.to_string()),
                ))
            }
            Some(Peg::Army(army)) => army,
        };
        let seat = game
            .layout()
            .seat_of(army)
            .ok_or_else(|| Reply::private(t!(cat, "err-fixed-peg", "hole" => from.to_string())))?;
        let reach = game.destinations_of(seat, from);
        let paths: Vec<Vec<Hole>> = reach
            .iter()
            .filter_map(|to| game.path_of(seat, from, to))
            .collect();
        let owner = t!(cat, "moves-owner",
            "colour" => t!(cat, &format!("colour-{}", army.name())),
            "name" => safe(&seat_name(&loaded.record, seat, cat)));
        let text = if reach.is_empty() {
            t!(cat, "moves-none", "hole" => from.to_string(), "owner" => owner)
        } else {
            let holes: Vec<String> = reach.iter().map(|h| h.to_string()).collect();
            t!(cat, "moves-reach", "hole" => from.to_string(), "owner" => owner,
                "count" => reach.len(), "holes" => holes.join(", "))
        };
        // A step needs no line (the highlight shows it): chains are the hopping moves.
        let hops: Vec<Vec<Hole>> = paths
            .into_iter()
            .filter(|p| {
                p.len() > 2
                    || p.first()
                        .zip(p.last())
                        .is_some_and(|(a, b)| a.distance(*b) > 1)
            })
            .collect();
        let shown: &[Vec<Hole>] = if chains { &hops } else { &[] };
        Ok(Self::moves_reply(
            text, from, reach, shown, game, loaded, cat,
        ))
    }

    /// The private answer to `moves`: `text`, then `shown` (the chains asked for) written
    /// out, and the board with `reach` highlighted, `from` ringed and `shown` drawn.
    fn moves_reply(
        mut text: String,
        from: Hole,
        reach: crate::core::HoleSet,
        shown: &[Vec<Hole>],
        game: &Game,
        loaded: &Loaded,
        cat: &Catalogue,
    ) -> Reply {
        if !shown.is_empty() {
            let written: Vec<String> = shown
                .iter()
                .map(|p| format!("`{}`", crate::core::format_path(p)))
                .collect();
            text.push('\n');
            text.push_str(&t!(cat, "moves-chains", "chains" => written.join(" ")));
        }
        let names = seat_names(&loaded.record, cat);
        let header = t!(cat, "moves-header", "hole" => from.to_string(), "count" => reach.len());
        let png = render_png(&BoardView {
            theme: theme_of(&loaded.record),
            // Only this peg's moves: the last move's arrow would read as one of them.
            last_path: None,
            highlight: reach,
            selected: Some(from),
            chains: shown,
            ..BoardView::new(game, &names, &header)
        });
        Reply {
            text,
            image: Some(png),
            mention: None,
            private: true,
        }
    }

    /// `moves <hole>` in the capture game: where the peg on `from` can end a capturing
    /// chain now (for whoever is to move: pegs belong to nobody), and with `chains` every
    /// chain (at most 25).
    fn capture_moves(
        &self,
        from: Hole,
        chains: bool,
        game: &Game,
        loaded: &Loaded,
        cat: &Catalogue,
    ) -> Reply {
        let all = game.chains_from(from, 25);
        let reach: crate::core::HoleSet = all.iter().filter_map(|c| c.last().copied()).collect();
        let holes: Vec<String> = reach.iter().map(|h| h.to_string()).collect();
        let text = t!(cat, "moves-capture", "hole" => from.to_string(),
            "count" => reach.len(), "holes" => holes.join(", "));
        let shown: &[Vec<Hole>] = if chains { &all } else { &[] };
        Self::moves_reply(text, from, reach, shown, game, loaded, cat)
    }

    /// The whole game as an animated GIF (one frame per move), public: on `replay`, and
    /// after the result when a game ends. Stays under Discord's default upload limit
    /// ([`MAX_GIF_BYTES`]; a longer game would be refused with a short answer).
    fn replay_reply(
        &self,
        channel: u64,
        loaded: &Loaded,
        game: &Game,
        l: &Langs,
    ) -> Result<Reply, Reply> {
        let names = seat_names(&loaded.record, l.public);
        let gif = record_of(&loaded.record)
            .and_then(|record| render_replay_gif(&record, &names, theme_of(&loaded.record)))
            .map_err(|e| {
                tracing::error!(channel, error = %e, "replay failed");
                Reply::private(t!(l.private, "err-replay"))
            })?;
        if gif.len() > MAX_GIF_BYTES {
            tracing::warn!(channel, bytes = gif.len(), "replay over the upload limit");
            return Err(Reply::private(t!(l.private, "err-replay")));
        }
        Ok(Reply {
            text: t!(l.public, "replay-caption", "moves" => game.total_moves()),
            image: Some(gif),
            mention: None,
            private: false,
        })
    }

    /// The reply after a change: what happened, the board, and who is to move (pinged).
    fn turn_reply(&self, loaded: &Loaded, mut lines: Vec<String>, l: &Langs) -> Reply {
        let Some(game) = &loaded.game else {
            return Reply::public(lines.join("\n"));
        };
        let mut mention = None;
        if let Some(seat) = game.to_move() {
            let who = match &loaded.record.seats[seat] {
                Occupant::Human { id, .. } => {
                    mention = Some(*id);
                    format!("<@{id}>")
                }
                Occupant::Computer { .. } => safe(&seat_name(&loaded.record, seat, l.public)),
            };
            lines.push(t!(l.public, "turn-prompt",
                "number" => game.total_moves() + 1, "mention" => who, "colour" => colour_name(game, seat, l.public)));
        } else if let Some(outcome) = game.outcome() {
            lines.push(self.result_text(&loaded.record, game, outcome, l.public));
        }
        Reply {
            text: lines.join("\n"),
            image: Some(self.render(loaded, game, l.public)),
            mention,
            private: false,
        }
    }

    /// The result: why the game ended and every seat's place (with its captures in the
    /// capture game, `scores` per seat, and a draw announced as one).
    fn result_text(
        &self,
        record: &TableRecord,
        game: &Game,
        outcome: &crate::core::Outcome,
        cat: &Catalogue,
    ) -> String {
        // Captures per seat in the capture game (RULES.md §6), which has no pegs home.
        let scores = capture_scores(game);
        // Unfinished seats are ranked by their pegs home when the game stopped short.
        let short =
            scores.is_none() && matches!(outcome.reason, EndReason::MoveLimit | EndReason::NoMoves);
        let reason = t!(
            cat,
            match outcome.reason {
                EndReason::Finished => "reason-finished",
                EndReason::MoveLimit => "reason-move-limit",
                EndReason::NoMoves if scores.is_some() => "reason-no-hops",
                EndReason::NoMoves => "reason-no-moves",
                EndReason::Resignations => "reason-resignations",
            }
        );
        let mut lines = vec![t!(cat, "game-over", "reason" => reason)];
        for st in &outcome.standings {
            let note = if st.resigned {
                t!(cat, "note-resigned")
            } else if short && !st.finished {
                t!(cat, "note-pegs-home", "count" => game.pegs_home(st.seat))
            } else {
                String::new()
            };
            let name = safe(&seat_name(record, st.seat, cat));
            lines.push(match scores {
                Some(scores) => t!(cat, "standing-capture", "place" => st.place, "name" => name,
                    "score" => scores.get(st.seat).copied().unwrap_or(0), "note" => note),
                None => t!(cat, "standing", "place" => st.place, "name" => name, "note" => note),
            });
        }
        let first: Vec<String> = outcome
            .standings
            .iter()
            .filter(|s| s.place == 1)
            .map(|s| safe(&seat_name(record, s.seat, cat)))
            .collect();
        if scores.is_some() && first.len() > 1 {
            lines.push(t!(cat, "result-draw", "names" => first.join(", ")));
        }
        lines.join("\n")
    }

    fn board_reply(&self, loaded: &Loaded, _user: Option<&User>, l: &Langs) -> Reply {
        match &loaded.game {
            None => Reply::private(self.status_text(loaded, l.private)),
            Some(game) => {
                // The header holds raw names (drawn on the image); as text it is made safe.
                let mut text = safe(&self.header(loaded, game, l.public));
                if let Some(o) = game.outcome() {
                    text = self.result_text(&loaded.record, game, o, l.public);
                }
                Reply {
                    text,
                    image: Some(self.render(loaded, game, l.public)),
                    mention: None,
                    private: false,
                }
            }
        }
    }

    fn status_text(&self, loaded: &Loaded, cat: &Catalogue) -> String {
        let record = &loaded.record;
        match &loaded.game {
            None => {
                let names: Vec<String> = (0..record.seats.len())
                    .map(|s| safe(&seat_name(record, s, cat)))
                    .collect();
                t!(cat, "lobby-status", "taken" => record.seats.len(), "seats" => record.players, "names" => names.join(", "))
            }
            Some(game) => {
                let seats: Vec<String> = (0..record.players)
                    .map(|s| match game.variant() {
                        Variant::Capture => t!(cat, "seat-line-capture",
                            "name" => safe(&seat_name(record, s, cat)),
                            "colour" => colour_name(game, s, cat), "score" => game.score(s)),
                        Variant::Standard => t!(cat, "seat-line", "name" => safe(&seat_name(record, s, cat)),
                            "colour" => colour_name(game, s, cat), "home" => format!("{}/{}", game.pegs_home(s), 10 * record.armies)),
                    })
                    .collect();
                match (game.to_move(), game.outcome()) {
                    (Some(seat), _) => {
                        t!(cat, "status-playing", "number" => game.total_moves() + 1,
                        "name" => safe(&seat_name(record, seat, cat)), "seats" => seats.join("; "))
                    }
                    (None, Some(o)) => self.result_text(record, game, o, cat),
                    (None, None) => seats.join("; "),
                }
            }
        }
    }
}

/// Captures per seat in a capture game, `None` in the standard game.
fn capture_scores(game: &Game) -> Option<&[u32]> {
    (game.variant() == Variant::Capture).then(|| game.scores())
}

/// The colour name of a seat's (first) army (in the capture game: the seat's colour).
fn colour_name(game: &Game, seat: usize, cat: &Catalogue) -> String {
    game.layout()
        .armies(seat)
        .first()
        .map(|p| t!(cat, &format!("colour-{}", p.name())))
        .unwrap_or_default()
}

/// Reads the game of a stored record (for tools and tests).
///
/// # Errors
/// The replay error as text.
pub fn game_of(record: &TableRecord) -> Result<Game, String> {
    record_of(record)
        .and_then(|r| r.replay())
        .map_err(|e| e.to_string())
}

/// A lobby as an adapter draws it (Discord: a message with Join, Leave, Add computer and
/// Start buttons that is updated as seats fill).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbyView {
    /// Tells this lobby apart from earlier ones in the same channel (stale buttons).
    pub id: u64,
    /// User id of the creator, who may add computers and start.
    pub creator: u64,
    /// Seats taken.
    pub taken: usize,
    /// Seats in all.
    pub players: usize,
    /// The status line (`lobby-status`, in the channel's language), safe to post.
    pub text: String,
    /// The language of the channel's public posts (a code of [`crate::i18n::languages`]),
    /// for what the adapter adds (button labels, hints).
    pub lang: &'static str,
}

/// Read-only queries for adapters (they take no channel lock and change nothing).
impl Tables {
    /// The lobby of `channel`, if a game there is waiting for players.
    #[must_use]
    pub fn lobby_view(&self, channel: u64, guild_locale: Option<&str>) -> Option<LobbyView> {
        let record = self.store.load(channel).ok().flatten()?;
        if record.phase != Phase::Lobby {
            return None;
        }
        let l = self.langs(channel, guild_locale, None);
        // A splitmix64 finaliser: a stable id that does not show the game's seed.
        let mut id = record.seed ^ 0x9E37_79B9_7F4A_7C15;
        id = (id ^ (id >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        id = (id ^ (id >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        id ^= id >> 31;
        let (taken, players, creator) = (record.seats.len(), record.players, record.creator);
        let text = self.status_text(&Loaded { record, game: None }, l.public);
        Some(LobbyView {
            id,
            creator,
            taken,
            players,
            text,
            lang: l.public.lang(),
        })
    }

    /// The holes with a peg of an army in `channel`'s game (fixed pegs left out), as
    /// `d2`: the pegs of `user`'s seat first, then the others, each group in hole order.
    /// Suggestions for `moves <hole>`; empty without a game.
    #[must_use]
    pub fn peg_holes_text(&self, channel: u64, user: u64) -> Vec<String> {
        let Some(record) = self.store.load(channel).ok().flatten() else {
            return Vec::new();
        };
        let Ok(game) = record_of(&record).and_then(|r| r.replay()) else {
            return Vec::new();
        };
        let seat = record
            .seats
            .iter()
            .position(|s| matches!(s, Occupant::Human { id, .. } if *id == user));
        let own = |h: &Hole| {
            matches!(game.board().peg_at(*h), Some(Peg::Army(p))
                if seat.is_some() && game.layout().seat_of(p) == seat)
        };
        let (mut first, rest): (Vec<Hole>, Vec<Hole>) = Hole::all()
            .filter(|h| matches!(game.board().peg_at(*h), Some(Peg::Army(_))))
            .partition(own);
        first.extend(rest);
        first.into_iter().map(|h| h.to_string()).collect()
    }

    /// The language of `channel`'s public posts (a code of [`crate::i18n::languages`]):
    /// the channel's choice, else `guild_locale` when supported, else the tables' default.
    #[must_use]
    pub fn public_language(&self, channel: u64, guild_locale: Option<&str>) -> &'static str {
        self.langs(channel, guild_locale, None).public.lang()
    }

    /// The legal moves of `user` in `channel` as move text (`d2-e7`, `b2-d2-f7`: the
    /// shortest chain), in hole order; empty unless `user` is the player to move.
    #[must_use]
    pub fn legal_moves_text(&self, channel: u64, user: u64) -> Vec<String> {
        let Some(record) = self.store.load(channel).ok().flatten() else {
            return Vec::new();
        };
        if record.phase != Phase::Playing {
            return Vec::new();
        }
        let Ok(game) = record_of(&record).and_then(|r| r.replay()) else {
            return Vec::new();
        };
        let Some(seat) = game.to_move() else {
            return Vec::new();
        };
        let human =
            matches!(record.seats.get(seat), Some(Occupant::Human { id, .. }) if *id == user);
        if !human || game.has_resigned(seat) {
            return Vec::new();
        }
        if game.variant() == Variant::Capture {
            // A move is its whole chain (RULES.md §6); adapters show at most a few dozen.
            return game
                .chains(200)
                .iter()
                .map(|c| crate::core::format_path(c))
                .collect();
        }
        let mut moves = game.legal_moves_for(seat);
        moves.sort_by_key(|m| (m.from, m.to));
        moves
            .into_iter()
            .filter_map(|m| game.resolve(seat, &[m.from, m.to]).ok())
            .map(|(_, path)| crate::core::format_path(&path))
            .collect()
    }
}
