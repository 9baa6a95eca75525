// The create-recipe wizard's draft and its saving (catalogue spec §2, §4, §5, §8). Moving from step 3
// to 4 creates the recipe (once; going back and changing the details afterwards saves them with PUT),
// then tries the image upload. 'Create Recipe' posts every child record in parallel; the ones that
// landed are remembered, so trying again after a failure posts only what is missing. The whole wizard
// is kept in the browser while it is open (lib/kept-wizard.ts), and comes back as it was after a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { recipeMessages } from '@contract/recipes';
import { readModels } from '@contract/read-models';
import { limits } from '@/config/constants';
import { isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { numberProblem, type NumberRule } from '@/lib/number-entry';
import { createRecipe, type Difficulty, type WizardRecipeBody } from '../api/create-recipe';
import { addRecipeIngredient, addRecipeStep } from '../api/edit-recipe-lines';
import { addRecipeLink } from '../api/recipe-links';
import { ImageUploadError, replaceRecipeImage } from '../api/replace-recipe-image';
import { updateRecipe } from '../api/update-recipe';
import { typedNutrition } from '../lib/authoring-rules';
import { withDerivedCalories } from '../lib/nutrition-check';
import { forgetWizard, keepWizard, readKeptWizard } from '../lib/kept-wizard';
import type { DraftLine } from '../components/authoring/ingredient-line-list';

export const WIZARD_STEPS = ['Name and image', 'Servings and time', 'Nutrition', 'Meal times', 'Ingredients', 'Steps', 'Cuisines', 'Diets'] as const;
/** The steps whose fields can be wrong: Next waits there, and only there (a cook who went Back can come forward again to put them right). */
export const NUMBERS_STEP = WIZARD_STEPS.indexOf('Servings and time');
export const NUTRITION_STEP = WIZARD_STEPS.indexOf('Nutrition');
/** The recipe is created when leaving this step (step 3, counted from 0). */
const CREATE_ON_LEAVING = NUTRITION_STEP;

export const wizardMessages = {
  nameRequired: recipeMessages.nameRequired,
  createFailed: 'An error occurred while creating the recipe. Please refresh the page and try again.',
  imageFailed: 'Note: Recipe was created but image upload failed. You can add an image later by editing the recipe.',
  childrenFailed: 'Failed to add ingredients to recipe',
} as const;

/** The servings and time rules (spec §5: servings 1 to 16, times from 0); Next waits while one is broken. */
export const wizardNumberRules = {
  servings: { name: 'Servings', min: limits.recipeServings.min, max: limits.recipeServings.max, integer: true, required: true },
  prepTime: { name: 'Prep time', min: 0, integer: true, required: true },
  cookTime: { name: 'Cook time', min: 0, integer: true, required: true },
} satisfies Record<string, NumberRule>;

export const wizardNumbersWrong = (draft: Pick<WizardDraft, keyof typeof wizardNumberRules>) =>
  (Object.keys(wizardNumberRules) as (keyof typeof wizardNumberRules)[]).some((field) => numberProblem(draft[field], wizardNumberRules[field]) !== undefined);

export interface WizardDraft {
  name: string;
  description: string;
  image: File | null;
  /** As typed: a number, or the text while it is not one (the pane says what is wrong). */
  servings: number | string;
  prepTime: number | string;
  cookTime: number | string;
  difficulty: Difficulty;
  nutrition: { calories: string; protein: string; carbohydrate: string; fat: string };
  mealTimes: string[];
  ingredients: DraftLine[];
  /** In order: a step's number is its place, so removing one renumbers the rest. */
  steps: Array<{ key: string; instruction: string }>;
  cuisineIds: string[];
  dietIds: string[];
}

/** What is kept of a draft across a reload: all but the photo. */
type KeptDraft = Omit<WizardDraft, 'image'>;

/**
 * The wizard kept for this cook, unless the recipe it saved at step 3 is no longer theirs (deleted
 * from My Recipes or another tab): then there is nothing to go back to.
 */
export function resumableWizard(appUserId: string, isMine: (recipeId: string) => boolean) {
  const kept = readKeptWizard<KeptDraft>(appUserId);
  return kept && (!kept.recipeId || isMine(kept.recipeId)) ? kept : undefined;
}

export const emptyDraft = (): WizardDraft => ({
  name: '',
  description: '',
  image: null,
  servings: 1,
  prepTime: 0,
  cookTime: 0,
  difficulty: 'Easy',
  nutrition: { calories: '', protein: '', carbohydrate: '', fat: '' },
  mealTimes: [],
  ingredients: [],
  steps: [],
  cuisineIds: [],
  dietIds: [],
});

/** The body to save; only built once Next has found the numbers right (wizardNumbersWrong). */
export function wizardBody(draft: WizardDraft): WizardRecipeBody {
  const [servings, prepTime, cookTime] = [draft.servings, draft.prepTime, draft.cookTime].map(Number) as [number, number, number];
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    servings,
    prep_time: prepTime,
    cook_time: cookTime,
    total_time: prepTime + cookTime,
    difficulty: draft.difficulty,
    // Blank calories beside all three macros are theirs, as the Nutrition step showed.
    nutritionalInfo: withDerivedCalories(typedNutrition(draft.nutrition)),
  };
}

