//! One channel's game: lobby → playing → finished.
//!
//! A command from a user in a channel goes in ([`Tables::handle`]); typed outcomes come
//! out ([`Tables::run`] returns an [`Answer`]: what happened, or a [`Refusal`] with its
//! cause), and [`present`] words the shared ones as [`Reply`]s (each feature words its
//! own news and refusals: [`Told`], [`Refused`]). Commands for one channel are
//! serialised by a per-channel lock; different channels never wait on each other. Every
//! change is written to the [`Store`] (compare-and-swap on the record's revision, durable)
//! before a reply reports it. Transport-agnostic: the console, Discord and tests all drive
//! this code. Synchronous: async callers run it on a blocking thread (it renders images
//! and runs computer players).
//!
//! | file | job |
//! |---|---|
//! | `mod.rs` | [`Tables`], each input's run and dispatch |
//! | `door.rs` | the one door: [`Tables::execute`], the channel locks, the `Door` through which alone a channel's record is read and written |
//! | `command.rs`, `parse.rs`, `keys.rs` | commands as typed and parsed, in every language |
//! | `input.rs` | [`Input`]: every way into a game |
//! | `reply.rs`, `told.rs` | [`Reply`] and what adapters act on; how a feature words its own news ([`Told`]) and refusals ([`Refused`]) |
//! | `words.rs` | words every presenter shares (names no feature) |
//! | `state.rs` | a loaded [`Table`]: record and game, seats and names; [`TurnKey`], a position or a game told apart |
//! | `lobby.rs` | `new`, `join`, `leave`, `add-computer`, `start` |
//! | `play.rs` | moves, `resign` and `abort` (asked first), their Confirm button; the computers' turns after a change |
//! | `clock.rs` | the turn clock (`turn_timeout`) |
//! | `settings.rs` | house rules as typed, `defaults`, the table settings |
//! | `reach.rs` | `moves <hole>` |
//! | `choose.rs` | moves chosen from menus (the Move button) |
//! | `rematch.rs` | rematch and replay of a finished game (the buttons under its board) |
//! | `outcome.rs` | what happened and why not, as values: only what several features share |
//! | `result.rs` | a finished game's result in words (the table's and `demo`'s) |
//! | `present.rs` | the shared outcomes and refusals in words |
//! | `images.rs` | the board, the `moves` view and the replay |
//! | `kept.rs` | kept games and ratings: `history`, `leaderboard`, `profile`, `forget-me`, `replay <id>`, `record <id>`; rated or casual |
//! | `kept_present.rs` | their outcomes in words, the leaderboard and profile cards |
//! | `kept_words.rs` | their typed words (`history Bob 2`, `record 12`) |
//! | `queries.rs` | read-only views for adapters |
//! | `takeback.rs`, `hint.rs`, `cooldown.rs` | taking a move back, hints, the cooldowns of expensive answers |
//! | `assist.rs` | those in words |
//! | `help.rs`, `why.rs` | the help's house rules; the core's refusals in words |
//! | `challenge.rs`, `seek.rs` | challenges by name; the pool of people searching for a game |
//! | `solo.rs`, `teams.rs` | the solitaire crossing; team games |
//! | `seasons.rs` | rating seasons: `defaults seasons=…`, a season's end and its final leaderboard |
//! | `puzzle.rs` | the daily puzzle: `puzzle`, its answers, its daily post, `defaults puzzle_hour` |
//! | `notify.rs`, `follow.rs`, `games.rs` | direct messages at a person's turn; a follower's messages; the asker's games |
//! | `live.rs`, `describe.rs` | the web board's view; images described in words |
//! | `places.rs` | a game seen in several places: which game a place shows, the news for each place |
//!
//! # Computer players
//!
//! A computer seat plays at the level it was seated with (`add-computer [easy|medium|
//! hard]`, `medium` when none is named); a person who resigns, leaves or runs out of
//! time is played on at [`TAKEOVER_LEVEL`] (docs/rules.md §4, `abandon = ai-takeover`). Each
//! computer move gets the game's `computer_time` (2 s by default; only `hard` uses it
//! up), and the computers play inside the command that handed them the turn, until a
//! person is to move. Once no person is playing any more (everyone resigned or
//! finished), the rest of the game is played at [`CLOSING_TIME`] a move, so that one
//! command never holds its channel for minutes.
//!
//! The person's move is stored before the computers think. When the process thinking
//! stops (a crash, a kill, a shutdown), the game is left with a computer to move; the
//! next load plays that turn first: any command in the channel, [`Tables::resume`] (the
//! console's start) and [`Tables::tick_all`] (the bot's start, then the timers). The
//! thinker holds a claim of the turn ([`crate::store::Store::claim_turn`]), so another
//! process leaves it alone; a claim ends with its process.

