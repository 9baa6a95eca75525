// When a screen shows its load error. react-query keeps a query's data when a later fetch of it fails
// (a refetch after a change, a live notice, a reconnect), and says which failure it was: a screen
// shows its load error for `isLoadingError` (failed with nothing loaded), never for `isError` alone,
// so what is on screen stays there. A refresh that failed over data on screen (`isRefetchError`) is
// said once for every screen, small, by the connection notice (web/components/layout/connection-notice.tsx).
import type { Query } from '@tanstack/react-query';

/** The error of the first of these queries that failed with nothing loaded; null while each has data or none failed. */
export function loadError<E>(...queries: ReadonlyArray<{ isLoadingError: boolean; error: E | null }>): E | null {
  return queries.find((query) => query.isLoadingError)?.error ?? null;
}

/** A query some screen is showing whose last fetch failed: its data is from before. */
export function refreshFailed(query: Pick<Query, 'state' | 'isActive'>): boolean {
  return query.state.status === 'error' && query.state.data !== undefined && query.isActive();
}