/** Every child record of the draft, each with a key that says what it is. */
function childPosts(recipeId: string, draft: WizardDraft): Array<[string, () => Promise<unknown>]> {
  // A recipe lists its ingredients in the order they arrived: they go one after another, in the
  // author's order, while everything else goes at once (sent together, green onion could land before
  // the black beans added first).
  let previousIngredient: Promise<unknown> = Promise.resolve();
  const inTurn = (post: () => Promise<unknown>) => () => {
    const posted = previousIngredient.then(post);
    previousIngredient = posted.catch(() => undefined);
    return posted;
  };
  return [
    ...draft.mealTimes.map((time): [string, () => Promise<unknown>] => [`time:${time}`, () => addRecipeLink('meal-time', recipeId, time)]),
    ...draft.ingredients.map((line): [string, () => Promise<unknown>] => [
      `ingredient:${line.ingredientId}:${line.quantity}`,
      inTurn(() => addRecipeIngredient(recipeId, { ingredient_id: line.ingredientId, quantity: line.quantity ?? 0 })),
    ]),
    ...draft.steps.map((step, index): [string, () => Promise<unknown>] => [
      `step:${index + 1}:${step.instruction}`,
      () => addRecipeStep(recipeId, { step_number: index + 1, instruction: step.instruction }),
    ]),
    ...draft.cuisineIds.map((id): [string, () => Promise<unknown>] => [`cuisine:${id}`, () => addRecipeLink('cuisine', recipeId, id)]),
    ...draft.dietIds.map((id): [string, () => Promise<unknown>] => [`diet:${id}`, () => addRecipeLink('diet', recipeId, id)]),
  ];
}

interface WizardOptions {
  appUserId: string;
  /** Whether a recipe is among the cook's own, to tell a kept wizard's recipe was not deleted since. */
  isMine: (recipeId: string) => boolean;
  onCreated: () => void;
}

