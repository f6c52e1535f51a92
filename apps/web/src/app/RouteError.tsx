import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown in place of a route that failed to load or render; the rest of the app keeps working. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <div role="alert" style={{ padding: '2em' }}>
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
