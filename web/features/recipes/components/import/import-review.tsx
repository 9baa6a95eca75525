// The review of one imported recipe: its details as read (all editable), its ingredient lines each
// with the catalogue ingredient and amount Larder read, and its steps. Save stays off, saying why,
// until at least one line is matched and every matched line has an amount.
import { Alert, Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { useUnitSystem } from '@/lib/app-user/use-unit-system';
import type { Measure } from '@/lib/amounts';
import type { Difficulty } from '../../api/create-recipe';
import type { IngredientChoice } from '../../api/get-ingredient-choices';
import type { MealTime, RecipeDraft } from '../../api/import-recipe';
import type { CatalogueReference } from '../../api/types';
import { choiceMeasure } from '../../lib/authoring-rules';
import { linesToLookAt, MEAL_TIMES, reviewForm, reviewNumberRules, saveBlocker, sourceAddress, type ReviewForm, type ReviewLine } from '../../lib/import-review';
import { StepList } from '../step-list';
import { ImportLine } from './import-line';
import classes from './import-recipe.module.css';
import { FormSection } from '../form-section';
import { DIFFICULTIES } from '@contract/recipes';
import { limits } from '@/config/constants';


interface ImportReviewProps {
  draft: RecipeDraft;
  choices: readonly IngredientChoice[];
  cuisines: readonly CatalogueReference[];
  saving: boolean;
  error?: string;
  onSave: (form: ReviewForm) => void;
  onStartOver: () => void;
  /** Offered while a file's recipes are reviewed one after another. */
  onSkip?: () => void;
}

export function ImportReview({ draft, choices, cuisines, saving, error, onSave, onStartOver, onSkip }: ImportReviewProps) {
  const system = useUnitSystem();
  const measures = useMemo(() => new Map(choices.map((choice) => [choice.id, choiceMeasure(choice) ?? undefined])), [choices]);
  const measureOf = (ingredientId: string): Measure | undefined => measures.get(ingredientId);
  const [form, setForm] = useState<ReviewForm>(() => {
    const cuisine = draft.cuisine ? cuisines.find((each) => each.name.toLowerCase() === draft.cuisine!.trim().toLowerCase()) : undefined;
    return reviewForm(draft, measureOf, cuisine?.id ?? null);
  });
  const update = (changes: Partial<ReviewForm>) => setForm((current) => ({ ...current, ...changes }));
  const setLine = (index: number, line: ReviewLine) => setForm((current) => ({ ...current, lines: current.lines.map((each, at) => (at === index ? line : each)) }));
  const toLookAt = linesToLookAt(form);
  const blocker = saveBlocker(form);
  const source = sourceAddress(draft.source_url);

  return (
    <Stack gap="lg">
      <FormSection title="Recipe">
        <Stack gap="md">
          <TextInput label="Name" required maxLength={limits.recipeText.name} value={form.name} onChange={(event) => update({ name: event.currentTarget.value })} error={form.name.trim() ? undefined : 'Give the recipe a name'} />
          <Textarea label="Description" autosize minRows={2} maxRows={8} maxLength={limits.recipeText.description} value={form.description} onChange={(event) => update({ description: event.currentTarget.value })} />
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
            <NumberField
              label="Servings"
              description={draft.yields && form.servings === '' ? `The recipe says: ${draft.yields}` : `${reviewNumberRules.servings.min} to ${reviewNumberRules.servings.max}`}
              {...reviewNumberRules.servings}
              value={form.servings}
              onChange={(servings) => update({ servings })}
            />
            <NumberField label="Prep time (minutes)" description="Optional" step={5} {...reviewNumberRules.prepTime} value={form.prepTime} onChange={(prepTime) => update({ prepTime })} />
            <NumberField label="Cook time (minutes)" description="Optional" step={5} {...reviewNumberRules.cookTime} value={form.cookTime} onChange={(cookTime) => update({ cookTime })} />
            <Select label="Difficulty" description="How hard to make" data={[...DIFFICULTIES]} value={form.difficulty} onChange={(difficulty) => difficulty && update({ difficulty: difficulty as Difficulty })} allowDeselect={false} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Checkbox.Group label="Meal times" description="When is this recipe eaten?" value={form.mealTimes} onChange={(mealTimes) => update({ mealTimes: mealTimes as MealTime[] })} error={form.mealTimes.length === 0 ? 'Choose at least one' : undefined}>
              <Group gap="lg" mt={8}>
                {MEAL_TIMES.map((time) => (
                  <Checkbox key={time.value} value={time.value} label={time.label} />
                ))}
              </Group>
            </Checkbox.Group>
            {cuisines.length > 0 && (
              <Select
                label="Cuisine"
                description={draft.cuisine && !form.cuisineId ? `The recipe says: ${draft.cuisine}` : 'Optional'}
                placeholder="None"
                data={cuisines.map((cuisine) => ({ value: cuisine.id, label: cuisine.name }))}
                value={form.cuisineId}
                onChange={(cuisineId) => update({ cuisineId })}
                searchable
                clearable
              />
            )}
          </SimpleGrid>
          {source && (
            // Underlined: in a sentence the link's green alone (1.4:1 against its gray) does not set it apart.
            <Text size="sm" className={classes.source}>
              Imported from{' '}
              <Anchor href={source} target="_blank" rel="noopener noreferrer" underline="always">
                {source}
              </Anchor>
            </Text>
          )}
        </Stack>
      </FormSection>

      <FormSection title="Ingredients">
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            Each line as the recipe wrote it, then the ingredient Larder matched it to and the amount in that ingredient’s unit.
          </Text>
          {/* The warning's text takes the theme's dark amber: yellow.9 is 3:1 on white. */}
          <Text role="status" fw={600} c={toLookAt > 0 ? 'var(--mantine-color-yellow-light-color)' : 'larder.8'}>
            {toLookAt > 0 && <IconAlertTriangle size={18} aria-hidden style={{ verticalAlign: -3, marginRight: 6 }} />}
            {toLookAt === 0 ? 'No lines need a look.' : toLookAt === 1 ? '1 line needs a look' : `${toLookAt} lines need a look`}
          </Text>
          {form.lines.length === 0 ? (
            <Text c="gray.7">The recipe lists no ingredients.</Text>
          ) : (
            <ul className={classes.lines} aria-label="Ingredients">
              {form.lines.map((line, index) => (
                <ImportLine key={index} line={line} choices={choices} measure={line.ingredientId ? measureOf(line.ingredientId) : undefined} system={system} onChange={(next) => setLine(index, next)} />
              ))}
            </ul>
          )}
        </Stack>
      </FormSection>

      <FormSection title="Steps">{draft.instructions.length === 0 ? <Text c="gray.7">The recipe lists no steps.</Text> : <StepList steps={draft.instructions.map((instruction, index) => ({ id: String(index), recipe_id: '', step_number: index + 1, instruction }))} />}</FormSection>

      {error && (
        <Alert color="red" variant="light" role="alert" title="Not saved">
          {error}
        </Alert>
      )}
      <Stack gap={6}>
        <Group gap="sm">
          <Button onClick={() => onSave(form)} disabled={Boolean(blocker)} loading={saving} aria-describedby={blocker ? 'import-save-blocker' : undefined}>
            Save recipe
          </Button>
          {onSkip && (
            <Button variant="default" onClick={onSkip} disabled={saving}>
              Skip
            </Button>
          )}
          <Button variant="subtle" color="gray" onClick={onStartOver} disabled={saving}>
            Start over
          </Button>
        </Group>
        {blocker && (
          <Text id="import-save-blocker" size="sm" c="gray.7">
            {blocker}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
