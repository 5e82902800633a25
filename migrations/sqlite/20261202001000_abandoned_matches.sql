-- A terminal match whose input ended before the match did (end of input, Ctrl-D) is kept as
-- abandoned: no one will play it on, so it is not counted as live, and its replay and export
-- say so instead of waiting for an end that never comes. NULL for every other match.
ALTER TABLE matches ADD COLUMN abandoned_at TEXT;
