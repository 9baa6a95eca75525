// The edit screen's Ingredients and Steps: each line is added or removed on the server at once
// (spec §4). A new step takes a number (the highest so far plus 1 unless changed) and words; without
// either, Add does nothing (spec §5).
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { stopAtNumberProblem } from '@/lib/form-guards';
import { isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { addRecipeIngredient, addRecipeStep, removeRecipeIngredient, removeRecipeStep } from '../../api/edit-recipe-lines';
import type { IngredientChoice } from '../../api/get-ingredient-choices';
import type { RecipeIngredientLine, RecipeStep } from '../../api/types';
import { canAddStep, nextStepNumber } from '../../lib/authoring-rules';
import { IngredientLineList } from './ingredient-line-list';
import { IngredientLinePicker } from './ingredient-line-picker';
import { StepLineList } from './step-line-list';
import { readModels } from '@contract/read-models';
import { limits } from '@/config/constants';

/** Runs one change, then refetches everything about the recipe (its nutrition follows its lines). */
function useRecipeChange(recipeId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function run(change: () => Promise<unknown>) {
    setBusy(true);
    setError(undefined);
    try {
      await change();
    } catch (failure) {
      setError(isUnreachable(failure) ? NOT_SAVED.message : (failure as Error).message);
    } finally {
      await queryClient.invalidateQueries({ queryKey: [readModels.recipe, recipeId] });
      setBusy(false);
    }
  }
  return { busy, error, run };
}

function ChangeError({ message }: { message?: string }) {
  return message ? (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  ) : null;
}

export function IngredientsSection({ recipeId, lines, choices }: { recipeId: string; lines: readonly RecipeIngredientLine[]; choices: readonly IngredientChoice[] }) {
  const change = useRecipeChange(recipeId);
  return (
    <Stack gap="md">
      <IngredientLineList
        lines={lines.map((line) => ({ ingredientId: line.ingredient_id, name: line.ingredient_name, quantity: line.quantity, unit: line.unit_of_measurement, measure: line.measure }))}
        onRemove={(ingredientId) => void change.run(() => removeRecipeIngredient(recipeId, ingredientId))}
      />
      <IngredientLinePicker
        choices={choices}
        excluded={lines.map((line) => line.ingredient_id)}
        busy={change.busy}
        onAdd={({ ingredient, quantity }) => void change.run(() => addRecipeIngredient(recipeId, { ingredient_id: ingredient.id, quantity }))}
      />
      <ChangeError message={change.error} />
    </Stack>
  );
}

export function StepsSection({ recipeId, steps }: { recipeId: string; steps: readonly RecipeStep[] }) {
  const change = useRecipeChange(recipeId);
  // Untouched, the number follows the steps; cleared, it stays empty and Add does nothing.
  const [number, setNumber] = useState<number | string | undefined>(undefined);
  const [instruction, setInstruction] = useState('');
  const suggested = nextStepNumber(steps);
  const stepNumber = number === undefined ? suggested : number;

  const row = useRef<HTMLDivElement>(null);
  const add = () => {
    if (stopAtNumberProblem(row.current)) return;
    if (typeof stepNumber !== 'number' || !Number.isFinite(stepNumber) || !canAddStep(instruction)) return;
    void change.run(async () => {
      await addRecipeStep(recipeId, { step_number: stepNumber, instruction: instruction.trim() });
      setNumber(undefined);
      setInstruction('');
    });
  };

  return (
    <Stack gap="md">
      <StepLineList
        steps={steps.map((step) => ({ key: step.id, number: step.step_number, instruction: step.instruction }))}
        onRemove={(stepId) => void change.run(() => removeRecipeStep(stepId))}
      />
      <Group ref={row} align="flex-start" gap="sm" wrap="wrap">
        <NumberField label="Step number" min={1} integer value={stepNumber} onChange={setNumber} w={120} />
        <Textarea label="Instruction" autosize minRows={2} value={instruction} onChange={(event) => setInstruction(event.currentTarget.value)} maxLength={limits.recipeText.instruction} style={{ flex: '1 1 240px' }} />
      </Group>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} loading={change.busy}>
          Add step
        </Button>
      </Group>
      <ChangeError message={change.error} />
    </Stack>
  );
}
