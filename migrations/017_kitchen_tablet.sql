-- The kitchen tablet (docs/kitchen-tablet.md): shared cooking timers and dish photos.

-- A timer started from a recipe step. It is family data, synced to every signed-in device
-- of the family: a running timer has ends_at (epoch ms, the starting device's clock), a
-- paused one keeps remaining_ms. Cancelling or dismissing a timer deletes its row.
CREATE TABLE kitchen_timer (
  id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  dish_id text,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  duration_ms integer NOT NULL CHECK (duration_ms BETWEEN 1000 AND 86400000),
  state text NOT NULL CHECK (state IN ('running', 'paused')),
  ends_at double precision,
  remaining_ms integer CHECK (remaining_ms IS NULL OR remaining_ms BETWEEN 0 AND 86400000),
  started_by text,
  created_at double precision NOT NULL,
  updated_at double precision NOT NULL,
  CHECK ((state = 'running') = (ends_at IS NOT NULL)),
  CHECK ((state = 'paused') = (remaining_ms IS NOT NULL)),
  -- A deleted dish leaves its timers running (the pot is still on the stove).
  FOREIGN KEY (dish_id, family_id) REFERENCES dish (dish_id, family_id) ON DELETE SET NULL (dish_id)
);
CREATE INDEX kitchen_timer_family ON kitchen_timer (family_id);

ALTER PUBLICATION zero_data ADD TABLE kitchen_timer;

-- A dish's photo: the id of the stored set of sizes (server/photos/), null when none. Only
-- the server writes it; browsers build the photo's address from it.
ALTER TABLE dish ADD COLUMN photo_id text;
