import { config } from '@/config/env';
import { RetryCard } from './retry-card';

/** No product user could be loaded (spec §8 'Sessions and users'). */
export function ServerUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <RetryCard
      title="Server unavailable"
      message={`Unable to connect to the server. Please try again later or send a message to ${config.supportEmail}`}
      onRetry={onRetry}
    />
  );
}
