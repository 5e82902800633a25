-- Draft leagues: a competition format of their own, how many managers one takes, the draft
-- match that opens each season, and the squad each manager drafted in it (kept for every
-- fixture of the season).

-- SQLite cannot change a CHECK constraint in place: the competitions table is rebuilt with the
-- new format allowed and the managers column, its rows copied, and the new table takes the old
-- name (the seasons' references follow the name; they are checked at commit).
PRAGMA defer_foreign_keys = ON;

CREATE TABLE competitions_new (
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
    format        TEXT NOT NULL CHECK (format IN ('round_robin', 'knockout', 'swiss', 'groups', 'draft_league')),
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
    -- A draft league: how many managers it takes.
    managers      INTEGER,
    created_by    INTEGER NOT NULL REFERENCES players (id),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (guild_id, name)
);

INSERT INTO competitions_new (id, guild_id, channel_id, name, kind, game, config, format, legs, points_win, points_draw, points_loss, tiebreak, turn_seconds, on_timeout, round_seconds, missed_deadline, forfeit_goals, groups, qualifiers, swiss_rounds, created_by, created_at)
    SELECT id, guild_id, channel_id, name, kind, game, config, format, legs, points_win, points_draw, points_loss, tiebreak, turn_seconds, on_timeout, round_seconds, missed_deadline, forfeit_goals, groups, qualifiers, swiss_rounds, created_by, created_at FROM competitions;
DROP TABLE competitions;
ALTER TABLE competitions_new RENAME TO competitions;

CREATE TABLE drafts (
    season_id  INTEGER PRIMARY KEY REFERENCES seasons (id),
    -- NULL between the season's start and the draft match being stored (a claim).
    match_id   INTEGER UNIQUE REFERENCES matches (id)
);

CREATE TABLE squads (
    season_id  INTEGER NOT NULL REFERENCES seasons (id),
    player_id  INTEGER NOT NULL REFERENCES players (id),
    -- The drafted cards, as a JSON list of card numbers in the order taken.
    cards      TEXT NOT NULL,
    PRIMARY KEY (season_id, player_id)
);