mod assist;
mod block;
mod challenge;
mod choose;
mod clock;
mod command;
mod cooldown;
mod describe;
mod digest;
mod door;
mod follow;
mod games;
mod help;
mod hint;
mod images;
mod input;
mod kept;
mod kept_present;
mod kept_words;
mod keys;
mod live;
mod lobby;
mod notify;
mod outcome;
mod parse;
mod places;
mod play;
mod present;
mod puzzle;
mod queries;
mod reach;
mod rematch;
mod reply;
mod report;
mod result;
mod seasons;
mod seek;
mod settings;
mod solo;
mod state;
mod takeback;
mod teams;
mod told;
mod tournament;
mod tournament_rounds;
mod tournament_words;
mod why;
mod words;

use std::sync::{Arc, Mutex};
use std::time::Duration;

pub use crate::core::safe;
pub use block::{BlockNews, BlockRefusal, MAX_BLOCKS};
pub use challenge::{ChallengeNews, ChallengeRefusal, CHALLENGE_MINUTES, MAX_CHALLENGE_MINUTES};
pub use choose::{PegChoice, PegMoves, TurnView, MAX_PEG_MOVES};
pub use clock::TIMER_LEASE;
pub use command::{Challenge, Command, DigestAsk, Invitee, UnknownCommand, User, Who};
pub use command::{HelpTopic, SoloView};
pub use cooldown::{Cooldowns, Work};
pub use digest::{DigestNews, DIGEST_EVERY};
pub use follow::{FollowNews, FollowRefusal, FOLLOW_EVERY, MAX_FOLLOWERS};
pub use games::{GameLine, Games};
pub use help::HelpPage;
pub use hint::{hint_bot, HINT_LEVEL, HINT_TIME};
pub use input::Input;
pub use kept::{History, KeptNews, KeptRefusal, Leaderboard};
pub use kept::{HISTORY_PAGE, LEADERBOARD_MIN_GAMES, LEADERBOARD_TOP};
pub use kept_words::{reserved_name, MAX_HISTORY_PAGE};
pub use live::{LiveMoves, LivePeg, LiveSeat, LiveTurn, LiveView, LiveWords};
pub use lobby::{LobbyNews, LobbyRefusal};
pub use notify::{NoDirectMessages, NotifyNews};
pub use outcome::{
    Answer, AssistRefusal, Cause, Ending, Hint, Name, Outcome, Progress, Question, Reach, Refusal,
};
pub use parse::{house_rule_settings, COMMAND_WORDS};
pub use places::{Everywhere, NoRematchAnywhere, ShownHere};
pub use puzzle::{MonthBoard, PuzzleNews, PuzzleRefusal, Shown, Solved, PUZZLE_TOP};
pub use queries::{LobbyView, SeatedPerson, StoredNow, UnderWay};
pub use reach::ReachRefusal;
pub use rematch::{AfterGame, AskedAlready, RematchAsked};
pub use reply::{Mention, Reply, ReplyKind};
pub use report::{NothingToReport, ReportKept};
pub use result::{result_lines, ResultSeats};
pub use seasons::{SeasonNews, SeasonRefusal, SeasonSetting, SEASON_FILE};
pub use seek::{AnywhereClosed, Match, SeekNews};
pub use settings::DefaultsChanged;
pub use solo::SoloNews;
pub use state::{game_of, ParseTurnKeyError, Table, TurnKey};
pub use takeback::{Closing, TakebackNews, TAKEBACK_WINDOW};
pub use told::{Refused, Told};
pub use tournament::{NewTournament, TournamentCommand, MAX_START_MINUTES, TOURNAMENT_CLOCK};
pub use tournament_rounds::result_of;
pub use tournament_words::{Pairing, TournamentNews, TournamentRefusal, STANDINGS_FILE};
pub use words::header_named;

