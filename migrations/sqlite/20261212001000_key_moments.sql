-- A finished match's key moments, worked out once at full time (its biggest swings in the win
-- chances, each looked at again: touchline_games::chances::Moment, as JSON, the moves said in
-- the thread's language). Written once: the process whose insert lands posts them.
CREATE TABLE key_moments (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id),
    moments  TEXT NOT NULL
);
