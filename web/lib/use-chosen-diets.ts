// The diets the signed-in cook chose, with their names: what recipe and meal cards badge (decision
// 0031). Undefined for a visitor and until both lists are known.
import { useQuery } from '@tanstack/react-query';
import type { NamedDiet } from '@/lib/diet-badges';
import { referenceListQueryOptions } from '@/lib/reference-lists';

export function useChosenDiets(chosenIds: readonly string[] | undefined): NamedDiet[] | undefined {
  const diets = useQuery({ ...referenceListQueryOptions('diet'), enabled: chosenIds !== undefined });
  if (!chosenIds || !diets.data) return undefined;
  return diets.data.filter((diet) => chosenIds.includes(diet.id)).map(({ id, name }) => ({ id, name }));
}
