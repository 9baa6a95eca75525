// /pantry (protected): the guard has loaded the cook's record, which names their pantry. A render
// failure inside the page shows the spec's own message instead of a blank screen.
import { Container } from '@mantine/core';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Loading } from '@/components/ui/loading';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { PantryPage } from '@/features/pantry/components/pantry-screen';
import { pantryMessages } from '@/features/pantry/lib/pantry-messages';

export function Component() {
  const { appUser, isPending, refetch } = useAppUser();
  if (!appUser) return isPending ? <Loading /> : <ServerUnavailable onRetry={() => void refetch()} />;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <ErrorBoundary message={pantryMessages.boundary}>
        <PantryPage owner={{ pantryId: appUser.pantry_id, appUserId: appUser.id }} setupComplete={appUser.setup_complete} hasAccess={appUser.has_access} unitSystem={appUser.unit_system ?? 'metric'} />
      </ErrorBoundary>
    </Container>
  );
}