use crate::ai::Level;
use crate::core::MoveText;
use crate::i18n::catalogue_on;
pub use crate::i18n::FrontEnd;
use crate::store::{ChannelSetting, Phase, Store, StoreError};
use door::Door;
use lobby::NewTable;
use words::Langs;

/// The level at which the computer plays the seat of a person who resigned, left or ran
/// out of time (docs/rules.md §4).
pub const TAKEOVER_LEVEL: Level = Level::Medium;

/// The most a computer move may take once no person is playing any more (see the
/// module docs).
pub const CLOSING_TIME: Duration = Duration::from_millis(50);

/// How many changed channels [`Tables::changes`] keeps for a receiver that is behind.
pub const CHANGES_BACKLOG: usize = 1024;

/// Every channel's table, over one store.
pub struct Tables {
    store: Arc<dyn Store>,
    locks: door::Locks,
    lang: String,
    seed: Option<u64>,
    clock: Box<dyn Fn() -> u64 + Send + Sync>,
    /// The clock's first reading in this process: turn time before it is not counted.
    awake: std::sync::OnceLock<u64>,
    /// When the timers last looked for digests ([`digest::DIGEST_EVERY`]); 0: never.
    digests_checked: std::sync::atomic::AtomicU64,
    /// When the games in progress were last counted for the metrics (0: never).
    counted: std::sync::atomic::AtomicU64,
    /// Per-user cooldowns of the expensive answers (none unless set).
    cooldowns: Option<Cooldowns>,
    /// The computer player that answers `hint`.
    hint_bot: crate::ai::Bot,
    /// Expensive answers given: hints searched, `moves` and `replay` images (each drawn
    /// once when the answer is worded).
    work: std::sync::atomic::AtomicU64,
    /// A seat taken that fills a lobby starts the game, as its creator would.
    auto_start: std::sync::atomic::AtomicBool,
    /// A change that leaves a computer to move is answered before the computers think.
    think_later: std::sync::atomic::AtomicBool,
    /// The answers are worded for the console, not for Discord ([`FrontEnd`]).
    console: std::sync::atomic::AtomicBool,
    /// The channels whose table an input just answered (the web board's live updates).
    changes: tokio::sync::broadcast::Sender<u64>,
    /// A channel's "Watch live" link, when the web board is served.
    watch_links: std::sync::OnceLock<WatchLinks>,
}

/// A channel's "Watch live" link ([`Tables::set_watch_links`]).
pub type WatchLinks = Box<dyn Fn(u64) -> String + Send + Sync>;

/// Seconds since the Unix epoch.
fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

impl Tables {
    /// Tables over `store`, replying in English.
    #[must_use]
    pub fn new(store: impl Store + 'static) -> Tables {
        Tables::shared(Arc::new(store))
    }

    /// Tables over a store shared with others (several `Tables` over one database).
    #[must_use]
    pub fn shared(store: Arc<dyn Store>) -> Tables {
        let changes = tokio::sync::broadcast::channel(CHANGES_BACKLOG).0;
        // Other processes' writes of the same database are told here as they commit.
        let told = changes.clone();
        store.listen(Arc::new(move |channel| {
            let _ = told.send(channel);
        }));
        Tables {
            store,
            locks: Mutex::default(),
            lang: "en".into(),
            seed: None,
            clock: Box::new(unix_now),
            awake: std::sync::OnceLock::new(),
            digests_checked: std::sync::atomic::AtomicU64::new(0),
            counted: std::sync::atomic::AtomicU64::new(0),
            cooldowns: None,
            hint_bot: hint::hint_bot(),
            work: std::sync::atomic::AtomicU64::new(0),
            auto_start: std::sync::atomic::AtomicBool::new(false),
            think_later: std::sync::atomic::AtomicBool::new(false),
            console: std::sync::atomic::AtomicBool::new(false),
            changes,
            watch_links: std::sync::OnceLock::new(),
        }
    }

