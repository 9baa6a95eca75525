// A refresh records only what it changed (decision 0040). Over random weeks of cooking, shopping and
// pantry changes, the list folded from those changes must be the list computed from scratch, with the
// same marks, order and kept purchases as a log of whole lists, in the decider and in the read model.
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../event-store/types.ts';
import { seededRandom } from '../../../tests/fixtures/pantry-log.ts';
import { computeGroceryList, type GroceryIngredientFacts, type GroceryInputs } from './grocery-list.compute.ts';
import { groceryListDecider, type GroceryListCommand } from './grocery-list.decider.ts';
import { evolveGroceryListRow, type GroceryListRow } from './grocery-list.projection.ts';
import { computedLines, type GroceryListState, type ShownGroceryItem } from './grocery-list.state.ts';
import type { GroceryListEvent } from './grocery.events.ts';

const list = { groceryListId: 'list-1', mealPlanId: 'plan-1', appUserId: 'cook-1', weekStart: '2026-11-23', endDate: '2026-11-29' };
const TODAY = '2026-11-25';
const facts = (name: string, unit: string, gramsPerUnit: number | null, group: string | null, cents: number): GroceryIngredientFacts => ({
  name,
  unit_of_measurement: unit,
  grams_per_unit: gramsPerUnit,
  primary_food_group: group,
  shop: { unit: null, size: 1 },
  price: { centsPerUnit: cents, source: 'reference' },
});
const ingredients = new Map([
  ['onion', facts('Onion', 'piece', 110, 'Produce', 30)],
  ['rice', facts('Rice', 'g', 1, 'Grains', 0.5)],
  ['oil', facts('Olive oil', 'ml', 0.91, 'Oils', 2)],
  ['garlic', facts('Garlic', 'piece', 5, 'Produce', 10)],
  ['egg', facts('Egg', 'piece', 50, 'Protein', 25)],
  ['milk', facts('Milk', 'ml', 1.03, 'Dairy', 0.2)],
]);
// 'mystery' and 'unknown' are not in the facts: two lines named 'Unknown ingredient', ordered by id.
const lines = ['onion', 'rice', 'oil', 'garlic', 'egg', 'milk', 'mystery', 'unknown'];
const units = ['g', 'piece', 'ml', 'cup', 'tbsp'];

/** The JSON the log gives back: keys in another order, undefined fields gone. */
const asRead = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, field) => (field && typeof field === 'object' && !Array.isArray(field) ? Object.fromEntries(Object.entries(field).reverse()) : field));

const withoutMarks = ({ isInCart: _cart, isPurchased: _purchased, isRemoved: _removed, kept: _kept, ...line }: ShownGroceryItem) => line;

interface Folds {
  byChanges: GroceryListState;
  byWholeLists: GroceryListState;
  row: GroceryListRow | null;
  wholeRow: GroceryListRow | null;
}

/** The read model's row after one event, read back from jsonb as the projector does. */
const nextRow = (row: GroceryListRow | null, event: GroceryListEvent, position: number) => {
  const recorded = { ...event, streamId: 'grocerylist-list-1', recordedAt: '2026-11-23T08:00:00.000Z', globalPosition: String(position) } as unknown as RecordedEvent;
  const next = evolveGroceryListRow(row, recorded);
  return next && asRead(next);
};

