// The static reference lists (diets, cuisines, food types, default tags). They are product vocabulary,
// not user data, so they live outside the event log and a rebuild leaves them alone (DESIGN §4). Ids
// follow from the names, so every database agrees on them and a renamed entry keeps its links only
// when its key stays the same. Texts are our own.
import { deterministicUuid } from '../event-store/ids.ts';

export interface ReferenceEntry {
  key: string;
  name: string;
  description: string;
}

const entry = (name: string, description: string): ReferenceEntry => ({ key: name.toLowerCase(), name, description });

export const diets: readonly ReferenceEntry[] = [
  entry('Omnivore', 'Everything is on the table: meat, fish, dairy, eggs and plants.'),
  entry('Vegetarian', 'No meat or fish; dairy and eggs are welcome.'),
  entry('Vegan', 'Only plants: no meat, fish, dairy, eggs or honey.'),
  entry('Pescatarian', 'Vegetarian meals plus fish and seafood.'),
  entry('Gluten-Free', 'No wheat, barley or rye.'),
  entry('Dairy-Free', 'No milk, cheese, butter or cream.'),
  entry('Low-Carb', 'Fewer starches and sugars, more vegetables and protein.'),
  entry('Keto', 'Very low carbohydrate and high fat.'),
  entry('Paleo', 'Meat, fish, vegetables, fruit and nuts; no grains, legumes or dairy.'),
  entry('High-Protein', 'Meals built around a generous portion of protein.'),
];

export const cuisines: readonly ReferenceEntry[] = [
  entry('Italian', 'Pasta, risotto, tomatoes, olive oil and fresh herbs.'),
  entry('Mexican', 'Corn, beans, chillies, lime and slow-cooked fillings.'),
  entry('Indian', 'Spiced curries, dals, breads and rice.'),
  entry('Japanese', 'Rice, noodles, miso, soy and simply cooked fish.'),
  entry('Korean', 'Gochujang, kimchi, grilled meats and rice bowls.'),
  entry('Thai', 'Sweet, sour, salty and hot: curries, salads and noodles.'),
  entry('Chinese', 'Stir-fries, dumplings, braises and noodles.'),
  entry('French', 'Butter, wine, herbs and careful technique.'),
  entry('Spanish', 'Paella, tapas, paprika and olive oil.'),
  entry('Mediterranean', 'Vegetables, grains, olive oil, fish and herbs from around the sea.'),
  entry('Greek', 'Feta, olives, lemon, oregano and grilled meats.'),
  entry('Middle Eastern', 'Chickpeas, tahini, flatbreads, spice blends and herbs.'),
  entry('American', 'Comfort food: roasts, burgers, bakes and barbecue.'),
  entry('Vietnamese', 'Fresh herbs, rice noodles, fish sauce and bright broths.'),
];

export const foodTypes: readonly ReferenceEntry[] = [
  entry('Soup', 'Broths, chowders and blended soups.'),
  entry('Salad', 'Leafy, grain and composed salads.'),
  entry('Pasta', 'Pasta and noodle dishes.'),
  entry('Curry', 'Sauced, spiced dishes served with rice or bread.'),
  entry('Stir-Fry', 'Quick, high-heat pan dishes.'),
  entry('Sandwich', 'Sandwiches, wraps and burgers.'),
  entry('Bowl', 'Grain or rice bowls with toppings.'),
  entry('Bake', 'Casseroles, gratins and traybakes.'),
  entry('Breakfast', 'Eggs, porridge, pancakes and other morning food.'),
  entry('Snack', 'Small bites between meals.'),
];

export const defaultTags: readonly ReferenceEntry[] = [
  entry('Quick', 'Ready in 30 minutes or less.'),
  entry('Budget', 'Inexpensive ingredients, generous portions.'),
  entry('One-Pot', 'Cooked in a single pot or pan: less washing up.'),
  entry('Meal Prep', 'Keeps well for lunches later in the week.'),
  entry('Family-Friendly', 'Mild flavours most children enjoy.'),
  entry('Comfort Food', 'Warm, hearty and filling.'),
];

/** The food groups ingredients belong to; the facts file's primary groups are among them. */
export const foodGroups: readonly ReferenceEntry[] = [
  entry('Produce', 'Fresh fruit, vegetables and herbs.'),
  entry('Meat', 'Beef, pork, lamb, poultry and cured meats.'),
  entry('Seafood', 'Fish and shellfish.'),
  entry('Dairy', 'Milk, cheese, butter, cream, yogurt and eggs.'),
  entry('Bakery', 'Bread, wraps and baked goods.'),
  entry('Grains', 'Rice, pasta, noodles, oats and flours.'),
  entry('Pantry', 'Tins, jars, dried goods, oils and baking staples.'),
  entry('Spices', 'Dried herbs, spices and seasonings.'),
  entry('Condiments', 'Sauces, pastes, vinegars and dressings.'),
  entry('Frozen', 'Frozen vegetables, fruit and prepared foods.'),
  entry('Beverages', 'Drinks and cooking liquids.'),
  entry('Other', 'Everything else.'),
];

/** When a recipe is eaten (spec: Breakfast, Lunch, Dinner, Snack). */
export const mealTimes = ['Breakfast', 'Lunch', 'Dinner', 'Snack'] as const;

export const referenceIdFor = (kind: 'diet' | 'cuisine' | 'food-type' | 'tag' | 'food-group', key: string) => deterministicUuid(`${kind}:${key}`);
