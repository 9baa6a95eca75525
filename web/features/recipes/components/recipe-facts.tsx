// A recipe's times and its nutrition per serving, as the recipe page and a planned meal's page show them.
import { Group, Text } from '@mantine/core';
import { IconClock, IconFlame } from '@tabler/icons-react';
import { NutritionFacts, type NutritionValues } from '@/components/ui/nutrition-facts';

export function RecipeFacts({ recipe }: { recipe: NutritionValues & { prep_time: number | null; cook_time: number | null } }) {
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
        </Text>
        <NutritionFacts values={recipe} label="Nutrition per serving" />
      </div>
    </>
  );
}