    /// Gives every [`TurnView`] the channel's "Watch live" link made by `links` (the web
    /// board's, once it serves; the first call wins).
    pub fn set_watch_links(&self, links: WatchLinks) {
        let _ = self.watch_links.set(links);
    }

    /// The "Watch live" link of `channel`, if the web board is served.
    #[must_use]
    pub fn watch_link(&self, channel: u64) -> Option<String> {
        self.watch_links.get().map(|links| links(channel))
    }

    /// The channels whose table an input answered from now on, each as it is answered in
    /// this process, and each written by another process sharing the database as that
    /// write commits ([`Store::listen`]; PostgreSQL). A receiver that falls more than
    /// [`CHANGES_BACKLOG`] behind is told it lagged and should look again.
    #[must_use]
    pub fn changes(&self) -> tokio::sync::broadcast::Receiver<u64> {
        self.changes.subscribe()
    }

    /// These tables with per-user cooldowns for the expensive answers (`hint`, `replay`,
    /// `moves`). The Discord bot uses them; the console does not.
    #[must_use]
    pub fn with_cooldowns(self, cooldowns: Cooldowns) -> Tables {
        Tables {
            cooldowns: Some(cooldowns),
            ..self
        }
    }

    /// These tables answering `hint` with `bot` instead of [`hint_bot`] (tests give it a
    /// node budget, so the answer is the same on any machine).
    #[must_use]
    pub fn with_hint_bot(self, bot: crate::ai::Bot) -> Tables {
        Tables {
            hint_bot: bot,
            ..self
        }
    }

