// The four nutrition boxes of the wizard and the edit screen (catalogue spec §4): per serving, blank
// means calculated from the ingredients, and a value the server would refuse is marked under its box.
import { SimpleGrid, TextInput } from '@mantine/core';
import { nutritionProblem } from '../../lib/authoring-rules';

const nutrients = [
  ['calories', 'Calories (kcal)'],
  ['protein', 'Protein (g)'],
  ['carbohydrate', 'Carbohydrate (g)'],
  ['fat', 'Fat (g)'],
] as const;

export type NutrientField = (typeof nutrients)[number][0];

export function NutritionFields({ values, onChange }: { values: Record<NutrientField, string>; onChange: (field: NutrientField, value: string) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {nutrients.map(([field, label]) => (
        <TextInput
          key={field}
          label={label}
          inputMode="decimal"
          placeholder="Calculated"
          value={values[field]}
          error={nutritionProblem(values[field])}
          onChange={(event) => onChange(field, event.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}
