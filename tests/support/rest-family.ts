// A family made over the REST API, as a person would: sign up, follow the verification
// link from the dev outbox, sign in, set up. For benches and tests that run their own stack.
import type { AuthContext } from '#domain/auth-context.ts';
import { TEST_DEV_OUTBOX_KEY } from './test-stack.ts';

const PASSWORD = 'bench-password-1';

export async function api(base: string, path: string, body: unknown, cookie = '') {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return { response, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie };
}

/** Follows the link of the verification email, read from the stack's dev outbox. */
async function verifyEmail(base: string, email: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const outbox = await fetch(
      `${base}/api/dev/outbox?format=json&key=${TEST_DEV_OUTBOX_KEY}&to=${encodeURIComponent(email)}`,
    );
    const [mail] = (await outbox.json()) as Array<{ text: string }>;
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) {
      await fetch(link, { redirect: 'manual' });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no verification email');
}

export type RestFamily = {
  cookie: string;
  /** For Zero's client (`auth`) and `Authorization: Bearer`. */
  token: string;
  email: string;
  password: string;
  context: AuthContext;
};

let counter = 0;

/** A verified account that has set up a family: its cookie, token and Zero context. */
export async function createFamily(base: string, familyName: string): Promise<RestFamily> {
  counter += 1;
  const slug = familyName.toLowerCase().replace(/\W+/g, '-');
  const email = `${slug}-${Date.now()}-${counter}@example.test`;
  await api(base, '/auth/signup', { email, password: PASSWORD });
  await verifyEmail(base, email);
  const login = await api(base, '/auth/login', { email, password: PASSWORD });
  const { token } = (await login.response.json()) as { token: string };
  const { cookie } = login;
  await api(base, '/family/setup', { family_name: familyName, first_name: 'Ben' }, cookie);
  const session = (await (
    await fetch(`${base}/api/auth/session`, { headers: { cookie } })
  ).json()) as { user_id: string; family_id: string; family_user_id: string };
  return {
    cookie,
    token,
    email,
    password: PASSWORD,
    context: {
      userID: session.user_id,
      familyID: session.family_id,
      familyUserID: session.family_user_id,
    },
  };
}
