-- One row a running bot rewrites every few seconds: the proof, for `touchline health`, that the
-- database still takes writes (a full disk or a read-only volume shows here first).
CREATE TABLE service_heartbeat (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    beat_ms  INTEGER NOT NULL
);
