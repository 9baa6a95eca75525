// Whether the Meals view shows sections (a meal of the day each) or the week day by day (decision
// 0032): the cook's last choice, kept per cook until sign-out.
import { useState } from 'react';
import { userKeptState, userSessionKey } from '@/lib/user-session-state';

export type MealPlanLayout = 'sections' | 'calendar';

export function useMealPlanLayout(cookId: string): [MealPlanLayout, (layout: MealPlanLayout) => void] {
  const key = userSessionKey(`meal-plan-layout:${cookId}`);
  const [layout, setLayout] = useState<MealPlanLayout>(() => (userKeptState.read(key) === 'calendar' ? 'calendar' : 'sections'));
  const choose = (chosen: MealPlanLayout) => {
    setLayout(chosen);
    userKeptState.write(key, chosen);
  };
  return [layout, choose];
}
