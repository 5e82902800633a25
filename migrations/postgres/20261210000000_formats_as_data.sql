-- Competition formats as data: a competition keeps its format by name and the format's settings
-- as one JSON value (`format_settings`), in place of a column per setting (legs, groups,
-- qualifiers, Swiss rounds, managers); formats and their stages are named by the code, so the
-- CHECK lists on `competitions.format` and `fixtures.stage` go, and a new format needs no
-- migration.

ALTER TABLE competitions DROP CONSTRAINT IF EXISTS competitions_format_check;
ALTER TABLE fixtures DROP CONSTRAINT IF EXISTS fixtures_stage_check;

-- The format's settings, as JSON (legs, groups, rounds, … as the format has them).
ALTER TABLE competitions ADD COLUMN format_settings TEXT NOT NULL DEFAULT '{}';

UPDATE competitions SET format_settings = CASE format
    WHEN 'swiss' THEN json_build_object('rounds', swiss_rounds)::text
    WHEN 'groups' THEN json_build_object('groups', COALESCE(groups, 1), 'qualifiers', COALESCE(qualifiers, 1), 'legs', legs)::text
    WHEN 'draft_league' THEN json_build_object('managers', managers)::text
    ELSE json_build_object('legs', legs)::text
END;

ALTER TABLE competitions DROP COLUMN legs;
ALTER TABLE competitions DROP COLUMN groups;
ALTER TABLE competitions DROP COLUMN qualifiers;
ALTER TABLE competitions DROP COLUMN swiss_rounds;
ALTER TABLE competitions DROP COLUMN managers;
