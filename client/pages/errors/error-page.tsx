import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A render error anywhere shows this page with its message (spec §2). */
export function ErrorPage() {
  const error = useRouteError();
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
