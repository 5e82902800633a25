//! Slash commands for matches: `/games`, `/rules`, `/play`, `/match`. Each one parses, calls a
//! use-case and presents the answer. The game, its options and the opponents are parameters
//! generated from the registry ([`super::choices`]).

use touchline_i18n::say;

use crate::speech::BOT;
use poise::serenity_prelude as serenity;
use touchline_games::options::RESULT_NEEDED;
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, Command, GameKind};

use super::choices;
use super::deliver::{deliver, status_text};
use super::reply::{display, fit, Reply, MAX_CONTENT};
use super::tables::{post_table, Refusal};
use super::thread::open_match;
use super::{Bot, Context, Error};
use crate::clock::{OnTimeout, Speed, TurnClock};
use crate::session::open::Opening;
use crate::session::SessionError;
use crate::store::tables::{Computers, NewTable};
use crate::store::{Origin, StoredMatch};
use crate::tables;

/// The commands, with the game and its options added to those that take them.
pub fn all() -> Vec<poise::Command<Bot, Error>> {
    let mut play = play();
    choices::add_game(&mut play, true, true);
    let mut rules = rules();
    choices::add_game(&mut rules, false, false);
    vec![games(), rules, play, match_(), server()]
}

/// This server's settings.
#[poise::command(slash_command, guild_only, subcommands("language", "super::competitions::views::server_chances"))]
pub async fn server(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The language of match threads, pictures and news here (admins).
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn language(
    ctx: Context<'_>,
    #[description = "A language (en, es, pt-BR, fr, de), or discord to follow the server's own"]
    #[autocomplete = "suggest_language"]
    language: String,
) -> Result<(), Error> {
    let reply = Reply::Command(ctx);
    let lang = reply.lang();
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    // Discord hides the command from others by default; a server may show it more widely.
    let manager = ctx.author_member().await.and_then(|m| m.permissions).is_some_and(|p| p.manage_guild());
    if !manager {
        return reply.private(say!(BOT, lang, "server-language-managers-only"), vec![]).await;
    }
    let asked = language.trim();
    let chosen = match asked.to_ascii_lowercase().as_str() {
        "discord" | "auto" | "default" => None,
        _ => match touchline_i18n::Lang::parse(asked) {
            Ok(chosen) => Some(chosen),
            Err(_) => {
                let list = touchline_i18n::known_languages();
                return reply
                    .private(say!(BOT, lang, "server-language-unknown", asked = asked, list = list), vec![])
                    .await;
            }
        },
    };
    let now = ctx.data().sessions.set_server_lang(guild, chosen).await?;
    // Said in the language chosen: the admin sees at once what the server will read.
    let text = match chosen {
        Some(chosen) => say!(BOT, chosen, "server-language-set", language = chosen.name()),
        None => say!(BOT, now, "server-language-discord", language = now.name()),
    };
    reply.private(text, vec![]).await
}

/// The languages, as one types: their codes and names.
async fn suggest_language(_ctx: Context<'_>, partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let partial = partial.trim().to_lowercase();
    let mut out: Vec<serenity::AutocompleteChoice> = touchline_i18n::Lang::ALL
        .iter()
        .filter(|l| {
            partial.is_empty()
                || l.code().to_lowercase().starts_with(&partial)
                || l.name().to_lowercase().contains(&partial)
        })
        .map(|l| serenity::AutocompleteChoice::new(format!("{} ({})", l.name(), l.code()), l.code()))
        .collect();
    if "discord".starts_with(&partial) || partial.is_empty() {
        out.push(serenity::AutocompleteChoice::new("Discord (the server's own language)", "discord"));
    }
    out
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TimerChoice {
    #[name = "standard (a day a move)"]
    Standard,
    #[name = "casual (15 minutes a move)"]
    Casual,
}

/// How strong the computer plays (see `touchline_games::players::Brain`).
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "hard"]
    Hard,
}

