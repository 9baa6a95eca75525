// What the add-to-meal-plan and 'I Cooked This' dialogs say (catalogue spec §5, §8; spec §8 'Meal plan').
export const mealPlanMessages = {
  chooseWhen: 'Please select when you want to cook this meal',
  /** The card's modal and the recipe page word the same rule differently (spec §5). */
  chooseMealOfDay: { card: 'Please select a meal of the day', detail: 'Please select which meal of the day it will be cooked' },
  addFailed: 'Failed to add to Meal Plan. Please try again later.',
  added: (recipeName: string) => `${recipeName} added to your meal plan`,
  cookFailed: 'Failed to mark recipe as cooked. Please refresh the page and try again.',
} as const;
