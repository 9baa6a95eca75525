// A recipe's times and its nutrition per serving, as the recipe page and a planned meal's page show them,
// saying when the figures were worked out from the ingredients rather than typed by the author.
import { Group, Text } from '@mantine/core';
import { IconClock, IconFlame } from '@tabler/icons-react';
import { NutritionFacts, type NutritionValues } from '@/components/ui/nutrition-facts';

type FactsOfRecipe = NutritionValues & { prep_time: number | null; cook_time: number | null; computed_nutrition?: string[] | null };

/** What the 'Per serving' note says of where the four figures come from. */
function nutritionSource(computed: string[] | null | undefined): string {
  if (!computed) return '';
  const count = ['calories', 'protein', 'carbohydrate', 'fat'].filter((field) => computed.includes(field)).length;
  return count === 4 ? 'computed from the ingredients' : count > 0 ? 'partly computed from the ingredients' : 'as the author gave them';
}

export function RecipeFacts({ recipe }: { recipe: FactsOfRecipe }) {
  const source = nutritionSource(recipe.computed_nutrition);
  return (
    <>
      <Group gap="lg" c="gray.8">
        <Group gap={6}>
          <IconClock size={18} aria-hidden />
          <Text>
            Prep <strong>{recipe.prep_time ?? 0} min</strong>
          </Text>
        </Group>
        <Group gap={6}>
          <IconFlame size={18} aria-hidden />
          <Text>
            Cook <strong>{recipe.cook_time ?? 0} min</strong>
          </Text>
        </Group>
      </Group>
      <div>
        <Text size="sm" fw={600} c="gray.7" mb={6}>
          Per serving
          {source && (
            <Text component="span" size="sm" fw={400} c="dimmed" data-testid="nutrition-source">{`, ${source}`}</Text>
          )}
        </Text>
        <NutritionFacts values={recipe} label="Nutrition per serving" />
      </div>
    </>
  );
}
