// /setup (spec §2, §4): public in the route table, so the guard is here. Signed out goes to /login;
// setup already complete goes to /; an unconfirmed address goes to /email-confirmation like every
// signed-in page. Finishing saves and goes to /pricing; a failed save is only logged.
import { Container } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Loading } from '@/components/ui/loading';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { useCompleteSetup } from '@/features/accounts/api/complete-setup';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { useAuth } from '@/lib/auth';
import type { PreferencesUpdate } from '@/features/preferences/api/types';
import { SetupWizard } from '@/features/preferences/components/setup-wizard';

export function Component() {
  const { status } = useAuth();
  const { appUser, isPending, isLoadingError, notCreated, emailConfirmed, refetch } = useAppUser();
  const completeSetup = useCompleteSetup();
  const navigate = useNavigate();
  // Once 'Generate Meals' is pressed the record turns setup-complete; that must not send the cook to /.
  const [finishing, setFinishing] = useState(false);

  if (status === 'loading') return <Loading />;
  if (status === 'signed-out') return <Navigate to={paths.login} replace />;
  if (isLoadingError || notCreated)
    return (
      <Container size="sm" px="md">
        <ServerUnavailable onRetry={() => void refetch()} />
      </Container>
    );
  if (isPending || !appUser) return <Loading />;
  if (!emailConfirmed) return <Navigate to={paths.emailConfirmation} replace />;
  if (appUser.setup_complete && !finishing) return <Navigate to={paths.landing} replace />;

  const finish = async (preferences: PreferencesUpdate) => {
    setFinishing(true);
    try {
      await completeSetup.mutateAsync({ userId: appUser.id, body: preferences });
    } catch (error) {
      console.error('Saving the setup preferences failed', error);
    }
    navigate(paths.pricing);
  };

  return <SetupWizard userId={appUser.id} onFinish={(preferences) => void finish(preferences)} finishing={finishing} />;
}
