-- Competitions (leagues and tournaments), their seasons, members, fixtures, results, the audit
-- log and the ratings built from results.

CREATE TABLE competitions (
    id            INTEGER PRIMARY KEY,
    guild_id      TEXT NOT NULL,
    -- Where it was created: fixtures are played in threads of this channel.
    channel_id    TEXT NOT NULL,
    -- Unique per server, whatever the letter case.
    name          TEXT NOT NULL COLLATE NOCASE,
    kind          TEXT NOT NULL CHECK (kind IN ('league', 'tournament')),
    game          TEXT NOT NULL,
    -- The game's options every fixture is played with, as JSON (the AnyConfig form).
    config        TEXT NOT NULL,
    format        TEXT NOT NULL CHECK (format IN ('round_robin', 'knockout', 'swiss', 'groups')),
    legs          INTEGER NOT NULL CHECK (legs BETWEEN 1 AND 4),
    points_win    INTEGER NOT NULL,
    points_draw   INTEGER NOT NULL,
    points_loss   INTEGER NOT NULL,
    -- A tie-break preset name (football, head-to-head-first, fasisac, swiss).
    tiebreak      TEXT NOT NULL,
    turn_seconds  INTEGER NOT NULL,
    on_timeout    TEXT NOT NULL CHECK (on_timeout IN ('auto_move', 'forfeit')),
    -- Time allowed per round; NULL for no deadlines.
    round_seconds INTEGER,
    -- What a missed deadline does: award the fixture to the side that was ready, or leave it to
    -- the admins.
    missed_deadline TEXT NOT NULL CHECK (missed_deadline IN ('forfeit', 'admin')),
    forfeit_goals INTEGER NOT NULL,
    -- Groups then knockout: how many groups, and how many go through from each.
    groups        INTEGER,
    qualifiers    INTEGER,
    -- Swiss: how many rounds.
    swiss_rounds  INTEGER,
    created_by    INTEGER NOT NULL REFERENCES players (id),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (guild_id, name)
);

CREATE TABLE seasons (
    id             INTEGER PRIMARY KEY,
    competition_id INTEGER NOT NULL REFERENCES competitions (id),
    number         INTEGER NOT NULL,
    status         TEXT NOT NULL CHECK (status IN ('open', 'running', 'finished')),
    -- Seeds the drawing of lots (and any other draw), so the table is the same every time.
    lots_seed      INTEGER NOT NULL,
    started_ms     INTEGER,
    -- The final table as JSON, kept when the season ends.
    final_table    TEXT,
    champion_id    INTEGER REFERENCES players (id),
    UNIQUE (competition_id, number)
);

CREATE TABLE members (
    season_id   INTEGER NOT NULL REFERENCES seasons (id),
    player_id   INTEGER NOT NULL REFERENCES players (id),
    -- Seed order (1 = first to join, or as drawn); the group for groups-then-knockout.
    seed        INTEGER NOT NULL,
    group_no    INTEGER,
    PRIMARY KEY (season_id, player_id)
);

CREATE TABLE fixtures (
    id           INTEGER PRIMARY KEY,
    season_id    INTEGER NOT NULL REFERENCES seasons (id),
    stage        TEXT NOT NULL CHECK (stage IN ('league', 'group', 'knockout', 'swiss')),
    round        INTEGER NOT NULL,
    -- The match's place in its round (a bracket slot in knockouts) and its leg (3 = decider).
    slot         INTEGER NOT NULL,
    leg          INTEGER NOT NULL DEFAULT 1,
    group_no     INTEGER,
    home_id      INTEGER NOT NULL REFERENCES players (id),
    away_id      INTEGER NOT NULL REFERENCES players (id),
    -- The game must produce a winner (a knockout tie).
    result_needed INTEGER NOT NULL DEFAULT 0,
    deadline_ms  INTEGER,
    status       TEXT NOT NULL CHECK (status IN ('scheduled', 'in_play', 'reported', 'disputed', 'played', 'overdue')),
    home_ready   INTEGER NOT NULL DEFAULT 0,
    away_ready   INTEGER NOT NULL DEFAULT 0,
    match_id     INTEGER UNIQUE REFERENCES matches (id),
    UNIQUE (season_id, stage, round, slot, leg)
);

CREATE INDEX fixtures_season ON fixtures (season_id, round);

-- Every result that counts: a match finished on the bot (league or friendly), a confirmed report,
-- a forfeit or an admin's override. An override voids the result it replaces.
CREATE TABLE results (
    id          INTEGER PRIMARY KEY,
    game        TEXT NOT NULL,
    fixture_id  INTEGER REFERENCES fixtures (id),
    match_id    INTEGER UNIQUE REFERENCES matches (id),
    home_id     INTEGER NOT NULL REFERENCES players (id),
    away_id     INTEGER NOT NULL REFERENCES players (id),
    home_goals  INTEGER NOT NULL,
    away_goals  INTEGER NOT NULL,
    decided_for INTEGER REFERENCES players (id),
    source      TEXT NOT NULL CHECK (source IN ('bot', 'reported', 'override', 'forfeit')),
    voided      INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A fixture has at most one result standing.
CREATE UNIQUE INDEX results_one_per_fixture ON results (fixture_id) WHERE fixture_id IS NOT NULL AND voided = 0;
CREATE INDEX results_game ON results (game, id);

-- A result reported by one side of a fixture played off the bot, waiting for the other side.
CREATE TABLE reports (
    fixture_id   INTEGER PRIMARY KEY REFERENCES fixtures (id),
    reporter_id  INTEGER NOT NULL REFERENCES players (id),
    home_goals   INTEGER NOT NULL,
    away_goals   INTEGER NOT NULL,
    decided_for  INTEGER REFERENCES players (id),
    status       TEXT NOT NULL CHECK (status IN ('pending', 'disputed')),
    dispute      TEXT,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE audit_log (
    id             INTEGER PRIMARY KEY,
    competition_id INTEGER NOT NULL REFERENCES competitions (id),
    fixture_id     INTEGER REFERENCES fixtures (id),
    -- Who did it (NULL: the bot itself, e.g. a missed deadline).
    actor_id       INTEGER REFERENCES players (id),
    action         TEXT NOT NULL,
    detail         TEXT NOT NULL,
    created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Ratings per game, rebuilt from the results in the transaction that changes them.
CREATE TABLE ratings (
    game        TEXT NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players (id),
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    played      INTEGER NOT NULL,
    PRIMARY KEY (game, player_id)
);

-- Per server: the role whose members may run competitions besides those with Manage Server.
CREATE TABLE guild_settings (
    guild_id       TEXT PRIMARY KEY,
    admin_role_id  TEXT
);
