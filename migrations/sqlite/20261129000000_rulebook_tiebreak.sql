-- A competition ranked by its game's own rulebook order is stored as 'rulebook' (the order
-- itself is the game's, not the competition's); the one such preset of earlier versions was
-- named after its game.
UPDATE competitions SET tiebreak = 'rulebook' WHERE tiebreak = 'fasisac';
