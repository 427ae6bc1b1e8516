// A tiny HTTP client for the API that keeps the session cookie like a browser would,
// and sends our own Origin on writes.
import { inject } from 'vitest';
import { verifyEmailOf } from './mail.ts';
import { uniqueEmail } from '../../support/unique.ts';

export type ApiResponse<T = unknown> = { status: number; body: T };

export class ApiClient {
  readonly baseUrl: string;
  cookie: string | null = null;
  token: string | null = null;
  // Each client is its own visitor for the rate limits (the stack trusts X-Forwarded-For).
  ip = `10.${randomByte()}.${randomByte()}.${randomByte()}`;

  constructor(baseUrl = inject('appUrl')) {
    this.baseUrl = baseUrl;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: this.baseUrl,
        'x-forwarded-for': this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? null;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  patch = <T = unknown>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
  delete = <T = unknown>(path: string) => this.request<T>('DELETE', path);
}

function randomByte() {
  return Math.floor(Math.random() * 256);
}

/** A new account with a verified address, signed in, with no family yet. */
export async function newSignedInAccount(email = uniqueEmail('account'), password = 'secret-123') {
  const api = new ApiClient();
  const signup = await api.post('/auth/signup', { email, password });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
  await verifyEmailOf(email);
  const login = await api.post<{ token: string }>('/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  api.token = login.body.token;
  return { api, email };
}

/** A new account, signed in, with a family of its own. */
export async function newFamilyMember(familyName = 'Test', firstName = 'Pat') {
  const { api, email } = await newSignedInAccount(uniqueEmail());
  const setup = await api.post<{ family_id: string }>('/family/setup', {
    family_name: familyName,
    first_name: firstName,
  });
  const session = await api.get<{ user_id: string; family_id: string; family_user_id: string }>(
    '/auth/session',
  );
  if (setup.status !== 201) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  return { api, email, session: session.body };
}

/** The body of every refused request (spec: typed code and the spec's message). */
export type ErrorBody = { error: { code: string; message: string } };

export { uniqueEmail };
