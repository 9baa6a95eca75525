// The create-recipe wizard (catalogue spec §2 'Create-recipe wizard'): a modal of eight steps with
// Back and Next, 'Create Recipe' on the last. Next stays off while the recipe has no name. On a phone
// the modal takes the whole screen and the step dots shrink.
import { Alert, Button, Flex, Group, Modal, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent } from 'react';
import { KeepRefusals } from '@/components/ui/number-field';
import { stopAtNumberProblem } from '@/lib/form-guards';
import { useDeleteRecipe } from '../../api/delete-recipe';
import { useIngredientChoices } from '../../api/get-ingredient-choices';
import { useMealTimes } from '../../api/get-meal-times';
import { useReferenceList } from '@/lib/reference-lists';
import { nutritionHasProblem, typedNutrition } from '../../lib/authoring-rules';
import { useNutritionCheck } from '../../hooks/use-nutrition-check';
import { NUMBERS_STEP, NUTRITION_STEP, useRecipeWizard, WIZARD_STEPS, wizardNumbersWrong, type RecipeWizard } from '../../hooks/use-recipe-wizard';
import { NutritionWarning } from './nutrition-fields';
import { IngredientsPane, MealTimesPane, NameAndImagePane, NutritionPane, ReferencePane, ServingsAndTimePane, StepsPane, WizardNotices } from './wizard-steps';
import { recipeMessages } from '@contract/recipes';

export const resumedMessages = {
  resumed: 'Your recipe is as you left it.',
  photoLost: 'The photo you chose was not kept: choose it again under Name and image.',
} as const;

interface CreateRecipeWizardProps {
  appUserId: string;
  /** Whether a recipe is among the cook's own (a kept wizard's recipe may have been deleted since). */
  isMine: (recipeId: string) => boolean;
  opened: boolean;
  onClose: () => void;
}

export function CreateRecipeWizard({ appUserId, isMine, opened, onClose }: CreateRecipeWizardProps) {
  // Outlives the steps, and the question on closing: coming back to a step finds its refused keys.
  const refusals = useRef(new Map<string, string>()).current;
  const wizard = useRecipeWizard({
    appUserId,
    isMine,
    onCreated: () => {
      refusals.clear();
      onClose();
    },
  });
  const phone = useMediaQuery('(max-width: 36em)');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteRecipe();
  const leave = () => {
    setAsking(false);
    remove.reset();
    // The next wizard starts afresh.
    wizard.reset();
    refusals.clear();
    onClose();
  };
  // Closing with something typed asks first: the recipe is saved on leaving step 3 (spec), so closing
  // later would leave it in My Recipes without its ingredients and steps, and earlier would lose the typing.
  const close = () => (wizard.recipeId || wizard.draft.name.trim() ? setAsking(true) : leave());
  const name = wizard.draft.name.trim() || 'this recipe';
  return (
    <Modal
      opened={opened}
      onClose={asking ? () => setAsking(false) : close}
      title={asking ? <Text fw={700}>{`Stop creating ${name}?`}</Text> : 'Create Recipe'}
      size="lg"
      fullScreen={phone && !asking}
      centered={asking}
      closeButtonProps={{ 'aria-label': asking ? 'Keep editing' : 'Close the wizard' }}
      transitionProps={{ duration: 300 }}
      overlayProps={{ transitionProps: { duration: 150 } }}
    >
      {asking ? (
        <Stack gap="md" role="alertdialog" aria-label={`Stop creating ${name}?`}>
          <Text size="sm">
            {wizard.recipeId
              ? `${name} is already in My Recipes, without the ingredients, steps, cuisines or diets chosen since. You can keep it and finish it on its edit page, or delete it.`
              : 'What you have typed so far will be lost.'}
          </Text>
          {remove.isError && (
            <Text size="sm" c="var(--mantine-color-error)">
              The recipe could not be deleted. Please try again.
            </Text>
          )}
          <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
              Keep editing
            </Button>
            {wizard.recipeId ? (
              <>
                <Button variant="light" onClick={leave} disabled={remove.isPending}>
                  Keep it in My Recipes
                </Button>
                <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(wizard.recipeId!, { onSuccess: leave })}>
                  Delete it
                </Button>
              </>
            ) : (
              <Button color="red" onClick={leave}>
                Discard
              </Button>
            )}
          </Flex>
        </Stack>
      ) : (
        <KeepRefusals refusals={refusals}>
          <WizardBody wizard={wizard} compact={Boolean(phone)} />
        </KeepRefusals>
      )}
    </Modal>
  );
}

