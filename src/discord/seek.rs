//! `/checkers seek`: searching for an opponent on the server (docs/playing.md, "Finding
//! an opponent"). The table keeps the pool ([`crate::table::Command::Seek`]); when a seek
//! completes a group, this adapter opens the group's game in a new public thread of the
//! channel (or in the channel itself where no thread can be opened), seated and started
//! ([`Input::Matched`]), pings the group there, and links it in the answer.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, ChannelType, CreateAllowedMentions, CreateMessage, CreateThread,
};

use super::blocking::BlockingTables;
use super::options::Players;
use super::reply::Post;
use super::slash::{bot_permissions, guild_locale, in_thread, run, user_of};
use super::{board_post, perform, perform_on, permissions, text, Context, DiscordError};
use crate::ai::Level;
use crate::i18n::catalogue;
use crate::store::GamePlace;
use crate::table::{Command, Input, Reply, ReplyKind, User};

/// Search for an opponent on this server; a game opens in a thread when enough people do.
#[poise::command(slash_command)]
pub async fn seek(
    ctx: Context<'_>,
    #[description = "Players of the game you look for: 2, 3, 4 or 6"] players: Option<Players>,
    #[description = "Rated (the default) or casual"] rated: Option<bool>,
    #[description = "Computers of this level take the seats nobody came for after 2 minutes"]
    fill: Option<Level>,
    #[description = "The channel whose thread the game opens in (default: the server's game channel, or here)"]
    #[channel_types("Text")]
    #[rename = "channel"]
    place: Option<serenity::ChannelId>,
    #[description = "Search on every server open to it, not only this one"] anywhere: Option<bool>,
    #[description = "Stop searching"] cancel: Option<bool>,
) -> Result<(), DiscordError> {
    if cancel == Some(true) {
        return run(ctx, Command::SeekCancel).await;
    }
    // No number of players is refused by the table in its words.
    let players = players.map_or(0, Players::count);
    let rated = rated.unwrap_or(true);
    let Some((mut answer, _pass)) = super::slash::admitted(ctx).await else {
        return Ok(());
    };
    if answer.answers_only() {
        // The game found opens in a thread, and the group is pinged there: none of
        // which the bot may do where it only answers interactions.
        let note = crate::t!(answer.private(), "seek-not-here");
        answer.send(Post::text(&note, true)).await;
        answer.finish().await;
        return Ok(());
    }
    let data = ctx.data();
    let user = user_of(ctx).await;
    let locale = guild_locale(ctx);
    let channel = ctx.channel_id();
    // A thread where one can be opened: a channel of a server, with the permissions.
    let thread_here = !in_thread(ctx)
        && ctx.guild_id().is_some()
        && permissions::missing(bot_permissions(ctx), false, true).is_empty();
    // Sought in a thread: the game opens in a new thread of its channel.
    let parent = match ctx {
        poise::Context::Application(app) if in_thread(ctx) => {
            app.interaction.channel.as_ref().and_then(|c| c.parent_id)
        }
        _ => None,
    };
    let work = async {
        let asker = user.clone();
        let outcome = perform(
            data,
            channel.get(),
            locale.clone(),
            asker,
            Command::Seek {
                players,
                rated,
                fill,
                channel: place.map(serenity::ChannelId::get),
                anywhere: anywhere == Some(true),
            },
        )
        .await?;
        let Some(matched) = outcome
            .replies
            .iter()
            .find(|r| matches!(r.kind, ReplyKind::Matched(_)))
        else {
            return Ok::<_, DiscordError>(outcome.replies);
        };
        let said = matched.clone();
        let both = (&data.http, &data.tables);
        let ReplyKind::Matched(game) = said.kind else {
            return Ok(outcome.replies);
        };
        // In a thread of the channel the seek chose (the server's game channel, or
        // here, or the channel of the thread it was made in); here only where the bot
        // may open one.
        let chosen = serenity::ChannelId::new(game.channel);
        let (chosen, thread) = match parent {
            Some(parent) if chosen == channel => (parent, true),
            _ if chosen == channel => (chosen, thread_here),
            _ => (chosen, true),
        };
        if !said.places.is_empty() {
            // Found on every open server: a thread in each person's own channel.
            let asker = user.id;
            let place = open_anywhere(both, locale, user, &said).await?;
            let text = match place.and_then(|p| {
                p.iter()
                    .find(|(_, people)| people.contains(&asker))
                    .map(|(c, _)| *c)
            }) {
                Some(mine) if mine != channel.get() => format!("{}\n→ <#{mine}>", said.text),
                _ => said.text.clone(),
            };
            return Ok(vec![Reply { text, ..said }]);
        }
        let place = open_where(both, chosen, thread, &said.group).await;
        let text = match open_game(both, place, locale, user, &said).await? {
            Some(why) => format!("{}\n{why}", said.text),
            None if place == channel => said.text.clone(),
            None => format!("{}\n→ <#{place}>", said.text),
        };
        Ok(vec![Reply { text, ..said }])
    };
    match answer.within(data.defer_after, work).await {
        Some(Ok(replies)) => {
            for r in &replies {
                answer.send(Post::of(r)).await;
            }
        }
        Some(Err(e)) => return Err(e),
        None => {}
    }
    answer.finish().await;
    Ok(())
}

