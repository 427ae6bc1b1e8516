// The one Google OAuth client the app is configured with in tests: Google sign-in and the
// calendar connection share it, as they share GOOGLE_CLIENT_ID in production.
export const FAKE_GOOGLE_CLIENT = {
  id: 'fake-client-id.apps.googleusercontent.com',
  secret: 'fake-client-secret',
} as const;
