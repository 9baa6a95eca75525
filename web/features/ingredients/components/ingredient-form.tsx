// The ingredient's fields (catalogue spec §3 'Ingredient'), shared by Create Ingredient and Edit
// Ingredient: units from the server's list, food groups as a set, nutrition per serving.
import { Button, Checkbox, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { focusFirstError, stopAtNumberProblem } from '@/lib/form-guards';
import type { IngredientFormValues } from '../api/ingredient-record';
import type { FoodGroup } from '../api/types';
import { INGREDIENT_TEXT_LIMITS } from '@contract/ingredients';

export const NAME_REQUIRED = 'Ingredient name is required.';
/** The server's own words for the same rule. */
export const UNIT_REQUIRED = 'Choose a unit of measurement.';

type NumberField = 'estimated_shelf_life' | 'serving_size' | 'calories_per_base_unit' | 'protein' | 'carbohydrate' | 'fat' | 'estimated_cost_per_unit_cents';
type TextField = 'name' | 'description' | 'micronutrients' | 'common_uses';

export interface IngredientFormProps {
  title: string;
  values: IngredientFormValues;
  onChange: (values: IngredientFormValues) => void;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  units: readonly string[];
  foodGroups: readonly FoodGroup[];
  nameError?: string;
  unitError?: string;
  children?: ReactNode;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz={20} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

export function IngredientForm({ title, values, onChange, onSubmit, submitLabel, busy, units, foodGroups, nameError, unitError, children }: IngredientFormProps) {
  const set = <K extends keyof IngredientFormValues>(field: K, value: IngredientFormValues[K]) => onChange({ ...values, [field]: value });
  const text = (field: TextField) => ({ value: values[field], onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value) });
  const number = (field: NumberField) => ({
    value: values[field],
    onChange: (value: number | string) => set(field, typeof value === 'number' ? value : ''),
    min: 0,
  });
  const flag = (field: 'is_perishable' | 'is_vegetarian' | 'is_vegan') => ({ checked: values[field], onChange: (event: { currentTarget: { checked: boolean } }) => set(field, event.currentTarget.checked) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A number the field marks (out of range, or a refused key) is put right before anything is sent.
    if (stopAtNumberProblem(event.currentTarget)) return;
    onSubmit();
    focusFirstError(event.currentTarget);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        {children}
        <Part title="About">
          <TextInput label="Name" required maxLength={INGREDIENT_TEXT_LIMITS.name} error={nameError} {...text('name')} />
          <Textarea label="Description" autosize minRows={2} maxLength={INGREDIENT_TEXT_LIMITS.description} {...text('description')} />
          <MultiSelect
            label="Food groups"
            placeholder={values.foodGroupIds.length === 0 ? 'Choose food groups' : undefined}
            data={foodGroups.map((group) => ({ value: group.id, label: group.name }))}
            value={values.foodGroupIds}
            onChange={(ids) => set('foodGroupIds', ids)}
            searchable
            clearable
          />
          <Textarea label="Common uses" autosize minRows={2} maxLength={INGREDIENT_TEXT_LIMITS.commonUses} {...text('common_uses')} />
          <Group gap="xl">
            <Checkbox label="Perishable" {...flag('is_perishable')} />
            <Checkbox label="Vegetarian" {...flag('is_vegetarian')} />
            <Checkbox label="Vegan" {...flag('is_vegan')} />
          </Group>
        </Part>
        <Part title="Measure and storage">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Select
              label="Unit of measurement"
              required
              placeholder="Choose a unit"
              data={[...units]}
              value={values.unit_of_measurement || null}
              onChange={(unit) => set('unit_of_measurement', unit ?? '')}
              allowDeselect={false}
              error={unitError}
            />
            <NumberField label="Serving size" decimalScale={2} {...number('serving_size')} />
            <NumberField label="Shelf life (days)" integer {...number('estimated_shelf_life')} />
          </SimpleGrid>
          <NumberField label="Estimated cost per unit (cents)" decimalScale={4} {...number('estimated_cost_per_unit_cents')} />
        </Part>
        <Part title="Nutrition per serving">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberField label="Calories" decimalScale={2} {...number('calories_per_base_unit')} />
            <NumberField label="Protein (g)" decimalScale={2} {...number('protein')} />
            <NumberField label="Carbohydrate (g)" decimalScale={2} {...number('carbohydrate')} />
            <NumberField label="Fat (g)" decimalScale={2} {...number('fat')} />
          </SimpleGrid>
          <Textarea label="Micronutrients" description="JSON text" placeholder='{"vitamin_c_mg": 12}' autosize minRows={2} {...text('micronutrients')} />
          <Text size="xs" c="dimmed">
            Per serving: the serving size above, in the unit of measurement.
          </Text>
        </Part>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
