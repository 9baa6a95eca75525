// Calories, protein, carbs and fat as four tiles, rounded (spec §2, §5).
import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface NutritionValues {
  calories: number | null | undefined;
  protein: number | null | undefined;
  carbohydrate: number | null | undefined;
  fat: number | null | undefined;
}

const rounded = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(Number(value)) ? '–' : String(Math.round(Number(value))));

export function NutritionFacts({ values, label }: { values: NutritionValues; label: string }) {
  const facts = [
    { name: 'Calories', value: rounded(values.calories), unit: 'kcal' },
    { name: 'Protein', value: rounded(values.protein), unit: 'g' },
    { name: 'Carbs', value: rounded(values.carbohydrate), unit: 'g' },
    { name: 'Fat', value: rounded(values.fat), unit: 'g' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" component="dl" aria-label={label} m={0}>
      {facts.map((fact) => (
        <Paper key={fact.name} withBorder radius="md" p="sm" ta="center">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {fact.name}
          </Text>
          <Text component="dd" m={0} fw={750} fz="lg">
            {fact.value}
            <Text component="span" size="sm" c="dimmed" fw={500} ml={3}>
              {fact.unit}
            </Text>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
