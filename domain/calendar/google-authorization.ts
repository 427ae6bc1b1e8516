// What the browser and the server agree on about Google's authorization.

/** The one Google scope the calendar asks for: read-only access to the member's calendars. */
export const CALENDAR_READONLY_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';

/** The type of the message the callback page sends to the window that opened the popup. */
export const AUTHORIZATION_MESSAGE = 'google-calendar-authorization';

/** The error the popup reports when the authorization could not even start. */
export const AUTHORIZATION_NOT_STARTED = 'authorization_not_started';
