// The grocery list of a week (pure): every uncooked meal's recipe lines scaled by the meal's servings
// over the recipe's, summed per ingredient in the ingredient's own unit, minus what the pantry holds
// (never below zero), grouped by primary food group, with cost = quantity × cost per unit where the
// ingredient has a price (each line says whether it had one).
import type { GroceryDifference, GroceryItem, GroceryRefresh } from './grocery.events.ts';
import { groceryItemIdFor, groceryItemInUnitIdFor } from './grocery.events.ts';
import { inIngredientUnit, type UnitFacts } from '../../units.ts';

export interface GroceryIngredientFacts extends UnitFacts {
  name: string;
  primary_food_group: string | null;
  estimated_cost_per_unit_cents: number | null;
}

export interface GroceryInputs {
  list: Pick<GroceryRefresh, 'groceryListId' | 'mealPlanId' | 'appUserId' | 'weekStart' | 'endDate'>;
  /** The plan's meals; cooked ones need nothing more from the shop. */
  meals: ReadonlyArray<{ mealId: string; recipeId: string; servings: number; cooked: unknown }>;
  recipes: ReadonlyMap<string, { servings: number; ingredients: ReadonlyArray<{ ingredientId: string; quantity: number; unit: string }> }>;
  ingredients: ReadonlyMap<string, GroceryIngredientFacts>;
  pantry: ReadonlyArray<{ ingredientId: string; quantity: number; unit: string }>;
}

/** Quantities as the product shows them: at most two decimals. */
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

  const { groceryListId } = inputs.list;
  const items: GroceryItem[] = [];
  const differences: GroceryDifference[] = [];
  for (const [key, need] of needed.amounts) {
    const facts = inputs.ingredients.get(need.ingredientId);
    const name = facts?.name ?? 'Unknown ingredient';
    const inPantry = held.amounts.get(key)?.quantity ?? 0;
    const toBuy = round2(Math.max(0, need.quantity - inPantry));
    if (inPantry > 0) {
      differences.push({
        ingredientId: need.ingredientId,
        ingredientName: name,
        pantryQuantity: round2(inPantry),
        originalQuantity: round2(need.quantity),
        unit: need.unit,
        mealSources: [...need.mealIds].sort().map((mealId) => ({ mealId })),
      });
    }
    if (toBuy <= 0) continue;
    const priced = need.converted && facts?.estimated_cost_per_unit_cents != null;
    items.push({
      id: need.converted ? groceryItemIdFor(groceryListId, need.ingredientId) : groceryItemInUnitIdFor(groceryListId, need.ingredientId, need.unit),
      ingredientId: need.ingredientId,
      ingredientName: name,
      quantity: toBuy,
      unit: need.unit,
      primaryFoodGroup: facts?.primary_food_group || 'Other',
      // The cost per unit is per the ingredient's unit: a line in another unit has no known cost.
      estimatedCostCents: priced ? Math.round(toBuy * facts!.estimated_cost_per_unit_cents!) : 0,
      priced,
      notes: need.converted ? null : facts ? `In the recipe's unit: ${need.unit} does not convert to ${facts.unit_of_measurement}.` : null,
    });
  }
  items.sort((a, b) => a.primaryFoodGroup.localeCompare(b.primaryFoodGroup) || a.ingredientName.localeCompare(b.ingredientName) || a.unit.localeCompare(b.unit));
  differences.sort((a, b) => a.ingredientName.localeCompare(b.ingredientName) || a.unit.localeCompare(b.unit));
  return {
    ...inputs.list,
    items,
    differences,
    totalItems: items.length,
    estimatedTotalCostCents: items.reduce((sum, item) => sum + item.estimatedCostCents, 0),
  };
}
