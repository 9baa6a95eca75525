import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import { ingredientDecider, messages, type IngredientChanges, type IngredientInput, type IngredientLookups } from './ingredients.decider.ts';
import type { IngredientCreated, IngredientEvent } from './ingredients.events.ts';

const spec = deciderSpec(ingredientDecider);
const ingredientId = 'ingredient-1';
const produce = 'group-produce';
const dairy = 'group-dairy';
const lookups: IngredientLookups = { units: ['g', 'ml', 'piece'], foodGroupIds: [produce, dairy], sameNameId: null };
const unknown = { calories: null, protein: null, carbohydrate: null, fat: null };

const input = (change: Partial<IngredientInput> = {}): IngredientInput => ({
  name: 'Yellow onion',
  description: null,
  unitOfMeasurement: 'piece',
  gramsPerUnit: 110,
  estimatedShelfLife: 30,
  servingSize: 1,
  perServing: { calories: 44, protein: 1.21, carbohydrate: 10.27, fat: 0.11 },
  per100g: { calories: 40, protein: 1.1, carbohydrate: 9.34, fat: 0.1 },
  micronutrients: null,
  estimatedCostPerUnitCents: 29.81,
  commonUses: null,
  isPerishable: false,
  isVegetarian: true,
  isVegan: true,
  foodGroupIds: [produce],
  ...change,
});
const create = (change: Partial<IngredientInput> = {}, lookupChange: Partial<IngredientLookups> = {}) =>
  ({ type: 'CreateIngredient', ingredientId, authorId: 'user-1', ingredient: input(change), lookups: { ...lookups, ...lookupChange }, createdAt: '2026-11-22T10:00:00.000Z' }) as const;
const created = (change: Partial<IngredientInput> = {}): IngredientCreated => ({
  type: 'IngredientCreated',
  data: { ingredientId, authorId: 'user-1', ...input(change), sourceIds: null, createdAt: '2026-11-22T10:00:00.000Z' },
});
const update = (changes: IngredientChanges, lookupChange: Partial<IngredientLookups> = {}) =>
  ({ type: 'UpdateIngredient', ingredientId, changes, lookups: { ...lookups, ...lookupChange }, updatedAt: '2026-11-23T10:00:00.000Z' }) as const;
const updatedData = (events: IngredientEvent[]) => {
  expect(events).toHaveLength(1);
  expect(events[0]!.type).toBe('IngredientUpdated');
  return events[0]!.data as Extract<IngredientEvent, { type: 'IngredientUpdated' }>['data'];
};

