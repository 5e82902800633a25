//! The languages people are spoken to in: a server's (chosen by an admin, or Discord's own for
//! the server), a person's (their Discord's), a match thread's (fixed at kick-off).

use touchline_i18n::Lang;

use super::{Store, StoreError};

/// What a server has said about its language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerLanguage {
    /// Chosen by an admin with `/server language`.
    pub chosen: Option<Lang>,
    /// The server's Discord language (`guild_locale`) as last seen.
    pub discord_locale: Option<String>,
}

impl ServerLanguage {
    /// The language the server's public messages are in: the admin's choice, else the server's
    /// own Discord language when Touchline speaks it, else English.
    pub fn lang(&self) -> Lang {
        self.chosen.or_else(|| self.discord_locale.as_deref().and_then(Lang::from_discord)).unwrap_or(Lang::En)
    }
}

/// A stored language code read back; one Touchline no longer speaks reads as none.
pub(super) fn stored_lang(code: Option<String>) -> Option<Lang> {
    code.and_then(|c| Lang::parse(&c).ok())
}

impl Store {
    /// What a server has said about its language (nothing, for a server never seen).
    pub async fn server_language(&self, guild: u64) -> Result<ServerLanguage, StoreError> {
        let row: Option<(Option<String>, Option<String>)> =
            sqlx::query_as("SELECT language, discord_locale FROM guild_settings WHERE guild_id = $1")
                .bind(guild.to_string())
                .fetch_optional(&self.pool)
                .await?;
        let (chosen, discord_locale) = row.unwrap_or_default();
        Ok(ServerLanguage { chosen: stored_lang(chosen), discord_locale })
    }

    /// An admin's choice of the server's language (`None`: follow the server's Discord language).
    pub async fn set_server_language(&self, guild: u64, lang: Option<Lang>) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, language) VALUES ($1, $2)
             ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
        )
        .bind(guild.to_string())
        .bind(lang.map(|l| l.code()))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The server's Discord language as an interaction showed it.
    pub async fn remember_server_locale(&self, guild: u64, locale: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, discord_locale) VALUES ($1, $2)
             ON CONFLICT (guild_id) DO UPDATE SET discord_locale = excluded.discord_locale",
        )
        .bind(guild.to_string())
        .bind(locale)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// A person's language, as their Discord last showed it (English for someone never seen).
    pub async fn player_lang(&self, player: i64) -> Result<Lang, StoreError> {
        let locale: Option<Option<String>> = sqlx::query_scalar("SELECT locale FROM players WHERE id = $1")
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
        Ok(person_lang(locale.flatten().as_deref()))
    }

    /// A person's Discord language as an interaction showed it; false for someone not recorded
    /// yet (nobody writes to them unasked before they play).
    pub async fn remember_player_locale(&self, discord_id: u64, locale: &str) -> Result<bool, StoreError> {
        let done = sqlx::query("UPDATE players SET locale = $1 WHERE discord_id = $2")
            .bind(locale)
            .bind(discord_id.to_string())
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }
}

/// A person's language from their Discord locale as stored: Touchline's own for it, or English.
pub(super) fn person_lang(locale: Option<&str>) -> Lang {
    locale.and_then(Lang::from_discord).unwrap_or(Lang::En)
}
