// The meal plan's toasts (spec §8, §9): failures red for 5 s, the cooking success green for 5 s.
import { notifications } from '@mantine/notifications';
import { toasts } from '@/config/constants';

export const notifyFailure = (message: string) => notifications.show({ color: 'red', message, autoClose: toasts.mealPlanMs });

export const notifySuccess = (message: string) => notifications.show({ color: 'green', message, autoClose: toasts.cookingMs });
