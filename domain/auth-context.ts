// Who is calling, as verified by the server from the session. Queries and mutators
// scope everything by familyID from here, never by a client-supplied argument.
export type AuthContext = {
  userID: string;
  familyID: string | null;
  familyUserID: string | null;
};
