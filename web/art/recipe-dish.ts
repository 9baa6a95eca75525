// What kind of dish a recipe is, as a picture sees it: a soup is drawn in a bowl of broth, a salad
// as leaves on a plate, tacos as folded tortillas. The name says it best; the recipe's food types
// decide when the name does not.

export type DishKind =
  | 'drink' | 'pudding' | 'fruit' | 'noodle-soup' | 'soup' | 'stew' | 'curry' | 'porridge' | 'pancakes' | 'savoury-pancake'
  | 'crepes' | 'omelette' | 'eggs' | 'skillet' | 'bake' | 'traybake' | 'noodles' | 'rice' | 'salad' | 'dip' | 'lettuce-cups'
  | 'tacos' | 'wraps' | 'burger' | 'sandwich' | 'toast' | 'flatbread' | 'skewers' | 'nibbles' | 'bites' | 'stir-fry' | 'plate';

// First match wins: 'Baked Macaroni and Cheese' is a bake before it is pasta, 'Chicken Ramen' a
// noodle soup before it is noodles.
const byName: Array<[RegExp, DishKind]> = [
  [/fritters|fish cakes|crab cakes|wings\b/i, 'bites'],
  [/roasted chickpeas/i, 'nibbles'],
  [/steamed egg custard|egg pot/i, 'eggs'],
  [/flatbread|paratha|bread rings|pizza/i, 'flatbread'],
  [/stuffed chicken/i, 'plate'],
  [/smoothie(?! bowl)|iced coffee|soy milk with/i, 'drink'],
  [/custard(?!.*tart)|pudding|compote|sweet red bean soup|sweet soup|bananas in/i, 'pudding'],
  [/^(mango|oranges|apple slices|melon|watermelon)\b(?!.*bowl)/i, 'fruit'],
  [/(noodle|ramen).*(soup|broth)|(soup|broth).*noodles|chilled noodles|ramen/i, 'noodle-soup'],
  [/noodle bowl/i, 'noodles'],
  [/baked (pasta|macaroni|tomatoes)|macaroni and cheese|moussaka|lasagn|gratin|casserole|enchiladas|quiche|tart\b|cabbage rolls|stuffed (peppers|tomatoes|zucchini)|tomatoes and peppers stuffed|zucchini boats|meatloaf|baked (.* )?oatmeal|upside-down|polenta squares/i, 'bake'],
  [/sheet-pan|roasted (summer )?vegetables|roast chicken|roast leg|roast(ed)? .* with root|roasted cauliflower|chicken with .*potatoes/i, 'traybake'],
  [/porridge(?! with (egg|ginger))|congee|\boats\b|oatmeal|grits|chia|yogurt bowl|smoothie bowl|\blassi|ricotta bowl|yogurt with|upma|breakfast couscous|polenta porridge|kedgeree/i, 'porridge'],
  [/bowls?\b/i, 'rice'],
  [/soup|chowder|broth|porridge with (egg|ginger)|rice porridge/i, 'soup'],
  [/curry|masala(?! omelette| oats)|korma|saag|\bdal\b|rogan josh|keema|bharta|gobi|rajma|mapo|sambar|walnut and pomegranate/i, 'curry'],
  [/shakshuka|eggs (poached|in|with|on|scrambled)|baked eggs|scramble|bhurji|chilaquiles|island eggs/i, 'eggs'],
  [/noodle|spaghetti|pasta|penne|pad thai|chow mein/i, 'noodles'],
  [/\bstew\b|\bchili\b|ragout|braise|braised|simmered|in spicy tomato|in white wine|in red wine|pot\b|picadillo|succotash|beans baked|beans with tomato|butter beans|white beans with|collard greens and|meatballs in|caramel (braised|pork|pepper)|in caramel/i, 'stew'],
  [/(blueberry|banana|buttermilk|red lentil breakfast) pancakes/i, 'pancakes'],
  [/pancake/i, 'savoury-pancake'],
  [/cr[eê]pes?/i, 'crepes'],
  [/omelette|frittata|kuku/i, 'omelette'],
  [/hash|skillet|breakfast potatoes|bread crumbs with/i, 'skillet'],
  [/fried rice|risotto|biryani|saffron rice|mujaddara|koshari|sayadieh|\brice\b.*(with|and)|red rice|chorizo rice|dill rice|rice$|polenta/i, 'rice'],
  [/lettuce (wraps|cups|rolls)|lettuce cups/i, 'lettuce-cups'],
  [/taco|quesadilla|fajita/i, 'tacos'],
  [/wraps?\b|rolls\b|pitas?\b|burrito|kathi|gyro|pockets/i, 'wraps'],
  [/toasts?\b|bruschetta|molletes/i, 'toast'],
  [/burger/i, 'burger'],
  [/sandwich|melt\b|baguette|muffins|club|ham and cheese/i, 'sandwich'],
  [/salad|slaw|sunomono|tabbouleh|fattoush|chaat|ceviche|spinach side|seasoned|smashed cucumber|sesame spinach|pickle|kimchi-style|with raisins and pine nuts|marinated carrots/i, 'salad'],
  [/\bdip\b|hummus|spread|guacamole|purée|tzatziki|raita|labneh|pico de gallo|relish/i, 'dip'],
  [/skewer|kebab|satay|shish|kofta|yakitori/i, 'skewers'],
  [/stir-fr|sizzling|shaking|bulgogi|kung pao|sweet and sour|beef and broccoli|with peppers|garlic pepper|with garlic$|bok choy|green beans$/i, 'stir-fry'],
  [/^(?!.*(bites|balls))(.*)(steak|chops|scallops|salmon|\bcod\b|halibut|tilapia|sardines|fish\b|chicken (in|with)|chicken thighs|roast pork|pork tenderloin|tataki)/i, 'plate'],
  [/nuts|almonds|seeds|edamame|olives|snack mix|kale chips|zucchini chips|radishes with/i, 'nibbles'],
  [/bites|balls|dumplings|wontons|croquettes|buns|karaage|tempura|poppers|meatballs|kibbeh|puffs|pigs in|deviled|stuffed eggs|spiced eggs|marbled|potatoes|sticks|wrapped|stuffed|tofu with|salt and pepper|fried chicken|brie|feta with|marinated mushrooms|^garlic mushrooms|corn cups|grilled corn/i, 'bites'],
];

const byFoodType: Array<[string, DishKind]> = [
  ['Soup', 'soup'],
  ['Curry', 'curry'],
  ['Salad', 'salad'],
  ['Pasta', 'noodles'],
  ['Bowl', 'rice'],
  ['Stir-Fry', 'stir-fry'],
  ['Sandwich', 'sandwich'],
  ['Bake', 'bake'],
  ['Snack', 'bites'],
];

export function dishKindOf(recipe: { name: string; foodTypes: readonly string[] }): DishKind {
  const named = byName.find(([pattern]) => pattern.test(recipe.name));
  if (named) return named[1];
  const typed = byFoodType.find(([foodType]) => recipe.foodTypes.includes(foodType));
  return typed ? typed[1] : 'plate';
}
