// The plan card's button on /pricing (spec §2): signed in, it starts the provider's checkout for the
// chosen plan and sends the browser there; signed out, it leads to sign-up first (or log in), as the
// beta-code entry does. A cook who already pays is pointed at the profile rather than sold a second
// subscription. Its Log in comes back to /pricing to choose the plan.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { plans as planCopy } from '@/config/constants';
import { paths } from '@/config/paths';
import { returnState } from '@/lib/return-to';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useActiveSubscriptions } from '../api/get-active-subscriptions';
import { useBillingPlans } from '../api/get-billing-plans';
import { billingMessages } from '../api/types';
import type { PlanPeriod } from '../lib/subscription-state';

export interface PlanCheckoutProps {
  period: PlanPeriod;
  authStatus: 'loading' | 'signed-in' | 'signed-out';
  /** The signed-in cook's product user id, once known. */
  appUserId: string | undefined;
}

export function PlanCheckout({ period, authStatus, appUserId }: PlanCheckoutProps) {
  const captionId = useId();
  const plans = useBillingPlans();
  const subscriptions = useActiveSubscriptions(authStatus === 'signed-in' ? appUserId : undefined);
  const checkout = useCreateCheckoutSession();
  const label = `Select ${planCopy[period].label} plan`;

  if (authStatus === 'signed-out')
    return (
      <Stack gap={6}>
        <Button component={Link} to={paths.signup} size="md" fullWidth aria-describedby={captionId}>
          {label}
        </Button>
        {/* The link is underlined: in a sentence its green alone (1.2:1 against the dimmed gray) does not set it apart. */}
        <Text id={captionId} size="xs" c="dimmed" ta="center">
          You will create your account first. Already have one?{' '}
          <Anchor component={Link} to={paths.login} state={returnState(paths.pricing)} size="xs" underline="always">
            Log in
          </Anchor>
        </Text>
      </Stack>
    );

  if (subscriptions.data && subscriptions.data.length > 0)
    return (
      <Stack gap={6}>
        <Button component={Link} to={paths.profile} size="md" fullWidth variant="light" rightSection={<IconArrowRight size={16} aria-hidden />} aria-describedby={captionId}>
          Manage your subscription
        </Button>
        <Text id={captionId} size="xs" c="dimmed" ta="center">
          You are already subscribed. Change or cancel your plan from your profile.
        </Text>
      </Stack>
    );

  const ready = authStatus === 'signed-in' && Boolean(appUserId) && plans.isSuccess && !subscriptions.isPending;
  const start = async () => {
    if (!appUserId || !plans.data) return;
    const { url } = await checkout.mutateAsync({ appUserId, priceId: plans.data[period].price_id });
    window.location.assign(url);
  };
  return (
    <Stack gap={6}>
      <Button
        size="md"
        fullWidth
        disabled={!ready}
        // Still loading while the browser leaves for the checkout page.
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() => void start().catch(() => undefined)}
        aria-describedby={captionId}
      >
        {label}
      </Button>
      {checkout.isError || plans.isLoadingError ? (
        <Text id={captionId} size="sm" c="var(--mantine-color-error)" ta="center" role="alert">
          {billingMessages.checkoutFailed}
        </Text>
      ) : (
        <Text id={captionId} size="xs" c="dimmed" ta="center">
          Secure card payment. Cancel any time from your profile.
        </Text>
      )}
    </Stack>
  );
}
