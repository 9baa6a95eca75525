// 'Choose Your Plan' (spec §2, §4 'Plan change'): the two plans, the current one marked; choosing
// the other warns that the current subscription stays active until the renewal date and the new
// price is charged from then. The update button is disabled for the current plan; on success the
// page reloads.
import { Alert, Badge, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { plans as planCopy } from '@/config/constants';
import { useSwitchSubscription } from '../api/switch-subscription';
import { billingMessages, type BillingPlans } from '../api/types';
import { dollars, type PlanPeriod } from '../lib/subscription-state';
import { BillingDay } from './billing-day';
import { billingFailed } from './billing-toast';
import classes from './choose-plan-modal.module.css';

const PERIODS: PlanPeriod[] = ['monthly', 'annual'];

export interface ChoosePlanModalProps {
  opened: boolean;
  onClose: () => void;
  appUserId: string;
  plans: BillingPlans;
  current: PlanPeriod | null;
  renewsAt: Date | null;
}

const priceLine = (period: PlanPeriod, plans: BillingPlans) =>
  period === 'monthly' ? `${dollars(plans.monthly.amount_in_cents)} per month` : `${dollars(plans.annual.amount_in_cents)} per year (${planCopy.annual.price} per month)`;

export function ChoosePlanModal({ opened, onClose, appUserId, plans, current, renewsAt }: ChoosePlanModalProps) {
  const [chosen, setChosen] = useState<PlanPeriod>(current ?? 'monthly');
  const change = useSwitchSubscription();
  const other = chosen !== current;

  const close = () => {
    if (change.isPending) return;
    setChosen(current ?? 'monthly');
    onClose();
  };
  const update = () =>
    change.mutate(
      { appUserId, newPriceId: plans[chosen].price_id },
      // Spec §4: the page reloads, so every part of it reads the new state.
      { onSuccess: () => window.location.reload(), onError: (error) => billingFailed(billingMessages.modifyFailed, error) },
    );

  const chosenPrice = chosen === 'monthly' ? `${dollars(plans.monthly.amount_in_cents)} per month` : `${dollars(plans.annual.amount_in_cents)} per year`;
  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>Choose Your Plan</Text>} centered radius="lg" size="md">
      <Stack gap="md">
        <Radio.Group value={chosen} onChange={(value) => setChosen(value as PlanPeriod)} aria-label="Plan">
          <Stack gap="sm">
            {PERIODS.map((period) => (
              <Radio.Card key={period} value={period} radius="md" p="md" className={classes.card} aria-label={`${planCopy[period].label} plan`}>
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <Radio.Indicator mt={2} />
                  <Stack gap={4} style={{ flex: 1 }}>
                    <Group gap="xs" justify="space-between" wrap="wrap">
                      <Text fw={700}>{planCopy[period].label}</Text>
                      <Group gap={6}>
                        {period === 'annual' && (
                          // On the chosen card's tint a light badge would lose its background.
                          <Badge variant={chosen === 'annual' ? 'white' : 'light'} color="larder" tt="none">
                            {planCopy.annual.saving}
                          </Badge>
                        )}
                        {period === current && (
                          <Badge variant="outline" color="gray" tt="none">
                            Current plan
                          </Badge>
                        )}
                      </Group>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {priceLine(period, plans)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {other && current && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle />} role="status">
            Your current subscription stays active until {renewsAt ? <BillingDay date={renewsAt} /> : 'your renewal date'}. From then on you will be charged {chosenPrice} for the{' '}
            {planCopy[chosen].label} plan.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button onClick={update} disabled={!other} loading={change.isPending}>
            Update Subscription
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
