-- An open table may keep seats for the computer: how many (0: none), and the level they play
-- at ('easy', 'smart' for normal, 'hard'; NULL when there are none). They sit after the people.
ALTER TABLE tables ADD COLUMN computers INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tables ADD COLUMN computer_level TEXT;
