-- A pyramid: a league linked under another as its next division down. At a season's end
-- `places` clubs cross the line above it each way; with `playoff` one of those places is
-- settled by a two-leg play-off. One division per level: a league has at most one below it.
CREATE TABLE divisions (
    competition_id INTEGER PRIMARY KEY REFERENCES competitions (id),
    above_id       INTEGER NOT NULL UNIQUE REFERENCES competitions (id),
    places         INTEGER NOT NULL,
    playoff        INTEGER NOT NULL DEFAULT 0
);

-- A season's play-off across the line above a division: the tie is a knockout competition of
-- its own, keyed on the lower division's finished season so it is drawn once.
CREATE TABLE division_playoffs (
    lower_season_id INTEGER PRIMARY KEY REFERENCES seasons (id),
    competition_id  INTEGER NOT NULL UNIQUE REFERENCES competitions (id)
);

-- A club's finished season in a pyramid (level 1 is the top division), written by the same
-- transaction that opens the next seasons: where it finished and where it went.
CREATE TABLE division_history (
    season_id INTEGER NOT NULL REFERENCES seasons (id),
    player_id INTEGER NOT NULL REFERENCES players (id),
    level     INTEGER NOT NULL,
    place     INTEGER NOT NULL,
    movement  TEXT NOT NULL CHECK (movement IN ('up', 'down', 'stay')),
    playoff   TEXT CHECK (playoff IN ('won', 'lost')),
    PRIMARY KEY (season_id, player_id)
);
