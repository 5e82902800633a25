//! Playing a competition fixture on the bot: `/league play` (and `/tournament play`) says a side
//! is ready; when both are, the fixture kicks off in a thread with the competition's game and
//! options, and its result goes into the table with the match's last step.

use poise::serenity_prelude as serenity;

use super::*;
use crate::clock::now_ms;
use crate::discord::ids::{Action, ComponentId, Subject};
use crate::discord::thread::{answer_not_opened, open_match};
use crate::leagues::PlayNext;

/// Play your next fixture once both sides are ready.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let Some(next) = answer(ctx, requests::play(ctx.data().store(), &c, me, now_ms()).await).await? else {
        return Ok(());
    };
    present_ready(ctx.serenity_context(), ctx.data(), &c, next, Reply::Command(ctx)).await
}

fn ready_button(fixture: i64, lang: Lang) -> serenity::CreateActionRow {
    let id = ComponentId::new(Subject::Fixture(fixture), 0, Action::Ready).encode();
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(id)
        .label(say!(LEAGUES, lang, "ready-button"))
        .style(serenity::ButtonStyle::Success)])
}

async fn present_ready(
    ctx: &serenity::Context,
    bot: &Bot,
    c: &Competition,
    next: PlayNext,
    reply: Reply<'_>,
) -> Result<(), Error> {
    // What the channel sees is in the server's language; what only the asker sees, in theirs.
    let server = crate::leagues::news::channel_lang(bot.store(), c).await?;
    match next {
        PlayNext::Waiting { fixture, opponent } => {
            let text = say!(
                LEAGUES,
                server,
                "opponent-ready",
                opponent = format!("<@{}>", opponent.discord_id),
                name = &c.spec.name,
                fixture = format!("#{}", fixture.id),
                command = kind_word(c)
            );
            reply.public(text, vec![ready_button(fixture.id, server)]).await
        }
        PlayNext::StillWaiting { fixture, opponent } => {
            let (name, fixture) = (&c.spec.name, format!("#{}", fixture.id));
            let text =
                say!(LEAGUES, reply.lang(), "ready-already", name = name, fixture = fixture, opponent = &opponent.name);
            reply.private(text, vec![]).await
        }
        PlayNext::InPlay { thread, .. } => {
            let text = match thread {
                Some(t) => say!(LEAGUES, reply.lang(), "fixture-being-played-in", thread = format!("<#{t}>")),
                None => say!(LEAGUES, reply.lang(), "fixture-being-played"),
            };
            reply.private(text, vec![]).await
        }
        PlayNext::Start { fixture } => {
            if let Reply::Command(ctx) = &reply {
                // Opening the thread and posting the board takes several calls to Discord:
                // answer the command first. (A click was acknowledged by the router.)
                ctx.defer().await?;
            }
            let opening = match requests::fixture_opening(bot.store(), c, &fixture, now_ms()).await {
                Ok(opening) => opening,
                Err(LeagueOpError::Refused(why)) => return reply.private(why.say(reply.lang()), vec![]).await,
                Err(LeagueOpError::Store(e)) => return Err(e.into()),
            };
            // Not opened: the kick-off was given back (Ready may be pressed again), or taken up.
            match open_match(&ctx.http, bot, opening).await? {
                Ok(opened) => {
                    let (fixture, thread) = (format!("#{}", fixture.id), format!("<#{}>", opened.place));
                    let text =
                        say!(LEAGUES, server, "kick-off", name = &c.spec.name, fixture = fixture, thread = thread);
                    reply.public(text, vec![]).await
                }
                Err(why) => answer_not_opened(&reply, why, c.spec.channel_id).await,
            }
        }
    }
}

/// The Ready button under a "your opponent is ready" post.
pub async fn clicked(ctx: &serenity::Context, bot: &Bot, reply: &Reply<'_>, fixture_id: i64) -> Result<(), Error> {
    let user = reply.user();
    let me = bot.sessions.person(user.id.get(), display(user)).await?;
    match requests::ready(bot.store(), fixture_id, me, now_ms()).await {
        Ok((c, next)) => present_ready(ctx, bot, &c, next, *reply).await,
        Err(LeagueOpError::Refused(why)) => reply.private(why.say(reply.lang()), vec![]).await,
        Err(LeagueOpError::Store(e)) => Err(e.into()),
    }
}
