// Synced reads of the family's calendar events.
import { defineQuery } from '@rocicorp/zero';
import { zql } from '#schema';
import { familyScope } from '../zero/family-scope.ts';

export const calendarEventQueries = {
  // Only the planning window is stored, so the family's whole list is small.
  list: defineQuery(({ ctx }) =>
    zql.calendar_event
      .where('family_id', familyScope(ctx))
      .orderBy('start_time', 'asc')
      .orderBy('id', 'asc'),
  ),
};
