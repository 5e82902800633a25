-- The name each seat was stored (and sealed) under: the person's name at kick-off, or the
-- computer's ("Computer 2 (hard)"). A match stored from now on is sealed with these names
-- (scheme touchline-fair-v2), so an export cannot rename who played; NULL in the matches
-- stored before, whose seals (touchline-fair-v1) do not cover names.
ALTER TABLE match_seats ADD COLUMN name TEXT;
