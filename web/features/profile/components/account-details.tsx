// Email (not editable here) and the password, which is changed through a reset email (spec §2, §8).
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useSendPasswordReset } from '../api/send-password-reset';

export const RESET_SENT = 'Password reset email sent! Please check your inbox.';
export const RESET_FAILED = 'Failed to send password reset email.';

// Only ever a mask: the real password is never known to the client.
const MASK = 'password-mask';

// Not editable, but still the cook's own details: keep them readable rather than greyed out.
const readable = { input: { color: 'var(--mantine-color-gray-8)', opacity: 1, cursor: 'default' } };

export function AccountDetails({ email }: { email: string }) {
  const reset = useSendPasswordReset();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="account-title">
      <Stack gap="md">
        <Title id="account-title" order={2} fz="lg">
          Account details
        </Title>
        <TextInput label="Email" value={email} disabled readOnly styles={readable} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label="Password" type="password" value={MASK} disabled readOnly styles={readable} style={{ flex: '1 1 220px' }} />
          <Button variant="light" loading={reset.isPending} onClick={() => reset.mutate(email)} style={{ flex: '0 0 auto' }}>
            Update password
          </Button>
        </Group>
        <div aria-live="polite">
          {reset.isSuccess && (
            <Alert color="larder" variant="light" icon={<IconMailCheck />} role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => reset.reset()}>
              {RESET_SENT}
            </Alert>
          )}
          {reset.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => reset.reset()}>
              {RESET_FAILED}
            </Alert>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
