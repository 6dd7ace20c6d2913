//! Kept games and ratings in words and pictures: `history` as text, the
//! leaderboard and a profile as text with a card ([`crate::render::cards`]), a kept
//! game's replay and its record as a file, and the `forget-me` question.

use crate::i18n::Catalogue;
use crate::render::cards::{leaderboard_png, profile_png, CardRow, LeaderboardCard, ProfileCard};
use crate::render::{render_replay_gif, Theme, MAX_GIF_BYTES};
use crate::store::{KeptGame, Player, PlayerRating, SeatEnd};
use crate::t;

use super::kept::{History, KeptNews, Leaderboard, PastSeason};
use super::reply::ReplyKind;
use super::told::Told;
use super::words::Langs;
use super::{Reply, LEADERBOARD_MIN_GAMES};
use crate::core::safe;

/// File name of a leaderboard card.
pub const LEADERBOARD_FILE: &str = "leaderboard.png";
/// File name of a profile card.
pub const PROFILE_FILE: &str = "profile.png";
/// File name of a kept game's record.
pub const RECORD_FILE: &str = "record.txt";

impl Told for KeptNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![kept_reply(self, l)]
    }
}

/// The reply to news of kept games and ratings.
fn kept_reply(o: &KeptNews, l: &Langs) -> Reply {
    match o {
        KeptNews::History(history) => Reply::public(history_text(history, l.public)),
        KeptNews::Leaderboard(board) => leaderboard_reply(board, l.public),
        KeptNews::Profile {
            name,
            place,
            rating,
            theme,
            season,
            past,
            anywhere,
        } => {
            let mut reply = profile_reply(name, *place, rating.as_ref(), *theme, l.public);
            let mut seasons = seasons_text(*season, past, l.public);
            if let Some(r) = anywhere {
                seasons.push('\n');
                seasons.push_str(&t!(l.public, "profile-anywhere",
                    "rating" => format!("{:.1}", r.shown()), "games" => r.games, "wins" => r.wins));
            }
            if !seasons.is_empty() {
                reply.text.push_str(&seasons);
                reply.description = reply
                    .description
                    .map(|_| super::describe::card(&reply.text));
            }
            reply
        }
        KeptNews::ForgetAsk => Reply::private(t!(l.private, "forget-me-ask")),
        KeptNews::ForgetCancelled => Reply::private(t!(l.private, "forget-me-cancelled")),
        KeptNews::Replay(game, theme) => kept_replay(game, *theme, l),
        KeptNews::Record(game) => kept_record(game, l),
        KeptNews::NothingToForget => Reply::private(t!(l.private, "forget-me-nothing")),
        KeptNews::Forgotten => Reply::private(t!(l.private, "forgotten")),
    }
}

/// A page of `history`: one line per game (id, date, players, result, moves, rated or
/// casual); a page past the end says how many pages there are.
fn history_text(h: &History, cat: &Catalogue) -> String {
    // Past the end there is no page to title.
    if let Some(total) = h.total.filter(|&t| t > 0) {
        return t!(cat, "history-past-end", "page" => h.page,
            "pages" => total.div_ceil(super::HISTORY_PAGE));
    }
    let mut lines = vec![match &h.who {
        Some(name) => t!(cat, "history-title-of", "name" => safe(name), "page" => h.page),
        None => t!(cat, "history-title", "page" => h.page),
    }];
    if h.games.is_empty() {
        lines.push(t!(cat, "history-none"));
    }
    for game in &h.games {
        let names = safe_names(game, cat);
        let result = result_of(game, &names, cat);
        let solo = game.seats.len() == 1;
        // A game called off, or one a person made too few moves in, was not rated
        // whatever the table said (docs/rules.md §5 `rated`).
        let short = game.seats.iter().any(|s| {
            !matches!(s.player, Player::Computer { .. }) && s.moves < super::kept::MIN_RATED_MOVES
        });
        let kind = match (solo, game.rated) {
            (true, _) => "history-solo",
            (false, true) => "board-rated",
            (false, false) if game.aborted || short => "history-not-rated",
            (false, false) => "board-casual",
        };
        // The capture game is marked (its result is captures, not pegs home).
        let capture = game
            .game_record()
            .is_ok_and(|r| r.variant == crate::core::Variant::Capture);
        let kind = if capture {
            format!("{} · {}", t!(cat, "choice-variant-capture"), t!(cat, kind))
        } else {
            t!(cat, kind)
        };
        lines.push(
            t!(cat, "history-line", "id" => game.id.to_string(), "date" => date(game.ended),
            "players" => names.join(", "), "result" => result, "moves" => game.moves(),
            "kind" => kind),
        );
    }
    if h.more {
        lines.push(t!(cat, "history-more", "next" => h.page + 1));
    }
    lines.join("\n")
}

