// The edit screen's name and description, chosen sets (cuisines, diets, meal times, food types, tags)
// and nutrition, and Save Changes: only the differences from what the recipe had are sent, adds and
// deletes in parallel, with the details and nutrition (one PUT) when they changed (spec §4).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readModels } from '@contract/read-models';
import { isUnreachable, NOT_SAVED } from '@/lib/api-client';
import type { NutritionalInfo } from '../api/create-recipe';
import { linkDifferences, type RecipeLinkKind } from '../api/recipe-links';
import type { Recipe } from '../api/types';
import { updateRecipe } from '../api/update-recipe';
import { typedNutrition } from '../lib/authoring-rules';
import { withDerivedCalories } from '../lib/nutrition-check';
import { wizardMessages } from './use-recipe-wizard';

export const SAVE_FAILED = 'An error occurred while updating the recipe associations.';

export type LinkSets = Record<RecipeLinkKind, string[]>;
export type NutritionText = Record<keyof NutritionalInfo, string>;

const nutritionFields = ['calories', 'protein', 'carbohydrate', 'fat'] as const;
const shown = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(Math.round(value * 100) / 100));

/** The words a cook can change on the edit screen (the spec's sections leave them out; 0012). */
export interface DetailsText {
  name: string;
  description: string;
}
const detailsOf = (recipe: Recipe): DetailsText => ({ name: recipe.name, description: recipe.description ?? '' });

export const nutritionTextOf = (recipe: Recipe): NutritionText => ({
  calories: shown(recipe.calories),
  protein: shown(recipe.protein),
  carbohydrate: shown(recipe.carbohydrate),
  fat: shown(recipe.fat),
});

export function useRecipeEditSets(recipe: Recipe, initialSets: LinkSets) {
  const queryClient = useQueryClient();
  const [originalSets, setOriginalSets] = useState(initialSets);
  const [sets, setSets] = useState<LinkSets>(initialSets);
  // Only the boxes the cook typed in; the others follow the recipe, whose computed numbers change
  // as ingredient lines come and go.
  const [typed, setTyped] = useState<Partial<NutritionText>>({});
  const current = nutritionTextOf(recipe);
  const nutrition: NutritionText = { ...current, ...typed };
  const [typedDetails, setTypedDetails] = useState<Partial<DetailsText>>({});
  const details: DetailsText = { ...detailsOf(recipe), ...typedDetails };
  const nameProblem = details.name.trim() ? undefined : wizardMessages.nameRequired;
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const choose = (kind: RecipeLinkKind) => (values: string[]) => {
    setSaved(false);
    setSets((current) => ({ ...current, [kind]: values }));
  };
  const typeNutrition = (field: keyof NutritionText, value: string) => {
    setSaved(false);
    setTyped((before) => ({ ...before, [field]: value }));
  };

  const typeDetails = (field: keyof DetailsText, value: string) => {
    setSaved(false);
    setTypedDetails((before) => ({ ...before, [field]: value }));
  };

  async function save() {
    if (nameProblem) return;
    setSaving(true);
    setSaved(false);
    const calls = (Object.keys(sets) as RecipeLinkKind[]).flatMap((kind) => linkDifferences(kind, recipe.id, originalSets[kind], sets[kind]));
    const entered = typedNutrition(nutrition);
    // A blank calories box beside all three macros showed the figure it would save: it is saved.
    const toSave = withDerivedCalories(entered);
    const changedNutrition = nutritionFields.filter((field) => (typed[field] !== undefined && typed[field].trim() !== current[field]) || toSave[field] !== entered[field]);
    const original = detailsOf(recipe);
    const changedDetails = (Object.keys(original) as Array<keyof DetailsText>).filter((field) => typedDetails[field] !== undefined && typedDetails[field].trim() !== original[field].trim());
    if (changedNutrition.length > 0 || changedDetails.length > 0)
      calls.push(() =>
        updateRecipe(recipe.id, {
          ...Object.fromEntries(changedDetails.map((field) => [field, details[field].trim()])),
          ...(changedNutrition.length > 0 ? { nutritionalInfo: Object.fromEntries(changedNutrition.map((field) => [field, toSave[field]])) } : {}),
        }),
      );
    const results = await Promise.allSettled(calls.map((call) => call()));
    await Promise.all([queryClient.invalidateQueries({ queryKey: [readModels.recipe] }), queryClient.invalidateQueries({ queryKey: [readModels.favorite] })]);
    setSaving(false);
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (failures.length > 0) {
      window.alert(failures.some(isUnreachable) ? NOT_SAVED.message : SAVE_FAILED);
      return;
    }
    setOriginalSets(sets);
    setTyped({});
    setTypedDetails({});
    setSaved(true);
  }

  // The figures are questioned once the cook changes one: until then they are the recipe's own,
  // mostly computed from its ingredients, and not the cook's to answer for.
  const nutritionTyped = nutritionFields.some((field) => typed[field] !== undefined && typed[field].trim() !== current[field]);
  return { sets, choose, details, typeDetails, nameProblem, nutrition, nutritionTyped, typeNutrition, save, saving, saved };
}
