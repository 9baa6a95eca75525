// GET /api/v1/recipe?search=&cuisine_ids=&limit=&offset=: All Recipes, a page at a time. The server
// searches and pages, so the list stays quick however many recipes there are. Each call asks for one
// recipe more than a page: when it comes back, there is a next page (no empty last fetch).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RecipeCard } from './types';

export const RECIPES_PAGE_SIZE = 48;

export interface RecipeFilter {
  search: string;
  cuisineIds: readonly string[];
}

export interface RecipesPage {
  recipes: RecipeCard[];
  nextOffset?: number;
}

export async function getRecipesPage(filter: RecipeFilter, offset: number, signal?: AbortSignal): Promise<RecipesPage> {
  const query = new URLSearchParams({ limit: String(RECIPES_PAGE_SIZE + 1), offset: String(offset) });
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.cuisineIds.length > 0) query.set('cuisine_ids', [...filter.cuisineIds].sort().join(','));
  const found = await api<RecipeCard[]>('GET', `/recipe?${query}`, { anonymous: true, signal });
  return { recipes: found.slice(0, RECIPES_PAGE_SIZE), nextOffset: found.length > RECIPES_PAGE_SIZE ? offset + RECIPES_PAGE_SIZE : undefined };
}

export const recipesQueryOptions = (filter: RecipeFilter) =>
  infiniteQueryOptions({
    queryKey: [readModels.recipe, 'list', { search: filter.search.trim().toLowerCase(), cuisineIds: [...filter.cuisineIds].sort() }],
    queryFn: ({ pageParam, signal }) => getRecipesPage(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset,
  });

export const useRecipes = (filter: RecipeFilter) => useInfiniteQuery(recipesQueryOptions(filter));
