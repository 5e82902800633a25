-- Keys the processes share: `seat_links` signs "Play on the board" links (HMAC-SHA256), so that a
-- link made by one bot process is good on every web replica. Made once, by the first process that
-- needs it; never shown.
CREATE TABLE signing_keys (
    name TEXT PRIMARY KEY,
    key  TEXT NOT NULL
);
