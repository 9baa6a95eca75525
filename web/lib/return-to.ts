// Where a sign-in goes back to: the page the cook was sent away from (the route guard's
// `state.from`, or a link that asked to come back), carried through /login to /auth-loading. Only a
// page of this app is taken: a path on this origin, never another site, and never one of the account
// pages a sign-in passes through (going back there would loop or undo the sign-in).
// Relative imports only: the unit test runs without the client's path alias.
import { paths } from '../config/paths';

/** A page to go back to, as router state: `navigate(paths.login, { state: returnState(from) })`. */
export interface ReturnState {
  from?: string;
}

const ACCOUNT_PAGES: readonly string[] = [
  paths.login,
  paths.signup,
  paths.authLoading,
  paths.emailConfirmation,
  paths.passwordReset,
  paths.passwordUpdate,
  // Setup is where an unfinished cook goes anyway; a finished one would be sent on from it.
  paths.setup,
];

// Any origin that no real address has: a candidate that resolves to another one names another site.
const HERE = 'https://larder.invalid';

/** The path, query and fragment of `candidate` when it is a page of this app to go back to. */
export function safeReturnPath(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return undefined;
  let url: URL;
  try {
    // The URL parser reads '//host', '/\host' and '/<tab>/host' as another origin, as the browser would.
    url = new URL(candidate, HERE);
  } catch {
    return undefined;
  }
  if (url.origin !== HERE) return undefined;
  // The router matches paths without regard to case or a trailing slash: '/Login/' is /login.
  const page = url.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (ACCOUNT_PAGES.includes(page)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page to go back to that router state carries, if it names one of ours. */
export const returnPathOf = (state: unknown): string | undefined =>
  state !== null && typeof state === 'object' ? safeReturnPath((state as ReturnState).from) : undefined;

/** Router state that carries `from` on, or none when there is nothing to go back to. */
export const returnState = (from: string | undefined): ReturnState | undefined => (from ? { from } : undefined);

/** The address of a router location, as a page to come back to. */
export const pageOf = (location: { pathname: string; search: string; hash: string }) => `${location.pathname}${location.search}${location.hash}`;

// Google sign-in leaves the tab for the consent page and returns to /auth-loading with a code; router
// state does not survive that, so the page to go back to waits in the tab's session storage.
const GOOGLE_RETURN_KEY = 'larder.return-after-google';

export function keepForGoogleReturn(from: string | undefined): void {
  try {
    if (from) sessionStorage.setItem(GOOGLE_RETURN_KEY, from);
    else sessionStorage.removeItem(GOOGLE_RETURN_KEY);
  } catch {
    // Storage refused (private mode, quota): the cook lands on the usual page instead.
  }
}

/** The page kept for Google's return (read in render: it stays until `forgetGoogleReturn`). */
export function keptForGoogleReturn(): string | undefined {
  try {
    return safeReturnPath(sessionStorage.getItem(GOOGLE_RETURN_KEY));
  } catch {
    return undefined;
  }
}

export function forgetGoogleReturn(): void {
  try {
    sessionStorage.removeItem(GOOGLE_RETURN_KEY);
  } catch {
    // Nothing kept, or nothing to do.
  }
}
