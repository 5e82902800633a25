-- Breaks: the longest a member's break may move their fixtures' deadlines in a season, per
-- league (0: no breaks), and how many days each member has used of it this season.
ALTER TABLE competitions ADD COLUMN max_break_days INTEGER NOT NULL DEFAULT 14;
ALTER TABLE members ADD COLUMN break_days INTEGER NOT NULL DEFAULT 0;

-- A person's breaks on a server, from and until (milliseconds since the epoch): away there in
-- between.
CREATE TABLE breaks (
    id        INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players (id),
    guild_id  TEXT NOT NULL,
    from_ms   INTEGER NOT NULL,
    until_ms  INTEGER NOT NULL
);
CREATE INDEX breaks_player ON breaks (player_id);

-- A member's deputy in a competition: plays the member's fixtures while the member is away,
-- the results counting for the member.
CREATE TABLE deputies (
    competition_id INTEGER NOT NULL REFERENCES competitions (id),
    member_id      INTEGER NOT NULL REFERENCES players (id),
    deputy_id      INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (competition_id, member_id)
);

-- Who actually plays a seat for the person sitting in it (a deputy), when not themselves.
ALTER TABLE match_seats ADD COLUMN deputy_id INTEGER REFERENCES players (id);

-- How a person is told it is their move: 'thread' (a mention, the default when NULL), 'dm' or
-- 'never'; quiet hours in minutes after midnight in their time zone (both or neither).
ALTER TABLE players ADD COLUMN pings TEXT CHECK (pings IN ('thread', 'dm', 'never'));
ALTER TABLE players ADD COLUMN quiet_from INTEGER;
ALTER TABLE players ADD COLUMN quiet_to INTEGER;

-- Followers of a match: told the final score by DM, or sent every board.
CREATE TABLE follows (
    match_id    INTEGER NOT NULL REFERENCES matches (id),
    player_id   INTEGER NOT NULL REFERENCES players (id),
    every_board INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, player_id)
);
