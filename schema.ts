// The slice of Postgres that zero-cache replicates to browsers. Column names are the
// spec's field names; private tables (accounts, sessions, tokens) are never listed here.
import {
  boolean,
  createBuilder,
  createSchema,
  enumeration,
  json,
  number,
  relationships,
  string,
  table,
  type Row,
} from '@rocicorp/zero';
import type { AuthContext } from './domain/auth-context.ts';
import type { Cuisine, DishType, PrepLevel } from './domain/dishes/dish-enums.ts';
import type { CookOption, MealType } from './domain/meals/meal-enums.ts';
import type { Department } from './domain/shopping/department.ts';
import type { ShoppingItemSource } from './domain/shopping/shopping-item-fields.ts';

const family = table('family')
  .columns({
    id: string(),
    name: string(),
    time_zone: string(),
    created_at: number(),
    // Servings (migrations/014): a child's portion by age band, and the units shown.
    portion_under_4: number(),
    portion_4_to_8: number(),
    portion_9_to_12: number(),
    measurement_system: string(),
  })
  .primaryKey('id');

const familyMember = table('family_member')
  .columns({
    family_user_id: string(),
    family_id: string(),
    user_id: string().optional(),
    first_name: string(),
    last_name: string().optional(),
    preferences: string().optional(),
    birthdate: string().optional(),
    email: string().optional(),
    phone: string().optional(),
    phone_verified: boolean(),
    sms_optin: boolean(),
    status: string().optional(),
    invited_at: number().optional(),
    joined_at: number().optional(),
    created_at: number(),
  })
  .primaryKey('family_user_id');

const shoppingItem = table('shopping_item')
  .columns({
    id: string(),
    family_id: string(),
    name: string(),
    quantity: string().optional(),
    is_completed: boolean(),
    department: enumeration<Department>(),
    source: enumeration<ShoppingItemSource>(),
    ingredient_key: string().optional(),
    created_at: number(),
    updated_at: number(),
    /** When a person last set its name or quantity, by their device's clock (migration 024). */
    edited_at: number().optional(),
    /** The member whose text message put it on the list (migration 028). */
    texted_by: string().optional(),
    /** The ids of adds of the same name merged into this item (migration 025). */
    merged_ids: json<readonly string[]>().optional(),
    /** Only for this store ("Costco only"), else null (migration 026). */
    store_id: string().optional(),
  })
  .primaryKey('id');

