// What an ingredient looks like: the shape we draw it as and its colour, from its name first (a
// short table of common ingredients) and its food group otherwise. Recipe pictures use the same
// looks, so the tomato on a recipe card is the tomato on the ingredient tile.

export type Shape =
  | 'leafy' | 'herb' | 'round' | 'tomato' | 'citrus' | 'berries' | 'long' | 'pepper' | 'chili' | 'floret' | 'bulb'
  | 'potato' | 'mushroom' | 'corn' | 'wedge' | 'avocado' | 'banana' | 'pod'
  | 'steak' | 'mince' | 'sausage' | 'drumstick' | 'bacon' | 'fish' | 'fillet' | 'shrimp' | 'shell'
  | 'cheese' | 'glass' | 'egg' | 'butter' | 'tub' | 'loaf' | 'flatbread' | 'croissant' | 'bun' | 'ring' | 'cracker'
  | 'grains' | 'pasta' | 'noodles' | 'powder' | 'jar' | 'beans' | 'nuts' | 'bottle' | 'chocolate' | 'can' | 'spice' | 'seeds'
  | 'block' | 'scoop' | 'pastry';

export interface Look {
  shape: Shape;
  colour: string;
  /** A second colour where the shape has one (flesh, label, yolk, filling). */
  accent?: string;
}

type Rule = [RegExp, Shape, string, string?];

// Within a list the first match wins, so the specific comes before the general ('Sweet potato'
// before 'potato'). Spices, condiments and drinks have lists of their own: 'Dried dill' is a spice
// and 'Dill pickles' a jar, whatever the produce list says about dill.
const spices: Rule[] = [
  [/paprika|chili powder|cayenne|red pepper flakes/i, 'spice', '#b8321f'],
  [/turmeric|curry powder|saffron/i, 'spice', '#e8a317'],
  [/garlic powder|onion powder/i, 'spice', '#e6d3a3'],
  [/cinnamon|cumin|allspice|cloves|nutmeg|ginger|cardamom|coriander/i, 'spice', '#9a5a2b'],
  [/black pepper/i, 'seeds', '#2e2a28'],
  [/fennel seed|mustard seed/i, 'seeds', '#c9a24a'],
  [/salt/i, 'powder', '#ffffff'],
  [/bay leaves|dried|sage/i, 'spice', '#6f7f3a'],
];

const condiments: Rule[] = [
  [/soy sauce|teriyaki|oyster|hoisin|worcestershire|fish sauce/i, 'bottle', '#3a2418'],
  [/sriracha|ketchup|barbecue/i, 'bottle', '#b3261e'],
  [/vinegar/i, 'bottle', '#b84a4a'],
  [/marinara|salsa/i, 'jar', '#c8321f'],
  [/mustard/i, 'jar', '#e8b923'],
  [/pesto/i, 'jar', '#4f7f2a'],
  [/kimchi|sauerkraut/i, 'jar', '#d8562f'],
  [/pickle|relish|capers/i, 'jar', '#6f8f3a'],
  [/jam/i, 'jar', '#b3202e'],
  [/miso/i, 'tub', '#c9913f'],
  [/hummus/i, 'tub', '#e6cf9a'],
  [/mayonnaise|horseradish/i, 'tub', '#fbf7ec'],
];

const drinks: Rule[] = [
  [/ground coffee/i, 'powder', '#4a2a1f'],
  [/coffee/i, 'glass', '#4a2a1f'],
  [/red wine|grape juice/i, 'glass', '#7a1f2f'],
  [/white wine|apple juice|beer/i, 'glass', '#ecd37a'],
  [/orange juice|pineapple juice|grapefruit juice/i, 'glass', '#f6a623'],
  [/lemon juice|lime juice|coconut water/i, 'glass', '#f3ecb0'],
  [/milk/i, 'glass', '#f3ead6'],
];

