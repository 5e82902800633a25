-- Solo matches against a game's own side (Super Team's AutoTeam): one row per finished match,
-- written in the transaction that stores the match's final step, so a result counts once. The
-- leaderboard of each difficulty ranks players by their best goal difference.
CREATE TABLE solo_results (
    id             INTEGER PRIMARY KEY,
    game           TEXT NOT NULL,
    -- The difficulty played ("easy", "normal", "hard").
    level          TEXT NOT NULL,
    match_id       INTEGER NOT NULL UNIQUE REFERENCES matches(id),
    player_id      INTEGER NOT NULL REFERENCES players(id),
    goals_for      INTEGER NOT NULL,
    goals_against  INTEGER NOT NULL,
    -- How it ended: 'full_time', 'resigned' or 'forfeited'.
    ending         TEXT NOT NULL,
    finished_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX solo_results_board ON solo_results (game, level);
