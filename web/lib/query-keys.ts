// Query keys of the read models more than one feature reads. Each starts with the read model's name,
// so its websocket notice refetches them (web/lib/realtime.ts).
import { readModels } from '@contract/read-models';

export const mealPlanKeys = {
  all: [readModels.mealPlan] as const,
  byDate: (userId: string, date: string) => [readModels.mealPlan, 'date', userId, date] as const,
  byId: (userId: string, mealPlanId: string) => [readModels.mealPlan, 'id', userId, mealPlanId] as const,
  adjacent: (userId: string, mealPlanId: string, direction: 'next' | 'previous') => [readModels.mealPlan, direction, userId, mealPlanId] as const,
};

export const groceryKeys = {
  all: [readModels.groceryList] as const,
  list: (userId: string, groceryListId: string) => [readModels.groceryList, userId, groceryListId] as const,
  differences: (userId: string, groceryListId: string) => [readModels.groceryList, userId, groceryListId, 'differences'] as const,
};

