-- A fixture as the bot reads it: with the result standing on it, if any (a voided result, one an
-- admin's override replaced, is not standing).
CREATE VIEW fixture_rows AS
SELECT f.id, f.season_id, f.stage, f.round, f.slot, f.leg, f.group_no, f.home_id, f.away_id,
       f.result_needed, f.deadline_ms, f.status, f.home_ready, f.away_ready, f.match_id,
       r.id AS result_id, r.home_goals, r.away_goals, r.decided_for, r.source
FROM fixtures f LEFT JOIN results r ON r.fixture_id = f.id AND r.voided = 0;
