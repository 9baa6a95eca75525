// /login and /signup are for visitors: someone already signed in goes on to /auth-loading, which
// routes them to their meal plan or setup, or back to the page they were sent away from. A password
// sign-in turns the tab signed-in before the form's own navigation, so this carries `from` on too.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { returnPathOf, returnState } from '@/lib/return-to';

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'signed-in') return <Navigate to={paths.authLoading} replace state={returnState(returnPathOf(location.state))} />;
  return children;
}
