// The account, as the meal plan needs it: composed here so the two features stay apart.
import type { AppUser } from '@/features/accounts/api/types';
import type { Cook } from '@/features/meal-plan/api/types';
import type { NamedDiet } from '@/lib/diet-badges';

/** Spec §9: a meal the cook adds gets 4 servings when the preference is missing. */
const FALLBACK_SERVINGS = 4;

export const cookFrom = (user: AppUser, diets?: NamedDiet[]): Cook => ({
  id: user.id,
  diets,
  pantryId: user.pantry_id,
  servingSizes: {
    breakfast: user.preferred_breakfast_serving_size || FALLBACK_SERVINGS,
    lunch: user.preferred_lunch_serving_size || FALLBACK_SERVINGS,
    dinner: user.preferred_dinner_serving_size || FALLBACK_SERVINGS,
  },
});
