//! `/match replay`: a finished match's last board, its fairness seal, the link to its page on
//! the web companion (when the server publishes) and, on request, an animated GIF.

use touchline_render::animation::DISCORD_LIMIT;

use super::{Bot, Error};
use crate::replay;
use crate::store::matches::MatchRecord;

/// What to post.
pub struct ReplayReply {
    pub text: String,
    pub files: Vec<(String, Vec<u8>)>,
}

/// Replay the match and draw what is asked. The answer is posted in the channel, so on a
/// server it speaks the server's language; in a direct message, the asker's (`asker`).
pub async fn answer(
    bot: &Bot,
    record: MatchRecord,
    guild: Option<u64>,
    gif: bool,
    asker: touchline_i18n::Lang,
) -> Result<ReplayReply, Error> {
    let lang = match guild {
        Some(guild) => bot.store().server_language(guild).await?.lang(),
        None => asker,
    };
    let replayed = match replay::load_in(bot.store(), record.id, lang).await {
        Ok(r) => r,
        // Another engine's match, or one that no longer replays: say so rather than show another.
        Err(e @ (replay::ReplayError::Engine { .. } | replay::ReplayError::Diverged(_))) => {
            return Ok(ReplayReply { text: format!("I can't replay this match: {e}."), files: Vec::new() });
        }
        Err(e) => return Err(e.into()),
    };
    let mut text =
        format!("**Replay of match #{}** — {} · {} boards", record.id, replayed.kind.title(), replayed.frames.len());
    let page = crate::publishing::match_page(bot.store(), bot.web_base.as_deref(), guild, &record.slug).await?;
    if let Some(link) = page {
        text.push_str(&format!("\nStep through it: {link}"));
    }
    if let Some(seal) = &replayed.seal {
        text.push('\n');
        text.push_str(&seal.full_time_lines(lang).join("\n"));
    }
    let last = replayed.frames.len().saturating_sub(1);
    let shared = std::sync::Arc::new(replayed);
    let board = {
        let r = shared.clone();
        bot.pictures.draw(move |renderer| r.frame_png(renderer, last).unwrap_or_default()).await?
    };
    let mut files = vec![("final-board.png".to_string(), board)];
    if gif {
        // One GIF at a time: a GIF takes a drawing slot for a while, and live boards need the rest.
        let r = shared.clone();
        let animation = bot.pictures.animate(move |renderer| r.gif(renderer, DISCORD_LIMIT)).await?;
        if animation.bytes.is_empty() {
            text.push_str("\nThe GIF could not be made this time.");
        } else {
            text.push_str(&format!("\nThe GIF shows {}.", animation.summary()));
            files.push((format!("match-{}.gif", record.id), animation.bytes));
        }
    }
    Ok(ReplayReply { text, files })
}
