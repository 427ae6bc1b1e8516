-- Meals, the dishes on them, who eats them, and each member's rating of each dish.
-- Child rows carry family_id and reference their parents by (id, family_id), so the
-- database itself refuses a meal of one family holding another family's dish or member.

ALTER TABLE dish ADD CONSTRAINT dish_id_family_key UNIQUE (dish_id, family_id);
ALTER TABLE family_member
  ADD CONSTRAINT family_member_id_family_key UNIQUE (family_user_id, family_id);

CREATE TABLE meal (
  meal_id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  -- A calendar day in the family's time zone (family.time_zone), as 'YYYY-MM-DD'.
  meal_date text NOT NULL CHECK (meal_date ~ '^\d{4}-\d{2}-\d{2}$'),
  meal_type text NOT NULL DEFAULT 'Dinner'
    CHECK (meal_type IN ('Breakfast', 'Brunch', 'Lunch', 'Dinner')),
  who_is_cooking text NOT NULL DEFAULT 'Home Cooked'
    CHECK (who_is_cooking IN ('Home Cooked', 'Leftovers', 'Take Out', 'Go Out', 'Scrounge')),
  notes text,
  source text NOT NULL DEFAULT 'Manual',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (meal_id, family_id)
);
CREATE INDEX meal_family_date_idx ON meal (family_id, meal_date);

CREATE TABLE meal_dish (
  meal_id text NOT NULL,
  dish_id text NOT NULL,
  family_id text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (meal_id, dish_id),
  FOREIGN KEY (meal_id, family_id) REFERENCES meal (meal_id, family_id) ON DELETE CASCADE,
  FOREIGN KEY (dish_id, family_id) REFERENCES dish (dish_id, family_id) ON DELETE CASCADE
);
CREATE INDEX meal_dish_dish_idx ON meal_dish (dish_id);
CREATE INDEX meal_dish_family_idx ON meal_dish (family_id);

CREATE TABLE meal_attendee (
  attendee_id text PRIMARY KEY,
  meal_id text NOT NULL,
  family_id text NOT NULL,
  family_user_id text,
  guest_name text CHECK (guest_name IS NULL OR btrim(guest_name) <> ''),
  CHECK ((family_user_id IS NULL) <> (guest_name IS NULL)),
  FOREIGN KEY (meal_id, family_id) REFERENCES meal (meal_id, family_id) ON DELETE CASCADE,
  FOREIGN KEY (family_user_id, family_id)
    REFERENCES family_member (family_user_id, family_id) ON DELETE CASCADE
);
CREATE INDEX meal_attendee_meal_idx ON meal_attendee (meal_id);
CREATE INDEX meal_attendee_family_idx ON meal_attendee (family_id);

CREATE TABLE dish_rating (
  meal_id text NOT NULL,
  dish_id text NOT NULL,
  -- The member the rating is for; a parent may enter it for a child without an account.
  family_user_id text NOT NULL,
  family_id text NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  notes text,
  -- The account that entered the rating.
  rated_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (meal_id, dish_id, family_user_id),
  FOREIGN KEY (meal_id, family_id) REFERENCES meal (meal_id, family_id) ON DELETE CASCADE,
  FOREIGN KEY (dish_id, family_id) REFERENCES dish (dish_id, family_id) ON DELETE CASCADE,
  FOREIGN KEY (family_user_id, family_id)
    REFERENCES family_member (family_user_id, family_id) ON DELETE CASCADE
);
CREATE INDEX dish_rating_dish_idx ON dish_rating (dish_id);
CREATE INDEX dish_rating_family_idx ON dish_rating (family_id);

ALTER PUBLICATION zero_data ADD TABLE meal, meal_dish, meal_attendee, dish_rating;