/// How kept `game` ended, its seats named `names`: who won (a team, a crossing not
/// home), or that it was called off.
fn result_of(game: &KeptGame, names: &[String], cat: &Catalogue) -> String {
    let first: Vec<usize> = (0..game.seats.len())
        .filter(|&i| game.seats[i].place == 1)
        .collect();
    let winners: Vec<String> = first.iter().map(|&i| names[i].clone()).collect();
    // A solitaire crossing (one seat) is never rated, and is won only by getting home.
    let solo = game.seats.len() == 1;
    // In a team game partners share their place: one team first is its win (§8).
    let team_won = match (game.teams(), first.as_slice()) {
        (Some(teams), [a, b]) if teams[*a] == teams[*b] => Some(t!(cat, "team-label",
            "names" => t!(cat, "team-names", "first" => names[*a].clone(),
                "second" => names[*b].clone()))),
        _ => None,
    };
    match (winners.as_slice(), team_won) {
        _ if game.aborted => t!(cat, "history-aborted"),
        (_, Some(team)) => t!(cat, "history-won", "name" => team),
        ([one], None) if solo && game.seats[0].end != SeatEnd::Finished => {
            t!(cat, "history-not-home", "name" => one.clone())
        }
        ([one], None) => t!(cat, "history-won", "name" => one.clone()),
        _ => t!(cat, "history-shared", "names" => winners.join(", ")),
    }
}

/// The name of seat `i` of a kept game, as drawn (raw).
fn kept_name(game: &KeptGame, i: usize, cat: &Catalogue) -> String {
    match game.seats.get(i).map(|s| &s.player) {
        Some(Player::Person { name, .. }) => name.clone(),
        Some(Player::Former) => t!(cat, "former-player"),
        _ => t!(cat, "computer-name", "seat" => i + 1),
    }
}

/// Every seat's name of a kept game, as written in text (made safe).
fn safe_names(game: &KeptGame, cat: &Catalogue) -> Vec<String> {
    (0..game.seats.len())
        .map(|i| safe(&kept_name(game, i, cat)))
        .collect()
}

/// A day as `YYYY-MM-DD` (UTC) from seconds since the Unix epoch.
pub(super) fn date(secs: u64) -> String {
    let time = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs);
    humantime::format_rfc3339_seconds(time)
        .to_string()
        .chars()
        .take(10)
        .collect()
}

/// A time as `YYYY-MM-DD HH:MM UTC` from seconds since the Unix epoch.
pub(super) fn date_time(secs: u64) -> String {
    let time = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs);
    let text = humantime::format_rfc3339_seconds(time).to_string();
    format!("{} {} UTC", &text[..10], &text[11..16])
}

/// A rating as shown: the conservative number with one decimal.
pub(super) fn shown(r: &PlayerRating) -> String {
    format!("{:.1}", r.shown())
}

/// A leaderboard's words beside its rows ([`board_reply`]).
pub(super) struct BoardWords {
    /// The text's first line.
    pub title: String,
    /// The card's title.
    pub card_title: String,
    /// Said when nobody is listed.
    pub empty: String,
    /// The text's last line, if any.
    pub note: Option<String>,
    /// The card's last line when the reader has no line of their own (else: how to be
    /// listed).
    pub footer: Option<String>,
}

/// `leaderboard`: the text (top places, then the asker's) with the card; in a server
/// that runs seasons, the season under the title.
fn leaderboard_reply(b: &Leaderboard, cat: &Catalogue) -> Reply {
    let mut title = t!(cat, "leaderboard-title", "min" => LEADERBOARD_MIN_GAMES);
    if let Some(season) = &b.season {
        let from = season_start(season.started, cat);
        title.push('\n');
        title.push_str(&match season.ends {
            Some(ends) => t!(cat, "leaderboard-season-ends", "number" => season.number,
                "from" => from, "ends" => date_time(ends)),
            None => t!(cat, "leaderboard-season", "number" => season.number, "from" => from),
        });
    }
    let words = BoardWords {
        title,
        card_title: t!(cat, "card-leaderboard"),
        empty: t!(cat, "leaderboard-empty", "min" => LEADERBOARD_MIN_GAMES),
        note: None,
        footer: None,
    };
    board_reply(b, &words, LEADERBOARD_FILE, cat)
}

