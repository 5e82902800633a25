-- The languages Touchline speaks to people. A server's language, as an admin chose it with
-- `/server language` (a language code; NULL: the server's own Discord language), and the
-- Discord language the server last showed (its `guild_locale`). A person's Discord language, as
-- their last interaction showed it, for what they are sent later without asking (a reminder, a
-- prompt after the other side moved). A match's thread speaks one language from its kick-off
-- (NULL: English, for matches started before languages).
ALTER TABLE guild_settings ADD COLUMN language TEXT;
ALTER TABLE guild_settings ADD COLUMN discord_locale TEXT;
ALTER TABLE players ADD COLUMN locale TEXT;
ALTER TABLE discord_matches ADD COLUMN language TEXT;
