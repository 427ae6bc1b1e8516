// What a family archive holds: one JSON file per table of the family's data, each an array
// of rows as Postgres writes them (to_jsonb), in the order an import inserts them (parents
// first). Accounts, sessions, tokens, calendar connections and other secrets of people are
// not the family's data to move and stay behind; so does each member's link to an account.
export type ArchiveTable = {
  file: string;
  table: string;
  /** How the table's rows of one family are found. */
  scope: 'family' | 'family-id' | 'member' | 'own-chat';
  /** Columns left out of the archive (set again by the importing instance). */
  omit: readonly string[];
  /**
   * Rows a trigger already wrote while earlier tables were imported (the list's name
   * suggestions) are replaced by the archive's.
   */
  replaceFamilyRows?: boolean;
  /** A table archives gained later (the date): an older archive without it imports with none. */
  since?: string;
};

const table = (
  file: string,
  name: string,
  scope: ArchiveTable['scope'] = 'family-id',
  omit: readonly string[] = [],
): ArchiveTable => ({ file, table: name, scope, omit });

export const ARCHIVE_TABLES: readonly ArchiveTable[] = [
  table('family.json', 'family', 'family'),
  table('family-secret.json', 'private.family_secret'),
  table('members.json', 'family_member', 'family-id', ['user_id']),
  table('dishes.json', 'dish'),
  table('meals.json', 'meal'),
  table('meal-dishes.json', 'meal_dish'),
  table('attendees.json', 'meal_attendee'),
  table('ratings.json', 'dish_rating'),
  // Before the list: an item can be for one store.
  { ...table('stores.json', 'store'), since: '2026-11-28' },
  table('shopping-list.json', 'shopping_item'),
  table('shopping-item-dishes.json', 'shopping_item_dish'),
  { ...table('shopping-item-names.json', 'private.shopping_item_name'), replaceFamilyRows: true },
  table('recurring-nights.json', 'recurring_night'),
  { ...table('kitchen-timers.json', 'kitchen_timer'), since: '2026-11-27' },
  { ...table('department-choices.json', 'department_choice'), since: '2026-11-27' },
  // A new family gets the starter staples by trigger (migrations/027): the archive's replace them.
  {
    ...table('pantry-staples.json', 'pantry_staple'),
    replaceFamilyRows: true,
    since: '2026-11-28',
  },
  { ...table('pantry-answers.json', 'pantry_answer'), since: '2026-11-28' },
  table('suggestion-events.json', 'suggestion_event'),
  table('nudge-day.json', 'private.family_nudge_day'),
  table('notification-preferences.json', 'private.notification_preference', 'member'),
  // The exporting member's own conversation with the assistant (others' stay private).
  table('chat.json', 'private.chat_message', 'own-chat', ['user_id']),
];

/**
 * Family-scoped tables an archive leaves out, and why; a test fails on a family-scoped table
 * that is on neither list (tests/integration/family-archive-coverage.test.ts).
 */
export const NOT_ARCHIVED: Readonly<Record<string, string>> = {
  family_stat: 'counts kept by triggers; the import recounts them from the rows',
  dish_stat: 'counts kept by triggers; the import recounts them from the rows',
  member_dish_stat: 'counts kept by triggers; the import recounts them from the rows',
  dish_served: 'kept by triggers from meals; the import writes it again',
  calendar_event: "copies of members' Google Calendars; each member connects again",
  'private.calendar_feed': 'feed addresses are secrets of this instance; make new ones',
  'private.api_token': "a member's API tokens: secrets of a person",
  'private.oauth_connection': "a member's connected assistants: secrets of a person",
  'private.oauth_request': 'sign-ins under way, valid for minutes',
  'private.invitation': 'invitations are links to this instance; invite again',
  'private.verified_phone': 'a phone is verified again on the new instance, by a text',
  'private.phone_verification': 'codes sent by this instance, valid for minutes',
  'private.sms_outbox': 'text messages this instance sent or kept in its outbox',
};

export const MANIFEST_FILE = 'manifest.json';
/**
 * A dish's photo travels as its largest size, under the photo's id; the importing instance
 * makes the smaller sizes from it again (and so checks that it is an image).
 */
export const photoFile = (photoID: string) => `photos/${photoID}.webp`;
export const PHOTO_FILE = /^photos\/([0-9a-f-]{36})\.webp$/;
export const ARCHIVE_FORMAT = 'family-dinner-planner/family-export';
export const ARCHIVE_VERSION = 1;
