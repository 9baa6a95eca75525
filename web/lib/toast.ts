// Toasts (Mantine notifications) shown once: the same words already on screen are not stacked again.
// Four quick pantry edits said 'Pantry item updated' four times over the page; now the one on screen
// stands for them all (it closes when it would have, as the words are the same). Different words
// still stack, and once a toast closes the same one shows again.
import { notifications, type NotificationData } from '@mantine/notifications';

export function toast(options: NotificationData) {
  const words = [options.color, options.title, options.message].map((part) => (typeof part === 'string' ? part : '')).join('|');
  return notifications.show({ id: `toast:${words}`, ...options });
}
