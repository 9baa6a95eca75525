// Meals per week (0-7) and serving size (1-8) for breakfast, lunch and dinner. A number out of range
// stays as typed, with the range under it, and the plan keeps its last good number: the screens' Save
// and Generate Meals do not go on while a field is marked (stopAtNumberProblem). A field may be empty
// while the cook types; it shows its last number again when they leave it.
import { Fieldset, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconMoon, IconSun, IconSunrise, type Icon } from '@tabler/icons-react';
import { NumberField } from '@/components/ui/number-field';
import { limits } from '@/config/constants';
import { numberProblem } from '@/lib/number-entry';
import type { MealPlanSettings } from '../api/types';

export type MealOfDay = 'breakfast' | 'lunch' | 'dinner';

export const mealsOfDay: { key: MealOfDay; label: string; icon: Icon }[] = [
  { key: 'breakfast', label: 'Breakfast', icon: IconSunrise },
  { key: 'lunch', label: 'Lunch', icon: IconSun },
  { key: 'dinner', label: 'Dinner', icon: IconMoon },
];

export const mealsField = (meal: MealOfDay) => `preferred_number_of_${meal}_meals` as const;
export const servingsField = (meal: MealOfDay) => `preferred_${meal}_serving_size` as const;

export const defaultMealPlan = (): MealPlanSettings => ({
  preferred_number_of_breakfast_meals: limits.setupDefaults.meals,
  preferred_number_of_lunch_meals: limits.setupDefaults.meals,
  preferred_number_of_dinner_meals: limits.setupDefaults.meals,
  preferred_breakfast_serving_size: limits.setupDefaults.servings,
  preferred_lunch_serving_size: limits.setupDefaults.servings,
  preferred_dinner_serving_size: limits.setupDefaults.servings,
});

export const weekdayField = (meal: MealOfDay) => `weekday_${meal}_minutes` as const;

/** How long a weekday meal may take: the choices a cook has (null: any time). */
const WEEKDAY_CHOICES = [10, 15, 20, 30, 45, 60, 90];
const weekdayOptions = [...WEEKDAY_CHOICES.map((minutes) => ({ value: String(minutes), label: `${minutes} min` })), { value: 'any', label: 'Any time' }];

export const mealPlanOf = (source: MealPlanSettings): MealPlanSettings => ({
  ...(source.weekday_breakfast_minutes !== undefined && {
    weekday_breakfast_minutes: source.weekday_breakfast_minutes,
    weekday_lunch_minutes: source.weekday_lunch_minutes,
    weekday_dinner_minutes: source.weekday_dinner_minutes,
  }),
  preferred_number_of_breakfast_meals: source.preferred_number_of_breakfast_meals,
  preferred_number_of_lunch_meals: source.preferred_number_of_lunch_meals,
  preferred_number_of_dinner_meals: source.preferred_number_of_dinner_meals,
  preferred_breakfast_serving_size: source.preferred_breakfast_serving_size,
  preferred_lunch_serving_size: source.preferred_lunch_serving_size,
  preferred_dinner_serving_size: source.preferred_dinner_serving_size,
});

export const sameMealPlan = (a: MealPlanSettings, b: MealPlanSettings) =>
  (Object.keys(a) as (keyof MealPlanSettings)[]).every((key) => a[key] === b[key]);

export interface MealPlanFieldsProps {
  value: MealPlanSettings;
  onChange: (value: MealPlanSettings) => void;
  disabled?: boolean;
}

function CountInput({ label, value, min, max, disabled, onChange }: { label: string; value: number; min: number; max: number; disabled?: boolean; onChange: (value: number) => void }) {
  // What the field shows may be empty while the cook types; the plan only ever holds numbers.
  const [shown, setShown] = useState<number | string>(value);
  useEffect(() => setShown(value), [value]);
  return (
    <NumberField
      label={label}
      description={`${min} to ${max}`}
      value={shown}
      min={min}
      max={max}
      step={1}
      integer
      disabled={disabled}
      onChange={(next) => {
        setShown(next);
        if (typeof next === 'number' && !numberProblem(next, { name: label, min, max, integer: true })) onChange(next);
      }}
      onBlur={() => {
        if (typeof shown !== 'number') setShown(value);
      }}
    />
  );
}

export function MealPlanFields({ value, onChange, disabled }: MealPlanFieldsProps) {
  const set = (key: keyof MealPlanSettings, next: number | null) => onChange({ ...value, [key]: next });
  // The weekday times are the preferences page's (setup keeps the defaults: 20, 30 and 45 minutes).
  const asksWeekdayTimes = value.weekday_breakfast_minutes !== undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {mealsOfDay.map(({ key, label, icon: Glyph }) => (
        <Fieldset
          key={key}
          legend={
            <Group gap={6} wrap="nowrap" component="span">
              <Glyph size={18} aria-hidden />
              <Text span fw={600}>
                {label}
              </Text>
            </Group>
          }
          aria-label={label}
          radius="md"
          variant="filled"
        >
          <SimpleGrid cols={{ base: 2, sm: 1 }} spacing="sm">
            <CountInput label="Meals per week" value={value[mealsField(key)]} min={limits.mealsPerWeek.min} max={limits.mealsPerWeek.max} disabled={disabled} onChange={(next) => set(mealsField(key), next)} />
            <CountInput label="Serving size" value={value[servingsField(key)]} min={limits.servingSize.min} max={limits.servingSize.max} disabled={disabled} onChange={(next) => set(servingsField(key), next)} />
            {asksWeekdayTimes && (
              <Select
                label="Weekday cooking time"
                description="At most; weekends are free"
                data={weekdayOptions}
                value={value[weekdayField(key)] === null ? 'any' : String(value[weekdayField(key)])}
                onChange={(chosen) => chosen && set(weekdayField(key), chosen === 'any' ? null : Number(chosen))}
                allowDeselect={false}
                disabled={disabled}
              />
            )}
          </SimpleGrid>
        </Fieldset>
      ))}
    </SimpleGrid>
  );
}
