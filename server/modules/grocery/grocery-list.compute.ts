// The grocery list of a week (pure): every uncooked meal's recipe lines scaled by the meal's servings
// over the recipe's, summed per ingredient in the ingredient's own unit, minus what the pantry holds
// (never below zero), grouped by primary food group. Each line says what to buy in the sizes a shop
// sells (decision 0034) and costs what is bought, at the cook's paid price, else the reference price,
// else its food group's estimate. Staples the cook keeps are listed apart, out of the count and cost.
import type { GroceryDifference, GroceryItem, GroceryRefresh } from './grocery.events.ts';
import { groceryItemIdFor, groceryItemInUnitIdFor, groceryLineOrder } from './grocery.events.ts';
import { kitchenNotesOf, type DescribedIngredient, type ShopSize } from '../../kitchen/kitchen-notes.ts';
import { priceOf, type Price } from '../../kitchen/prices.ts';
import { purchaseCost, purchaseFor } from '../../kitchen/shop.ts';
import { inIngredientUnit, type Measure } from '../../kitchen/units.ts';

export interface GroceryIngredientFacts extends Measure {
  name: string;
  primary_food_group: string | null;
  /** How a shop sells it (the kitchen notes). */
  shop: ShopSize;
  /** What one of its unit costs this cook. */
  price: Price;
}

/** An ingredient's row with our kitchen notes and its price for this cook (`paidCentsPerUnit`: their last paid price). */
export function groceryFactsOf(row: DescribedIngredient & { estimated_cost_per_unit_cents: number | null }, paidCentsPerUnit?: number | null): GroceryIngredientFacts {
  const notes = kitchenNotesOf(row);
  const measure = { unit_of_measurement: row.unit_of_measurement, grams_per_unit: row.grams_per_unit, grams_per_tsp: notes.grams_per_tsp, count_word: notes.count_word };
  return { ...measure, name: row.name, primary_food_group: row.primary_food_group, shop: notes.shop, price: priceOf({ ...measure, primary_food_group: row.primary_food_group, estimated_cost_per_unit_cents: row.estimated_cost_per_unit_cents }, paidCentsPerUnit) };
}

export interface GroceryInputs {
  list: Pick<GroceryRefresh, 'groceryListId' | 'mealPlanId' | 'appUserId' | 'weekStart' | 'endDate'>;
  /** The plan's meals; cooked ones need nothing more from the shop. */
  meals: ReadonlyArray<{ mealId: string; recipeId: string; servings: number; cooked: unknown }>;
  recipes: ReadonlyMap<string, { servings: number; ingredients: ReadonlyArray<{ ingredientId: string; quantity: number; unit: string }> }>;
  ingredients: ReadonlyMap<string, GroceryIngredientFacts>;
  pantry: ReadonlyArray<{ ingredientId: string; quantity: number; unit: string }>;
  /** Ingredient ids the cook always keeps. */
  staples: ReadonlySet<string>;
}

/** Exact quantities, as the API's `quantity` carries them: at most two decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

interface Amount {
  ingredientId: string;
  unit: string;
  /** False: kept in a unit that does not convert to the ingredient's (or the ingredient is unknown). */
  converted: boolean;
  quantity: number;
  mealIds: Set<string>;
}

/** Sums amounts per ingredient in its unit; an amount that does not convert keeps a line of its own unit. */
class AmountsByIngredient {
  readonly amounts = new Map<string, Amount>();
  constructor(private readonly ingredients: GroceryInputs['ingredients']) {}

  add(ingredientId: string, quantity: number, unit: string, mealId?: string) {
    const facts = this.ingredients.get(ingredientId);
    const converted = facts ? inIngredientUnit(quantity, unit, facts) : undefined;
    const key = converted === undefined ? `${ingredientId}|${unit}` : ingredientId;
    const amount = this.amounts.get(key) ?? {
      ingredientId,
      unit: converted === undefined ? unit : facts!.unit_of_measurement,
      converted: converted !== undefined,
      quantity: 0,
      mealIds: new Set<string>(),
    };
    amount.quantity += converted ?? quantity;
    if (mealId) amount.mealIds.add(mealId);
    this.amounts.set(key, amount);
  }
}

