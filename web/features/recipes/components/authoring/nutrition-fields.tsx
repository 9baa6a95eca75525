// The four nutrition boxes of the wizard and the edit screen (catalogue spec §4): per serving, blank
// means calculated from the ingredients, and a value the server would refuse is marked under its box.
// Calories left blank beside all three macros are worked out from them (lib/nutrition-check.ts): the
// box shows the figure that will be saved, and the cook can still type their own.
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { nutritionProblem } from '../../lib/authoring-rules';

const nutrients = [
  ['calories', 'Calories (kcal)'],
  ['protein', 'Protein (g)'],
  ['carbohydrate', 'Carbohydrate (g)'],
  ['fat', 'Fat (g)'],
] as const;

export type NutrientField = (typeof nutrients)[number][0];

/** Under the calories box, when they are worked out from the macros. */
export const fromMacrosNote = (kcal: number) => `${kcal.toLocaleString('en-US')} kcal will be saved: 4 a gram of protein and carbohydrate, 9 of fat`;

export function NutritionFields({ values, onChange, derivedCalories }: { values: Record<NutrientField, string>; onChange: (field: NutrientField, value: string) => void; derivedCalories?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {nutrients.map(([field, label]) => {
        const derived = field === 'calories' ? derivedCalories : undefined;
        return (
          <TextInput
            key={field}
            label={label}
            inputMode="decimal"
            placeholder={derived === undefined ? 'Calculated' : String(derived)}
            description={derived === undefined ? undefined : fromMacrosNote(derived)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={values[field]}
            error={nutritionProblem(values[field])}
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** Figures that do not add up, beside the button that now asks to save them anyway. */
export function NutritionWarning({ message }: { message: string | undefined }) {
  return message ? (
    <Alert color="yellow" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="nutrition-warning">
      {message}
    </Alert>
  ) : null;
}