/// Where a matched group's game opens: a new public thread of `channel` named after its
/// first seeker when `thread` (a channel of a server, with the permissions), else the
/// channel itself, as also when Discord refuses the thread.
async fn open_where(
    (http, tables): (&Arc<serenity::Http>, &BlockingTables),
    channel: serenity::ChannelId,
    thread: bool,
    group: &[(u64, String)],
) -> serenity::ChannelId {
    if !thread {
        return channel;
    }
    let public = catalogue(tables.public_language(channel.get(), None).await);
    let first = group.first().map_or("?", |(_, name)| name.as_str());
    let builder = CreateThread::new(text::thread_name(public, first, group.len()))
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    match channel.create_thread(http, builder).await {
        Ok(thread) => thread.id,
        Err(e) => {
            tracing::warn!(%channel, error = &e as &dyn std::error::Error, "cannot open a thread for a matched game; it opens in the channel");
            channel
        }
    }
}

/// Opens the matched game in `place` (seated and started), pings the group there (a
/// mention adds them to a thread), then posts its board there. When the table refuses
/// (a game is open or under way there), the group is told why there instead, and to
/// search again: the words are returned.
async fn open_game(
    both: (&Arc<serenity::Http>, &BlockingTables),
    place: serenity::ChannelId,
    locale: Option<String>,
    user: User,
    matched: &Reply,
) -> Result<Option<String>, DiscordError> {
    let ReplyKind::Matched(game) = matched.kind else {
        return Ok(None);
    };
    let input = Input::Matched {
        group: matched.group.clone(),
        game,
        places: Vec::new(),
    };
    let opened = perform_on(both, place.get(), locale, user, input).await?;
    let http = both.0;
    let refused = opened
        .replies
        .iter()
        .find(|r| r.kind == ReplyKind::Refusal)
        .map(|r| r.text.clone());
    let said = match &refused {
        Some(why) => {
            let lang = both.1.public_language(place.get(), None).await;
            crate::t!(catalogue(lang), "seek-not-opened", "why" => why.clone())
        }
        None => matched.text.clone(),
    };
    let people: Vec<u64> = matched.group.iter().map(|(id, _)| *id).collect();
    ping(http, place, &people, &said).await;
    if refused.is_some() {
        return Ok(Some(said));
    }
    board_post::post_public(http, place.get(), &opened.replies, opened.turn.as_ref()).await;
    Ok(None)
}

/// A group whose seats computers fill, told by the timers in the channel of the seek that
/// asked for them (`matched`): its game opens in a thread of that channel (the channel
/// itself when Discord refuses), pinging the group there. Failures are logged.
pub(super) async fn open_from_timers(
    both: (&Arc<serenity::Http>, &BlockingTables),
    channel: serenity::ChannelId,
    matched: &Reply,
) {
    let Some((id, name)) = matched.group.first() else {
        return;
    };
    let first = User::new(*id, name.clone());
    if !matched.places.is_empty() {
        if let Err(e) = open_anywhere(both, None, first, matched).await {
            tracing::warn!(
                error = &e as &dyn std::error::Error,
                "cannot open a filled game"
            );
        }
        return;
    }
    let place = open_where(both, channel, true, &matched.group).await;
    if let Err(e) = open_game(both, place, None, first, matched).await {
        tracing::warn!(%place, error = &e as &dyn std::error::Error, "cannot open a filled game");
    }
}

