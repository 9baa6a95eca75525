// The eight panes of the create-recipe wizard (catalogue spec §2, §5): each shows and edits one part
// of the draft.
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { limits } from '@/config/constants';
import { NumberField } from '@/components/ui/number-field';
import type { IngredientChoice } from '../../api/get-ingredient-choices';
import type { CatalogueReference } from '../../api/types';
import { wizardMessages, wizardNumberRules, type RecipeWizard } from '../../hooks/use-recipe-wizard';
import { canAddStep, choiceMeasure, typedNutrition } from '../../lib/authoring-rules';
import { derivedCalories } from '../../lib/nutrition-check';
import { ChoiceChips } from './choice-chips';
import { IngredientLineList } from './ingredient-line-list';
import { IngredientLinePicker } from './ingredient-line-picker';
import { NutritionFields } from './nutrition-fields';
import { RecipeImageField } from './recipe-image-field';
import { StepLineList } from './step-line-list';
import { DIFFICULTIES } from '@contract/recipes';

type PaneProps = { wizard: RecipeWizard };

export function NameAndImagePane({ wizard }: PaneProps) {
  const { draft, update } = wizard;
  const [touched, setTouched] = useState(false);
  return (
    <Stack gap="md">
      <TextInput
        label="Recipe name"
        required
        data-autofocus
        value={draft.name}
        onChange={(event) => update({ name: event.currentTarget.value })}
        onBlur={() => setTouched(true)}
        error={touched && !draft.name.trim() ? wizardMessages.nameRequired : undefined}
        maxLength={limits.recipeText.name}
      />
      <Textarea label="Description" autosize minRows={2} maxRows={6} value={draft.description} onChange={(event) => update({ description: event.currentTarget.value })} maxLength={limits.recipeText.description} />
      <RecipeImageField value={draft.image} onChange={(image) => update({ image })} error={wizard.imageError?.message} reason={wizard.imageError?.reason} />
    </Stack>
  );
}

export function ServingsAndTimePane({ wizard }: PaneProps) {
  const { draft, update } = wizard;
  return (
    <Stack gap="md">
      <NumberField
        label="Servings"
        description={`${limits.recipeServings.min} to ${limits.recipeServings.max}`}
        {...wizardNumberRules.servings}
        value={draft.servings}
        onChange={(servings) => update({ servings })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberField label="Prep time (minutes)" step={5} {...wizardNumberRules.prepTime} value={draft.prepTime} onChange={(prepTime) => update({ prepTime })} />
        <NumberField label="Cook time (minutes)" step={5} {...wizardNumberRules.cookTime} value={draft.cookTime} onChange={(cookTime) => update({ cookTime })} />
      </SimpleGrid>
      <div>
        <Text component="label" id="wizard-difficulty" fw={500} size="sm" display="block" mb={4}>
          Difficulty
        </Text>
        <SegmentedControl aria-labelledby="wizard-difficulty" fullWidth data={[...DIFFICULTIES]} value={draft.difficulty} onChange={(value) => update({ difficulty: value as typeof draft.difficulty })} />
      </div>
    </Stack>
  );
}

export function NutritionPane({ wizard }: PaneProps) {
  const { draft, update } = wizard;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Per serving, all optional. Leave a box blank and it is calculated from the ingredients.
      </Text>
      <NutritionFields
        values={draft.nutrition}
        derivedCalories={derivedCalories(typedNutrition(draft.nutrition))}
        onChange={(field, value) => update({ nutrition: { ...draft.nutrition, [field]: value } })}
      />
    </Stack>
  );
}

export function MealTimesPane({ wizard, mealTimes }: PaneProps & { mealTimes: readonly string[] }) {
  return (
    <ChoiceChips
      legend="Meal times"
      legendHidden
      hint="When is this recipe eaten?"
      choices={mealTimes.map((time) => ({ value: time, label: time }))}
      selected={wizard.draft.mealTimes}
      onChange={(mealTimes) => wizard.update({ mealTimes })}
    />
  );
}

export function IngredientsPane({ wizard, choices }: PaneProps & { choices: readonly IngredientChoice[] }) {
  const { draft, update } = wizard;
  return (
    <Stack gap="md">
      <IngredientLinePicker
        choices={choices}
        excluded={draft.ingredients.map((line) => line.ingredientId)}
        onAdd={({ ingredient, quantity }) =>
          update({ ingredients: [...draft.ingredients, { ingredientId: ingredient.id, name: ingredient.name, quantity, unit: ingredient.unit_of_measurement, measure: choiceMeasure(ingredient) }] })
        }
      />
      <IngredientLineList lines={draft.ingredients} onRemove={(id) => update({ ingredients: draft.ingredients.filter((line) => line.ingredientId !== id) })} />
    </Stack>
  );
}

let stepKeys = 0;

export function StepsPane({ wizard }: PaneProps) {
  const { draft, update } = wizard;
  const [instruction, setInstruction] = useState('');
  const add = () => {
    if (!canAddStep(instruction)) return;
    update({ steps: [...draft.steps, { key: `step-${++stepKeys}`, instruction: instruction.trim() }] });
    setInstruction('');
  };
  return (
    <Stack gap="md">
      <Textarea label={`Step ${draft.steps.length + 1}`} placeholder="What to do next" autosize minRows={2} value={instruction} onChange={(event) => setInstruction(event.currentTarget.value)} maxLength={limits.recipeText.instruction} />
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={!canAddStep(instruction)}>
          Add step
        </Button>
      </Group>
      <StepLineList
        steps={draft.steps.map((step, index) => ({ key: step.key, number: index + 1, instruction: step.instruction }))}
        onRemove={(key) => update({ steps: draft.steps.filter((step) => step.key !== key) })}
      />
    </Stack>
  );
}

export function ReferencePane({ legend, options, selected, onChange }: { legend: string; options: readonly CatalogueReference[]; selected: readonly string[]; onChange: (ids: string[]) => void }) {
  return <ChoiceChips legend={legend} legendHidden choices={options.map((option) => ({ value: option.id, label: option.name }))} selected={selected} onChange={onChange} />;
}

export function WizardNotices({ wizard }: PaneProps) {
  return (
    <>
      {wizard.imageNote && (
        <Alert color="yellow" variant="light" role="status">
          {wizard.imageNote}
        </Alert>
      )}
      {wizard.error && (
        <Alert color="red" variant="light" role="alert">
          {wizard.error}
          {wizard.error === wizardMessages.childrenFailed && (
            <Text size="sm" mt={4}>
              The recipe and everything that was added are kept. Press Create Recipe again to add the rest.
            </Text>
          )}
        </Alert>
      )}
    </>
  );
}
