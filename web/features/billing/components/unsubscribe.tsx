// The Unsubscribe area of /profile (spec §2, §4 'Cancel'): a confirmation modal titled 'Cancel
// Subscription' that says the subscription stays active to the end of the billing period, with
// 'Keep Subscription' and 'Cancel Subscription'. The subscription is re-checked afterwards. Shown
// only while there is a subscription that is not already ending.
import { Button, Flex, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCancelSubscription } from '../api/cancel-subscription';
import { billingMessages } from '../api/types';
import { useSubscriptionState } from '../hooks/use-subscription-state';
import { BillingDay } from './billing-day';
import { billingFailed } from './billing-toast';

export function Unsubscribe({ appUserId }: { appUserId: string }) {
  const { state } = useSubscriptionState(appUserId);
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelSubscription();

  if (state?.kind !== 'active' && state?.kind !== 'switching') return null;
  const periodEnd = state.kind === 'active' ? state.renewsAt : state.startsAt;

  const confirm = () =>
    cancel.mutate(appUserId, {
      onSuccess: close,
      onError: (error) => billingFailed(billingMessages.cancelFailed, error),
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="unsubscribe-title" style={{ borderColor: 'var(--mantine-color-red-2)' }}>
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw={440}>
          <Title id="unsubscribe-title" order={2} fz="lg">
            Unsubscribe
          </Title>
          <Text size="sm" c="dimmed">
            Stop your subscription. You keep full access until the end of the billing period you have paid for.
          </Text>
        </Stack>
        <Button variant="outline" color="red" onClick={open}>
          Unsubscribe
        </Button>
      </Group>

      <Modal opened={opened} onClose={() => !cancel.isPending && close()} title={<Text fw={700}>Cancel Subscription</Text>} centered radius="lg" size="md">
        <Stack gap="md">
          <Text size="sm">
            Your subscription stays active until the end of the current billing period{periodEnd && <>, <BillingDay date={periodEnd} /></>}. After that, your weekly meal plans, grocery
            lists and pantry tracking stop until you subscribe again.
          </Text>
          {state.kind === 'switching' && (
            <Text size="sm" c="dimmed">
              Your scheduled move to the {state.to} plan is dropped as well.
            </Text>
          )}
          {/* On a phone the two buttons stack full width, the safe one first. */}
          <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending} data-autofocus>
              Keep Subscription
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              Cancel Subscription
            </Button>
          </Flex>
        </Stack>
      </Modal>
    </Paper>
  );
}