/// Opens the game of a group found on every open server (`seek anywhere`): a public
/// thread in the channel where each person searched (one for the people of one channel),
/// the game kept in the first and shown in the others ([`GamePlace`]). Each thread pings
/// only its own people and gets the board; nothing there names another server, its
/// channels or its people's mentions. Returns the places and their people, or `None`
/// when the table refused (each place is told why).
async fn open_anywhere(
    both: (&Arc<serenity::Http>, &BlockingTables),
    locale: Option<String>,
    user: User,
    matched: &Reply,
) -> Result<Option<Vec<(u64, Vec<u64>)>>, DiscordError> {
    let ReplyKind::Matched(game) = matched.kind else {
        return Ok(None);
    };
    // The people of each channel, in the group's order.
    let mut sought: Vec<(u64, u64, Vec<u64>)> = Vec::new();
    for ((id, _), (channel, server)) in matched.group.iter().zip(&matched.places) {
        match sought.iter_mut().find(|(c, _, _)| c == channel) {
            Some((_, _, people)) => people.push(*id),
            None => sought.push((*channel, *server, vec![*id])),
        }
    }
    let mut places = Vec::new();
    for (channel, server, people) in sought {
        let thread = open_where(
            both,
            serenity::ChannelId::new(channel),
            true,
            &matched.group,
        )
        .await;
        places.push(GamePlace {
            channel: thread.get(),
            server,
            people,
        });
    }
    let Some(home) = places.first().map(|p| p.channel) else {
        return Ok(None);
    };
    let input = Input::Matched {
        group: matched.group.clone(),
        game,
        places: places.clone(),
    };
    let opened = perform_on(both, home, locale, user, input).await?;
    let refused = opened
        .replies
        .iter()
        .find(|r| r.kind == ReplyKind::Refusal)
        .map(|r| r.text.clone());
    for place in &places {
        let said = match &refused {
            Some(why) => {
                let lang = both.1.public_language(place.channel, None).await;
                crate::t!(catalogue(lang), "seek-not-opened", "why" => why.clone())
            }
            None => matched.text.clone(),
        };
        ping(
            both.0,
            serenity::ChannelId::new(place.channel),
            &place.people,
            &said,
        )
        .await;
    }
    if refused.is_some() {
        return Ok(None);
    }
    // The board in each place, pinging only its own people there.
    let replies = opened.replies.clone();
    let (here, elsewhere) = both
        .1
        .run(move |t| t.spread(home, home, replies))
        .await
        .unwrap_or_else(|_| (opened.replies.clone(), Vec::new()));
    board_post::post_public(both.0, home, &here, opened.turn.as_ref()).await;
    board_post::post_elsewhere(both.0, elsewhere, opened.turn.as_ref()).await;
    Ok(Some(
        places.into_iter().map(|p| (p.channel, p.people)).collect(),
    ))
}

/// Pings `people` in `place` with `said` (a mention adds them to a thread).
async fn ping(http: &serenity::Http, place: serenity::ChannelId, people: &[u64], said: &str) {
    let ids: Vec<serenity::UserId> = people
        .iter()
        .filter(|id| **id != 0)
        .map(|id| serenity::UserId::new(*id))
        .collect();
    let pings: Vec<String> = ids.iter().map(|id| format!("<@{id}>")).collect();
    let message = CreateMessage::new()
        .content(format!("{}\n{said}", pings.join(" ")))
        .allowed_mentions(CreateAllowedMentions::new().users(ids));
    if let Err(e) = place.send_message(http, message).await {
        tracing::warn!(%place, error = &e as &dyn std::error::Error, "cannot ping a matched group");
    }
}
