-- Work that must happen once across every bot process on one database (turn clocks and their
-- reminders, round deadlines, drafts' timers) is done by whichever process holds its lease.
-- A holder renews its lease every beat; a lease not renewed by `until_ms` may be taken by
-- another process, so the work moves on within seconds of its holder's death.
CREATE TABLE leases (
    name      TEXT PRIMARY KEY,
    holder    TEXT NOT NULL,
    taken_ms  BIGINT NOT NULL,
    until_ms  BIGINT NOT NULL
);
