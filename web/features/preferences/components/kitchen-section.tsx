// The Kitchen section of /preferences (decision 0034): metric or US amounts, and the staples the cook
// keeps (salt, pepper and cooking oils until they edit them). Both save on each change and show at
// once; a refused change is put back and said in the screen's red toast.
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { UnitSystem } from '@/lib/amounts';
import type { Ingredient } from '../api/types';
import { useUpdateKitchen } from '../api/update-kitchen';
import { amountsExample, isUnitSystem, STAPLES_NOTE, UNIT_SYSTEM_CHOICES } from '../lib/kitchen-words';
import { IngredientPicker, type PickerWords } from './ingredient-picker';
import { Section } from './preference-section';

const STAPLE_WORDS: PickerWords = {
  searchLabel: 'Add a staple',
  searchPlaceholder: 'Search for a staple...',
  results: 'Matching staples',
  chosen: 'Staples you keep',
  chosenHeading: null,
  noneChosen: 'No staples: everything your meals need is on your grocery list.',
};

export interface KitchenSectionProps {
  userId: string;
  unitSystem: UnitSystem;
  /** The cook's staples: their own set, or the usual ones until they edit it. */
  stapleIds: string[];
  ingredients: Ingredient[];
  onError: (error: Error) => void;
  onAlreadyStaple: () => void;
}

export function KitchenSection({ userId, unitSystem, stapleIds, ingredients, onError, onAlreadyStaple }: KitchenSectionProps) {
  const kitchen = useUpdateKitchen(userId, { onError });
  const unitsLabel = useId();
  const staplesHeading = useId();
  // The whole set goes with each change: the first edit turns the usual staples into the cook's own.
  const saveStaples = (ids: string[]) => kitchen.mutate({ staple_ingredient_ids: ids });

  return (
    <Section title="Kitchen" intro="How amounts are measured, and what you always have at home.">
      <Stack gap={8}>
        <Text size="sm" fw={600} id={unitsLabel}>
          Amounts
        </Text>
        <SegmentedControl
          aria-labelledby={unitsLabel}
          data={UNIT_SYSTEM_CHOICES}
          value={unitSystem}
          onChange={(value) => isUnitSystem(value) && value !== unitSystem && kitchen.mutate({ unit_system: value })}
          color="larder"
          style={{ alignSelf: 'flex-start' }}
        />
        <Text size="sm" c="dimmed">
          {amountsExample(unitSystem)}
        </Text>
      </Stack>
      <Stack gap={8} component="section" aria-labelledby={staplesHeading}>
        <Stack gap={2}>
          <Title order={3} size="h5" id={staplesHeading}>
            Staples you keep
          </Title>
          <Text size="sm" c="dimmed">
            {STAPLES_NOTE}
          </Text>
        </Stack>
        <IngredientPicker
          ingredients={ingredients}
          selectedIds={stapleIds}
          onAdd={(ingredient) => (stapleIds.includes(ingredient.id) ? onAlreadyStaple() : saveStaples([...stapleIds, ingredient.id]))}
          onRemove={(ingredient) => saveStaples(stapleIds.filter((id) => id !== ingredient.id))}
          words={STAPLE_WORDS}
          color="larder"
        />
      </Stack>
    </Section>
  );
}
