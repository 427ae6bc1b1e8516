// The suggestion engine's inputs and outputs, typed independently of where the rows come
// from (Zero in the browser, the database on the server, plain objects in tests).

export type SuggestionDish = {
  dish_id: string;
  name: string;
  type: string;
  prep: string;
  make_ahead: boolean;
  cuisine_type: string | null;
  ingredients: readonly string[];
  /** The recipe page's category ('Dessert', 'Drinks'), when imported. */
  category?: string | null;
};

export type SuggestionMember = {
  family_user_id: string;
  first_name: string;
  preferences: string | null;
};

/** One member's ratings of a dish, added up (member_dish_stat). */
export type SuggestionRating = {
  dish_id: string;
  family_user_id: string;
  rating_count: number;
  rating_sum: number;
};

/** A meal on the family's calendar, past or planned. */
export type SuggestionMeal = {
  meal_date: string;
  meal_type: string;
  who_is_cooking: string;
  dish_ids: readonly string[];
};

/** What the calendar says about one evening; absent or empty means a free evening. */
export type BusyEvening = { summaries: readonly string[] };

export type SuggestionInputs = {
  dishes: readonly SuggestionDish[];
  members: readonly SuggestionMember[];
  ratings: readonly SuggestionRating[];
  /** The meals of a recent window on (past and planned). */
  meals: readonly SuggestionMeal[];
  /**
   * The latest date each dish was on a meal, past or planned (dish_served): for a dish with
   * no meal in `meals`, when it was served before that window.
   */
  lastServed?: ReadonlyMap<string, string>;
  /** Busy evenings by date ('YYYY-MM-DD'). */
  busyEvenings: ReadonlyMap<string, BusyEvening>;
};

/** The evening to suggest for; attendees default to the whole family, as a new meal does. */
export type SuggestionDay = { date: string; attendeeIDs?: readonly string[] };

export type Suggestion = {
  meal_date: string;
  dish_id: string;
  dish_name: string;
  who_is_cooking: 'Home Cooked' | 'Leftovers';
  score: number;
  /** A short sentence a person can read: '4.6 stars, not served for 3 weeks, Quick for a busy Tuesday'. */
  reason: string;
};
