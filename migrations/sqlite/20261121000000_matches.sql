-- Players, matches, their seats and the log of every applied step.

CREATE TABLE players (
    id            INTEGER PRIMARY KEY,
    discord_id    TEXT NOT NULL UNIQUE,
    display_name  TEXT NOT NULL,
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE matches (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL,
    -- The game's options as JSON (the AnyConfig form).
    config      TEXT NOT NULL,
    -- The 64-bit match seed, stored bit for bit in SQLite's signed integer.
    seed        INTEGER NOT NULL,
    -- The chance drawn to set the match up (the deal's shuffles), as JSON; never shown to players.
    setup_chance TEXT NOT NULL,
    -- The whole match as JSON (the AnyMatch form); `version` mirrors its step count.
    state       TEXT NOT NULL,
    version     INTEGER NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('live', 'finished')),
    -- The final Outcome as JSON once finished.
    outcome     TEXT,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX matches_live ON matches (status) WHERE status = 'live';

CREATE TABLE match_seats (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    seat       INTEGER NOT NULL,
    -- A person, or NULL for the computer.
    player_id  INTEGER REFERENCES players (id),
    -- For a computer seat: 'smart' or 'random'.
    brain      TEXT,
    PRIMARY KEY (match_id, seat),
    CHECK ((player_id IS NULL) <> (brain IS NULL))
);

CREATE INDEX match_seats_player ON match_seats (player_id);

CREATE TABLE match_steps (
    match_id    INTEGER NOT NULL REFERENCES matches (id),
    -- The match version this step produced (1 for the first step).
    version     INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    command     TEXT NOT NULL,
    events      TEXT NOT NULL,
    -- Every die and shuffle drawn in the step; never shown to players.
    chance      TEXT NOT NULL,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (match_id, version)
);
