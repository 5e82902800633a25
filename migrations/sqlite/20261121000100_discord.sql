-- Where matches live on Discord, how to reach their players, and open challenges.

CREATE TABLE discord_matches (
    match_id    INTEGER PRIMARY KEY REFERENCES matches (id),
    guild_id    TEXT,
    -- The channel the match was started in, and the thread it is played in.
    channel_id  TEXT NOT NULL,
    thread_id   TEXT NOT NULL UNIQUE,
    -- The last match version announced in the thread (-1: not even the kick-off yet); a restart
    -- re-announces anything newer.
    announced_version INTEGER NOT NULL DEFAULT -1,
    -- How long a player has for each move, and what happens when the time runs out.
    turn_seconds INTEGER NOT NULL,
    on_timeout   TEXT NOT NULL CHECK (on_timeout IN ('auto_move', 'forfeit'))
);

-- A running clock per seat that owes a move. Times are Unix milliseconds, so a restart picks the
-- clocks up where they were.
CREATE TABLE turn_clocks (
    match_id    INTEGER NOT NULL REFERENCES matches (id),
    seat        INTEGER NOT NULL,
    started_ms  INTEGER NOT NULL,
    due_ms      INTEGER NOT NULL,
    reminded    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);

CREATE TABLE seat_contacts (
    match_id       INTEGER NOT NULL REFERENCES matches (id),
    seat           INTEGER NOT NULL,
    -- The DM channel, once opened; NULL until then.
    dm_channel_id  TEXT,
    -- Set when Discord refused a DM (error 50007): the player chooses through the thread.
    dm_closed      INTEGER NOT NULL DEFAULT 0,
    -- The match version when this seat's current prompt was issued: controls from older prompts
    -- are out of date even if their choice happens to be legal again.
    prompt_version INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);

CREATE TABLE challenges (
    id             INTEGER PRIMARY KEY,
    guild_id       TEXT,
    channel_id     TEXT NOT NULL,
    challenger_id  INTEGER NOT NULL REFERENCES players (id),
    opponent_id    INTEGER NOT NULL REFERENCES players (id),
    -- The game's options as JSON (the AnyConfig form).
    config         TEXT NOT NULL,
    turn_seconds   INTEGER NOT NULL,
    on_timeout     TEXT NOT NULL CHECK (on_timeout IN ('auto_move', 'forfeit')),
    status         TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'declined')),
    match_id       INTEGER REFERENCES matches (id),
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A finished match is replayed at most once from its Rematch button, however often it is clicked.
CREATE TABLE rematches (
    match_id      INTEGER PRIMARY KEY REFERENCES matches (id),
    new_match_id  INTEGER REFERENCES matches (id)
);
