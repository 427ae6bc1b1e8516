-- What the planning page's suggestions read from the family's history, kept by triggers in
-- the same transaction as the rows they sum up: each member's ratings of each dish added up,
-- and the latest date each dish was served or is planned. A device syncs these rows (one per
-- dish, and per member and dish) and the meals of a recent window instead of every meal and
-- rating since the family began (docs/performance.md: the planning page synced 6.4 MB to a new device
-- of a family with five years of data).
CREATE TABLE member_dish_stat (
  dish_id text NOT NULL,
  family_user_id text NOT NULL,
  family_id text NOT NULL,
  rating_count integer NOT NULL,
  rating_sum integer NOT NULL,
  PRIMARY KEY (dish_id, family_user_id),
  FOREIGN KEY (dish_id, family_id) REFERENCES dish (dish_id, family_id) ON DELETE CASCADE
);
CREATE INDEX member_dish_stat_family_idx ON member_dish_stat (family_id);

CREATE FUNCTION private.count_member_rating() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE member_dish_stat
       SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.rating
     WHERE dish_id = OLD.dish_id AND family_user_id = OLD.family_user_id;
    DELETE FROM member_dish_stat
     WHERE dish_id = OLD.dish_id AND family_user_id = OLD.family_user_id AND rating_count <= 0;
  END IF;
  -- During a dish's deletion its ratings go too; nothing is added for a dish that is gone.
  IF TG_OP IN ('INSERT', 'UPDATE') AND EXISTS (SELECT 1 FROM dish WHERE dish_id = NEW.dish_id) THEN
    INSERT INTO member_dish_stat AS s
      (dish_id, family_user_id, family_id, rating_count, rating_sum)
    VALUES (NEW.dish_id, NEW.family_user_id, NEW.family_id, 1, NEW.rating)
    ON CONFLICT (dish_id, family_user_id) DO UPDATE
      SET rating_count = s.rating_count + 1, rating_sum = s.rating_sum + NEW.rating;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER dish_rating_counted_per_member
AFTER INSERT OR DELETE OR UPDATE OF rating ON dish_rating
FOR EACH ROW EXECUTE FUNCTION private.count_member_rating();

CREATE TABLE dish_served (
  dish_id text PRIMARY KEY,
  family_id text NOT NULL,
  -- The latest meal_date of a meal with the dish, past or planned ('YYYY-MM-DD').
  last_served_on text NOT NULL,
  FOREIGN KEY (dish_id, family_id) REFERENCES dish (dish_id, family_id) ON DELETE CASCADE
);
CREATE INDEX dish_served_family_idx ON dish_served (family_id);

CREATE FUNCTION private.refresh_dish_served(target_dish text) RETURNS void AS $$
DECLARE
  latest text;
  owner text;
BEGIN
  SELECT family_id INTO owner FROM dish WHERE dish_id = target_dish;
  SELECT max(m.meal_date) INTO latest
    FROM meal_dish md JOIN meal m ON m.meal_id = md.meal_id
   WHERE md.dish_id = target_dish;
  IF latest IS NULL OR owner IS NULL THEN
    DELETE FROM dish_served WHERE dish_id = target_dish;
  ELSE
    INSERT INTO dish_served AS s (dish_id, family_id, last_served_on)
    VALUES (target_dish, owner, latest)
    ON CONFLICT (dish_id) DO UPDATE SET last_served_on = latest
      WHERE s.last_served_on IS DISTINCT FROM latest;
  END IF;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION private.meal_dish_served() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM private.refresh_dish_served(OLD.dish_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM private.refresh_dish_served(NEW.dish_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER meal_dish_served AFTER INSERT OR DELETE OR UPDATE ON meal_dish
FOR EACH ROW EXECUTE FUNCTION private.meal_dish_served();

CREATE FUNCTION private.meal_moved_served() RETURNS trigger AS $$
BEGIN
  PERFORM private.refresh_dish_served(md.dish_id) FROM meal_dish md WHERE md.meal_id = NEW.meal_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER meal_moved_served AFTER UPDATE OF meal_date ON meal
FOR EACH ROW WHEN (OLD.meal_date IS DISTINCT FROM NEW.meal_date)
EXECUTE FUNCTION private.meal_moved_served();

INSERT INTO member_dish_stat (dish_id, family_user_id, family_id, rating_count, rating_sum)
SELECT dish_id, family_user_id, family_id, count(*), sum(rating)
  FROM dish_rating GROUP BY dish_id, family_user_id, family_id;

INSERT INTO dish_served (dish_id, family_id, last_served_on)
SELECT md.dish_id, md.family_id, max(m.meal_date)
  FROM meal_dish md JOIN meal m ON m.meal_id = md.meal_id
 GROUP BY md.dish_id, md.family_id;

ALTER PUBLICATION zero_data ADD TABLE member_dish_stat, dish_served;
