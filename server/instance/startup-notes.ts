// What `npm start` tells the operator once the app is up: the optional features that are
// off and the settings that turn them on. Members never see these names; the app tells
// them only to ask the person who runs it.
import { calendarConfig } from '../calendar/calendar-config.ts';
import { assistantConfigured } from '../chat/assistant-config.ts';
import type { Env } from '../env.ts';
import { googleSignInEnabled } from '../auth/google-routes.ts';
import { twilioConfig } from '../sms/sms-config.ts';

export function startupNotes(env: Env): string[] {
  const off: string[] = [];
  if (!assistantConfigured(env)) off.push('AI chat (OPENAI_API_KEY or OPENAI_BASE_URL)');
  if (!googleSignInEnabled(env))
    off.push('Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)');
  if (!calendarConfig(env)) off.push('Google Calendar (the above and CALENDAR_TOKEN_KEY)');
  if (!twilioConfig(env)) off.push('text messages, kept in the outbox (TWILIO_*)');
  if (!env.SMTP_URL) off.push('email, kept in the outbox (SMTP_URL)');
  if (off.length === 0) return [];
  return [
    `Optional features off: ${off.join('; ')}.`,
    'Set them in the environment (.env.example lists them; README explains) and restart.',
  ];
}
