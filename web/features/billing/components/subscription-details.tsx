// Subscription Details on /profile (spec §2, §4 'Subscription display'): the plan and renewal date
// with Modify Subscription; a pending switch with Revert Subscription; an ending subscription with
// Resume Subscription; or no subscription and the way to /pricing. A cook with access and no
// subscription came in with a beta code: they are told so, not that they lack a plan. Back from
// checkout, a calm note stands in until the provider's webhook has granted the subscription.
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowBackUp, IconCalendarEvent, IconCircleCheck, IconClockPause, IconPlayerPlay, IconRefresh, IconSwitchHorizontal, IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useBillingPlans } from '../api/get-billing-plans';
import { useRevertSubscription } from '../api/revert-subscription';
import { useUncancelSubscription } from '../api/uncancel-subscription';
import { billingMessages } from '../api/types';
import { useRecheckOnAccessChange, useSubscriptionState } from '../hooks/use-subscription-state';
import { periodOf, priceIdOf } from '../lib/subscription-state';
import { BillingDay } from './billing-day';
import { billingFailed } from './billing-toast';
import { ChoosePlanModal } from './choose-plan-modal';
import { unnotifiedKeys } from '@contract/read-models';

export const SETTING_UP = 'Payment received: your subscription is being set up.';

export interface SubscriptionDetailsProps {
  appUserId: string;
  /** The cook's access as the user record says; a change means the provider told us something. */
  hasAccess: boolean | undefined;
  /** The cook has just come back from checkout (/profile?checkout=success). */
  checkoutReturned: boolean;
}

function Status({ icon, color, children, action }: { icon: ReactNode; color: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 300px' }}>
        <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          {children}
        </Stack>
      </Group>
      {action}
    </Group>
  );
}

export function SubscriptionDetails({ appUserId, hasAccess, checkoutReturned }: SubscriptionDetailsProps) {
  const queryClient = useQueryClient();
  const subscription = useSubscriptionState(appUserId, { checkoutReturned });
  const plans = useBillingPlans();
  const [modifying, modify] = useDisclosure(false);
  const revert = useRevertSubscription();
  const uncancel = useUncancelSubscription();
  useRecheckOnAccessChange(hasAccess, () => void queryClient.invalidateQueries({ queryKey: [unnotifiedKeys.billing, 'subscriptions'] }));

  const { state } = subscription;
  // The card is saved with the subscription: once one appears after none, ask for the cards again.
  const kind = state?.kind;
  const previousKind = useRef(kind);
  useEffect(() => {
    if (previousKind.current === 'none' && kind && kind !== 'none') void queryClient.invalidateQueries({ queryKey: [unnotifiedKeys.billing, 'payment-methods'] });
    if (kind) previousKind.current = kind;
  }, [kind, queryClient]);
  let body: ReactNode;
  if (subscription.isPending) body = <Skeleton height={44} radius="md" />;
  else if (subscription.isError || !state)
    body = (
      <Status icon={<IconRefresh size={20} />} color="red" action={<Button variant="default" onClick={subscription.refetch}>Try again</Button>}>
        <Text fw={600}>We could not load your subscription.</Text>
        <Text size="sm" c="dimmed">
          Your plan has not changed. Please try again in a moment.
        </Text>
      </Status>
    );
  else if (state.kind === 'none' && subscription.settingUp)
    body = (
      <Alert color="larder" variant="light" icon={<Loader size={18} color="larder" />} role="status" title={SETTING_UP}>
        This takes a few seconds. Your plan and card will show here as soon as they are ready.
      </Alert>
    );
  else if (state.kind === 'none' && hasAccess)
    body = (
      <Status
        icon={<IconTicket size={20} />}
        color="larder"
        action={
          <Button component={Link} to={paths.pricing} variant="default">
            See plans
          </Button>
        }
      >
        <Text fw={600}>You have full access with a beta code.</Text>
        <Text size="sm" c="dimmed">
          There is nothing to pay while Larder is in beta. You can choose a plan at any time.
        </Text>
      </Status>
    );
  else if (state.kind === 'none')
    body = (
      <Status
        icon={<IconCalendarEvent size={20} />}
        color="gray"
        action={
          <Button component={Link} to={paths.pricing}>
            See plans
          </Button>
        }
      >
        <Text fw={600}>You do not have a subscription.</Text>
        <Text size="sm" c="dimmed">
          {subscription.settingUpSlow
            ? 'Your payment was received, but setting up the subscription is taking longer than usual. Refresh this page in a minute, or contact support.'
            : 'Choose a plan to get personalised weekly meal plans, grocery lists and pantry tracking.'}
        </Text>
      </Status>
    );
  else if (state.kind === 'active')
    body = (
      <Status icon={<IconCircleCheck size={22} />} color="larder" action={<Button variant="light" onClick={modify.open} leftSection={<IconSwitchHorizontal size={16} aria-hidden />}>Modify Subscription</Button>}>
        <Text fw={600}>You are currently on the {state.plan} plan.</Text>
        {state.renewsAt && (
          <Text size="sm" c="dimmed">
            Your subscription renews on <BillingDay date={state.renewsAt} />.
          </Text>
        )}
      </Status>
    );
  else if (state.kind === 'switching')
    body = (
      <Status
        icon={<IconSwitchHorizontal size={20} />}
        color="blue"
        action={
          <Button
            variant="light"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={revert.isPending}
            onClick={() =>
              revert.mutate({ appUserId, scheduleId: state.scheduleId, subscriptionId: state.subscription.id }, { onError: (error) => billingFailed(billingMessages.revertFailed, error) })
            }
          >
            Revert Subscription
          </Button>
        }
      >
        <Text fw={600}>
          Your subscription will move to the {state.to} plan on <BillingDay date={state.startsAt} />.
        </Text>
        <Text size="sm" c="dimmed">
          You stay on the {state.plan} plan until then.
        </Text>
      </Status>
    );
  else
    body = (
      <Status
        icon={<IconClockPause size={20} />}
        color="orange"
        action={
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={uncancel.isPending}
            onClick={() => uncancel.mutate({ appUserId, subscriptionId: state.subscription.id }, { onError: (error) => billingFailed(billingMessages.uncancelFailed, error) })}
          >
            Resume Subscription
          </Button>
        }
      >
        <Text fw={600}>
          Your {state.plan === 'Unknown' ? '' : `${state.plan} `}subscription ends at the end of the billing period{state.endsAt && <>, on <BillingDay date={state.endsAt} /></>}.
        </Text>
        <Text size="sm" c="dimmed">
          You keep full access until then. Resume to keep your plan.
        </Text>
      </Status>
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="subscription-title">
      <Stack gap="md">
        <Title id="subscription-title" order={2} fz="lg">
          Subscription Details
        </Title>
        <div aria-live="polite">{body}</div>
      </Stack>
      {state?.kind === 'active' && plans.data && (
        <ChoosePlanModal
          opened={modifying}
          onClose={modify.close}
          appUserId={appUserId}
          plans={plans.data}
          current={periodOf(priceIdOf(state.subscription), plans.data)}
          renewsAt={state.renewsAt}
        />
      )}
    </Paper>
  );
}