impl LevelChoice {
    fn brain(self) -> Brain {
        match self {
            LevelChoice::Easy => Brain::Easy,
            LevelChoice::Normal => Brain::Normal,
            LevelChoice::Hard => Brain::Hard,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TimeoutChoice {
    #[name = "the computer moves"]
    ComputerMoves,
    #[name = "forfeit the match"]
    Forfeit,
}

/// The turn clock asked for (the configured one for what was not asked).
pub fn clock(bot: &Bot, timer: Option<TimerChoice>, on_timeout: Option<TimeoutChoice>) -> TurnClock {
    let speed = timer.map(|t| match t {
        TimerChoice::Standard => Speed::Standard,
        TimerChoice::Casual => Speed::Casual,
    });
    let on_timeout = on_timeout.map(|t| match t {
        TimeoutChoice::ComputerMoves => OnTimeout::AutoMove,
        TimeoutChoice::Forfeit => OnTimeout::Forfeit,
    });
    bot.timers.clock(speed, on_timeout)
}

/// The game and options a command was used with, or the refusal to send (privately).
pub fn game_config(ctx: Context<'_>, result_needed: bool) -> Result<AnyConfig, String> {
    let lang = Reply::Command(ctx).lang();
    let Some(kind) = choices::game(choices::args(ctx)) else {
        return Err(say!(BOT, lang, "play-unknown-game"));
    };
    let mut options = choices::options(ctx);
    if result_needed {
        options.set(RESULT_NEEDED, "yes");
    }
    AnyConfig::from_options(kind, &options).map_err(|e| say!(BOT, lang, "options-refused", why = e.text(lang)))
}

/// What can be played here.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let lang = Reply::Command(ctx).lang();
    let list: Vec<String> = GameKind::ALL
        .iter()
        .map(|k| format!("• **{}** — {} (`/play game:{}`)", k.title(), k.blurb(lang), k.title()))
        .collect();
    ctx.say(say!(BOT, lang, "games-list", games = list.join("\n"))).await?;
    Ok(())
}

/// How a game is played, and its options.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let reply = Reply::Command(ctx);
    let Some(kind) = choices::game(choices::args(ctx)) else {
        return reply.private(BOT.text(reply.lang(), "rules-unknown-game", &[]), vec![]).await;
    };
    reply.private(kind.rules_with_options(reply.lang()), vec![]).await
}

/// Start a match: against people you name, at an open table, or against the computer.
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Open a table anyone may join, instead of naming opponents"] open: Option<bool>,
    #[description = "Seats kept for the computer at an open table (it plays at `level`)"] computers: Option<i64>,
    #[description = "A cup tie: no draws (extra time and penalties)"] result_needed: Option<bool>,
    #[description = "Time per move"] timer: Option<TimerChoice>,
    #[description = "When a player runs out of time"] on_timeout: Option<TimeoutChoice>,
    #[description = "How strong the computer plays: against you, or in its seats at an open table"] level: Option<
        LevelChoice,
    >,
) -> Result<(), Error> {
    let reply = Reply::Command(ctx);
    let lang = reply.lang();
    let bot = ctx.data();
    let config = match game_config(ctx, result_needed.unwrap_or(false)) {
        Ok(config) => config,
        Err(why) => return reply.private(why, vec![]).await,
    };
    let clock = clock(bot, timer, on_timeout);
    let author = ctx.author();
    let bot_user = ctx.framework().bot_id;
    let named = choices::opponents(choices::args(ctx));
    let refusal = if named.iter().any(|u| u.id == author.id) {
        Some(say!(BOT, lang, "play-refused-yourself"))
    } else if named.iter().any(|u| u.bot && u.id != bot_user) {
        Some(say!(BOT, lang, "play-refused-bots"))
    } else if in_thread(ctx) {
        Some(say!(BOT, lang, "play-refused-in-thread"))
    } else {
        None
    };
    if let Some(text) = refusal {
        return reply.private(text, vec![]).await;
    }
    let open = open.unwrap_or(false);
    let named_me = named.iter().any(|u| u.id == bot_user);
    let people: Vec<&serenity::User> = named.into_iter().filter(|u| u.id != bot_user).collect();
    // Every refusal is decided here, before the answer is deferred in public.
    let profile = config.profile();
    let (min, max) = profile.seats;
    let players = touchline_games::text::seats_in((min, max), lang);
    let game = config.kind().title();
    let solo = profile.solo_level().is_some();
    // The people an open table with computers takes; refused below when it cannot be.
    let kept = computers.map(|n| tables::people_seats((min, max), solo, n));
    let refusal = if solo && (open || !people.is_empty() || named_me || computers.is_some()) {
        Some(say!(BOT, lang, "play-refused-solo-opponents", game = game))
    } else if solo && level.is_some() {
        Some(say!(BOT, lang, "play-refused-solo-level", game = game))
    } else if open && (named_me || !people.is_empty()) {
        Some(say!(BOT, lang, "play-refused-open-named"))
    } else if computers.is_some() && (named_me || !people.is_empty()) {
        Some(say!(BOT, lang, "play-refused-computers-named"))
    } else if computers.is_some() && !open {
        Some(say!(BOT, lang, "play-refused-computers-not-open"))
    } else if let Some(Err(why)) = kept {
        let n = computers.unwrap_or_default();
        Some(match why {
            tables::ComputersRefused::TooFew => say!(BOT, lang, "play-refused-computers-few"),
            tables::ComputersRefused::Solo => say!(BOT, lang, "play-refused-solo-opponents", game = game),
            tables::ComputersRefused::NoSeatLeft => {
                say!(BOT, lang, "play-refused-computers-many", game = game, players = players.as_str(), n = n)
            }
        })
    } else if level.is_some() && computers.is_none() && (open || !people.is_empty()) {
        Some(say!(BOT, lang, "play-refused-level-people"))
    } else if named_me && !people.is_empty() {
        Some(say!(BOT, lang, "play-refused-both"))
    } else if people.iter().enumerate().any(|(i, u)| people[..i].iter().any(|v| v.id == u.id)) {
        Some(say!(BOT, lang, "play-refused-twice"))
    } else if !open && people.len() + 1 > max {
        Some(say!(BOT, lang, "play-refused-too-many", game = game, players = players.as_str(), n = max - 1))
    } else if !people.is_empty() && people.len() + 1 < min {
        Some(say!(BOT, lang, "play-refused-too-few", game = game, players = players.as_str(), n = min - 1))
    } else {
        None
    };
    if let Some(text) = refusal {
        return reply.private(text, vec![]).await;
    }
    // Everything from here touches the database or Discord: answer first.
    ctx.defer().await?;
    let store = bot.store();
    let me = bot.sessions.person(author.id.get(), display(author)).await?;
    let guild = ctx.guild_id().map(|g| g.get());
    // Their language is known before the kick-off's first prompt goes to them.
    if let Some(locale) = ctx.locale() {
        let server = match ctx {
            poise::Context::Application(app) => app.interaction.guild_id.zip(app.interaction.guild_locale.clone()),
            poise::Context::Prefix(_) => None,
        };
        let server = server.as_ref().map(|(g, l)| (g.get(), l.as_str()));
        bot.sessions.saw_locales(author.id.get(), locale, server).await?;
    }
    let channel = ctx.channel_id();
    let brain = level.map(LevelChoice::brain).unwrap_or(Brain::Normal);
    let kept = Computers { count: computers.and_then(|n| usize::try_from(n).ok()).unwrap_or(0), brain };
    let new = NewTable {
        guild_id: guild,
        channel_id: channel.get(),
        host: me,
        config: config.clone(),
        clock,
        computers: kept,
    };
    if open {
        let table = match tables::open(store, new).await {
            Ok(t) => t,
            Err(e) => return Refusal::from(e).tell(&reply).await,
        };
        return post_table(bot, &reply, &table).await;
    }
    if people.is_empty() {
        // Against the computer: it takes every seat the game needs beyond the player's.
        let mut seats = vec![Occupant::Person(me)];
        // A solo match takes its one seat: the engine plays the other side itself.
        let wanted = if solo { min } else { min.max(2) };
        seats.extend((1..wanted).map(|_| Occupant::Computer(brain)));
        let opening = Opening {
            guild,
            channel: channel.get(),
            clock,
            config,
            seats,
            origin: Origin::Casual,
            deputies: Vec::new(),
        };
        let opened = match open_match(&ctx.serenity_context().http, bot, opening).await? {
            Ok(opened) => opened,
            Err(why) => return super::thread::answer_not_opened(&reply, why, channel.get()).await,
        };
        // Said in the channel, for everyone: the server's language, which the thread speaks.
        let public = opened.update.stored.lang();
        let against = match (level, opened.engine_side.as_deref()) {
            (_, Some(side)) => side.to_string(),
            (Some(_), None) => {
                say!(BOT, public, "against-the-computer-level", level = crate::seating::level_word(brain, public))
            }
            (None, None) => say!(BOT, public, "against-the-computer"),
        };
        let thread = format!("<#{}>", opened.place);
        return reply.public(say!(BOT, public, "kick-off-against", against = against, thread = thread), vec![]).await;
    }
    let mut invited = Vec::new();
    for user in &people {
        invited.push(bot.sessions.person(user.id.get(), display(user)).await?);
    }
    match tables::challenge(store, new, &invited).await {
        Ok(table) => post_table(bot, &reply, &table).await,
        Err(e) => Refusal::from(e).tell(&reply).await,
    }
}

