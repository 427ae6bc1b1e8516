import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

// What browsers say when a page's code cannot be downloaded (no signal, and no service
// worker yet to answer from its cache): Chromium, Safari and Firefox in turn.
const CHUNK_LOAD_FAILED =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** A page whose code could not be downloaded: a plain retry, not an application error. */
function PageNotLoaded() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">This page could not be loaded</h1>
      <p className="mt-3 text-stone-600">Check your connection, then try again.</p>
      <Button className="mt-6" size="lg" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}

/** A render error anywhere shows this page with its message (docs/spec.md §2). */
export function ErrorPage() {
  const error = useRouteError();
  if (error instanceof Error && CHUNK_LOAD_FAILED.test(error.message)) return <PageNotLoaded />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <pre className="mt-4 rounded-lg bg-stone-100 p-4 whitespace-pre-wrap text-red-700">
        {message}
      </pre>
    </div>
  );
}
