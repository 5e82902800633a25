-- Tables: a match being gathered, for any number of seats. A challenge names who is invited;
-- an open table takes whoever joins. Challenges (two seats, one opponent) become tables with
-- the same ids, so the buttons already posted for them keep working.

CREATE TABLE tables (
    id            INTEGER PRIMARY KEY,
    guild_id      TEXT,
    channel_id    TEXT NOT NULL,
    -- Who set the table up; seat 1 (home) unless the seats are reordered.
    host_id       INTEGER NOT NULL REFERENCES players (id),
    -- The game's options as JSON (the AnyConfig form).
    config        TEXT NOT NULL,
    turn_seconds  INTEGER NOT NULL,
    on_timeout    TEXT NOT NULL CHECK (on_timeout IN ('auto_move', 'forfeit')),
    -- 1: anyone may join until the host starts (or the table is full); 0: the invited only.
    open          INTEGER NOT NULL DEFAULT 0,
    -- 'starting' while its match is being opened: only one click can start it.
    status        TEXT NOT NULL CHECK (status IN ('open', 'starting', 'started', 'declined', 'cancelled')),
    match_id      INTEGER REFERENCES matches (id),
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Everyone at a table or invited to it, in seat order.
CREATE TABLE table_seats (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    seat       INTEGER NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players (id),
    answer     TEXT NOT NULL CHECK (answer IN ('invited', 'accepted', 'declined')),
    PRIMARY KEY (table_id, player_id),
    UNIQUE (table_id, seat)
);

INSERT INTO tables (id, guild_id, channel_id, host_id, config, turn_seconds, on_timeout, open, status, match_id,
                    created_at)
SELECT id, guild_id, channel_id, challenger_id, config, turn_seconds, on_timeout, 0,
       -- An accepted challenge with no match linked lost its buttons when it kicked off, and its
       -- match may have been stored without the link: it is called off rather than offered again.
       CASE WHEN status = 'accepted' AND match_id IS NULL THEN 'cancelled'
            WHEN status = 'accepted' THEN 'started' ELSE status END,
       match_id, created_at
FROM challenges;

INSERT INTO table_seats (table_id, seat, player_id, answer)
SELECT id, 0, challenger_id, 'accepted' FROM challenges;

INSERT INTO table_seats (table_id, seat, player_id, answer)
SELECT id, 1, opponent_id, CASE status WHEN 'open' THEN 'invited' WHEN 'declined' THEN 'declined' ELSE 'accepted' END
FROM challenges;

DROP TABLE challenges;
