// GET /api/v1/recipe?search=&cuisine_ids=&limit=&offset=: All Recipes, a page at a time. The server
// searches and pages, so the list stays quick however many recipes there are.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RecipeCard } from './types';

export const RECIPES_PAGE_SIZE = 48;

export interface RecipeFilter {
  search: string;
  cuisineIds: readonly string[];
}

export function getRecipesPage(filter: RecipeFilter, offset: number, signal?: AbortSignal): Promise<RecipeCard[]> {
  const query = new URLSearchParams({ limit: String(RECIPES_PAGE_SIZE), offset: String(offset) });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.cuisineIds.length > 0) query.set('cuisine_ids', [...filter.cuisineIds].sort().join(','));
  return api<RecipeCard[]>('GET', `/recipe?${query}`, { anonymous: true, signal });
}

export const recipesQueryOptions = (filter: RecipeFilter) =>
  infiniteQueryOptions({
    queryKey: ['recipe', 'list', { search: filter.search.trim().toLowerCase(), cuisineIds: [...filter.cuisineIds].sort() }],
    queryFn: ({ pageParam, signal }) => getRecipesPage(filter, pageParam, signal),
    initialPageParam: 0,
    // A short page is the last one.
    getNextPageParam: (lastPage, pages) => (lastPage.length < RECIPES_PAGE_SIZE ? undefined : pages.length * RECIPES_PAGE_SIZE),
  });

export const useRecipes = (filter: RecipeFilter) => useInfiniteQuery(recipesQueryOptions(filter));
