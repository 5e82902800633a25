-- Timed work fenced (a clock fires once, even when the bot is slow).
--
-- The clocks' lease carries an epoch that grows each time another process takes it: a timed
-- action names the epoch it was read under, and is refused once the lease has moved on.
ALTER TABLE leases ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;

-- A turn clock belongs to one prompt: the match version it was started at. A time-out answers
-- that clock and no later one.
ALTER TABLE turn_clocks ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

-- When a step was committed (Unix milliseconds, the committing process's clock) and, for a
-- time-out, the clock it answered: the audit that every automatic move answered a clock that had
-- run out and was the seat's current one.
ALTER TABLE match_steps ADD COLUMN committed_ms INTEGER;
ALTER TABLE match_steps ADD COLUMN clock_version INTEGER;
ALTER TABLE match_steps ADD COLUMN clock_due_ms INTEGER;

-- Who is showing a match's latest update in its thread, and until when they are trusted to:
-- set by the commit itself, so no other process shows (again) what a living one is posting.
ALTER TABLE discord_matches ADD COLUMN posting_holder TEXT;
ALTER TABLE discord_matches ADD COLUMN posting_until INTEGER NOT NULL DEFAULT 0;

-- When a claim to open a match was made (Unix milliseconds): its token. A stranded claim is one
-- older than a living process needs; giving one back or settling it names the token, so a claim
-- made again under the same id is never given back by mistake. NULL: claimed before this
-- version (old, so stranded if still open).
ALTER TABLE tables ADD COLUMN claimed_ms INTEGER;
ALTER TABLE rematches ADD COLUMN claimed_ms INTEGER;
ALTER TABLE fixtures ADD COLUMN claimed_ms INTEGER;
ALTER TABLE drafts ADD COLUMN claimed_ms INTEGER;

-- A competition's news that must not be lost between the change it reports and its post (a
-- deadline's result): written in the change's own transaction, posted by the clocks' keeper,
-- then deleted. `progress` is what moving the season on did, once that is known.
CREATE TABLE pending_news (
    id             INTEGER PRIMARY KEY,
    competition_id INTEGER NOT NULL REFERENCES competitions (id),
    text           TEXT NOT NULL,
    progress       TEXT,
    created_ms     INTEGER NOT NULL,
    posting_holder TEXT,
    posting_until  INTEGER NOT NULL DEFAULT 0
);

-- A match's thread about to be opened, noted before Discord is asked and forgotten once its
-- match is stored: a process that dies in between leaves the note, and the clocks' keeper finds
-- the empty thread it made (in that channel, since then, with no messages and no match) and
-- deletes it.
CREATE TABLE thread_openings (
    id         INTEGER PRIMARY KEY,
    guild_id   TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    opened_ms  INTEGER NOT NULL,
    holder     TEXT NOT NULL
);

-- The step's commit, as before, and now also the turn clocks and the update's posting claim, in
-- the same statement:
-- - `kept_mask`: the seats (bit per seat) whose standing prompt the step leaves running; every
--   other clock of the match stops. `clock_mask`: the seats owing a move now and played by a
--   person; each gets a clock of `clock_ms` unless it kept its own (none when NULL).
-- - a time-out names the clock it answers (`clock_version`, `clock_due_ms`) and the clocks'
--   lease it acts under (`holder`, `lease_epoch`): refused as 'stale clock' unless that very
--   clock still runs for the seat and had run out by `now_ms`, and as 'lease lost' unless the
--   lease is still held with that epoch.
-- - the thread's posting claim goes to `holder` for `posting_ms`.
DROP TRIGGER step_commit;
DROP VIEW step_commits;

CREATE VIEW step_commits AS
SELECT
    CAST(NULL AS INTEGER) AS match_id,
    CAST(NULL AS INTEGER) AS previous_version,
    CAST(NULL AS INTEGER) AS version,
    CAST(NULL AS TEXT) AS state,
    CAST(NULL AS TEXT) AS status,
    CAST(NULL AS TEXT) AS outcome,
    CAST(NULL AS INTEGER) AS seat,
    CAST(NULL AS TEXT) AS command,
    CAST(NULL AS TEXT) AS events,
    CAST(NULL AS TEXT) AS chance,
    CAST(NULL AS INTEGER) AS now_ms,
    CAST(NULL AS TEXT) AS holder,
    CAST(NULL AS INTEGER) AS posting_ms,
    CAST(NULL AS INTEGER) AS kept_mask,
    CAST(NULL AS INTEGER) AS clock_mask,
    CAST(NULL AS INTEGER) AS clock_ms,
    CAST(NULL AS INTEGER) AS clock_version,
    CAST(NULL AS INTEGER) AS clock_due_ms,
    CAST(NULL AS INTEGER) AS lease_epoch
WHERE 0;

CREATE TRIGGER step_commit INSTEAD OF INSERT ON step_commits
BEGIN
    SELECT RAISE(ABORT, 'stale version')
    WHERE NOT EXISTS (SELECT 1 FROM matches WHERE id = NEW.match_id AND version = NEW.previous_version);
    SELECT RAISE(ABORT, 'stale clock')
    WHERE NEW.clock_due_ms IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM turn_clocks
        WHERE match_id = NEW.match_id AND seat = NEW.seat AND version = NEW.clock_version
          AND due_ms = NEW.clock_due_ms AND due_ms <= NEW.now_ms);
    SELECT RAISE(ABORT, 'lease lost')
    WHERE NEW.clock_due_ms IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM leases
        WHERE name = 'clocks' AND holder = NEW.holder AND epoch = NEW.lease_epoch AND until_ms > NEW.now_ms);
    UPDATE matches
    SET state = NEW.state, version = NEW.version, status = NEW.status, outcome = NEW.outcome,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.match_id;
    INSERT INTO match_steps (match_id, version, seat, command, events, chance, committed_ms, clock_version,
                             clock_due_ms)
    VALUES (NEW.match_id, NEW.version, NEW.seat, NEW.command, NEW.events, NEW.chance, NEW.now_ms,
            NEW.clock_version, NEW.clock_due_ms);
    UPDATE seat_contacts SET prompt_version = MAX(prompt_version, NEW.version)
    WHERE match_id = NEW.match_id AND seat = NEW.seat;
    DELETE FROM turn_clocks WHERE match_id = NEW.match_id AND ((NEW.kept_mask >> seat) & 1) = 0;
    INSERT OR IGNORE INTO turn_clocks (match_id, seat, started_ms, due_ms, reminded, version)
    SELECT NEW.match_id, s.seat, NEW.now_ms, NEW.now_ms + NEW.clock_ms, 0, NEW.version
    FROM match_seats s
    WHERE s.match_id = NEW.match_id AND NEW.clock_ms IS NOT NULL AND ((NEW.clock_mask >> s.seat) & 1) = 1;
    UPDATE discord_matches SET posting_holder = NEW.holder, posting_until = NEW.now_ms + NEW.posting_ms
    WHERE match_id = NEW.match_id;
END;
