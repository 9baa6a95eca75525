// /profile (spec §2): who the cook is, their sign-in details, their subscription and card, a way to
// reach support, and the way to unsubscribe.
import { Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { RetryCard } from '@/components/ui/retry-card';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { useAuth } from '@/lib/auth';
import { PaymentInformation } from '@/features/billing/components/payment-information';
import { SubscriptionDetails } from '@/features/billing/components/subscription-details';
import { Unsubscribe } from '@/features/billing/components/unsubscribe';
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
  // The provider's checkout sends the cook back here (spec: /profile?checkout=success).
  const [search] = useSearchParams();
  const checkoutReturned = search.get('checkout') === 'success';

  if (profile.isPending) return <Loading />;
  if (profile.isLoadingError) return <RetryCard title="Profile unavailable" message={PROFILE_LOAD_FAILED} />;
  if (!profile.data) return <RetryCard title="Profile" message={NO_PROFILE} />;

  // The backend records the confirmation a moment after the provider does; either date will do.
  const confirmedAt = profile.data.email_confirmed_at ?? user?.email_confirmed_at ?? null;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <ProfileHeader profile={profile.data} confirmedAt={confirmedAt} now={now} />
        <AccountDetails email={profile.data.email} />
        <SubscriptionDetails appUserId={profile.data.id} hasAccess={appUser?.has_access} checkoutReturned={checkoutReturned} />
        <PaymentInformation appUserId={profile.data.id} hasCustomer={Boolean(appUser?.stripe_customer_id)} />
        <ContactSupport />
        <Unsubscribe appUserId={profile.data.id} />
      </Stack>
    </Container>
  );
}
