// Spec §7: the preferences screen retries a load once, after 500 ms, when the answer was 401, 403 or
// 503 (a token being refreshed, a server restarting). Anything else is shown at once.
import { timers } from '@/config/constants';
import { ApiError } from '@/lib/api-client';

const RETRIED = new Set([401, 403, 503]);

export const loadRetry = {
  retry: (failures: number, error: Error) => failures < 1 && error instanceof ApiError && RETRIED.has(error.status),
  retryDelay: timers.preferenceLoadRetryMs,
};
