// The route guard of spec §2: 'Loading' while the user loads; no user goes to /login (carrying the
// page asked for, path, query and fragment, so the sign-in can come back to it); an unconfirmed email
// goes to /email-confirmation; otherwise the page. A cook already loaded stays loaded when a later
// refresh of their record fails: the page stays, and the connection notice says so.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Loading } from '@/components/ui/loading';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { useAuth } from '@/lib/auth';
import { pageOf, returnState } from '@/lib/return-to';

export function ProtectedRoute() {
  const { status, signedOutByChoice, sessionEnded } = useAuth();
  const location = useLocation();
  const { appUser, isPending, isLoadingError, notCreated, emailConfirmed, refetch } = useAppUser();
  if (status === 'loading') return <Loading />;
  // Sign Out goes to / (spec §2); anything else that ends the session goes to /login.
  if (status === 'signed-out') {
    if (signedOutByChoice) return <Navigate to={paths.landing} replace />;
    return <Navigate to={paths.login} replace state={{ ...returnState(pageOf(location)), ...(sessionEnded && { sessionEnded: true }) }} />;
  }
  if (isLoadingError || notCreated) return <ServerUnavailable onRetry={() => void refetch()} />;
  if (isPending || !appUser) return <Loading />;
  if (!emailConfirmed) return <Navigate to={paths.emailConfirmation} replace />;
  return <Outlet />;
}