const everythingElse: Rule[] = [
  [/broth|bouillon/i, 'can', '#d9a441', '#c0752a'],
  [/ice cream/i, 'scoop', '#f8ecc9'],
  [/almond butter|peanut butter|tahini/i, 'jar', '#c08a4a'],
  [/noodles/i, 'noodles', '#f1dfa8'],
  // Legumes.
  [/chickpea|lima|great northern|navy|white bean|black-eyed/i, 'beans', '#e0c48e'],
  [/black beans/i, 'beans', '#2b2629'],
  [/kidney|pinto|refried/i, 'beans', '#8e3a30'],
  [/red lentils|split peas/i, 'beans', '#e58a3a'],
  [/lentils/i, 'beans', '#8a7a4a'],
  // Produce (fresh or frozen).
  [/sweet potato/i, 'potato', '#c8643a', '#f29a4a'],
  [/potato|french fries/i, 'potato', '#c99a5b', '#f3dfa2'],
  [/cherry tomato/i, 'tomato', '#e0382c'],
  [/tomato paste|tomato sauce|crushed tomato/i, 'can', '#c8321f', '#e4533a'],
  [/tomato/i, 'tomato', '#d9332a'],
  [/lemongrass/i, 'herb', '#b9c98a'],
  [/lemon/i, 'citrus', '#f2c91d', '#fbe56a'],
  [/lime/i, 'citrus', '#4f9a2f', '#b9dc6b'],
  [/grapefruit/i, 'citrus', '#f28a5b', '#f7a08a'],
  [/orange|clementine/i, 'citrus', '#f28c1c', '#f9b04a'],
  [/blueberr/i, 'berries', '#4b5aa8'],
  [/blackberr/i, 'berries', '#3a2447'],
  [/raspberr|cranberr(?!ies, dried)/i, 'berries', '#d6284b'],
  [/strawberr/i, 'berries', '#e23a3a'],
  [/cherries/i, 'berries', '#9a1a2f'],
  [/grapes/i, 'berries', '#6b3f7a'],
  [/pomegranate/i, 'round', '#b3202e', '#e23a4b'],
  [/pineapple/i, 'round', '#e0a82e', '#f5d65a'],
  [/\bapple(?!sauce)/i, 'round', '#d43d2f'],
  [/\bpears?\b/i, 'round', '#b9c44a'],
  [/dried apricots/i, 'nuts', '#e58a2a'],
  [/dried mango/i, 'nuts', '#f2b33a'],
  [/figs/i, 'nuts', '#6b3a4a'],
  [/dried|dates|raisins|prunes/i, 'nuts', '#5a2a1a'],
  [/peach|nectarine|apricot/i, 'round', '#f4a14b'],
  [/plum/i, 'round', '#6d2e5a'],
  [/kiwi/i, 'round', '#8a6a3a', '#7fb241'],
  [/mango/i, 'round', '#f5b335', '#f7c948'],
  [/papaya|cantaloupe/i, 'wedge', '#e9a23b', '#f6a15a'],
  [/watermelon/i, 'wedge', '#3f8a3a', '#ef4f5b'],
  [/honeydew/i, 'wedge', '#b9cf6a', '#d8ec9f'],
  [/banana|plantain/i, 'banana', '#f2d04a'],
  [/avocado(?! oil)/i, 'avocado', '#3f6b2a', '#c9dc85'],
  [/red cabbage/i, 'leafy', '#7a3a7a'],
  [/spinach|kale|chard|collard|turnip greens|lettuce|romaine|arugula|bok choy|cabbage/i, 'leafy', '#3f8f3a'],
  [/basil|cilantro|parsley|mint|dill|thyme|rosemary|chives/i, 'herb', '#3f8f3a'],
  [/bean sprouts/i, 'herb', '#efeccd'],
  [/broccoli/i, 'floret', '#3f8a3a'],
  [/cauliflower/i, 'floret', '#efe6cc'],
  [/brussels/i, 'round', '#6f9e38'],
  [/carrot/i, 'long', '#ef7d22'],
  [/parsnip/i, 'long', '#e9dcb0'],
  [/eggplant/i, 'long', '#4b2a58'],
  [/yellow squash/i, 'long', '#f2c94a'],
  [/cucumber|zucchini|celery|leek|asparagus|green onion|okra/i, 'long', '#4f8a3a'],
  [/green beans|snow peas|edamame|\bpeas\b|mixed vegetables/i, 'pod', '#5c9e32'],
  [/red bell/i, 'pepper', '#d7322a'],
  [/yellow bell/i, 'pepper', '#f2c21b'],
  [/green bell/i, 'pepper', '#3f8a3a'],
  [/jalapeno|serrano/i, 'chili', '#3f8a3a'],
  [/red onion|shallot/i, 'bulb', '#8e3a6a'],
  [/onion/i, 'bulb', '#e0b25a'],
  [/garlic|ginger/i, 'bulb', '#efe6d0'],
  [/mushroom/i, 'mushroom', '#a07850'],
  [/\bcorn(?!starch|meal| tortilla)/i, 'corn', '#f3c531'],
  [/butternut|acorn|pumpkin(?! seeds)|spaghetti squash/i, 'round', '#e58a2a'],
  [/beets?\b/i, 'round', '#8e1f45'],
  [/radish|turnip/i, 'round', '#d94a6a'],
  [/artichoke/i, 'round', '#6f8f4a'],
  // Seafood, then meat ('Tuna steak' is a fish).
  [/salmon/i, 'fillet', '#f08a5a'],
  [/tuna/i, 'fillet', '#b8324a'],
  [/shrimp|lobster|crab/i, 'shrimp', '#f28a5a'],
  [/mussels/i, 'shell', '#3a3550'],
  [/clams|scallops/i, 'shell', '#e3d6c2'],
  [/anchovies|sardines/i, 'fish', '#7f93a3'],
  [/cod|halibut|tilapia/i, 'fillet', '#f4ece0'],
  [/bacon/i, 'bacon', '#c0504a'],
  [/chorizo|pepperoni|sausage|hot dogs/i, 'sausage', '#a8432f'],
  [/\bham\b|deli turkey/i, 'bacon', '#e28a8a'],
  [/ground (beef|lamb|pork)/i, 'mince', '#a8453a'],
  [/ground (chicken|turkey)/i, 'mince', '#e6b0a0'],
  [/chicken (legs|wings|thighs)/i, 'drumstick', '#e8c59a'],
  [/chicken|turkey/i, 'fillet', '#f0c7b0'],
  [/pork/i, 'steak', '#e8a89a'],
  [/beef|steak|lamb/i, 'steak', '#a53a34'],
  // Dairy and eggs.
  [/egg white/i, 'egg', '#fbf8ef'],
  [/\begg/i, 'egg', '#f6e7cf'],
  [/butter(?!milk)|margarine|ghee|shortening/i, 'butter', '#f7dc7a'],
  [/yogurt|sour cream|cream cheese|cottage|ricotta/i, 'tub', '#fbf7ec'],
  [/cheddar|american cheese|monterey/i, 'cheese', '#f2a83a'],
  [/cheese|parmesan|brie|feta|mozzarella/i, 'cheese', '#f6e3a0'],
  [/coconut milk/i, 'can', '#f6f1e4', '#5a8a6a'],
  [/condensed milk|evaporated milk/i, 'can', '#f3e6c8', '#3f6fa8'],
  [/milk|cream|half and half|kefir/i, 'glass', '#fbfaf4'],
  // Bakery and grains.
  [/tortilla|naan|pita|taco shells/i, 'flatbread', '#eacb8e'],
  [/croissant/i, 'croissant', '#d99a45'],
  [/bagel/i, 'ring', '#c98a45'],
  [/buns|english muffin/i, 'bun', '#d99a4f'],
  [/crackers/i, 'cracker', '#e6c27e'],
  [/bread(?!crumbs| flour)/i, 'loaf', '#d99a4f'],
  [/pie crust|puff pastry/i, 'pastry', '#f0d49a'],
  [/spaghetti|penne|macaroni|pasta/i, 'pasta', '#efcf7a'],
  [/wild rice/i, 'grains', '#4a3526'],
  [/brown rice|bulgur|millet|barley|quinoa|couscous|oats/i, 'grains', '#d8bd84'],
  [/rice/i, 'grains', '#f7f3e8'],
  [/cornmeal|masa/i, 'powder', '#f2d37a'],
  [/cocoa/i, 'powder', '#5a3526'],
  [/flour|cornstarch|baking|sugar|breadcrumbs|gelatin|yeast/i, 'powder', '#f4efe2'],
  // The rest of the pantry.
  [/pistachios/i, 'nuts', '#a3b25a'],
  [/cashews|pine nuts|peanuts/i, 'nuts', '#e3c08a'],
  [/almonds|hazelnuts|pecans|walnuts/i, 'nuts', '#a8683a'],
  [/sesame seeds|sunflower|pumpkin seeds|chia|flaxseed/i, 'seeds', '#e8d7a8'],
  [/chocolate/i, 'chocolate', '#4a2a1f'],
  [/marshmallows/i, 'nuts', '#fbf8f0'],
  [/honey|maple|molasses|syrup/i, 'jar', '#e0a02a'],
  [/oil/i, 'bottle', '#e6c24a'],
  [/green olives/i, 'nuts', '#7f8f3a'],
  [/olives/i, 'nuts', '#3b2a36'],
  [/coconut/i, 'nuts', '#f6f1e4'],
  [/vanilla/i, 'bottle', '#5a3a22'],
  [/tofu/i, 'block', '#f7f1e1'],
  [/tempeh/i, 'block', '#c9a46a'],
];

