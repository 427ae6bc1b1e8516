/** The one Google scope the calendar asks for: read-only access to the member's calendars. */
export const CALENDAR_READONLY_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';
