-- A person's time zone (an IANA name such as 'Europe/Berlin'), for the times they type and
-- their quiet hours; NULL reads as UTC.
ALTER TABLE players ADD COLUMN time_zone TEXT;

-- A fixture's kick-off: the latest proposal (up to three instants, milliseconds since the
-- epoch, comma-separated, from one side), the time both sides agreed (NULL until then), and
-- which reminders have gone out for that time, so each goes out once.
CREATE TABLE kickoffs (
    fixture_id       BIGINT PRIMARY KEY REFERENCES fixtures (id),
    proposed_by      BIGINT NOT NULL REFERENCES players (id),
    options          TEXT NOT NULL,
    agreed_ms        BIGINT,
    hour_before_sent BIGINT NOT NULL DEFAULT 0,
    kick_off_sent    BIGINT NOT NULL DEFAULT 0
);
