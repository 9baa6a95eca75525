// The route table of spec §2. Every screen is its own chunk, so the landing page loads only itself.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';
import { ProtectedRoute } from '@/features/auth/protected-route';

const screen = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
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
      // Public catalogue pages (document 2): built by the catalogue work.
      { path: '/cuisine/:cuisineName', ...screen(() => import('./routes/catalogue-pending')) },
      { path: '/diet/:dietName', ...screen(() => import('./routes/catalogue-pending')) },
      { path: '/food-type/:foodTypeName', ...screen(() => import('./routes/catalogue-pending')) },
      { path: '/tag/:tagName', ...screen(() => import('./routes/catalogue-pending')) },
      { path: '/ingredients', ...screen(() => import('./routes/catalogue-pending')) },
      { path: '/ingredients/:ingredientId', ...screen(() => import('./routes/catalogue-pending')) },
      { path: '/recipes/:recipeId/steps', ...screen(() => import('./routes/catalogue-pending')) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/meal-plan', ...screen(() => import('./routes/meal-plan')) },
          { path: '/preferences', ...screen(() => import('./routes/preferences')) },
          { path: '/profile', ...screen(() => import('./routes/profile')) },
          { path: '/pantry', ...screen(() => import('./routes/feature-pending')) },
          { path: '/recipes', ...screen(() => import('./routes/feature-pending')) },
          { path: '/recipes/all', ...screen(() => import('./routes/feature-pending')) },
          { path: '/recipes/saved', ...screen(() => import('./routes/feature-pending')) },
          { path: '/create-recipe', ...screen(() => import('./routes/feature-pending')) },
          { path: '/create-ingredient', ...screen(() => import('./routes/feature-pending')) },
          { path: '/recipes/:recipeId/edit', ...screen(() => import('./routes/feature-pending')) },
          { path: '/ingredients/:ingredientId/edit', ...screen(() => import('./routes/feature-pending')) },
        ],
      },
      { path: '/recipes/:recipeId', ...screen(() => import('./routes/catalogue-pending')) },
      { path: '*', ...screen(() => import('./routes/not-found')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
