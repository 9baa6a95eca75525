// The landing page has no navigation bar (spec §2); a visitor who is signed out gets Log in and
// Sign up here. Nothing shows while the session is still being read, so the links never flicker.
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NavigationFrame } from '@/components/layout/navigation-frame';
import { paths } from '@/config/paths';
import type { AuthState } from '@/lib/auth';
import classes from './landing.module.css';

export function LandingHeader({ status }: { status: AuthState['status'] }) {
  return (
    <NavigationFrame header={classes.header}>
      {status === 'signed-out' && (
        <Group gap="xs" component="nav" aria-label="Account">
          <Button component={Link} to={paths.login} variant="subtle">
            Log in
          </Button>
          <Button component={Link} to={paths.signup} variant="light">
            Sign up
          </Button>
        </Group>
      )}
    </NavigationFrame>
  );
}
