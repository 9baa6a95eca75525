// The recipes of one diet, cuisine, food type or tag (spec §7): GET /recipe-diet/diet/{id}/recipes,
// /recipe-cuisine/cuisine/{id}, /recipe-food-type/food_type/{id}/recipes and /recipe-tag/tag/{id}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { ReferenceKind } from '@/lib/reference-lists';
import type { RecipeCard } from './types';

const linkedPaths: Record<ReferenceKind, (id: string) => string> = {
  diet: (id) => `/recipe-diet/diet/${id}/recipes`,
  cuisine: (id) => `/recipe-cuisine/cuisine/${id}`,
  'food-type': (id) => `/recipe-food-type/food_type/${id}/recipes`,
  tag: (id) => `/recipe-tag/tag/${id}`,
};

export const getLinkedRecipes = (kind: ReferenceKind, id: string) => api<RecipeCard[]>('GET', linkedPaths[kind](id), { anonymous: true });

export const linkedRecipesQueryOptions = (kind: ReferenceKind, id: string | undefined) =>
  queryOptions({ queryKey: [readModels.recipe, 'by', kind, id], queryFn: () => getLinkedRecipes(kind, id!), enabled: Boolean(id) });

export const useLinkedRecipes = (kind: ReferenceKind, id: string | undefined) => useQuery(linkedRecipesQueryOptions(kind, id));
