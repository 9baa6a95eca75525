// The meal plan's toasts (spec §8, §9): failures red for 5 s, the cooking success green for 5 s. A
// change that never reached the server says so (NOT_SAVED) instead of the spec's 'refresh the page'.
import { toasts } from '@/config/constants';
import { failureToast, toast } from '@/lib/toast';

export const notifyFailure = (error: unknown, message: string) => failureToast(error, { color: 'red', message, autoClose: toasts.mealPlanMs });

export const notifySuccess = (message: string) => toast({ color: 'green', message, autoClose: toasts.cookingMs });