const byGroup: Record<string, Look> = {
  Produce: { shape: 'round', colour: '#6f9e38' },
  Meat: { shape: 'steak', colour: '#a53a34' },
  Seafood: { shape: 'fish', colour: '#8aa6b8' },
  Dairy: { shape: 'cheese', colour: '#f6e3a0' },
  Bakery: { shape: 'loaf', colour: '#d99a4f' },
  Grains: { shape: 'grains', colour: '#e8d6a8' },
  Pantry: { shape: 'jar', colour: '#c9913f' },
  Spices: { shape: 'spice', colour: '#b0702b' },
  Condiments: { shape: 'bottle', colour: '#8a5a2b' },
  Frozen: { shape: 'pod', colour: '#5c9e32' },
  Beverages: { shape: 'glass', colour: '#e9c46a' },
  Other: { shape: 'block', colour: '#efe6cf' },
};

export function lookOf(name: string, foodGroup: string): Look {
  // A tin of something is drawn as a tin, unless it is beans (a bowl of beans says more).
  const canned = /^canned /i.test(name) && !/beans|chickpeas|peas/i.test(name);
  const lists = { Spices: [spices], Condiments: [condiments, everythingElse], Beverages: [drinks, everythingElse] }[foodGroup] ?? [everythingElse];
  const rule = lists.flat().find(([pattern]) => pattern.test(name));
  if (canned) {
    const inside = rule ?? [/./, 'can', byGroup[foodGroup]?.colour ?? '#c9913f'];
    return { shape: 'can', colour: '#c9d6df', accent: inside[2] };
  }
  if (rule) return { shape: rule[1], colour: rule[2], ...(rule[3] ? { accent: rule[3] } : {}) };
  return byGroup[foodGroup] ?? byGroup.Other!;
}

