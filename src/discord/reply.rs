//! The one way the bot answers a person: to a slash command or to a click, privately (only they
//! see it) or publicly, with text cut to fit Discord's 2,000 characters.
//!
//! A click is always acknowledged by the router before any work, so every answer to a click is
//! a follow-up or an edit of the message clicked. A command may be answered directly, or
//! deferred first (then the answer fills the "thinking…" reply).

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateActionRow, CreateInteractionResponseFollowup, CreateMessage, EditInteractionResponse,
};

use super::{Context, Error};

/// Discord's limit on a message's text.
pub const MAX_CONTENT: usize = 2000;

/// Cut text to fit a message, on a line boundary where possible.
pub fn fit(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out = String::new();
    for line in text.lines() {
        if out.chars().count() + line.chars().count() + 2 > max {
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    if out.is_empty() {
        out = text.chars().take(max - 1).collect();
    }
    out.push('…');
    out
}

/// A message sent at most once: Discord checks its nonce for uniqueness (`enforce_nonce`) over
/// the last few minutes and answers a second send with the first message. Each message of a
/// match's update is named by what it is, the match, its version and whom it is for, so a
/// process showing an update another one stalled on (or a resume after a crash between posting
/// and recording it shown) posts nothing twice. A nonce is at most 25 characters: 24 hex digits
/// of a SHA-256 of its parts.
pub fn once(message: CreateMessage, what: &str, parts: &[u64]) -> CreateMessage {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    hash.update(what.as_bytes());
    for part in parts {
        hash.update(part.to_le_bytes());
    }
    let nonce: String = hash.finalize().iter().take(12).map(|b| format!("{b:02x}")).collect();
    message.nonce(serenity::Nonce::String(nonce)).enforce_nonce(true)
}

/// A first answer to an interaction that only the person sees (before any acknowledgement).
pub fn private_answer(text: &str) -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new().content(text).ephemeral(true),
    )
}

/// The name a Discord user goes by.
pub fn display(user: &serenity::User) -> &str {
    user.global_name.as_deref().unwrap_or(&user.name)
}

/// Where an answer goes: the command or the click it answers.
#[derive(Clone, Copy)]
pub enum Reply<'a> {
    Command(Context<'a>),
    Click { ctx: &'a serenity::Context, click: &'a ComponentInteraction },
}

impl<'a> Reply<'a> {
    pub fn click(ctx: &'a serenity::Context, click: &'a ComponentInteraction) -> Reply<'a> {
        Reply::Click { ctx, click }
    }

    /// The language of the person being answered: their Discord's, when Touchline speaks it.
    pub fn lang(&self) -> touchline_i18n::Lang {
        let locale = match self {
            Reply::Command(ctx) => ctx.locale().unwrap_or_default(),
            Reply::Click { click, .. } => click.locale.as_str(),
        };
        crate::speech::lang_of(locale)
    }

    /// Who is being answered.
    /// The player a clicked public message is addressed to: the mention it opens with (a move
    /// made in the open, or the button that opens a player's private prompt).
    pub fn addressed_to(&self) -> Option<u64> {
        let Reply::Click { click, .. } = self else { return None };
        let rest = click.message.content.strip_prefix("<@")?;
        let end = rest.find('>')?;
        rest[..end].trim_start_matches('!').parse().ok()
    }

    pub fn user(&self) -> &serenity::User {
        match self {
            Reply::Command(ctx) => ctx.author(),
            Reply::Click { click, .. } => &click.user,
        }
    }

    /// An answer only the person sees.
    pub async fn private(&self, text: impl Into<String>, components: Vec<CreateActionRow>) -> Result<(), Error> {
        self.say(text.into(), true, components).await
    }

    /// An answer in the channel (after a command deferred privately, Discord keeps it private).
    pub async fn public(&self, text: impl Into<String>, components: Vec<CreateActionRow>) -> Result<(), Error> {
        self.say(text.into(), false, components).await
    }

    async fn say(&self, text: String, ephemeral: bool, components: Vec<CreateActionRow>) -> Result<(), Error> {
        let text = fit(&text, MAX_CONTENT);
        match self {
            Reply::Command(ctx) => {
                ctx.send(poise::CreateReply::default().content(text).ephemeral(ephemeral).components(components))
                    .await?;
            }
            Reply::Click { ctx, click } => {
                let followup =
                    CreateInteractionResponseFollowup::new().content(text).components(components).ephemeral(ephemeral);
                click.create_followup(&ctx.http, followup).await?;
            }
        }
        Ok(())
    }

    /// Replace the message clicked (for a command: its answer).
    pub async fn update(&self, text: impl Into<String>, components: Vec<CreateActionRow>) -> Result<(), Error> {
        let text = fit(&text.into(), MAX_CONTENT);
        match self {
            Reply::Command(ctx) => {
                ctx.send(poise::CreateReply::default().content(text).components(components)).await?;
            }
            Reply::Click { ctx, click } => {
                let edit = EditInteractionResponse::new().content(text).components(components);
                click.edit_response(&ctx.http, edit).await?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_to_fit() {
        let long = "line of text\n".repeat(500);
        let cut = fit(&long, MAX_CONTENT);
        assert!(cut.chars().count() <= MAX_CONTENT);
        assert!(cut.ends_with('…'));
        assert_eq!(fit("short", MAX_CONTENT), "short");
    }
}