/// Whether the command came from inside a thread (the interaction says which channel).
fn in_thread(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app.interaction.channel.as_ref().is_some_and(|c| {
            matches!(
                c.kind,
                serenity::ChannelType::PublicThread
                    | serenity::ChannelType::PrivateThread
                    | serenity::ChannelType::NewsThread
            )
        }),
        poise::Context::Prefix(_) => false,
    }
}

/// The match in this thread.
#[poise::command(slash_command, rename = "match", subcommands("status", "board", "resign", "replay"))]
pub async fn match_(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The match of the thread the command was used in (a short local query). When there is one,
/// the command is answered at once (`private`: only the caller sees the answer), before the
/// slower work; when there is none, the caller alone is told.
async fn this_match(ctx: Context<'_>, private: bool) -> Result<Option<StoredMatch>, Error> {
    let found = ctx.data().sessions.in_thread(ctx.channel_id().get()).await?;
    match &found {
        None => {
            let reply = Reply::Command(ctx);
            reply.private(say!(BOT, reply.lang(), "no-match-here"), vec![]).await?;
        }
        Some(_) if private => ctx.defer_ephemeral().await?,
        Some(_) => ctx.defer().await?,
    }
    Ok(found)
}

/// Where the match stands and who has to move (told to you alone).
#[poise::command(slash_command)]
pub async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let Some(stored) = this_match(ctx, true).await? else { return Ok(()) };
    let lang = Reply::Command(ctx).lang();
    ctx.say(fit(&status_text(&stored.state, &stored.seating, lang), MAX_CONTENT)).await?;
    Ok(())
}

