-- Family Stats (docs/spec.md §2: Meals Planned, Avg Rating, AI Suggestions) as one row per family,
-- and each dish's rating count and sum (the library's averages), kept by triggers in the same transaction as the rows they count. A device syncs these
-- few numbers instead of every meal and rating of the family's history (docs/performance.md: a
-- family with five years of data synced ~15,000 rating rows to show three figures).
CREATE TABLE family_stat (
  family_id text PRIMARY KEY REFERENCES family (id) ON DELETE CASCADE,
  meal_count integer NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  rating_sum integer NOT NULL DEFAULT 0,
  accepted_suggestion_count integer NOT NULL DEFAULT 0
);

-- Adds to a family's counts; the row is made on first use. Subtracting needs no insert:
-- a row with something to subtract exists, and during a family's deletion it may be gone.
CREATE FUNCTION private.add_to_family_stat(
  family text, meals integer, ratings integer, rating_total integer, accepted integer
) RETURNS void AS $$
BEGIN
  IF meals < 0 OR ratings < 0 OR rating_total < 0 OR accepted < 0 THEN
    UPDATE family_stat
       SET meal_count = meal_count + meals,
           rating_count = rating_count + ratings,
           rating_sum = rating_sum + rating_total,
           accepted_suggestion_count = accepted_suggestion_count + accepted
     WHERE family_id = family;
  ELSE
    INSERT INTO family_stat AS s
      (family_id, meal_count, rating_count, rating_sum, accepted_suggestion_count)
    VALUES (family, meals, ratings, rating_total, accepted)
    ON CONFLICT (family_id) DO UPDATE
      SET meal_count = s.meal_count + meals,
          rating_count = s.rating_count + ratings,
          rating_sum = s.rating_sum + rating_total,
          accepted_suggestion_count = s.accepted_suggestion_count + accepted;
  END IF;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION private.count_meal() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM private.add_to_family_stat(NEW.family_id, 1, 0, 0, 0);
  ELSE
    PERFORM private.add_to_family_stat(OLD.family_id, -1, 0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER meal_counted AFTER INSERT OR DELETE ON meal
FOR EACH ROW EXECUTE FUNCTION private.count_meal();

-- Each dish's rating count and sum: the library's averages without every rating row.
CREATE TABLE dish_stat (
  dish_id text PRIMARY KEY,
  family_id text NOT NULL,
  rating_count integer NOT NULL DEFAULT 0,
  rating_sum integer NOT NULL DEFAULT 0,
  FOREIGN KEY (dish_id, family_id) REFERENCES dish (dish_id, family_id) ON DELETE CASCADE
);
CREATE INDEX dish_stat_family_idx ON dish_stat (family_id);

CREATE FUNCTION private.add_to_dish_stat(
  dish text, family text, ratings integer, rating_total integer
) RETURNS void AS $$
BEGIN
  IF ratings < 0 THEN
    UPDATE dish_stat
       SET rating_count = rating_count + ratings, rating_sum = rating_sum + rating_total
     WHERE dish_id = dish;
  ELSE
    INSERT INTO dish_stat AS s (dish_id, family_id, rating_count, rating_sum)
    VALUES (dish, family, ratings, rating_total)
    ON CONFLICT (dish_id) DO UPDATE
      SET rating_count = s.rating_count + ratings, rating_sum = s.rating_sum + rating_total;
  END IF;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION private.count_rating() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM private.add_to_family_stat(OLD.family_id, 0, -1, -OLD.rating, 0);
    PERFORM private.add_to_dish_stat(OLD.dish_id, OLD.family_id, -1, -OLD.rating);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM private.add_to_family_stat(NEW.family_id, 0, 1, NEW.rating, 0);
    PERFORM private.add_to_dish_stat(NEW.dish_id, NEW.family_id, 1, NEW.rating);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER dish_rating_counted AFTER INSERT OR DELETE OR UPDATE OF rating ON dish_rating
FOR EACH ROW EXECUTE FUNCTION private.count_rating();

CREATE FUNCTION private.count_accepted_suggestion() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind = 'accepted' THEN
    PERFORM private.add_to_family_stat(OLD.family_id, 0, 0, 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.kind = 'accepted' THEN
    PERFORM private.add_to_family_stat(NEW.family_id, 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER suggestion_event_counted AFTER INSERT OR DELETE OR UPDATE OF kind
ON suggestion_event FOR EACH ROW EXECUTE FUNCTION private.count_accepted_suggestion();

-- Every family gets its row at once, so a new family shows zeros, not a loading state.
CREATE FUNCTION private.create_family_stat() RETURNS trigger AS $$
BEGIN
  INSERT INTO family_stat (family_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER family_stat_created AFTER INSERT ON family
FOR EACH ROW EXECUTE FUNCTION private.create_family_stat();

INSERT INTO family_stat (family_id, meal_count, rating_count, rating_sum,
                         accepted_suggestion_count)
SELECT f.id,
       (SELECT count(*) FROM meal m WHERE m.family_id = f.id),
       (SELECT count(*) FROM dish_rating r WHERE r.family_id = f.id),
       (SELECT coalesce(sum(r.rating), 0) FROM dish_rating r WHERE r.family_id = f.id),
       (SELECT count(*) FROM suggestion_event e
         WHERE e.family_id = f.id AND e.kind = 'accepted')
FROM family f;

INSERT INTO dish_stat (dish_id, family_id, rating_count, rating_sum)
SELECT dish_id, family_id, count(*), sum(rating) FROM dish_rating GROUP BY dish_id, family_id;

ALTER PUBLICATION zero_data ADD TABLE family_stat, dish_stat;