/** A random week through the decider, each list change recorded as its changes and, beside it, as a whole list. */
function randomWeek(seed: number, steps: number, check: (folds: Folds, latest: ReturnType<typeof computeGroceryList> | null, step: number) => void) {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const recipes = new Map(
    ['A', 'B', 'C', 'D'].map((id) => [
      id,
      { servings: 1 + Math.floor(random() * 4), ingredients: Array.from({ length: 2 + Math.floor(random() * 4) }, () => ({ ingredientId: pick(lines), quantity: Math.round(random() * 40000) / 100 + 0.5, unit: pick(units) })) },
    ]),
  );
  const meals = Array.from({ length: 6 }, (_, index) => ({ mealId: `meal-${index}`, recipeId: pick([...recipes.keys()]), servings: 1 + Math.floor(random() * 4), cooked: null as unknown }));
  let pantry: GroceryInputs['pantry'] = [];
  let staples = new Set<string>();
  let own = 0;
  let position = 0;
  let latest: ReturnType<typeof computeGroceryList> | null = null;
  const folds: Folds = { byChanges: groceryListDecider.initialState(), byWholeLists: groceryListDecider.initialState(), row: null, wholeRow: null };
  const recorded = { revisions: 0, changedLines: 0, wholeLines: 0 };

  for (let step = 0; step < steps; step++) {
    const state = folds.byChanges;
    const shown = state.items.filter((item) => !item.isRemoved);
    const roll = random();
    let command: GroceryListCommand;
    if (step === 0 || roll < 0.45) {
      // Something the list depends on changes: a meal cooked or moved, servings, the pantry, staples.
      const change = random();
      if (change < 0.25) meals[Math.floor(random() * meals.length)]!.cooked = random() < 0.7 ? { at: step } : null;
      else if (change < 0.45) meals[Math.floor(random() * meals.length)]!.servings = 1 + Math.floor(random() * 6);
      else if (change < 0.55) meals[Math.floor(random() * meals.length)]!.recipeId = pick([...recipes.keys()]);
      else if (change < 0.85) pantry = Array.from({ length: Math.floor(random() * 5) }, () => ({ ingredientId: pick(lines), quantity: Math.round(random() * 30000) / 100, unit: pick(units) }));
      else staples = new Set(lines.filter(() => random() < 0.2));
      latest = computeGroceryList({ list, meals, recipes, ingredients, pantry, staples });
      command = { type: 'RecordGroceryRefresh', refresh: { ...latest, refreshedAt: `2026-11-23T08:${String(step % 60).padStart(2, '0')}:00Z` }, today: TODAY };
    } else if (roll < 0.8 && shown.length > 0) {
      const itemIds = shown.filter(() => random() < 0.4).map((item) => item.id);
      if (itemIds.length === 0) itemIds.push(pick(shown).id);
      const marks = random() < 0.5 ? { isInCart: random() < 0.6 } : { isPurchased: random() < 0.6 };
      command = { type: 'MarkGroceryItems', appUserId: list.appUserId, itemIds, ...marks, today: TODAY };
    } else if (roll < 0.88 && state.items.length > 0) {
      const item = pick(state.items);
      command = { type: item.isRemoved ? 'PutBackGroceryItem' : 'RemoveGroceryItem', appUserId: list.appUserId, itemId: item.id, today: TODAY };
    } else {
      own++;
      command = {
        type: 'AddOwnGroceryItem',
        appUserId: list.appUserId,
        item: { id: `own-${own}`, ingredientId: null, ingredientName: `Own ${own}`, quantity: 1, unit: 'piece', primaryFoodGroup: 'Other', estimatedCostCents: 0, priced: false, notes: null, mealIds: [], staple: false, own: true },
        today: TODAY,
      };
    }
    let events: GroceryListEvent[];
    try {
      events = groceryListDecider.decide(command, state);
    } catch {
      continue; // A change to a list not computed yet: refused, nothing recorded.
    }
    for (const event of events) {
      position++;
      const byChanges = asRead(event);
      // The same history as a log of whole lists, as refreshes were recorded before decision 0040.
      const whole = event.type === 'GroceryListRevised' && command.type === 'RecordGroceryRefresh' ? asRead<GroceryListEvent>({ type: 'GroceryListRefreshed', data: command.refresh }) : byChanges;
      folds.byChanges = groceryListDecider.evolve(folds.byChanges, byChanges);
      folds.byWholeLists = groceryListDecider.evolve(folds.byWholeLists, whole);
      folds.row = nextRow(folds.row, byChanges, position);
      folds.wholeRow = nextRow(folds.wholeRow, whole, position);
      if (byChanges.type === 'GroceryListRevised') {
        recorded.revisions++;
        recorded.changedLines += byChanges.data.changed.length;
        recorded.wholeLines += command.type === 'RecordGroceryRefresh' ? command.refresh.items.length : 0;
      }
    }
    check(folds, latest, step);
  }
  return recorded;
}

describe('a grocery list folded from what each refresh changed', () => {
  it('is the list computed from scratch, with the marks, order and kept purchases a log of whole lists gives, in the decider and the read model', () => {
    const total = { revisions: 0, changedLines: 0, wholeLines: 0 };
    for (let seed = 1; seed <= 25; seed++) {
      const recorded = randomWeek(seed, 150, ({ byChanges, byWholeLists, row, wholeRow }, latest, step) => {
        const where = `seed ${seed}, step ${step}`;
        expect(byChanges.items.map(withoutMarks), where).toEqual(byWholeLists.items.map(withoutMarks));
        expect(byChanges.items.map(({ id, isInCart, isPurchased, isRemoved }) => ({ id, isInCart, isPurchased, isRemoved })), where).toEqual(
          byWholeLists.items.map(({ id, isInCart, isPurchased, isRemoved }) => ({ id, isInCart, isPurchased, isRemoved })),
        );
        expect(byChanges.differences, where).toEqual(byWholeLists.differences);
        if (latest) expect(computedLines(byChanges.items).map(withoutMarks), where).toEqual(asRead(latest.items));
        expect(row?.items ?? [], where).toEqual(byChanges.items);
        expect(row && { ...row, items: null }, where).toEqual(wholeRow && { ...wholeRow, items: null });
      });
      total.revisions += recorded.revisions;
      total.changedLines += recorded.changedLines;
      total.wholeLines += recorded.wholeLines;
    }
    // Enough happened to mean something, and what was recorded is a fraction of the whole lists.
    expect(total.revisions).toBeGreaterThan(600);
    expect(total.changedLines).toBeLessThan(total.wholeLines / 2);
  });
});