/** The part an ingredient plays in a dish's look. */
export type Role = 'green' | 'protein' | 'starch' | 'veg' | 'fruit' | 'dairy' | 'liquid' | 'minor';

export function roleOf(name: string, foodGroup: string, look: Look): Role {
  if (/salt|oil|vinegar|sauce|powder|baking|yeast|sugar|extract|cornstarch|flakes|pepper$/i.test(name) && !/red bell|green bell|yellow bell/i.test(name)) return 'minor';
  if (foodGroup === 'Spices' || foodGroup === 'Condiments' && look.shape !== 'tub') return 'minor';
  if (/broth|bouillon|milk|cream|water|juice|wine|coffee|half and half|crushed tomatoes|tomato sauce|marinara|coconut milk/i.test(name)) return 'liquid';
  if (look.shape === 'leafy' || look.shape === 'herb') return 'green';
  if (['Meat', 'Seafood', 'Other'].includes(foodGroup) || look.shape === 'egg' || /chickpea|beans|lentil|tofu|tempeh/i.test(name)) return 'protein';
  if (['Grains', 'Bakery'].includes(foodGroup) || look.shape === 'potato') return 'starch';
  if (foodGroup === 'Dairy') return 'dairy';
  if (['round', 'berries', 'citrus', 'wedge', 'banana'].includes(look.shape) && !/tomato|onion|beet|radish|squash|pumpkin|brussels|artichoke/i.test(name)) return 'fruit';
  return 'veg';
}
