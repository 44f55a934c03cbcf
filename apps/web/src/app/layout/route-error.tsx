// The messages module only: the error page must not pull the contract schemas (zod) into the entry.
import { Msg } from '@vastra/contracts/messages';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** The router's default for an unhandled error. */
export function RouteError() {
  const error = useRouteError();
  if (error && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="font-display text-2xl font-semibold">{Msg.unexpectedError}</h1>
      <p className="text-ink-muted">Something went wrong while showing this page.</p>
      <Link to="/" className="rounded-md bg-ink px-4 py-2 text-surface" reloadDocument>
        Go Home
      </Link>
    </main>
  );
}
