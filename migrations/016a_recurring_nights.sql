-- Recurring nights: a family's weekly rules ("Tuesday: tacos", "Friday: take out",
-- "Sunday: someone cooks a new dish"), at most one per weekday (0 = Sunday … 6 = Saturday).
-- A rule names a dish, a cook option without dishes, or a new-dish night; a deleted dish
-- takes its rule with it.
CREATE TABLE recurring_night (
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  kind text NOT NULL CHECK (kind IN ('dish', 'cook', 'new_dish')),
  dish_id text,
  who_is_cooking text CHECK (who_is_cooking IN ('Take Out', 'Go Out', 'Scrounge')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_id, weekday),
  CHECK ((kind = 'dish') = (dish_id IS NOT NULL)),
  CHECK ((kind = 'cook') = (who_is_cooking IS NOT NULL)),
  FOREIGN KEY (dish_id, family_id) REFERENCES dish (dish_id, family_id) ON DELETE CASCADE
);

ALTER PUBLICATION zero_data ADD TABLE recurring_night;