describe('creating an ingredient', () => {
  it('records the whole ingredient, its author and its food groups', () => {
    spec.given([]).when(create()).then([created()]);
  });
  it('keeps unknown facts unknown', () => {
    const bare = { gramsPerUnit: null, estimatedShelfLife: null, servingSize: null, perServing: unknown, per100g: unknown, estimatedCostPerUnitCents: null, isPerishable: null };
    spec.given([]).when(create(bare)).then([created(bare)]);
  });
  it('states the weight of a unit that is itself a weight', () => {
    spec.given([]).when(create({ unitOfMeasurement: 'g', gramsPerUnit: null, servingSize: 100, perServing: { calories: 40, protein: 1.1, carbohydrate: 9.34, fat: 0.1 } })).thenMatches(([event]) => {
      expect(event!.data).toMatchObject({ gramsPerUnit: 1, per100g: { calories: 40, protein: 1.1, carbohydrate: 9.34, fat: 0.1 } });
    });
  });
  it('works out the per-100 g facts from a serving of known weight', () => {
    spec.given([]).when(create({ gramsPerUnit: 50, servingSize: 2, perServing: { calories: 120, protein: 5, carbohydrate: null, fat: 0 }, per100g: unknown })).thenMatches(([event]) => {
      expect(event!.data).toMatchObject({ per100g: { calories: 120, protein: 5, carbohydrate: null, fat: 0 } });
    });
  });
  it.each([
    ['', messages.nameRequired],
    ['   ', messages.nameRequired],
    ['x'.repeat(101), messages.nameTooLong],
  ])('refuses the name %j', (name, message) => {
    spec.given([]).when(create({ name })).thenThrows(message, 400);
  });
  it('refuses a name another ingredient has, whatever the case', () => {
    spec.given([]).when(create({ name: 'YELLOW ONION' }, { sameNameId: 'ingredient-2' })).thenThrows(messages.nameTaken('YELLOW ONION'), 409);
  });
  it('refuses a unit outside the server list, and no unit at all', () => {
    spec.given([]).when(create({ unitOfMeasurement: 'handful' })).thenThrows(messages.unitUnknown(lookups.units), 400);
    spec.given([]).when(create({ unitOfMeasurement: '' })).thenThrows(messages.unitRequired, 400);
  });
  it.each([
    [{ estimatedShelfLife: -1 }, messages.negative('Shelf life')],
    [{ estimatedCostPerUnitCents: -5 }, messages.negative('Estimated cost per unit')],
    [{ perServing: { calories: -1, protein: 1, carbohydrate: 1, fat: 1 } }, messages.negative('Calories')],
    [{ per100g: { calories: 1, protein: 1, carbohydrate: 1, fat: -0.5 } }, messages.negative('Fat per 100 g')],
    [{ gramsPerUnit: Number.NaN }, messages.negative('Grams per unit')],
    [{ estimatedShelfLife: 2.5 }, messages.shelfLifeWhole],
    [{ servingSize: 0 }, messages.servingSizePositive],
    // Beyond what any kitchen has: a shelf life past ten years once made another cook's pantry add fail.
    [{ estimatedShelfLife: 100_000_000 }, 'Shelf life must be at most 3,650 days (ten years).'],
    [{ estimatedShelfLife: 2 ** 31 }, 'Shelf life must be at most 3,650 days (ten years).'],
    [{ gramsPerUnit: 1e9 }, 'Grams per unit must be at most 100,000 g.'],
    [{ per100g: { calories: 5000, protein: 1, carbohydrate: 1, fat: 1 } }, 'Calories per 100 g must be at most 900 kcal.'],
    [{ per100g: { calories: 100, protein: 101, carbohydrate: 1, fat: 1 } }, 'Protein per 100 g must be at most 100 g.'],
  ] as const)('refuses %j', (change, message) => {
    spec.given([]).when(create(change)).thenThrows(message, 400);
  });
  it('refuses micronutrients that are not JSON, and takes those that are', () => {
    spec.given([]).when(create({ micronutrients: '{iron: 2' })).thenThrows(messages.micronutrientsJson, 400);
    spec.given([]).when(create({ micronutrients: '{"iron_mg": 2.7}' })).then([created({ micronutrients: '{"iron_mg": 2.7}' })]);
  });
  it('refuses text over the limits', () => {
    spec.given([]).when(create({ description: 'x'.repeat(2001) })).thenThrows(messages.descriptionTooLong, 400);
    spec.given([]).when(create({ commonUses: 'x'.repeat(501) })).thenThrows(messages.commonUsesTooLong, 400);
  });
  it('refuses a food group that does not exist, and links a repeated one once', () => {
    spec.given([]).when(create({ foodGroupIds: ['group-unknown'] })).thenThrows(messages.foodGroupUnknown, 400);
    spec.given([]).when(create({ foodGroupIds: [produce, produce] })).then([created({ foodGroupIds: [produce] })]);
  });
  it('refuses to create an ingredient twice', () => {
    spec.given([created()]).when(create()).thenThrows(messages.alreadyExists, 409);
  });
});

