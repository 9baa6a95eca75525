import { toasts } from '@/config/constants';
import { failureToast } from '@/lib/toast';

/** A failed billing call, said the way the profile's other toasts are (red, 3 s; spec §9); one that never reached the server says so. */
export const billingFailed = (message: string, error?: unknown) => failureToast(error, { color: 'red', title: 'Something went wrong', message, autoClose: toasts.profileMs });
