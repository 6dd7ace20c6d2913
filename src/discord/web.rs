//! The web board from Discord (`src/web/`, docs/operating.md "The web board"): the
//! "Play in the browser" button's private link, and what a move made on the web says,
//! posted in the channel like any other move ([`Posts`]).

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateActionRow, CreateButton};

use super::blocking::BlockingTables;
use super::reply::Post;
use super::respond::Answer;
use super::{board_post, direct, Data};
use crate::i18n::catalogue;
use crate::t;
use crate::table::{Reply, TurnView, User};

/// What moves made on the web board say, posted in their channels: boards with their
/// buttons, news, direct messages at a person's turn.
pub struct Posts {
    pub(super) http: Arc<serenity::Http>,
    pub(super) tables: BlockingTables,
    pub(super) runtime: tokio::runtime::Handle,
}

impl crate::web::Publish for Posts {
    fn publish(&self, channel: u64, mut replies: Vec<Reply>, view: Option<TurnView>) {
        let (http, tables) = (Arc::clone(&self.http), self.tables.clone());
        self.runtime.spawn(async move {
            direct::dispatch(&http, &tables, &mut replies);
            // Where the bot only answers interactions it is no member and may post
            // nothing unasked (Discord answers 403, 50001): the players there see the move
            // on the web page, and the board with the next answer there.
            if !view.as_ref().is_some_and(|v| v.answers_only) {
                board_post::post_public(&http, channel, &replies, view.as_ref()).await;
            }
        });
    }
}

/// "Play in the browser": the presser's own link to their seat, privately; or why not.
pub(super) async fn play_link(
    data: &Data,
    answer: &mut Answer<'_, ComponentInteraction>,
    channel: u64,
    user: User,
) {
    let cat = answer.private();
    let Some(web) = data.web.clone() else {
        answer.send(Post::text(&t!(cat, "web-no-seat"), true)).await;
        return;
    };
    let link = tokio::task::spawn_blocking(move || web.play_url(channel, &user))
        .await
        .ok()
        .flatten();
    let post = match link {
        Some(url) => Post::text(&t!(cat, "web-play-link"), true).with_components(vec![
            CreateActionRow::Buttons(vec![
                CreateButton::new_link(url).label(t!(cat, "button-web-play"))
            ]),
        ]),
        None => Post::text(&t!(cat, "web-no-seat"), true),
    };
    answer.send(post).await;
}

/// The name of the Activity's Entry Point command (Discord shows its own "Launch"
/// button for it).
pub const ENTRY_POINT: &str = "board";

/// The Activity's Entry Point command (Discord's "Entry Point Commands": type 4, handled
/// by Discord launching the Activity), registered with the others when the Activity is
/// enabled, so a bulk registration keeps it.
pub fn entry_point() -> serenity::CreateCommand {
    let cat = catalogue("en");
    let mut command = serenity::CreateCommand::new(ENTRY_POINT);
    // Its description in every language, as the slash commands have theirs.
    for lang in crate::i18n::languages().filter(|l| *l != "en") {
        let text = t!(catalogue(lang), "activity-description");
        command = command.description_localized(crate::i18n::discord_locale(lang), text);
    }
    command
        .kind(serenity::CommandType::PrimaryEntryPoint)
        .handler(serenity::EntryPointHandlerType::DiscordLaunchActivity)
        .description(t!(cat, "activity-description"))
        .integration_types(vec![
            serenity::InstallationContext::Guild,
            serenity::InstallationContext::User,
        ])
        .contexts(vec![
            serenity::InteractionContext::Guild,
            serenity::InteractionContext::BotDm,
            serenity::InteractionContext::PrivateChannel,
        ])
}