describe('editing an ingredient', () => {
  it('records the whole ingredient after the change, keeping its food groups', () => {
    spec.given([created()]).when(update({ name: 'Brown onion', description: 'Sweet when cooked slowly.' })).thenMatches((events) => {
      expect(updatedData(events)).toEqual({ ...created().data, name: 'Brown onion', description: 'Sweet when cooked slowly.', authorId: undefined, createdAt: undefined, updatedAt: '2026-11-23T10:00:00.000Z' });
    });
  });
  it('records nothing when nothing changes', () => {
    spec.given([created()]).when(update({ name: 'Yellow onion', perServing: { calories: 44 } })).thenNothingHappened();
  });
  it('lets an ingredient keep its own name in another case', () => {
    spec.given([created()]).when(update({ name: 'yellow onion' }, { sameNameId: ingredientId })).thenMatches((events) => expect(updatedData(events).name).toBe('yellow onion'));
  });
  it('refuses a name another ingredient has', () => {
    spec.given([created()]).when(update({ name: 'Garlic' }, { sameNameId: 'ingredient-2' })).thenThrows(messages.nameTaken('Garlic'), 409);
  });
  it('refuses a blank name and a negative number', () => {
    spec.given([created()]).when(update({ name: '' })).thenThrows(messages.nameRequired, 400);
    spec.given([created()]).when(update({ servingSize: -1 })).thenThrows(messages.negative('Serving size'), 400);
  });
  it('moves a per-100 g fact with its serving fact, and keeps the others as they were', () => {
    spec.given([created()]).when(update({ perServing: { calories: 55 } })).thenMatches((events) => {
      expect(updatedData(events).per100g).toEqual({ calories: 50, protein: 1.1, carbohydrate: 9.34, fat: 0.1 });
    });
  });
  it('forgets a per-100 g fact it can no longer vouch for', () => {
    spec.given([created()]).when(update({ unitOfMeasurement: 'ml', perServing: { calories: 55 } })).thenMatches((events) => {
      expect(updatedData(events)).toMatchObject({ gramsPerUnit: null, per100g: { calories: null, protein: null, carbohydrate: null, fat: null } });
    });
  });
  it('answers 404 for an ingredient that does not exist', () => {
    spec.given([]).when(update({ name: 'Leek' })).thenThrows(messages.notFound, 404);
  });
});

describe('food groups of an ingredient', () => {
  const link = (type: 'AddIngredientFoodGroup' | 'RemoveIngredientFoodGroup', foodGroupId: string) =>
    type === 'AddIngredientFoodGroup'
      ? ({ type, ingredientId, foodGroupId, lookups: { foodGroupIds: lookups.foodGroupIds }, changedAt: 't' } as const)
      : ({ type, ingredientId, foodGroupId, changedAt: 't' } as const);
  const added: IngredientEvent = { type: 'IngredientFoodGroupAdded', data: { ingredientId, foodGroupId: dairy, changedAt: 't' } };

  it('adds a food group once', () => {
    spec.given([created()]).when(link('AddIngredientFoodGroup', dairy)).then([added]);
    spec.given([created(), added]).when(link('AddIngredientFoodGroup', dairy)).thenThrows(messages.foodGroupAlreadyLinked, 409);
  });
  it('refuses a food group that does not exist', () => {
    spec.given([created()]).when(link('AddIngredientFoodGroup', 'group-unknown')).thenThrows(messages.foodGroupUnknown, 400);
  });
  it('removes a linked food group, and says so when it was not linked', () => {
    spec.given([created(), added]).when(link('RemoveIngredientFoodGroup', dairy)).then([{ type: 'IngredientFoodGroupRemoved', data: { ingredientId, foodGroupId: dairy, changedAt: 't' } }]);
    spec.given([created()]).when(link('RemoveIngredientFoodGroup', dairy)).thenThrows(messages.foodGroupNotLinked, 404);
  });
  it('answers 404 for an ingredient that does not exist', () => {
    spec.given([]).when(link('AddIngredientFoodGroup', dairy)).thenThrows(messages.notFound, 404);
  });
});
