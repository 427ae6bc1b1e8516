// A second member of a family, as a person joins one: the first member adds them with an
// email, invites them, and they sign up from the invitation's link (read from the stack's
// dev outbox) and accept it. For benches whose writer is another member of the family.
import { api, type RestFamily } from '../../support/rest-family.ts';
import { TEST_DEV_OUTBOX_KEY } from '../../support/test-stack.ts';

async function invitationToken(base: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const outbox = await fetch(
      `${base}/api/dev/outbox?format=json&key=${TEST_DEV_OUTBOX_KEY}&to=${encodeURIComponent(email)}`,
    );
    const [mail] = (await outbox.json()) as Array<{ text: string }>;
    const token = mail && /\/invite\/([a-z2-7]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no invitation email for ${email}`);
}

async function session(base: string, cookie: string) {
  const response = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  return (await response.json()) as { user_id: string; family_id: string; family_user_id: string };
}

/** Adds `firstName` to `family`, invites them and signs them in: their cookie and token. */
export async function inviteMember(
  base: string,
  family: RestFamily,
  firstName: string,
): Promise<RestFamily> {
  const email = `${firstName.toLowerCase()}-${family.email}`;
  const password = family.password;
  const added = await api(
    base,
    '/family/users',
    { first_name: firstName, birthdate: '1980-01-01', email },
    family.cookie,
  );
  const { family_user_id: memberID } = (await added.response.json()) as { family_user_id: string };
  await api(base, `/family/users/${memberID}/invite`, { email }, family.cookie);
  const token = await invitationToken(base, email);
  const signup = await api(base, '/auth/signup', { email, password, invitation_token: token });
  const { user_id: userID } = await session(base, signup.cookie);
  await api(base, `/family/invitations/${token}/accept`, { user_id: userID }, signup.cookie);
  const login = await api(base, '/auth/login', { email, password });
  const joined = await session(base, login.cookie);
  if (joined.family_id !== family.context.familyID) throw new Error(`${firstName} did not join`);
  return {
    cookie: login.cookie,
    token: ((await login.response.json()) as { token: string }).token,
    email,
    password,
    context: {
      userID: joined.user_id,
      familyID: joined.family_id,
      familyUserID: joined.family_user_id,
    },
  };
}