export function useRecipeWizard({ appUserId, isMine, onCreated }: WizardOptions) {
  const queryClient = useQueryClient();
  const [kept] = useState(() => resumableWizard(appUserId, isMine));
  const [draft, setDraft] = useState<WizardDraft>(() => (kept ? { ...emptyDraft(), ...kept.draft, image: null } : emptyDraft()));
  const [active, setActive] = useState(kept?.active ?? 0);
  const [recipeId, setRecipeId] = useState(kept?.recipeId);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [imageNote, setImageNote] = useState<string>();
  const [imageError, setImageError] = useState<{ message: string; reason?: string }>();
  /** Said once, on the step the wizard came back to: it is as the cook left it, and whether the photo was lost. */
  const [resumed, setResumed] = useState(kept && { photoLost: kept.photoLost });
  const saved = useRef<{ body?: string; image?: File | null; posted: Set<string> }>({ body: kept?.savedBody, posted: new Set(kept?.posted) });

  // Kept on every change; an empty wizard keeps nothing. `saving` ends each save, after which the
  // saved body and the posted records are what they now are.
  useEffect(() => {
    if (!draft.name.trim() && !recipeId) return forgetWizard(appUserId);
    const { image, ...rest } = draft;
    const { body, posted } = saved.current;
    keepWizard<KeptDraft>(appUserId, { draft: rest, active, recipeId, savedBody: body, posted: [...posted], photoLost: Boolean(image) && image !== saved.current.image });
  }, [appUserId, draft, active, recipeId, saving]);

  const update = (changes: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const refreshLists = () => Promise.all([queryClient.invalidateQueries({ queryKey: [readModels.recipe] }), queryClient.invalidateQueries({ queryKey: [readModels.favorite] })]);

  async function saveRecipe(): Promise<boolean> {
    const body = wizardBody(draft);
    const serialized = JSON.stringify(body);
    let id = recipeId;
    try {
      if (!id) {
        id = (await createRecipe(body)).recipeId;
        setRecipeId(id);
        void refreshLists();
      } else if (saved.current.body !== serialized) {
        const { total_time: _total, ...changes } = body;
        await updateRecipe(id, changes);
      }
      saved.current.body = serialized;
    } catch (failure) {
      setError(isUnreachable(failure) ? NOT_SAVED.message : wizardMessages.createFailed);
      return false;
    }
    if (draft.image && draft.image !== saved.current.image) {
      try {
        await replaceRecipeImage(id, draft.image);
        saved.current.image = draft.image;
        setImageNote(undefined);
        setImageError(undefined);
      } catch (failure) {
        setImageNote(wizardMessages.imageFailed);
        setImageError({ message: (failure as Error).message, reason: failure instanceof ImageUploadError ? failure.reason : undefined });
      }
    }
    return true;
  }

  async function next() {
    if (!draft.name.trim() || (active >= NUMBERS_STEP && wizardNumbersWrong(draft)) || saving) return;
    setError(undefined);
    setResumed(undefined);
    if (active === CREATE_ON_LEAVING) {
      setSaving(true);
      const ok = await saveRecipe();
      setSaving(false);
      if (!ok) return;
    }
    setActive((step) => Math.min(step + 1, WIZARD_STEPS.length - 1));
  }

  const back = () => {
    setError(undefined);
    setResumed(undefined);
    setActive((step) => Math.max(step - 1, 0));
  };

  function reset() {
    setDraft(emptyDraft());
    setActive(0);
    setRecipeId(undefined);
    setError(undefined);
    setImageNote(undefined);
    setImageError(undefined);
    setResumed(undefined);
    saved.current = { posted: new Set() };
  }

  async function submit() {
    if (!recipeId || saving) return;
    setSaving(true);
    setError(undefined);
    const pending = childPosts(recipeId, draft).filter(([key]) => !saved.current.posted.has(key));
    const results = await Promise.allSettled(pending.map(([, post]) => post()));
    results.forEach((result, index) => result.status === 'fulfilled' && saved.current.posted.add(pending[index]![0]));
    setSaving(false);
    await refreshLists();
    if (results.some((result) => result.status === 'rejected')) {
      setError(wizardMessages.childrenFailed);
      return;
    }
    reset();
    onCreated();
  }

  return { draft, update, active, next, back, submit, reset, saving, error, imageNote, imageError, recipeId, resumed, isLast: active === WIZARD_STEPS.length - 1 };
}

export type RecipeWizard = ReturnType<typeof useRecipeWizard>;