/// When a season started, in words: its day, or "the beginning" for a first season.
pub(super) fn season_start(started: u64, cat: &Catalogue) -> String {
    if started == 0 {
        t!(cat, "season-beginning")
    } else {
        date(started)
    }
}

/// A leaderboard `b` in `words`: the text (top places, then the reader's) with the card,
/// attached as `file`.
pub(super) fn board_reply(
    b: &Leaderboard,
    words: &BoardWords,
    file: &'static str,
    cat: &Catalogue,
) -> Reply {
    let mut lines = vec![words.title.clone()];
    if b.top.is_empty() {
        lines.push(words.empty.clone());
    }
    for (r, place) in b.top.iter().zip(&b.places) {
        lines.push(
            t!(cat, "leaderboard-line", "place" => *place, "name" => safe(&r.name),
            "rating" => shown(r), "games" => r.games),
        );
    }
    let you = match &b.you {
        Some((Some(place), r)) => Some(t!(cat, "leaderboard-you",
            "place" => *place, "count" => b.count, "rating" => shown(r))),
        Some((None, r)) => Some(t!(cat, "leaderboard-you-unlisted",
            "min" => LEADERBOARD_MIN_GAMES, "games" => r.games)),
        None => None,
    };
    lines.extend(you.clone());
    lines.extend(words.note.clone());
    let asker = b.you.as_ref().map(|(_, r)| r.user);
    let rows: Vec<CardRow> = b
        .top
        .iter()
        .zip(&b.places)
        .map(|(r, &place)| CardRow {
            place,
            name: r.name.clone(),
            rating: shown(r),
            games: t!(cat, "card-games", "games" => r.games),
            you: Some(r.user) == asker,
        })
        .collect();
    let footer = you
        .or_else(|| words.footer.clone())
        .unwrap_or_else(|| t!(cat, "card-not-rated", "min" => LEADERBOARD_MIN_GAMES));
    let png = leaderboard_png(&LeaderboardCard {
        title: &words.card_title,
        rows: &rows,
        footer: &footer,
        theme: b.theme,
    });
    let text = lines.join("\n");
    Reply {
        image: Some(png),
        file_name: Some(file),
        kind: ReplyKind::File,
        description: Some(super::describe::card(&text)),
        ..Reply::public(text)
    }
}

/// `profile`: rating, games, wins, average place (and moves to finish), with the card.
fn profile_reply(
    name: &str,
    place: Option<usize>,
    rating: Option<&PlayerRating>,
    theme: Theme,
    cat: &Catalogue,
) -> Reply {
    let Some(r) = rating else {
        return Reply::public(t!(cat, "profile-none", "name" => safe(name)));
    };
    let average = format!("{:.2}", r.average_place());
    let mut text = t!(cat, "profile", "name" => safe(name), "rating" => shown(r),
        "mu" => format!("{:.2}", r.mu), "sigma" => format!("{:.2}", r.sigma),
        "games" => r.games, "wins" => r.wins, "place" => average.clone());
    let moves = r.average_moves_to_finish().map(|m| format!("{m:.1}"));
    if let Some(moves) = &moves {
        text.push(' ');
        text.push_str(&t!(cat, "profile-moves", "moves" => moves.clone()));
    }
    let mut lines = vec![t!(cat, "card-games-wins", "games" => r.games, "wins" => r.wins)];
    let mut place_line = t!(cat, "card-average-place", "place" => average);
    if let Some(place) = place {
        text.push(' ');
        text.push_str(&t!(cat, "profile-place", "place" => place));
        place_line = format!("{place_line} · {}", t!(cat, "card-place", "place" => place));
    }
    lines.push(place_line);
    lines.push(match moves {
        Some(moves) => t!(cat, "card-average-moves", "moves" => moves),
        None => t!(cat, "card-no-finish"),
    });
    let (rating_text, caption) = (shown(r), t!(cat, "card-rating"));
    let plot_caption = t!(cat, "card-plot", "count" => r.history.len());
    let no_plot = t!(cat, "card-no-plot");
    let png = profile_png(&ProfileCard {
        name,
        rating: &rating_text,
        rating_caption: &caption,
        lines: &lines,
        history: &r.history,
        plot_caption: &plot_caption,
        no_plot: &no_plot,
        theme,
    });
    Reply {
        image: Some(png),
        file_name: Some(PROFILE_FILE),
        kind: ReplyKind::File,
        description: Some(super::describe::card(&text)),
        ..Reply::public(text)
    }
}

