// Synced reads of suggestion events, filtered by the family of the verified context.
import { defineQuery } from '@rocicorp/zero';
import { zql } from '#schema';
import { familyScope } from '../zero/family-scope.ts';

export const suggestionQueries = {
  /** Suggestions the family accepted: Family Stats' AI Suggestions counts these. */
  accepted: defineQuery(({ ctx }) =>
    zql.suggestion_event
      .where('family_id', familyScope(ctx))
      .where('kind', 'accepted')
      .orderBy('created_at', 'asc')
      .orderBy('event_id', 'asc'),
  ),
};
