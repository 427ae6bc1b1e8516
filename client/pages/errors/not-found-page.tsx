import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-bold text-brand">404</h1>
      <p className="text-xl">Oops! Page not found</p>
      <Link to="/" className="text-brand underline">
        Return to Home
      </Link>
    </div>
  );
}
