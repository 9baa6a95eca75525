// /login and /signup are for visitors: someone already signed in goes on to /auth-loading, which
// routes them to their meal plan or setup.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from './auth-provider';

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'signed-in') return <Navigate to={paths.authLoading} replace />;
  return children;
}
