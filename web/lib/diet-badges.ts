// Which diet badges a recipe shows (decision 0031): to a cook, the diets they chose that the recipe
// keeps, as the catalogue judged them from its ingredients (Omnivore says nothing: every recipe keeps
// it); to a visitor, its vegan or vegetarian mark.
export interface NamedDiet {
  id: string;
  name: string;
}

export function dietBadges(keptDietIds: readonly string[] | null | undefined, chosen: readonly NamedDiet[]): string[] {
  const kept = new Set(keptDietIds ?? []);
  return chosen.filter((diet) => diet.name !== 'Omnivore' && kept.has(diet.id)).map((diet) => diet.name);
}

export const visitorBadges = (marks: { is_vegan?: boolean; is_vegetarian?: boolean }): string[] => (marks.is_vegan ? ['Vegan'] : marks.is_vegetarian ? ['Vegetarian'] : []);
