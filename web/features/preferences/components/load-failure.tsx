// The two failure states of spec §8 'Preferences': no connection at all, or the server refused.
import { Anchor, Container } from '@mantine/core';
import { config } from '@/config/env';
import { RetryCard } from '@/components/ui/retry-card';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { ApiError } from '@/lib/api-client';

export const LOAD_ERROR = 'Error loading preferences. Please try again later or contact support';

export function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Container size="sm" px="md">
      {error instanceof ApiError && error.kind === 'network' ? (
        <ServerUnavailable onRetry={onRetry} />
      ) : (
        <RetryCard title="Preferences unavailable" message={LOAD_ERROR} onRetry={onRetry}>
          <Anchor href={`mailto:${config.supportEmail}`} size="sm" c="red.9">
            {config.supportEmail}
          </Anchor>
        </RetryCard>
      )}
    </Container>
  );
}
