// The slice of Postgres that zero-cache replicates to browsers. Column names are the
// spec's field names; private tables (accounts, sessions, tokens) are never listed here.
import {
  boolean,
  createBuilder,
  createSchema,
  json,
  number,
  relationships,
  string,
  table,
  type Row,
} from '@rocicorp/zero';
import type { AuthContext } from './domain/auth-context.ts';

const family = table('family')
  .columns({
    id: string(),
    name: string(),
    time_zone: string(),
    created_at: number(),
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
    department: string(),
    source: string(),
    ingredient_key: string().optional(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey('id');

const dish = table('dish')
  .columns({
    dish_id: string(),
    family_id: string(),
    name: string(),
    type: string(),
    prep: string(),
    make_ahead: boolean(),
    cuisine_type: string().optional(),
    description: string().optional(),
    ingredients: json<string[]>(),
    instructions: string().optional(),
    link: string().optional(),
    created_at: number(),
    updated_at: number(),
  })
  .primaryKey('dish_id');

// Shopping (migrations/006): the dishes an item is for ('Group by Dish').
const shoppingItemDish = table('shopping_item_dish')
  .columns({ item_id: string(), dish_id: string(), family_id: string() })
  .primaryKey('item_id', 'dish_id');

const shoppingItemRelationships = relationships(shoppingItem, ({ many }) => ({
  dishes: many(
    { sourceField: ['id'], destField: ['item_id'], destSchema: shoppingItemDish },
    { sourceField: ['dish_id'], destField: ['dish_id'], destSchema: dish },
  ),
}));

const familyRelationships = relationships(family, ({ many }) => ({
  members: many({
    sourceField: ['id'],
    destField: ['family_id'],
    destSchema: familyMember,
  }),
}));

export const schema = createSchema({
  tables: [family, familyMember, shoppingItem, dish, shoppingItemDish],
  relationships: [familyRelationships, shoppingItemRelationships],
  enableLegacyQueries: false,
  enableLegacyMutators: false,
});

export const zql = createBuilder(schema);

export type Schema = typeof schema;
export type Family = Row<typeof schema.tables.family>;
export type FamilyMember = Row<typeof schema.tables.family_member>;
export type ShoppingItem = Row<typeof schema.tables.shopping_item>;
export type Dish = Row<typeof schema.tables.dish>;
export type ShoppingItemDish = Row<typeof schema.tables.shopping_item_dish>;

declare module '@rocicorp/zero' {
  interface DefaultTypes {
    schema: Schema;
    context: AuthContext;
  }
}
