-- Replays, fairness seals, club crests and the web companion.

-- A match's fairness seal: the rules engine it is played under, a random salt (64 hex digits)
-- and the SHA-256 of the canonical text naming the match, the engine, the seed and the salt.
-- The seal is shown at kick-off; the seed and salt only once the match is over. Matches stored
-- before seals existed have none.
ALTER TABLE matches ADD COLUMN engine TEXT;
ALTER TABLE matches ADD COLUMN salt TEXT;
ALTER TABLE matches ADD COLUMN seal TEXT;
-- The random, unguessable name of the match's public page.
ALTER TABLE matches ADD COLUMN slug TEXT;
UPDATE matches SET slug = lower(hex(randomblob(16))) WHERE slug IS NULL;
CREATE UNIQUE INDEX matches_slug ON matches (slug);

-- A season's drawing of lots is sealed the same way when the season starts.
ALTER TABLE seasons ADD COLUMN lots_engine TEXT;
ALTER TABLE seasons ADD COLUMN lots_salt TEXT;
ALTER TABLE seasons ADD COLUMN lots_seal TEXT;

-- A player's club crest on one server: the normalised PNG (a small square, few colours).
CREATE TABLE crests (
    guild_id    TEXT NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players (id),
    png         BLOB NOT NULL,
    -- Who set it: the player, or an admin through /league crest.
    set_by      INTEGER NOT NULL REFERENCES players (id),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (guild_id, player_id)
);

-- A server's public pages: off until an admin turns them on; the slug is random and kept when
-- publishing is turned off and on again.
CREATE TABLE web_publishing (
    guild_id    TEXT PRIMARY KEY,
    slug        TEXT NOT NULL UNIQUE,
    enabled     INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
