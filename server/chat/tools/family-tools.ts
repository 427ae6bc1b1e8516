// Tools that read who is in the family and which evenings are busy.
import { z } from 'zod';
import { ageOn } from '#domain/family/age.ts';
import { weekdayName } from '#domain/time/date-labels.ts';
import { daysBetween } from '#domain/time/family-dates.ts';
import { MAX_SPAN_DAYS, SPAN_MESSAGE, withinMaxSpan } from '#domain/time/date-span.ts';
import { dietaryProfile } from '#domain/suggestions/dietary-profile.ts';
import { clip } from './model-text.ts';
import { defineTool, isoDate, noArgs } from './tool-kit.ts';

const labels = (terms: { label: string }[]) => terms.map((term) => term.label);

export const familyTools = [
  defineTool({
    name: 'get_family_members',
    description:
      "The family's members with age, their free-text preferences, and the allergies, " +
      'restrictions, likes and dislikes read from them. Use family_user_id for attendees.',
    args: noArgs,
    run: async (_args, { data, today }) =>
      (await data.members()).map((member) => {
        const profile = dietaryProfile(member.preferences);
        return {
          family_user_id: member.family_user_id,
          first_name: member.first_name,
          age: ageOn(member.birthdate, today),
          preferences: clip(member.preferences, 500),
          allergies: labels(profile.allergies),
          restrictions: labels(profile.avoids),
          likes: labels(profile.likes),
          dislikes: labels(profile.dislikes),
        };
      }),
  }),
  defineTool({
    name: 'get_busy_evenings',
    description:
      `Evenings between two dates (inclusive, at most ${MAX_SPAN_DAYS} days) when the family's calendar ` +
      'has events around dinner time, with the events.',
    args: z
      .strictObject({ from: isoDate, to: isoDate })
      .refine((range) => daysBetween(range.from, range.to) >= 0, 'from must not be after to')
      .refine((range) => withinMaxSpan([range.from, range.to]), SPAN_MESSAGE),
    run: async ({ from, to }, { data }) => {
      const busy = await data.busyEvenings(from, to);
      return [...busy].map(([date, evening]) => ({
        date,
        weekday: weekdayName(date),
        events: evening.summaries,
      }));
    },
  }),
];
