// The app's addresses, one list for the client's router (client/app/router.tsx) and the
// server, which answers any other address with 404 (server/http/static-client.ts) and
// tells crawlers which pages are the family's (robots.txt). docs/operations.md, "Real
// files, real 404s".

/** Pages anyone may open: the landing page, signing in and up, the invitation. */
export const PUBLIC_ROUTES = {
  landing: '/',
  login: '/login',
  signup: '/signup',
  disclosures: '/disclosures',
  requestAccess: '/request-access',
  share: '/share',
  invite: '/invite/:token',
  /** An assistant's sign-in: the consent screen (it sends a signed-out visitor to sign in). */
  connect: '/connect/:request',
} as const;

/** Pages behind a session: the family setup and the family's own pages. */
export const FAMILY_ROUTES = {
  setup: '/setup',
  dashboard: '/dashboard',
  dishes: '/dishes',
  dish: '/dishes/:id',
  cook: '/cook/:id',
  shoppingList: '/shopping-list',
  settings: '/settings',
  planning: '/planning',
  history: '/history',
  chat: '/chat',
} as const;

// Public pages a search engine may list; the share target and invitations are links for
// one person, not pages to find.
const LISTED_PUBLIC = [
  PUBLIC_ROUTES.landing,
  PUBLIC_ROUTES.login,
  PUBLIC_ROUTES.signup,
  PUBLIC_ROUTES.requestAccess,
  PUBLIC_ROUTES.disclosures,
];

const ALL_ROUTES: readonly string[] = [
  ...Object.values(PUBLIC_ROUTES),
  ...Object.values(FAMILY_ROUTES),
];

/** A route pattern as a regular expression: ':name' is one non-empty segment; a trailing
 * slash is allowed, as react-router allows it. */
function patternOf(route: string): RegExp {
  const body = route
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const PATTERNS = ALL_ROUTES.map(patternOf);

/** Whether react-router has a page for this path (and not its "Page not found"). */
export function isAppRoute(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}

/** The text of /robots.txt: the public pages allowed, the family's and the API disallowed. */
export function robotsTxt(): string {
  const prefixOf = (route: string) => route.replace(/\/:[^/]+$/, '/');
  const disallowed = new Set([
    ...Object.values(FAMILY_ROUTES).map(prefixOf),
    prefixOf(PUBLIC_ROUTES.invite),
    prefixOf(PUBLIC_ROUTES.connect),
    PUBLIC_ROUTES.share,
    '/api/',
  ]);
  return [
    'User-agent: *',
    ...LISTED_PUBLIC.map((route) => `Allow: ${route === '/' ? '/$' : route}`),
    ...[...disallowed].map((route) => `Disallow: ${route}`),
    '',
  ].join('\n');
}
