// The meal plan's toasts (spec §8, §9): failures red for 5 s, the cooking success green for 5 s.
import { toasts } from '@/config/constants';
import { toast } from '@/lib/toast';

export const notifyFailure = (message: string) => toast({ color: 'red', message, autoClose: toasts.mealPlanMs });

export const notifySuccess = (message: string) => toast({ color: 'green', message, autoClose: toasts.cookingMs });
