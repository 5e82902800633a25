-- A step's commit as one statement. Inserting a row into `step_commits` moves the match on from
-- the version it was read at, logs the step and spends the seat's prompt: one statement is all
-- or nothing by itself, so a step needs a single trip to the database and no transaction, and a
-- writer that was read an older version gets the error 'stale version' and changes nothing.
-- (The final step also writes its result; the store wraps that in a transaction.)
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
    CAST(NULL AS TEXT) AS chance
WHERE 0;

CREATE TRIGGER step_commit INSTEAD OF INSERT ON step_commits
BEGIN
    SELECT RAISE(ABORT, 'stale version')
    WHERE NOT EXISTS (SELECT 1 FROM matches WHERE id = NEW.match_id AND version = NEW.previous_version);
    UPDATE matches
    SET state = NEW.state, version = NEW.version, status = NEW.status, outcome = NEW.outcome,
        updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = NEW.match_id;
    INSERT INTO match_steps (match_id, version, seat, command, events, chance)
    VALUES (NEW.match_id, NEW.version, NEW.seat, NEW.command, NEW.events, NEW.chance);
    UPDATE seat_contacts SET prompt_version = MAX(prompt_version, NEW.version)
    WHERE match_id = NEW.match_id AND seat = NEW.seat;
END;
