// Every screen's frame: the navigation bar except on / and /pricing (spec §2), and the note that says
// when what is on screen may be out of date.
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Loading } from '@/components/ui/loading';
import { ConnectionNotice } from './connection-notice';
import { NavigationFrame } from './navigation-frame';

// Its own chunk: the landing page (no bar) does not load the menu, drawer and avatar.
const NavigationBar = lazy(() => import('./navigation-bar').then((module) => ({ default: module.NavigationBar })));

const withoutNavigation = new Set<string>([paths.landing, paths.pricing]);

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      {!withoutNavigation.has(pathname) && (
        <Suspense fallback={<NavigationFrame />}>
          <NavigationBar />
        </Suspense>
      )}
      <main>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <ConnectionNotice />
      <ScrollRestoration />
    </Box>
  );
}