/// Post the current board again.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let Some(stored) = this_match(ctx, false).await? else { return Ok(()) };
    let bot = ctx.data();
    let crests = bot.sessions.crests(&stored).await?;
    // Posted in the thread for everyone: the thread's language.
    let lang = stored.lang();
    let png = bot.pictures.board(&stored.state, stored.names(lang), crests, lang).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(fit(&status_text(&stored.state, &stored.seating, lang), MAX_CONTENT))
            .attachment(serenity::CreateAttachment::bytes(png, "board.png")),
    )
    .await?;
    Ok(())
}

/// Replay a finished match: its final board and fairness seal, and an animated GIF on request.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The match number (leave out in a match's thread)"]
    #[rename = "match"]
    #[min = 1]
    number: Option<i64>,
    #[description = "Attach an animated GIF of the whole match"] gif: Option<bool>,
) -> Result<(), Error> {
    let bot = ctx.data();
    let id = match number {
        Some(n) => n,
        None => match crate::replay::in_thread(bot.store(), ctx.channel_id().get()).await? {
            Some(id) => id,
            None => {
                let reply = Reply::Command(ctx);
                return reply.private(crate::speech::say(reply.lang(), "replay-no-match-here"), vec![]).await;
            }
        },
    };
    let guild = ctx.guild_id().map(|g| g.get());
    let found = crate::replay::find_for_server(bot.store(), id, guild, Reply::Command(ctx).lang()).await?;
    let Ok(record) = found else {
        let refusal = found.err().unwrap_or_default();
        return Reply::Command(ctx).private(refusal, vec![]).await;
    };
    // Replaying and drawing take a moment.
    ctx.defer().await?;
    let asker = Reply::Command(ctx).lang();
    let reply = super::replays::answer(bot, record, guild, gif.unwrap_or(false), asker).await?;
    let mut message = poise::CreateReply::default().content(fit(&reply.text, MAX_CONTENT));
    for (name, bytes) in reply.files {
        message = message.attachment(serenity::CreateAttachment::bytes(bytes, name));
    }
    ctx.send(message).await?;
    Ok(())
}

/// Give up the match in this thread.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let Some(stored) = this_match(ctx, true).await? else { return Ok(()) };
    let bot = ctx.data();
    let lang = Reply::Command(ctx).lang();
    let Some(seat) = stored.seating.seat_of(ctx.author().id.get()) else {
        ctx.say(say!(BOT, lang, "resign-not-playing")).await?;
        return Ok(());
    };
    match bot.sessions.play(stored, seat, Command::Resign).await {
        Ok(update) => {
            ctx.say(say!(BOT, lang, "resign-done")).await?;
            deliver(&ctx.serenity_context().http, bot, &update).await?;
        }
        Err(SessionError::Rule(e)) => {
            ctx.say(say!(BOT, lang, "resign-refused", reason = e.text(lang))).await?;
        }
        Err(e) => return Err(e.into()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_and_rules_take_every_registered_game() {
        let commands = all();
        for name in ["play", "rules"] {
            let c = commands.iter().find(|c| c.name == name).unwrap();
            let game = &c.parameters[0];
            assert_eq!(game.name, "game");
            assert!(game.required, "/{name} needs a game");
            assert_eq!(game.choices.len(), GameKind::ALL.len());
            let slash = c.create_as_slash_command().unwrap();
            let json = serde_json::to_value(&slash).unwrap();
            let options = json["options"].as_array().unwrap();
            assert!(options.len() <= 25, "/{name} has {} options", options.len());
            // Required options come first, as Discord insists.
            let first_optional = options.iter().position(|o| o["required"] != true).unwrap_or(options.len());
            assert!(options[first_optional..].iter().all(|o| o["required"] != true));
        }
        let play = commands.iter().find(|c| c.name == "play").unwrap();
        let names: Vec<&str> = play.parameters.iter().map(|p| p.name.as_str()).collect();
        assert!(names.contains(&"opponent") && names.contains(&"format") && names.contains(&"advanced"), "{names:?}");
    }
}
