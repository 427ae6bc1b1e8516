// Settings → Notifications: prep reminders (with the hour of the evening before) and the
// weekly nudge (with the family's day), as REST reads and writes them.
import { z } from 'zod';

export const notificationPreferences = z.object({
  prep_reminders: z.boolean(),
  reminder_hour: z.number().int().min(0).max(23),
  weekly_nudge: z.boolean(),
  /** The family's day for the nudge, 0 = Sunday … 6 = Saturday (shared by the family). */
  nudge_weekday: z.number().int().min(0).max(6),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  prep_reminders: false,
  reminder_hour: 18,
  weekly_nudge: false,
  nudge_weekday: 0,
};
