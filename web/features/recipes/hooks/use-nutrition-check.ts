// Asking before figures that do not add up are saved (lib/nutrition-check.ts): the first save with
// them shows the warning and saves nothing; from then on the button asks to save anyway, and pressing
// it is the author's word that the figures are right. Figures that agree again end the question, so
// a later slip is asked about afresh.
import { useState } from 'react';
import { derivedCalories, nutritionMismatch, type TypedNutrition } from '../lib/nutrition-check';

export function useNutritionCheck(nutrition: TypedNutrition, { enabled = true }: { enabled?: boolean } = {}) {
  const mismatch = enabled ? nutritionMismatch(nutrition) : undefined;
  const [asked, setAsked] = useState(false);
  if (asked && !mismatch) setAsked(false);
  const confirming = asked && mismatch !== undefined;
  return {
    /** Calories to save in a blank box, from the macros. */
    derivedCalories: derivedCalories(nutrition),
    /** The warning to show, once the author tried to save. */
    warning: confirming ? mismatch.message : undefined,
    /** The save button asks to save anyway. */
    confirming,
    /** Whether saving may go on now: not the first time the figures contradict, which shows the warning instead. */
    mayProceed(): boolean {
      if (!mismatch || asked) return true;
      setAsked(true);
      return false;
    },
  };
}
