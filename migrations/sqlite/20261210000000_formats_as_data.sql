-- Competition formats as data: a competition keeps its format by name and the format's settings
-- as one JSON value (`format_settings`), in place of a column per setting (legs, groups,
-- qualifiers, Swiss rounds, managers); formats and their stages are named by the code, so the
-- CHECK lists on `competitions.format` and `fixtures.stage` go, and a new format needs no
-- migration.

-- SQLite cannot drop a CHECK in place: both tables are rebuilt. Their rows are first copied
-- aside (a plain copy, with no references), the old table dropped and the new one made under
-- the same name, and the rows put back into it. Dropping a table others refer to counts their
-- rows as broken until commit; putting each referred-to row back into the table of that name
-- counts them mended, which a table made under another name and renamed would not. The view over
-- the fixtures is made again after.
PRAGMA defer_foreign_keys = ON;

DROP VIEW fixture_rows;

CREATE TABLE competitions_old AS SELECT * FROM competitions;
DROP TABLE competitions;

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
    -- The format's name (touchline_league::format); its settings are `format_settings`.
    format        TEXT NOT NULL,
    points_win    INTEGER NOT NULL,
    points_draw   INTEGER NOT NULL,
    points_loss   INTEGER NOT NULL,
    -- A tie-break preset name (football, head-to-head-first, rulebook, swiss).
    tiebreak      TEXT NOT NULL,
    turn_seconds  INTEGER NOT NULL,
    on_timeout    TEXT NOT NULL CHECK (on_timeout IN ('auto_move', 'forfeit')),
    -- Time allowed per round; NULL for no deadlines.
    round_seconds INTEGER,
    -- What a missed deadline does: award the fixture to the side that was ready, or leave it to
    -- the admins.
    missed_deadline TEXT NOT NULL CHECK (missed_deadline IN ('forfeit', 'admin')),
    forfeit_goals INTEGER NOT NULL,
    created_by    INTEGER NOT NULL REFERENCES players (id),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    max_break_days INTEGER NOT NULL DEFAULT 14,
    -- The format's settings, as JSON (legs, groups, rounds, … as the format has them).
    format_settings TEXT NOT NULL DEFAULT '{}',
    UNIQUE (guild_id, name)
);

INSERT INTO competitions (id, guild_id, channel_id, name, kind, game, config, format, points_win,
        points_draw, points_loss, tiebreak, turn_seconds, on_timeout, round_seconds, missed_deadline,
        forfeit_goals, created_by, created_at, max_break_days, format_settings)
    SELECT id, guild_id, channel_id, name, kind, game, config, format, points_win, points_draw,
           points_loss, tiebreak, turn_seconds, on_timeout, round_seconds, missed_deadline,
           forfeit_goals, created_by, created_at, max_break_days,
           CASE format
               WHEN 'swiss' THEN json_object('rounds', swiss_rounds)
               WHEN 'groups' THEN json_object('groups', COALESCE(groups, 1), 'qualifiers', COALESCE(qualifiers, 1), 'legs', legs)
               WHEN 'draft_league' THEN json_object('managers', managers)
               ELSE json_object('legs', legs)
           END
    FROM competitions_old;
DROP TABLE competitions_old;

CREATE TABLE fixtures_old AS SELECT * FROM fixtures;
DROP TABLE fixtures;

CREATE TABLE fixtures (
    id           INTEGER PRIMARY KEY,
    season_id    INTEGER NOT NULL REFERENCES seasons (id),
    -- A stage of the competition's format (league, group, knockout, swiss, ladder, …).
    stage        TEXT NOT NULL,
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
    claimed_ms   INTEGER,
    UNIQUE (season_id, stage, round, slot, leg)
);

INSERT INTO fixtures (id, season_id, stage, round, slot, leg, group_no, home_id, away_id,
        result_needed, deadline_ms, status, home_ready, away_ready, match_id, claimed_ms)
    SELECT id, season_id, stage, round, slot, leg, group_no, home_id, away_id, result_needed,
           deadline_ms, status, home_ready, away_ready, match_id, claimed_ms
    FROM fixtures_old;
DROP TABLE fixtures_old;
CREATE INDEX fixtures_season ON fixtures (season_id, round);

CREATE VIEW fixture_rows AS
SELECT f.id, f.season_id, f.stage, f.round, f.slot, f.leg, f.group_no, f.home_id, f.away_id,
       f.result_needed, f.deadline_ms, f.status, f.home_ready, f.away_ready, f.match_id,
       r.id AS result_id, r.home_goals, r.away_goals, r.decided_for, r.source
FROM fixtures f LEFT JOIN results r ON r.fixture_id = f.id AND r.voided = 0;
