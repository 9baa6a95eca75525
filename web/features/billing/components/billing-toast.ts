import { notifications } from '@mantine/notifications';
import { toasts } from '@/config/constants';

/** A failed billing call, said the way the profile's other toasts are (red, 3 s; spec §9). */
export const billingFailed = (message: string) => notifications.show({ color: 'red', title: 'Something went wrong', message, autoClose: toasts.profileMs });
