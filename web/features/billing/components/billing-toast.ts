import { toasts } from '@/config/constants';
import { toast } from '@/lib/toast';

/** A failed billing call, said the way the profile's other toasts are (red, 3 s; spec §9). */
export const billingFailed = (message: string) => toast({ color: 'red', title: 'Something went wrong', message, autoClose: toasts.profileMs });
