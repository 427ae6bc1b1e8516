// Years of one family's data written straight into Postgres (set-based SQL, seconds not
// minutes): dishes, a meal most days with its dishes, attendees and every attendee's
// rating of every dish, and a long shopping history that is mostly checked off. The
// latest meals stay unrated and a week ahead is planned, as a family's would be.
import postgres from 'postgres';

export type HistorySize = { meals: number; dishes: number; shoppingItems: number };

export const FIVE_YEARS: HistorySize = { meals: 1_800, dishes: 400, shoppingItems: 20_000 };

/** Open (unchecked) shopping items among the seeded ones; the rest are checked. */
export const OPEN_ITEMS = 40;
const EXTRA_MEMBERS = ['Ana', 'Theo', 'Mia'];
const PLANNED_AHEAD_DAYS = 7;
const UNRATED_DAYS = 2;
const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export async function seedHistory(databaseUrl: string, familyID: string, size: HistorySize) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.begin(async (tx) => {
      await tx`
        INSERT INTO family_member (family_user_id, family_id, first_name)
        SELECT md5(${familyID} || name)::uuid::text, ${familyID}, name
        FROM unnest(${EXTRA_MEMBERS}::text[]) AS name`;
      // One dish a number; the cuisine and type cycle so the library looks like one.
      await tx`
        INSERT INTO dish (dish_id, family_id, name, type, prep, cuisine_type, description,
                          ingredients, created_at, updated_at)
        SELECT md5('dish' || ${familyID} || n)::uuid::text, ${familyID}, 'History Dish ' || n,
               (ARRAY['Main','Main','Side','App'])[1 + n % 4],
               (ARRAY['Quick','Medium','Involved'])[1 + n % 3],
               (ARRAY['Italian','Mexican','American','Asian','Other'])[1 + n % 5],
               'A dish the family has made for years, number ' || n,
               jsonb_build_array('2 cups flour', '1 onion', '3 cloves garlic', 'salt'),
               now() - interval '5 years', now() - interval '5 years'
        FROM generate_series(1, ${size.dishes}) AS n`;
      // Meal n is n - PLANNED_AHEAD_DAYS days ago: a week planned ahead, the rest past.
      const firstDay = Date.now() + PLANNED_AHEAD_DAYS * DAY_MS;
      const dates = Array.from({ length: size.meals }, (_, i) => isoDay(firstDay - i * DAY_MS));
      await tx`
        INSERT INTO meal (meal_id, family_id, meal_date, notes, created_at, updated_at)
        SELECT md5('meal' || ${familyID} || n)::uuid::text, ${familyID}, d,
               CASE WHEN n % 7 = 0 THEN 'Grandma came over' END,
               d::date, d::date
        FROM unnest(${dates}::text[]) WITH ORDINALITY AS t(d, n)`;
      await tx`
        INSERT INTO meal_dish (meal_id, dish_id, family_id, position)
        SELECT md5('meal' || ${familyID} || n)::uuid::text,
               md5('dish' || ${familyID} || (1 + (n * 7 + p * 13) % ${size.dishes}))::uuid::text,
               ${familyID}, p
        FROM generate_series(1, ${size.meals}) AS n, generate_series(0, 1) AS p`;
      await tx`
        INSERT INTO meal_attendee (attendee_id, meal_id, family_id, family_user_id)
        SELECT md5('att' || m.meal_id || f.family_user_id)::uuid::text, m.meal_id, m.family_id,
               f.family_user_id
        FROM meal m JOIN family_member f USING (family_id)
        WHERE m.family_id = ${familyID}`;
      const ratedUpTo = isoDay(Date.now() - UNRATED_DAYS * DAY_MS);
      await tx`
        INSERT INTO dish_rating (meal_id, dish_id, family_user_id, family_id, rating, rated_by,
                                 created_at, updated_at)
        SELECT md.meal_id, md.dish_id, a.family_user_id, md.family_id,
               1 + abs(hashtext(md.meal_id || md.dish_id || a.family_user_id)) % 5, NULL,
               m.meal_date::date, m.meal_date::date
        FROM meal_dish md
        JOIN meal m USING (meal_id)
        JOIN meal_attendee a ON a.meal_id = md.meal_id
        WHERE md.family_id = ${familyID} AND m.meal_date <= ${ratedUpTo}`;
      // Oldest first; the newest OPEN_ITEMS are still open.
      await tx`
        INSERT INTO shopping_item (id, family_id, name, quantity, is_completed, department,
                                   created_at, updated_at)
        SELECT md5('item' || ${familyID} || n)::uuid::text, ${familyID},
               'History Item ' || (n % 500), CASE WHEN n % 3 = 0 THEN '2' END,
               n <= ${size.shoppingItems - OPEN_ITEMS},
               (ARRAY['Produce','Dairy','Pantry','Meat & Fish','Other'])[1 + n % 5],
               now() - make_interval(mins => ${size.shoppingItems} - n),
               now() - make_interval(mins => ${size.shoppingItems} - n)
        FROM generate_series(1, ${size.shoppingItems}) AS n`;
    });
    const [counts] = await sql<{ ratings: number; attendees: number }[]>`
      SELECT (SELECT count(*)::int FROM dish_rating WHERE family_id = ${familyID}) AS ratings,
             (SELECT count(*)::int FROM meal_attendee WHERE family_id = ${familyID}) AS attendees`;
    return counts!;
  } finally {
    await sql.end({ timeout: 2 });
  }
}
