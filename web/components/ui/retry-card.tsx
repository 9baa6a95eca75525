import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A failure the cook can act on: the message and a Retry that reloads (or runs `onRetry`), with
 * another way out beside it when there is one (`action`, e.g. back to the page it came from).
 */
export function RetryCard({ title = 'Something went wrong', message, onRetry, children, action }: { title?: string; message: ReactNode; onRetry?: () => void; children?: ReactNode; action?: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={title} role="alert" maw={560} mx="auto" my="xl">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        {children}
        <Group gap="sm">
          <Button variant="white" color="red" w="fit-content" onClick={onRetry ?? (() => window.location.reload())}>
            Retry
          </Button>
          {action}
        </Group>
      </Stack>
    </Alert>
  );
}
