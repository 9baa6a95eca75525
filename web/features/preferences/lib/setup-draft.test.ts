import { describe, expect, it } from 'vitest';
import { emptySetupDraft, restoreSetupDraft } from './setup-draft';

const defaults = {
  preferred_number_of_breakfast_meals: 3,
  preferred_number_of_lunch_meals: 3,
  preferred_number_of_dinner_meals: 3,
  preferred_breakfast_serving_size: 2,
  preferred_lunch_serving_size: 2,
  preferred_dinner_serving_size: 2,
};
const offered = { diets: new Set(['vegan', 'omnivore']), cuisines: new Set(['thai', 'indian', 'italian', 'greek']), ingredients: new Set(['peanut']) };
const stored = (draft: object) => JSON.stringify(draft);

describe('the setup draft read back after a reload', () => {
  it('brings back the choices and the step the cook was on', () => {
    const draft = { step: 3, dietIds: ['vegan'], cuisineIds: ['thai', 'indian', 'italian'], ingredientIds: ['peanut'], mealPlan: { ...defaults, preferred_number_of_dinner_meals: 5 } };
    expect(restoreSetupDraft(stored(draft), offered, defaults)).toEqual(draft);
  });
  it('starts empty with nothing stored or something unreadable', () => {
    expect(restoreSetupDraft(null, offered, defaults)).toEqual(emptySetupDraft(defaults));
    expect(restoreSetupDraft('{not json', offered, defaults)).toEqual(emptySetupDraft(defaults));
    expect(restoreSetupDraft('null', offered, defaults)).toEqual(emptySetupDraft(defaults));
  });
  it('drops ids no longer offered, numbers out of range, and a step the choices do not reach', () => {
    const restored = restoreSetupDraft(stored({ step: 3, dietIds: ['vegan', 'gone'], cuisineIds: ['thai', 'gone', 'indian'], mealPlan: { ...defaults, preferred_number_of_lunch_meals: 40, preferred_lunch_serving_size: 'two' } }), offered, defaults);
    expect(restored).toMatchObject({ step: 1, dietIds: ['vegan'], cuisineIds: ['thai', 'indian'], ingredientIds: [] });
    expect(restored.mealPlan).toEqual(defaults);
  });
});
