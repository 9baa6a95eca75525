// The route table of spec §2. Every screen is its own chunk, so the landing page loads only itself.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { Loading } from '@/components/ui/loading';
import { ProtectedRoute } from '@/features/auth/protected-route';

const screen = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first screen's chunk loads (without it the router draws nothing, and warns).
    hydrateFallbackElement: <Loading />,
    children: [
      { path: '/', ...screen(() => import('./routes/landing')) },
      { path: '/pricing', ...screen(() => import('./routes/pricing')) },
      { path: '/signup', ...screen(() => import('./routes/signup')) },
      { path: '/login', ...screen(() => import('./routes/login')) },
      { path: '/email-confirmation', ...screen(() => import('./routes/email-confirmation')) },
      { path: '/setup', ...screen(() => import('./routes/setup')) },
      { path: '/auth-loading', ...screen(() => import('./routes/auth-loading')) },
      { path: '/password-reset', ...screen(() => import('./routes/password-reset')) },
      { path: '/password-update', ...screen(() => import('./routes/password-update')) },
      // Public catalogue pages (document 2).
      { path: '/cuisine/:cuisineName', ...screen(() => import('./routes/cuisine-recipes')) },
      { path: '/diet/:dietName', ...screen(() => import('./routes/diet-recipes')) },
      { path: '/food-type/:foodTypeName', ...screen(() => import('./routes/food-type-recipes')) },
      { path: '/tag/:tagName', ...screen(() => import('./routes/tag-recipes')) },
      { path: '/ingredients', ...screen(() => import('./routes/ingredients')) },
      { path: '/ingredients/:ingredientId', ...screen(() => import('./routes/ingredient-details')) },
      { path: '/recipes/:recipeId/steps', ...screen(() => import('./routes/recipe-steps')) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/meal-plan', ...screen(() => import('./routes/meal-plan')) },
          { path: '/meal-plan/meal/:mealId', ...screen(() => import('./routes/meal-plan-meal')) },
          { path: '/meal-plan/meal/:mealId/steps', ...screen(() => import('./routes/meal-plan-meal-steps')) },
          { path: '/preferences', ...screen(() => import('./routes/preferences')) },
          { path: '/profile', ...screen(() => import('./routes/profile')) },
          { path: '/pantry', ...screen(() => import('./routes/pantry')) },
          { path: '/recipes', ...screen(() => import('./routes/recipes-explore')) },
          { path: '/recipes/all', ...screen(() => import('./routes/recipes-all')) },
          { path: '/recipes/saved', ...screen(() => import('./routes/recipes-saved')) },
          { path: '/create-recipe', ...screen(() => import('./routes/create-recipe')) },
          { path: '/import-recipe', ...screen(() => import('./routes/import-recipe')) },
          { path: '/create-ingredient', ...screen(() => import('./routes/create-ingredient')) },
          { path: '/recipes/:recipeId/edit', ...screen(() => import('./routes/recipe-edit')) },
          { path: '/ingredients/:ingredientId/edit', ...screen(() => import('./routes/ingredient-edit')) },
        ],
      },
      { path: '/recipes/:recipeId', ...screen(() => import('./routes/recipe-detail')) },
      { path: '*', ...screen(() => import('./routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