    /// Whether a `join` or `add-computer` that fills a lobby starts the game at once, as
    /// its creator would (the bot's `auto_start`; off unless set).
    pub fn set_auto_start(&self, on: bool) {
        self.auto_start
            .store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether a change that leaves a computer to move is answered before the computers
    /// think (off unless set). On, the answer says who is thinking, and the computers'
    /// turns are played by the next [`Tables::resume`] of the channel (or its next
    /// input): the console sets it, so a person never waits in silence.
    pub fn set_think_later(&self, on: bool) {
        self.think_later
            .store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// Which front end the answers are worded for ([`FrontEnd::Discord`] unless set): the
    /// console sets [`FrontEnd::Console`] when it starts, so its words talk about the
    /// console, not about channels and servers, and ask for typed words, not buttons.
    pub fn set_front_end(&self, front: FrontEnd) {
        self.console.store(
            front == FrontEnd::Console,
            std::sync::atomic::Ordering::Relaxed,
        );
    }

    /// The front end the answers are worded for (see [`Tables::set_front_end`]).
    #[must_use]
    pub fn front_end(&self) -> FrontEnd {
        if self.console.load(std::sync::atomic::Ordering::Relaxed) {
            FrontEnd::Console
        } else {
            FrontEnd::Discord
        }
    }

    /// How many expensive answers were given so far: hints searched, and `moves` and
    /// `replay` answers (one image drawn each). Refused ones are not counted.
    #[must_use]
    pub fn expensive_work(&self) -> u64 {
        self.work.load(std::sync::atomic::Ordering::Relaxed)
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
    pub fn with_seed(store: impl Store + 'static, seed: u64) -> Tables {
        Tables::new(store).seeded(seed)
    }

    /// These tables with every game seeded by `seed` (see [`Tables::with_seed`]).
    #[must_use]
    pub fn seeded(self, seed: u64) -> Tables {
        Tables {
            seed: Some(seed),
            ..self
        }
    }

    /// The store, for tests that look at what is stored. Adapters have no store: they
    /// use [`Tables::ping`], [`Tables::flush`] and the read-only views, and every change
    /// goes in through [`Tables::execute`] (`tests/docs.rs` checks that no file of `src/`
    /// outside `table/` calls this).
    #[doc(hidden)]
    #[must_use]
    pub fn store(&self) -> &dyn Store {
        &*self.store
    }

    /// Whether the database answers now (the health check).
    ///
    /// # Errors
    /// Why it does not: [`StoreError::Unavailable`] or [`StoreError::Backend`].
    pub fn ping(&self) -> Result<(), StoreError> {
        self.store.ping()
    }

    /// Makes every write so far durable (a clean shutdown).
    ///
    /// # Errors
    /// The store cannot be written.
    pub fn flush(&self) -> Result<(), StoreError> {
        self.store.flush()
    }

    /// [`Tables::execute`], worded: public posts in the channel's language (else the
    /// guild's preferred locale `guild_locale`, Discord's `guild_locale`), private
    /// replies in the user's.
    pub fn reply(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: Option<&User>,
        input: &Input,
    ) -> Vec<Reply> {
        let answer = self.execute(channel, user, input);
        self.word(channel, guild_locale, user, input, &answer)
    }

    /// `answer` to `input` in words (see [`Tables::reply`]).
    fn word(
        &self,
        channel: u64,
        guild_locale: Option<&str>,
        user: Option<&User>,
        input: &Input,
        answer: &Answer,
    ) -> Vec<Reply> {
        if answer.outcomes.is_empty() && answer.refusal.is_none() {
            // Nothing to say (conversation, nothing due): no catalogue is looked up.
            return Vec::new();
        }
        // Worded in the channel's language as it is after the input (`defaults
        // language=…` is announced in the new one).
        let langs = self.langs(channel, guild_locale, user);
        let mut replies = present::answer(answer, &langs);
        if let Some(direct) = self.direct(channel, user.map(|u| u.id), answer, &replies, &langs) {
            replies.push(direct);
        }
        if let Input::AfterGame {
            what: AfterGame::Replay,
            ..
        } = input
        {
            // The replay is for the one who asked.
            for reply in &mut replies {
                reply.private = true;
            }
        }
        replies
    }

    /// One run of `input` on the record as stored now (the lock held).
    fn attempt(&self, door: &Door<'_>, user: Option<&User>, input: &Input) -> Answer {
        let channel = door.channel();
        let nobody = User::new(0, String::new());
        let person = user.unwrap_or(&nobody);
        match input {
            Input::Command(command) => self.run_once(door, person, command),
            Input::Chat(text) => self.chat(door, person, text),
            Input::Choice { key, from, index } => {
                self.choice(door, person, *key, *from, *index, None)
            }
            Input::LinkChoice {
                key,
                from,
                index,
                game,
                seat,
            } => self.choice(door, person, *key, *from, *index, Some((*game, *seat))),
            Input::AfterGame { key, what } => self.after_game_once(door, person, *key, *what),
            Input::TakebackExpiry(id) => self.takeback_expiry(door, *id),
            Input::TakebackPosted { id, message } => self.takeback_posted(door, *id, *message),
            Input::ForgetMeAnswer { confirm, asker } => {
                Answer::from(self.forget_me_answer(person, *confirm, *asker))
            }
            Input::Confirmed(question, asker) => self.confirmed(door, person, *question, *asker),
            Input::Matched {
                group,
                game,
                places,
            } => match self.load(door) {
                Ok(table) => {
                    Answer::from(self.open_matched_in(door, group, *game, places, table.as_ref()))
                }
                Err(refusal) => Answer::refused(refusal),
            },
            Input::NotifyRefused { user } => Answer::from(
                self.unfollow_refused(door, *user)
                    .and_then(|()| self.notify_off(door, *user)),
            ),
            Input::NewWebLink => Answer::from(self.next_web_link(person.id)),
            Input::ConsolePlayer => Answer::from(
                self.store
                    .save_setting(ChannelSetting::ConsolePlayer, channel, Some(&person.name))
                    .map(|()| Vec::new())
                    .map_err(Refusal::from),
            ),
            Input::Reseat { from } => match self.reseat_once(door, *from, person) {
                Ok(old) => Answer {
                    outcomes: old
                        .map(|old| Outcome::Reseated { old })
                        .into_iter()
                        .collect(),
                    refusal: None,
                    game: 0,
                },
                Err(refusal) => Answer::refused(refusal),
            },
            Input::SeasonEnd { server, number } => {
                Answer::from(self.season_due(door, *server, *number))
            }
            Input::TournamentDue { server, id } => {
                Answer::from(self.tournament_due(door, *server, *id))
            }
            Input::Due => match self.load(door) {
                Ok(Some(table)) if self.challenge_expired(&table) => {
                    Answer::from(self.cancel_expired(door, &table).map(|o| vec![o]))
                }
                Ok(Some(table)) => {
                    match self
                        .catch_up(door, table)
                        .and_then(|(table, mut outcomes)| {
                            let (table, reminder) = self.remind(door, table)?;
                            outcomes.extend(reminder);
                            let (table, told) = self.tell_followers(door, table)?;
                            outcomes.extend(told);
                            // The due time as it stands now, unless what follows writes.
                            self.rearm(door, &table);
                            // A takeback request whose time is up (its timer may have
                            // stopped with a process) ends too.
                            outcomes.extend(self.expire_request(door, table, None)?);
                            Ok(outcomes)
                        }) {
                        Ok(outcomes) => Answer {
                            outcomes,
                            refusal: None,
                            game: 0,
                        },
                        Err(refusal) => Answer::refused(refusal),
                    }
                }
                Ok(None) => Answer::default(),
                Err(refusal) => Answer::refused(refusal),
            },
        }
    }

    /// A chat message: a move when it reads as one and a game is being played.
    fn chat(&self, door: &Door<'_>, user: &User, text: &str) -> Answer {
        let Some(parsed) = MoveText::from_chat(text) else {
            return Answer::default();
        };
        match self.load(door) {
            Ok(Some(table)) if table.record.phase == Phase::Playing => {
                self.run_loaded(door, user, Play::Move(text, Ok(parsed)), Some(table))
            }
            // A damaged record is moved aside, and the channel told; a store that cannot
            // be reached is said too (the player would otherwise wait for nothing).
            Err(refusal) => Answer::refused(refusal),
            // Conversation.
            _ => Answer::default(),
        }
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
        self.reply(
            channel,
            guild_locale,
            Some(user),
            &Input::Chat(text.to_string()),
        )
    }

    /// Handles one command from `user` in `channel` and returns the replies, in order.
    pub fn handle(&self, channel: u64, user: &User, command: Command) -> Vec<Reply> {
        self.handle_in(channel, None, user, command)
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
        self.reply(channel, guild_locale, Some(user), &Input::Command(command))
    }

    /// Runs one command and returns what happened, unworded (tests of behaviour, and
    /// adapters that word outcomes themselves).
    pub fn run(&self, channel: u64, user: &User, command: &Command) -> Answer {
        self.execute(channel, Some(user), &Input::Command(command.clone()))
    }

    /// The catalogues for a command: public posts in the channel's language (set with
    /// `defaults language=…`), else the guild's, else the tables' default; private replies
    /// in the user's language, else the public posts' language. Both worded for the
    /// front end ([`Tables::set_front_end`]).
    fn langs(&self, channel: u64, guild_locale: Option<&str>, user: Option<&User>) -> Langs {
        let channel_lang = self
            .store
            .load_setting(ChannelSetting::Language, channel)
            .ok()
            .flatten();
        let public = channel_lang
            .as_deref()
            .or(guild_locale)
            .unwrap_or(&self.lang);
        // A user whose language is unknown (typed messages carry none) reads the channel's.
        let private = user.and_then(|u| u.locale.as_deref()).unwrap_or(public);
        let front = self.front_end();
        Langs {
            public: catalogue_on(public, front),
            private: catalogue_on(private, front),
        }
    }

    /// The table behind `door`, its game replayed (once per run of an input). A record
    /// that does not decode or replay is moved aside ([`Refusal::Corrupt`]).
    fn load(&self, door: &Door<'_>) -> Result<Option<Table>, Refusal> {
        // The turn clock counts from the first command of this process (clock.rs).
        self.awake.get_or_init(|| (self.clock)());
        let channel = door.channel();
        let record = match door.read() {
            Ok(Some(r)) => r,
            Ok(None) => return Ok(None),
            Err(StoreError::Corrupt(e)) => {
                tracing::error!(
                    channel,
                    error = &e as &dyn std::error::Error,
                    "stored table cannot be read; moving it aside"
                );
                door.quarantine();
                return Err(Refusal::Corrupt);
            }
            Err(e) => return Err(Refusal::from(e)),
        };
        match Table::of(record) {
            Ok(table) => Ok(Some(table)),
            Err(e) => {
                tracing::error!(
                    channel,
                    error = &e as &dyn std::error::Error,
                    "stored game does not replay; moving it aside"
                );
                door.quarantine();
                Err(Refusal::Corrupt)
            }
        }
    }

    fn run_once(&self, door: &Door<'_>, user: &User, command: &Command) -> Answer {
        let table = match self.load(door) {
            Ok(table) => table,
            Err(refusal) => return Answer::refused(refusal),
        };
        let input = match command {
            Command::Move(text) => {
                Play::Move(text, MoveText::parse(text, crate::core::HoleForm::Letter))
            }
            command => Play::Command(command),
        };
        self.run_loaded(door, user, input, table)
    }

    /// Dispatch: the turn clock first (a timeout is announced before the command's own
    /// answer), then the command.
    fn run_loaded(
        &self,
        door: &Door<'_>,
        user: &User,
        input: Play<'_>,
        table: Option<Table>,
    ) -> Answer {
        let channel = door.channel();
        if let Play::Command(Command::Help(topic)) = input {
            // The rules and notation, then the house rules in force here.
            let (rules, game, variant) = match &table {
                Some(t) if t.record.phase != Phase::Finished => {
                    (t.record.rules, true, t.record.variant)
                }
                _ => (
                    self.defaults(channel),
                    false,
                    crate::core::Variant::Standard,
                ),
            };
            let searching = if topic.is_none() {
                self.searching(user.server)
            } else {
                Vec::new()
            };
            return Answer::one(Outcome::told(help::HelpPage {
                topic: *topic,
                rules,
                game,
                variant,
                searching,
            }));
        }
        let mut outcomes = Vec::new();
        // A challenge past its time to answer is cancelled first.
        let table = match table {
            Some(t) if self.challenge_expired(&t) => match self.cancel_expired(door, &t) {
                // An answer to the challenge (Accept, Decline) finds it cancelled: that
                // is all there is to say.
                Ok(cancelled) if matches!(input, Play::Command(Command::Join | Command::Leave)) => {
                    return Answer::one(cancelled);
                }
                Ok(cancelled) => {
                    outcomes.push(cancelled);
                    None
                }
                Err(refusal) => return Answer::refused(refusal),
            },
            other => other,
        };
        // The game moving on closes an open takeback request, and says so.
        let asker = table
            .as_ref()
            .and_then(|t| takeback::open_asker(t, (self.clock)()));
        let table = match table {
            Some(table) => match self.catch_up(door, table) {
                Ok((table, caught_up)) => {
                    outcomes.extend(caught_up);
                    Some(table)
                }
                Err(refusal) => return Answer::refused(refusal),
            },
            None => None,
        };
        let refusal = match self.dispatch(door, user, input, table) {
            Ok(more) => {
                outcomes.extend(more);
                None
            }
            Err(refusal) => Some(refusal),
        };
        if let Some(asker) = asker {
            takeback::closed_news(asker, &mut outcomes);
        }
        Answer {
            outcomes,
            refusal,
            game: 0,
        }
    }

    /// What is due in a loaded game before any command: the computers' turns nobody
    /// played (the process thinking them stopped), then the turn clock. Returns the
    /// table as it is now and what happened, in order.
    fn catch_up(&self, door: &Door<'_>, table: Table) -> Result<(Table, Vec<Outcome>), Refusal> {
        let (table, resumed) = self.resume_computers(door, table)?;
        let (table, timed_out) = self.expire_turn(door, table)?;
        Ok((table, resumed.into_iter().chain(timed_out).collect()))
    }

    fn dispatch(
        &self,
        door: &Door<'_>,
        user: &User,
        input: Play<'_>,
        table: Option<Table>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let channel = door.channel();
        let command = match input {
            Play::Move(text, parsed) => {
                let table = table.ok_or(Refusal::NoGame)?;
                return self.play(door, user, text, parsed, table);
            }
            Play::Command(command) => command,
        };
        match command {
            Command::New {
                players,
                armies,
                settings,
            } => {
                let new = NewTable {
                    players: *players,
                    armies: *armies,
                    settings,
                };
                return self.new_table(door, user, &new, table.as_ref());
            }
            Command::Defaults { settings } => return self.set_defaults(door, user, settings),
            Command::Rules => return Ok(vec![self.rules(channel, table.as_ref())]),
            Command::History { who, page } => {
                return self.history(channel, user, who.as_ref(), *page)
            }
            Command::Leaderboard(season) => return self.leaderboard(channel, user, *season),
            Command::Profile(who) => return self.profile(channel, user, who.as_ref()),
            Command::ForgetMe { confirmed } => return self.forget_me(user, *confirmed),
            Command::Notify(on) => return self.notify(user, *on),
            Command::Games => return self.games(user),
            Command::Seek { .. } => return self.seek(door, user, command),
            Command::SeekCancel => return self.seek_cancel(user),
            Command::Challenge(asked) => return self.challenge(door, user, asked, table.as_ref()),
            Command::ReplayGame(id) => return self.kept_file(channel, user, *id, true),
            Command::Record(id) => return self.kept_file(channel, user, *id, false),
            Command::Solo(view) => return self.solo(door, user, *view, table.as_ref()),
            Command::Follow(on) => return self.follow(door, user, table, *on),
            Command::Block { who, undo } => return self.block(user, who.as_ref(), *undo),
            Command::Digest(ask) => return self.digest(user, *ask),
            Command::Report(reason) => return self.report(door, user, table.as_ref(), reason),
            Command::Puzzle(answer) => return self.puzzle(channel, user, answer.as_deref()),
            Command::Tournament(t) => return self.tournament(door, user, t),
            _ => {}
        }
        let table = table.ok_or(Refusal::NoGame)?;
        match command {
            Command::Join => self.join(door, user, table),
            Command::Leave => self.leave(door, user, table),
            Command::AddComputer(level) => self.add_computer(door, user, table, *level),
            Command::Start => self.start(door, user, table),
            Command::Board => Ok(vec![Outcome::Board(table)]),
            Command::Moves { hole, chains } => {
                let reach = reach::reach(hole, *chains, table)?;
                self.take_work(user, Work::Moves)?;
                Ok(vec![Outcome::Reach(reach)])
            }
            Command::Replay if table.game.as_ref().is_some_and(|g| g.total_moves() == 0) => {
                Err(Refusal::NothingToReplay)
            }
            Command::Replay if table.game.is_some() => {
                self.take_work(user, Work::Replay)?;
                Ok(vec![Outcome::Replay(table)])
            }
            Command::Replay => Err(Refusal::NotPlaying),
            Command::Resign { confirmed } => self.resign(door, user, table, *confirmed),
            Command::Abort { confirmed } => self.abort(door, user, &table, *confirmed),
            Command::Status => {
                let asker = table.seat_of(user.id);
                Ok(vec![Outcome::Status { table, asker }])
            }
            Command::Takeback => self.ask_takeback(door, user, table),
            Command::TakebackAnswer { accept, request } => {
                self.answer_takeback(door, user, *accept, *request, table)
            }
            Command::Hint { confirmed } => self.hint(door, user, table, *confirmed),
            Command::Follow(_)
            | Command::Block { .. }
            | Command::Digest(_)
            | Command::Report(_)
            | Command::New { .. }
            | Command::Defaults { .. }
            | Command::Rules
            | Command::Help(_)
            | Command::History { .. }
            | Command::Leaderboard(_)
            | Command::Profile(_)
            | Command::ForgetMe { .. }
            | Command::Notify(_)
            | Command::Games
            | Command::Seek { .. }
            | Command::SeekCancel
            | Command::Challenge(_)
            | Command::ReplayGame(_)
            | Command::Record(_)
            | Command::Solo(_)
            | Command::Puzzle(_)
            | Command::Tournament(_)
            | Command::Move(_) => unreachable!("handled above"),
        }
    }
}

/// A command as dispatch takes it: a move read once (its text as typed, for refusals),
/// or any other command.
enum Play<'a> {
    Move(&'a str, Result<MoveText, crate::core::ParseMoveError>),
    Command(&'a Command),
}
