// Sign-up, sign-in, sign-out and the current session.
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, ErrorCode } from '../../domain/errors.ts';
import { MIN_PASSWORD_LENGTH } from '../../domain/rules/password.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/cookie.ts';
import { requireCaller } from '../auth/middleware.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';

const credentials = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(1024),
});

function checkCredentials(input: z.infer<typeof credentials>) {
  if (!input.email || !input.password) throw new AppError(ErrorCode.EMAIL_AND_PASSWORD_REQUIRED);
  if (!z.email().safeParse(input.email).success) {
    throw new AppError(ErrorCode.INVALID_INPUT, 'Enter a valid email address.');
  }
  return { email: input.email.toLowerCase(), password: input.password };
}

export function authRoutes(deps: AppDeps) {
  const secure = publicUrl(deps.env).startsWith('https:');

  return new Hono<AppEnv>()
    .post('/signup', async (c) => {
      const { email, password } = checkCredentials(await jsonBody(c, credentials));
      if (password.length < MIN_PASSWORD_LENGTH) throw new AppError(ErrorCode.PASSWORD_TOO_SHORT);
      const passwordHash = await hashPassword(password);
      const inserted = await deps.sql`
        INSERT INTO private.account (id, email, password_hash)
        VALUES (${crypto.randomUUID()}, ${email}, ${passwordHash})
        ON CONFLICT DO NOTHING RETURNING id`;
      if (inserted.length === 0) throw new AppError(ErrorCode.ALREADY_REGISTERED);
      return c.json({ email }, 201);
    })
    .post('/login', async (c) => {
      const { email, password } = checkCredentials(await jsonBody(c, credentials));
      const [account] = await deps.sql<{ id: string; password_hash: string | null }[]>`
        SELECT id, password_hash FROM private.account WHERE lower(email) = ${email}`;
      const valid = await verifyPassword(
        account?.password_hash ?? (await dummyPasswordHash()),
        password,
      );
      if (!account || !account.password_hash || !valid)
        throw new AppError(ErrorCode.INVALID_CREDENTIALS);
      const token = await deps.sessions.create(account.id);
      setSessionCookie(c, token, deps.sessions.ttlMs, secure);
      return c.json({ token });
    })
    .post('/logout', async (c) => {
      const caller = c.get('caller');
      if (caller) await deps.sessions.invalidate(caller.sessionID);
      clearSessionCookie(c, secure);
      return c.body(null, 204);
    })
    .get('/session', async (c) => {
      const caller = requireCaller(c);
      const [row] = await deps.sql<
        { family_name: string | null; first_name: string | null }[]
      >`SELECT f.name AS family_name, m.first_name
          FROM family_member m JOIN family f ON f.id = m.family_id
         WHERE m.family_user_id = ${caller.familyUserID}`;
      return c.json({
        user_id: caller.userID,
        email: caller.email,
        family_id: caller.familyID,
        family_user_id: caller.familyUserID,
        family_name: row?.family_name ?? null,
        first_name: row?.first_name ?? null,
      });
    });
}
