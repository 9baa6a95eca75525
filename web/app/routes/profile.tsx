// /profile (spec §2): who the cook is, their sign-in details and a way to reach support.
import { Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { Loading } from '@/components/ui/loading';
import { RetryCard } from '@/components/ui/retry-card';
import { useAppUser } from '@/features/accounts/hooks/use-app-user';
import { useAuth } from '@/features/auth/auth-provider';
import { AccountDetails } from '@/features/profile/components/account-details';
import { ContactSupport } from '@/features/profile/components/contact-support';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { useProfile } from '@/features/profile/api/get-profile';

const PROFILE_LOAD_FAILED = 'Failed to load profile. Please refresh the page or contact support.';
const NO_PROFILE = 'No profile found';

export function Component() {
  const { user } = useAuth();
  const { appUser } = useAppUser();
  const profile = useProfile(appUser?.id);
  const [now] = useState(() => new Date());

  if (profile.isPending) return <Loading />;
  if (profile.isError) return <RetryCard title="Profile unavailable" message={PROFILE_LOAD_FAILED} />;
  if (!profile.data) return <RetryCard title="Profile" message={NO_PROFILE} />;

  // The backend records the confirmation a moment after the provider does; either date will do.
  const confirmedAt = profile.data.email_confirmed_at ?? user?.email_confirmed_at ?? null;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <ProfileHeader profile={profile.data} confirmedAt={confirmedAt} now={now} />
        <AccountDetails email={profile.data.email} />
        {/* ── Subscription Details and Payment Information (spec §2 /profile) go here with billing:
             the plan and renewal date, Modify Subscription ('Choose Your Plan'), card brand / last 4 /
             'Expires month/year', Manage or Add Payment Method, and the Unsubscribe area. ── */}
        <ContactSupport />
      </Stack>
    </Container>
  );
}