function WizardBody({ wizard, compact }: { wizard: RecipeWizard; compact: boolean }) {
  const { active } = wizard;
  const nameMissing = !wizard.draft.name.trim();
  // Each holds Next on its own step: held on every step, a cook who went Back from a wrong step
  // could never get forward to it again to put it right.
  const nutritionWrong = active === NUTRITION_STEP && nutritionHasProblem(wizard.draft.nutrition);
  const numbersWrong = active === NUMBERS_STEP && wizardNumbersWrong(wizard.draft);
  const pane = useRef<HTMLDivElement>(null);
  const nextHeld = nameMissing || nutritionWrong || numbersWrong;
  // Leaving the Nutrition step saves the recipe: figures that do not add up are asked about first.
  const nutrition = useNutritionCheck(typedNutrition(wizard.draft.nutrition));
  const confirmingNutrition = active === NUTRITION_STEP && nutrition.confirming;
  const goNext = () => !stopAtNumberProblem(pane.current) && (active !== NUTRITION_STEP || nutrition.mayProceed()) && void wizard.next();
  // Enter in a box of the first three steps goes on, as in any form. Later steps' boxes feed their
  // own Add buttons (an ingredient, a step), and a textarea's Enter is a new line.
  const nextOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || active > NUTRITION_STEP || nextHeld || wizard.saving) return;
    if (!(target instanceof HTMLInputElement) || target.type === 'file') return;
    event.preventDefault();
    goNext();
  };
  return (
    <Stack gap="lg">
      {compact ? (
        // Eight dots do not fit a phone's width: a bar shows how far along the cook is.
        <Progress value={((active + 1) / WIZARD_STEPS.length) * 100} size="sm" aria-hidden />
      ) : (
        <Stepper active={active} size="xs" iconSize={28} allowNextStepsSelect={false}>
          {/* Each dot shows its number: the name starts with it, so a cook who says what they see reaches it. */}
          {WIZARD_STEPS.map((label, index) => (
            <Stepper.Step key={label} aria-label={`${index + 1} ${label}`} allowStepSelect={false} />
          ))}
        </Stepper>
      )}
      <div>
        <Text size="sm" c="dimmed">{`Step ${active + 1} of ${WIZARD_STEPS.length}`}</Text>
        <Text component="h2" fw={700} fz="lg" m={0}>
          {WIZARD_STEPS[active]}
        </Text>
      </div>
      {wizard.resumed && (
        <Alert color="blue" variant="light" role="status">
          {resumedMessages.resumed}
          {wizard.resumed.photoLost && ` ${resumedMessages.photoLost}`}
        </Alert>
      )}
      <div ref={pane} onKeyDown={nextOnEnter}>
        <WizardPane wizard={wizard} />
      </div>
      {active === NUTRITION_STEP && <NutritionWarning message={nutrition.warning} />}
      <WizardNotices wizard={wizard} />
      <Group justify="space-between">
        <Button variant="default" onClick={wizard.back} disabled={active === 0 || wizard.saving}>
          Back
        </Button>
        {wizard.isLast ? (
          <Button onClick={() => void wizard.submit()} disabled={wizard.saving}>
            {wizard.saving ? 'Creating Recipe...' : 'Create Recipe'}
          </Button>
        ) : (
          <Button
            onClick={goNext}
            disabled={nextHeld}
            loading={wizard.saving}
            title={nameMissing ? recipeMessages.nameRequired : nutritionWrong ? 'Correct the nutrition first' : numbersWrong ? 'Correct the servings and times first' : undefined}
          >
            {confirmingNutrition ? 'Continue anyway' : 'Next'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function WizardPane({ wizard }: { wizard: RecipeWizard }) {
  const mealTimes = useMealTimes();
  const ingredients = useIngredientChoices();
  const cuisines = useReferenceList('cuisine');
  const diets = useReferenceList('diet');
  switch (wizard.active) {
    case 0:
      return <NameAndImagePane wizard={wizard} />;
    case 1:
      return <ServingsAndTimePane wizard={wizard} />;
    case 2:
      return <NutritionPane wizard={wizard} />;
    case 3:
      return <MealTimesPane wizard={wizard} mealTimes={mealTimes.data ?? []} />;
    case 4:
      return <IngredientsPane wizard={wizard} choices={ingredients.data ?? []} />;
    case 5:
      return <StepsPane wizard={wizard} />;
    case 6:
      return <ReferencePane legend="Cuisines" options={cuisines.data ?? []} selected={wizard.draft.cuisineIds} onChange={(cuisineIds) => wizard.update({ cuisineIds })} />;
    default:
      return <ReferencePane legend="Diets" options={diets.data ?? []} selected={wizard.draft.dietIds} onChange={(dietIds) => wizard.update({ dietIds })} />;
  }
}
