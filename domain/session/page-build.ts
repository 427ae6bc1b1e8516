// The build of the client a page was served with: the server names it in a meta tag of
// every page (server/http/build-id.ts) and answers GET /api/version with the one it serves
// now; an open page that differs says a new version is ready (client/app/new-version/).
export const BUILD_META_NAME = 'fdp-build';
export const VERSION_PATH = '/api/version';
