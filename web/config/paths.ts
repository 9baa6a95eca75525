// The route table of spec §2, in one place: links and redirects use these, never string literals.
export const paths = {
  landing: '/',
  pricing: '/pricing',
  signup: '/signup',
  login: '/login',
  emailConfirmation: '/email-confirmation',
  setup: '/setup',
  authLoading: '/auth-loading',
  passwordReset: '/password-reset',
  passwordUpdate: '/password-update',
  mealPlan: '/meal-plan',
  mealPlanMeal: (mealId: string) => `/meal-plan/meal/${mealId}`,
  mealPlanMealSteps: (mealId: string) => `/meal-plan/meal/${mealId}/steps`,
  recipes: '/recipes',
  recipesAll: '/recipes/all',
  recipesSaved: '/recipes/saved',
  pantry: '/pantry',
  preferences: '/preferences',
  profile: '/profile',
  createRecipe: '/create-recipe',
  importRecipe: '/import-recipe',
  createIngredient: '/create-ingredient',
  recipeEdit: (recipeId: string) => `/recipes/${recipeId}/edit`,
  ingredientEdit: (ingredientId: string) => `/ingredients/${ingredientId}/edit`,
  cuisine: (cuisineName: string) => `/cuisine/${encodeURIComponent(cuisineName)}`,
  diet: (dietName: string) => `/diet/${encodeURIComponent(dietName)}`,
  foodType: (foodTypeName: string) => `/food-type/${encodeURIComponent(foodTypeName)}`,
  tag: (tagName: string) => `/tag/${encodeURIComponent(tagName)}`,
  ingredients: '/ingredients',
  ingredient: (ingredientId: string) => `/ingredients/${ingredientId}`,
  recipeSteps: (recipeId: string) => `/recipes/${recipeId}/steps`,
  recipe: (recipeId: string) => `/recipes/${recipeId}`,
} as const;

/** Images by convention (spec §2, §9). */
export const images = {
  cuisine: (name: string) => `/images/cuisineImages/${name.toLowerCase().replace(/\s+/g, '-')}.jpg`,
  ingredient: (ingredientId: string) => `/images/ingredientImages/${ingredientId}.jpg`,
  recipe: (recipeId: string) => `/images/recipeImages/${recipeId}.jpg`,
  /** The uploaded copy, when the local file is missing (catalogue spec §7 'Images'). */
  recipeFromStorage: (recipeId: string) => `/api/v1/supabase/recipe-images/recipe/${recipeId}`,
  /** Shown when a recipe or ingredient has no picture of its own. */
  recipePlaceholder: '/images/placeholders/recipe.jpg',
  ingredientPlaceholder: '/images/placeholders/ingredient.jpg',
};
