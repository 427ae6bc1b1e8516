// A tiny HTTP client for the API that keeps the session cookie like a browser would,
// and sends our own Origin on writes.
import { inject } from 'vitest';

export type ApiResponse<T = unknown> = { status: number; body: T };

export class ApiClient {
  readonly baseUrl: string;
  cookie: string | null = null;
  token: string | null = null;

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

let counter = 0;

/** A new account, signed in, with a family of its own. */
export async function newFamilyMember(familyName = 'Test', firstName = 'Pat') {
  counter += 1;
  const email = `member-${Date.now()}-${counter}@example.test`;
  const api = new ApiClient();
  await api.post('/auth/signup', { email, password: 'secret-123' });
  const login = await api.post<{ token: string }>('/auth/login', { email, password: 'secret-123' });
  api.token = login.body.token;
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
