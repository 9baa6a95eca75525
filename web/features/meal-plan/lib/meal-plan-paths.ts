// The meal plan's own addresses. The meal's plan rides along as ?plan=, so a meal of another week
// opens without searching; a bare /meal-plan/meal/{mealId} link still works (this and next week).
import { paths } from '@/config/paths';

export const mealPlanPaths = {
  plan: (mealPlanId?: string, view?: 'grocery') => {
    const query = new URLSearchParams();
    if (mealPlanId) query.set('plan', mealPlanId);
    if (view) query.set('view', view);
    const text = query.toString();
    return text ? `${paths.mealPlan}?${text}` : paths.mealPlan;
  },
  meal: (mealId: string, mealPlanId?: string) => `${paths.mealPlanMeal(mealId)}${mealPlanId ? `?plan=${mealPlanId}` : ''}`,
  mealSteps: (mealId: string, mealPlanId?: string) => `${paths.mealPlanMealSteps(mealId)}${mealPlanId ? `?plan=${mealPlanId}` : ''}`,
};