/// Most finished seasons a profile lists one by one (the latest); the earlier ones are
/// counted, and `leaderboard season:N` shows each.
pub const PROFILE_SEASONS: usize = 12;

/// The seasons of a profile, to follow its text: the current season's number, when the
/// server runs seasons (the rating is that season's), and a line per finished season the
/// person played in, newest first. Empty without seasons.
fn seasons_text(season: Option<u32>, past: &[PastSeason], cat: &Catalogue) -> String {
    let mut text = String::new();
    if let Some(number) = season {
        text.push(' ');
        text.push_str(&t!(cat, "profile-season", "number" => number));
    }
    if past.is_empty() {
        return text;
    }
    text.push('\n');
    text.push_str(&t!(cat, "profile-past-seasons"));
    for p in past.iter().take(PROFILE_SEASONS) {
        let r = &p.standing.rating;
        let place = match p.standing.place {
            Some(place) => t!(cat, "season-place", "place" => place, "count" => p.listed),
            None => t!(cat, "season-unlisted"),
        };
        text.push('\n');
        text.push_str(&t!(cat, "profile-past-season", "number" => p.number,
            "from" => season_start(p.started, cat), "to" => date(p.ended), "place" => place,
            "rating" => shown(r), "games" => r.games, "wins" => r.wins));
    }
    if past.len() > PROFILE_SEASONS {
        text.push('\n');
        text.push_str(&t!(cat, "profile-earlier-seasons",
            "count" => past.len() - PROFILE_SEASONS));
    }
    text
}

/// `replay <id>`: the kept game as an animated GIF, public; when it cannot be made, a
/// private refusal.
fn kept_replay(game: &KeptGame, theme: Theme, l: &Langs) -> Reply {
    let cat = l.public;
    let names: Vec<String> = (0..game.seats.len())
        .map(|i| kept_name(game, i, cat))
        .collect();
    let gif = game
        .game_record()
        .and_then(|record| render_replay_gif(&record, &names, theme));
    match gif {
        Ok(gif) if gif.len() <= MAX_GIF_BYTES => Reply {
            image: Some(gif),
            kind: ReplyKind::Replay,
            description: Some(t!(cat, "alt-replay", "moves" => game.moves(),
                "result" => result_of(game, &names, cat))),
            ..Reply::public(t!(cat, "kept-replay-caption", "id" => game.id.to_string(),
                "date" => date(game.ended), "players" => safe_names(game, cat).join(", "),
                "moves" => game.moves()))
        },
        Ok(gif) => {
            tracing::error!(game = game.id, bytes = gif.len(), "kept replay too large");
            Reply::private(t!(l.private, "err-replay"))
        }
        Err(e) => {
            tracing::error!(
                game = game.id,
                error = &e as &dyn std::error::Error,
                "kept replay failed"
            );
            Reply::private(t!(l.private, "err-replay"))
        }
    }
}

/// `record <id>`: the kept game's record with its seat names, as `record.txt`.
fn kept_record(game: &KeptGame, l: &Langs) -> Reply {
    let cat = l.public;
    let former = t!(cat, "former-player");
    let text = game.record_text(&former, |n| t!(cat, "computer-name", "seat" => n));
    match text {
        Ok(text) => Reply {
            image: Some(text.into_bytes()),
            file_name: Some(RECORD_FILE),
            kind: ReplyKind::File,
            ..Reply::public(t!(cat, "kept-record-caption", "id" => game.id.to_string(),
                "date" => date(game.ended), "players" => safe_names(game, cat).join(", ")))
        },
        Err(e) => {
            tracing::error!(
                game = game.id,
                error = &e as &dyn std::error::Error,
                "kept record unreadable"
            );
            Reply::private(t!(l.private, "err-replay"))
        }
    }
}
