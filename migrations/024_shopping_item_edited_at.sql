-- When a person last set an item's name or quantity, by the clock of the device they did it
-- on (ms since the epoch; the server's when it is ahead of its own). Of two edits of one
-- item, the one made later wins, whichever reaches the server first: a phone offline in a
-- shop cannot overwrite a newer edit made at home (docs/shopping.md).
ALTER TABLE shopping_item ADD COLUMN edited_at double precision;
