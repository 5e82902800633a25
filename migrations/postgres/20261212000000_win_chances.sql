-- Win chances, as the spectators may be told them: one row per match version they were worked
-- out at (after a turn), as JSON (touchline_games::chances::Chances), with the plays the match
-- had then and whether the row was posted in the thread (a line after a big swing). A row is
-- written once: the process whose insert lands is the one that posts it.
CREATE TABLE match_chances (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    version  BIGINT NOT NULL,
    plays    BIGINT NOT NULL,
    chances  TEXT NOT NULL,
    posted   BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, version)
);

-- Whether a competition's matches show their win chances (friendlies always do); on until a
-- competition turns it off.
ALTER TABLE competitions ADD COLUMN show_chances BIGINT NOT NULL DEFAULT 1;