/** A line to buy: the shop-sized purchase and what it costs, when the amount is in the ingredient's unit. */
function lineToBuy(groceryListId: string, need: Amount, toBuy: number, facts: GroceryIngredientFacts | undefined, staple: boolean): GroceryItem {
  const name = facts?.name ?? 'Unknown ingredient';
  const common = {
    ingredientId: need.ingredientId,
    ingredientName: name,
    quantity: toBuy,
    unit: need.unit,
    primaryFoodGroup: facts?.primary_food_group || 'Other',
    mealIds: [...need.mealIds].sort(),
    // Recorded only when so: every changed line is recorded whole, and what it leaves out is the usual.
    ...(staple && { staple: true }),
  };
  if (!need.converted || !facts) {
    // The price is per the ingredient's unit: a line in another unit has no known cost.
    return {
      ...common,
      id: groceryItemInUnitIdFor(groceryListId, need.ingredientId, need.unit),
      estimatedCostCents: 0,
      priced: false,
      notes: facts ? `In the recipe's unit: ${need.unit} does not convert to ${facts.unit_of_measurement}.` : null,
    };
  }
  const buy = purchaseFor(toBuy, facts.shop);
  return {
    ...common,
    id: groceryItemIdFor(groceryListId, need.ingredientId),
    estimatedCostCents: purchaseCost(buy, facts.price.centsPerUnit),
    priceSource: facts.price.source,
    buy,
    notes: null,
  };
}

export function computeGroceryList(inputs: GroceryInputs): Omit<GroceryRefresh, 'refreshedAt'> {
  const needed = new AmountsByIngredient(inputs.ingredients);
  for (const meal of inputs.meals) {
    if (meal.cooked) continue;
    // A recipe deleted since it was planned has no lines left to buy for.
    const recipe = inputs.recipes.get(meal.recipeId);
    if (!recipe || !(recipe.servings > 0)) continue;
    const scale = meal.servings / recipe.servings;
    for (const line of recipe.ingredients) needed.add(line.ingredientId, line.quantity * scale, line.unit, meal.mealId);
  }
  const held = new AmountsByIngredient(inputs.ingredients);
  for (const item of inputs.pantry) held.add(item.ingredientId, item.quantity, item.unit);

  const items: GroceryItem[] = [];
  const differences: GroceryDifference[] = [];
  for (const [key, need] of needed.amounts) {
    const facts = inputs.ingredients.get(need.ingredientId);
    const inPantry = held.amounts.get(key)?.quantity ?? 0;
    const toBuy = round2(Math.max(0, need.quantity - inPantry));
    if (inPantry > 0) {
      differences.push({
        ingredientId: need.ingredientId,
        ingredientName: facts?.name ?? 'Unknown ingredient',
        pantryQuantity: round2(inPantry),
        originalQuantity: round2(need.quantity),
        unit: need.unit,
        mealSources: [...need.mealIds].sort().map((mealId) => ({ mealId })),
      });
    }
    if (toBuy <= 0) continue;
    items.push(lineToBuy(inputs.list.groceryListId, need, toBuy, facts, inputs.staples.has(need.ingredientId)));
  }
  items.sort(groceryLineOrder);
  differences.sort((a, b) => a.ingredientName.localeCompare(b.ingredientName) || a.unit.localeCompare(b.unit));
  const shopped = items.filter((item) => !item.staple);
  return {
    ...inputs.list,
    items,
    differences,
    totalItems: shopped.length,
    estimatedTotalCostCents: shopped.reduce((sum, item) => sum + item.estimatedCostCents, 0),
  };
}
