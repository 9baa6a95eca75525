// Everything a screen relies on: theme, notifications, react-query, auth and live data.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { RealtimeBridge } from './realtime-bridge';
import { cssVariablesResolver, theme } from './theme';
import classes from './toasts.module.css';

// Toasts render from their own chunk; toast() (web/lib/toast.ts) works before it arrives (the store is tiny).
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense>
        <Notifications position="top-right" className={classes.toasts} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RealtimeBridge />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
