// Payment Information on /profile (spec §2): each card's brand, last 4 digits and 'Expires
// month/year', and the provider's portal ('Manage Payment Method', or 'Add Payment Method' when
// there is none) in a new tab. A cook who never checked out has no customer at the provider, so no
// portal: their 'Add Payment Method' leads to the plans, where the checkout takes a card (it had
// flashed a blank tab and said 'No customer ID found').
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { useCreatePortalSession } from '../api/create-portal-session';
import { usePaymentMethods } from '../api/get-payment-methods';
import { billingMessages, type PaymentMethod } from '../api/types';
import { billingFailed } from './billing-toast';

const brandName = (brand: string) => (brand.toLowerCase() === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1));
export const expiryOf = (method: Pick<PaymentMethod, 'expiryMonth' | 'expiryYear'>) => `Expires ${String(method.expiryMonth).padStart(2, '0')}/${method.expiryYear}`;

function Card({ method }: { method: PaymentMethod }) {
  return (
    <Group gap="md" wrap="nowrap" data-testid="payment-method">
      <ThemeIcon size={40} radius="md" variant="light" color="gray" aria-hidden>
        <IconCreditCard size={22} />
      </ThemeIcon>
      <Stack gap={0}>
        <Text fw={600}>
          {brandName(method.brand)} ending in {method.last4}
        </Text>
        <Text size="sm" c="dimmed">
          {expiryOf(method)}
        </Text>
      </Stack>
    </Group>
  );
}

export function PaymentInformation({ appUserId, hasCustomer }: { appUserId: string; hasCustomer: boolean }) {
  const methods = usePaymentMethods(appUserId);
  const portal = useCreatePortalSession();

  // Spec §8: the failure is said once per failed fetch, as a toast; the card offers a retry. Cards
  // already on screen stay when a refresh fails (the connection notice says so).
  useEffect(() => {
    if (methods.isLoadingError) billingFailed(billingMessages.paymentMethodsFailed);
  }, [methods.isLoadingError, methods.errorUpdatedAt]);

  const openPortal = () => {
    // Opened now, while the click still counts as the cook's own: a tab opened after the answer
    // arrives would be stopped by the popup blocker.
    const tab = window.open('', '_blank');
    portal.mutate(appUserId, {
      onSuccess: ({ url }) => {
        if (!tab) return void window.open(url, '_blank', 'noopener');
        tab.opener = null;
        tab.location.href = url;
      },
      onError: (error) => {
        tab?.close();
        billingFailed(error instanceof ApiError && error.message === billingMessages.noCustomer ? billingMessages.noCustomer : billingMessages.portalFailed, error);
      },
    });
  };

  const none = methods.data?.length === 0;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="payment-title">
      <Stack gap="md">
        <Title id="payment-title" order={2} fz="lg">
          Payment Information
        </Title>
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Stack gap="sm" style={{ flex: '1 1 260px' }}>
            {methods.isPending && <Skeleton height={40} radius="md" />}
            {methods.isLoadingError && (
              <Group gap="sm">
                <Text size="sm" c="dimmed">
                  Your payment details could not be loaded.
                </Text>
                <Button size="compact-sm" variant="subtle" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void methods.refetch()}>
                  Try again
                </Button>
              </Group>
            )}
            {none && (
              <Text size="sm" c="dimmed">
                No payment method on file.{hasCustomer ? '' : ' A card is added when you choose a plan.'}
              </Text>
            )}
            {methods.data?.map((method) => <Card key={method.id} method={method} />)}
          </Stack>
          {hasCustomer ? (
            <Button variant="default" rightSection={<IconExternalLink size={16} aria-hidden />} loading={portal.isPending} disabled={methods.isPending} onClick={openPortal}>
              {none ? 'Add Payment Method' : 'Manage Payment Method'}
            </Button>
          ) : (
            <Button variant="default" component={Link} to="/pricing">
              Add Payment Method
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
