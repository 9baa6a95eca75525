// 'Add to Meal Plan' and 'I Cooked This' arrive with the meal planner. Until then the buttons are
// where the spec puts them, and say so plainly when pressed, rather than doing nothing.
import { notifications } from '@mantine/notifications';
import { toasts } from '@/config/constants';

export const mealPlanPendingMessage = 'Adding recipes to your meal plan is coming soon.';
export const cookedPendingMessage = 'Marking recipes as cooked is coming soon.';

export const notifyPending = (message: string) => notifications.show({ id: message, color: 'blue', title: 'Coming soon', message, autoClose: toasts.catalogueMs });
