// Toasts (Mantine notifications) shown once: the same words already on screen are not stacked again.
// Four quick pantry edits said 'Pantry item updated' four times over the page; now the one on screen
// stands for them all (it closes when it would have, as the words are the same). Different words
// still stack, and once a toast closes the same one shows again.
import { notifications, type NotificationData } from '@mantine/notifications';
import { isUnreachable, NOT_SAVED } from './api-client';

export function toast(options: NotificationData) {
  const words = [options.color, options.title, options.message].map((part) => (typeof part === 'string' ? part : '')).join('|');
  return notifications.show({ id: `toast:${words}`, ...options });
}

/**
 * A failed change's toast: the screen's own words for a change the server refused or failed, and
 * NOT_SAVED for one that never reached it ('refresh the page' would only show the browser's own error
 * page then). Every change the server could not be reached for says the same, once.
 */
export function failureToast(error: unknown, options: NotificationData) {
  return toast(isUnreachable(error) ? { ...options, color: 'red', ...NOT_SAVED } : options);
}