// Stores in walking order (migrations/026): departments in the order the family walks it.
const store = table('store')
  .columns({
    id: string(),
    family_id: string(),
    name: string(),
    department_order: json<readonly string[]>(),
    last_department: string().optional(),
    last_checked_at: number().optional(),
    /** The family's order of its stores (migrations/032). */
    position: number(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey('id');

const dish = table('dish')
  .columns({
    dish_id: string(),
    family_id: string(),
    name: string(),
    type: enumeration<DishType>(),
    prep: enumeration<PrepLevel>(),
    make_ahead: boolean(),
    cuisine_type: enumeration<Cuisine>().optional(),
    description: string().optional(),
    ingredients: json<string[]>(),
    instructions: string().optional(),
    link: string().optional(),
    created_at: number(),
    updated_at: number(),
    // Set when a dish that meals use is deleted (migrations/012_dish_archive.sql).
    archived_at: number().optional(),
    servings: number().optional(),
    category: string().optional(),
    image_url: string().optional(),
    prep_note: string().optional(),
    // The dish's photo (migrations/017), written by the server only: server/photos/.
    photo_id: string().optional(),
    // The family's own tags (migrations/029), set on the dish page.
    tags: json<string[]>(),
  })
  .primaryKey('dish_id');

// Meals (migrations/005_meals.sql): a meal, its dishes in order, who eats it, ratings.
const meal = table('meal')
  .columns({
    meal_id: string(),
    family_id: string(),
    meal_date: string(),
    meal_type: enumeration<MealType>(),
    who_is_cooking: enumeration<CookOption>(),
    notes: string().optional(),
    source: string(),
    created_at: number(),
    updated_at: number(),
    portions: number().optional(),
  })
  .primaryKey('meal_id');

const mealDish = table('meal_dish')
  .columns({
    meal_id: string(),
    dish_id: string(),
    family_id: string(),
    position: number(),
  })
  .primaryKey('meal_id', 'dish_id');

const mealAttendee = table('meal_attendee')
  .columns({
    attendee_id: string(),
    meal_id: string(),
    family_id: string(),
    family_user_id: string().optional(),
    guest_name: string().optional(),
  })
  .primaryKey('attendee_id');

const dishRating = table('dish_rating')
  .columns({
    meal_id: string(),
    dish_id: string(),
    family_user_id: string(),
    family_id: string(),
    rating: number(),
    notes: string().optional(),
    rated_by: string().optional(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey('meal_id', 'dish_id', 'family_user_id');

const mealRelationships = relationships(meal, ({ many }) => ({
  dishes: many({ sourceField: ['meal_id'], destField: ['meal_id'], destSchema: mealDish }),
  attendees: many({ sourceField: ['meal_id'], destField: ['meal_id'], destSchema: mealAttendee }),
  ratings: many({ sourceField: ['meal_id'], destField: ['meal_id'], destSchema: dishRating }),
}));

const mealDishRelationships = relationships(mealDish, ({ one }) => ({
  dish: one({ sourceField: ['dish_id'], destField: ['dish_id'], destSchema: dish }),
  meal: one({ sourceField: ['meal_id'], destField: ['meal_id'], destSchema: meal }),
}));

const mealAttendeeRelationships = relationships(mealAttendee, ({ one }) => ({
  member: one({
    sourceField: ['family_user_id'],
    destField: ['family_user_id'],
    destSchema: familyMember,
  }),
}));

const dishRatingRelationships = relationships(dishRating, ({ one }) => ({
  meal: one({ sourceField: ['meal_id'], destField: ['meal_id'], destSchema: meal }),
  dish: one({ sourceField: ['dish_id'], destField: ['dish_id'], destSchema: dish }),
}));
const calendarEvent = table('calendar_event')
  .columns({
    id: string(),
    family_id: string(),
    family_user_id: string(),
    summary: string(),
    start_time: number(),
    end_time: number(),
    updated_at: number(),
  })
  .primaryKey('id');
// Meal suggestions shown and accepted (migrations/008_chat.sql), for Family Stats.
const suggestionEvent = table('suggestion_event')
  .columns({
    event_id: string(),
    family_id: string(),
    kind: string(),
    source: string(),
    meal_date: string(),
    dish_id: string().optional(),
    created_at: number(),
  })
  .primaryKey('event_id');

// Shopping (migrations/006): the dishes an item is for ('Group by Dish').
const shoppingItemDish = table('shopping_item_dish')
  .columns({ item_id: string(), dish_id: string(), family_id: string() })
  .primaryKey('item_id', 'dish_id');

// Recurring nights (migrations/016a): one weekly rule per weekday of a family.
const recurringNight = table('recurring_night')
  .columns({
    family_id: string(),
    weekday: number(),
    kind: string(),
    dish_id: string().optional(),
    who_is_cooking: enumeration<CookOption>().optional(),
    updated_at: number(),
  })
  .primaryKey('family_id', 'weekday');

// Departments that learn (migrations/019b): a family's department for an item name.
const departmentChoice = table('department_choice')
  .columns({
    family_id: string(),
    name_key: string(),
    department: string(),
    updated_at: number(),
  })
  .primaryKey('family_id', 'name_key');
// Staples the family always has, and the week's pantry check answers (migrations/027).
const pantryStaple = table('pantry_staple')
  .columns({
    family_id: string(),
    ingredient_key: string(),
    name: string(),
    running_out: boolean(),
    updated_at: number(),
  })
  .primaryKey('family_id', 'ingredient_key');
const pantryAnswer = table('pantry_answer')
  .columns({
    family_id: string(),
    ingredient_key: string(),
    have: boolean(),
    answered_at: number(),
  })
  .primaryKey('family_id', 'ingredient_key');
// Kitchen timers (migrations/017): shared by every device of a family.
const kitchenTimer = table('kitchen_timer')
  .columns({
    id: string(),
    family_id: string(),
    dish_id: string().optional(),
    label: string(),
    duration_ms: number(),
    state: string<'running' | 'paused'>(),
    ends_at: number().optional(),
    remaining_ms: number().optional(),
    started_by: string().optional(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey('id');

const shoppingItemRelationships = relationships(shoppingItem, ({ many }) => ({
  dishes: many(
    { sourceField: ['id'], destField: ['item_id'], destSchema: shoppingItemDish },
    { sourceField: ['dish_id'], destField: ['dish_id'], destSchema: dish },
  ),
}));

// Family Stats' counts (migrations/020), kept by triggers; read-only for every client.
const familyStat = table('family_stat')
  .columns({
    family_id: string(),
    meal_count: number(),
    rating_count: number(),
    rating_sum: number(),
    accepted_suggestion_count: number(),
  })
  .primaryKey('family_id');

// Each dish's rating count and sum (migrations/020), kept by triggers; read-only too.
const dishStat = table('dish_stat')
  .columns({
    dish_id: string(),
    family_id: string(),
    rating_count: number(),
    rating_sum: number(),
  })
  .primaryKey('dish_id');

// What suggestions read from the history (migrations/022), kept by triggers; read-only too:
// each member's ratings of a dish added up, and the latest date each dish was on a meal.
const memberDishStat = table('member_dish_stat')
  .columns({
    dish_id: string(),
    family_user_id: string(),
    family_id: string(),
    rating_count: number(),
    rating_sum: number(),
  })
  .primaryKey('dish_id', 'family_user_id');

const dishServed = table('dish_served')
  .columns({
    dish_id: string(),
    family_id: string(),
    last_served_on: string(),
  })
  .primaryKey('dish_id');

const familyRelationships = relationships(family, ({ many }) => ({
  members: many({
    sourceField: ['id'],
    destField: ['family_id'],
    destSchema: familyMember,
  }),
}));

export const schema = createSchema({
  tables: [
    family,
    familyMember,
    shoppingItem,
    dish,
    meal,
    mealDish,
    mealAttendee,
    dishRating,
    calendarEvent,
    shoppingItemDish,
    suggestionEvent,
    recurringNight,
    departmentChoice,
    pantryStaple,
    pantryAnswer,
    familyStat,
    dishStat,
    memberDishStat,
    dishServed,
    kitchenTimer,
    store,
  ],
  relationships: [
    familyRelationships,
    mealRelationships,
    mealDishRelationships,
    mealAttendeeRelationships,
    dishRatingRelationships,
    shoppingItemRelationships,
  ],
  enableLegacyQueries: false,
  enableLegacyMutators: false,
});

export const zql = createBuilder(schema);

export type Schema = typeof schema;
// Every table's row type, for whoever needs one (knip: public API even where unused today).
/** @public */
export type Family = Row<typeof schema.tables.family>;
export type FamilyMember = Row<typeof schema.tables.family_member>;
export type ShoppingItem = Row<typeof schema.tables.shopping_item>;
export type Dish = Row<typeof schema.tables.dish>;
export type Meal = Row<typeof schema.tables.meal>;
export type MealDish = Row<typeof schema.tables.meal_dish>;
export type MealAttendee = Row<typeof schema.tables.meal_attendee>;
export type DishRating = Row<typeof schema.tables.dish_rating>;
/** @public */
export type CalendarEvent = Row<typeof schema.tables.calendar_event>;
/** @public */
export type ShoppingItemDish = Row<typeof schema.tables.shopping_item_dish>;
/** @public */
export type SuggestionEvent = Row<typeof schema.tables.suggestion_event>;
export type RecurringNight = Row<typeof schema.tables.recurring_night>;
/** @public */
export type DepartmentChoice = Row<typeof schema.tables.department_choice>;
/** @public */
export type FamilyStat = Row<typeof schema.tables.family_stat>;
/** @public */
export type DishStat = Row<typeof schema.tables.dish_stat>;
export type MemberDishStat = Row<typeof schema.tables.member_dish_stat>;
export type DishServed = Row<typeof schema.tables.dish_served>;
export type KitchenTimer = Row<typeof schema.tables.kitchen_timer>;
export type Store = Row<typeof schema.tables.store>;

declare module '@rocicorp/zero' {
  interface DefaultTypes {
    schema: Schema;
    context: AuthContext;
  }
}
