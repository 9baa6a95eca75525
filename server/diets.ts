// What each diet means, and which a recipe keeps (decision 0031). Shared by the catalogue (which
// records the diets a recipe keeps) and the planner (which plans only what keeps a cook's diets).
// Pure: an ingredient's traits and a recipe's nutrition arrive as arguments.
//
// Three kinds of diet:
// - what I eat, a ladder (vegan ⊂ vegetarian ⊂ pescatarian ⊂ omnivore): several chosen means the widest;
// - restrictions: every one chosen holds for every planned meal;
// - preferences: weighed, never a rule.

export const LADDER = ['vegan', 'vegetarian', 'pescatarian', 'omnivore'] as const;
export const RESTRICTIONS = ['gluten-free', 'dairy-free', 'low-carb', 'keto', 'paleo'] as const;
export const PREFERENCES = ['high-protein'] as const;

export type LadderDiet = (typeof LADDER)[number];
export type Restriction = (typeof RESTRICTIONS)[number];
export type DietPreference = (typeof PREFERENCES)[number];
export type DietKey = LadderDiet | Restriction | DietPreference;
export type DietKind = 'ladder' | 'restriction' | 'preference';

export function dietKindOf(key: string): DietKind | undefined {
  if ((LADDER as readonly string[]).includes(key)) return 'ladder';
  if ((RESTRICTIONS as readonly string[]).includes(key)) return 'restriction';
  if ((PREFERENCES as readonly string[]).includes(key)) return 'preference';
  return undefined;
}

/** Per serving: the lines a cook reads on a diet's page and the planner holds to. */
export const DIET_LIMITS = {
  lowCarbMaxCarbohydrate: 30,
  ketoMaxCarbohydrate: 15,
  highProteinMinProtein: 25,
} as const;

/** What an ingredient is, as far as diets care. */
export interface IngredientTraits {
  meat: boolean;
  fish: boolean;
  dairy: boolean;
  egg: boolean;
  honey: boolean;
  gluten: boolean;
  grain: boolean;
  legume: boolean;
  addedSugar: boolean;
  seedOil: boolean;
}

/** What is known of an ingredient the editorial traits table does not list (one a cook created). */
export interface IngredientDescription {
  name: string;
  primaryFoodGroup: string | null;
  isVegetarian: boolean | null;
  isVegan: boolean | null;
}

// Names that say what an ingredient is made of, for ingredients cooks create. Cautious: a name that
// may hide wheat or milk counts as holding it, since a cook who avoids it cannot check.
const GLUTEN = /wheat|flour|bread|pasta|spaghetti|penne|macaroni|linguine|fettuccine|noodle|couscous|bulgur|barley|\brye\b|pita|naan|baguette|cracker|crumb|panko|soy sauce|seitan|beer|\bale\b|malt|farro|semolina|orzo|lasagn|bagel|croissant|muffin|biscuit|cake|cookie|pretzel|wrapper|udon|ramen|\bbuns?\b|pastry|pie crust|\boats?\b|oatmeal|spelt|tortilla/i;
const GLUTEN_FREE = /gluten[- ]free|rice noodle|rice flour|corn tortilla|corn flour|cornflour|cornmeal|almond flour|coconut flour|buckwheat|tamari|rice paper|chickpea flour|cornstarch|tapioca|potato starch/i;
const DAIRY = /milk|cheese|butter|cream|yog(h)?urt|kefir|ghee|whey|casein|paneer|ricotta|mascarpone|custard|ice cream/i;
const NOT_DAIRY = /coconut|almond|oat milk|soy|rice milk|cashew|peanut butter|almond butter|cocoa butter|shea|apple butter|cream of tartar|dairy[- ]free|vegan/i;
const MEAT = /chicken|beef|pork|lamb|mutton|veal|turkey|duck|goose|bacon|\bham\b|sausage|salami|chorizo|pepperoni|prosciutto|pancetta|lard|gelatin|bouillon|broth|stock|venison|rabbit|mince/i;
const FISH = /fish|salmon|tuna|cod|anchov|sardine|shrimp|prawn|crab|lobster|mussel|clam|oyster|scallop|squid|octopus|mackerel|trout|haddock|halibut|tilapia|bonito|dashi/i;
const EGG = /\beggs?\b|mayonnaise|meringue/i;
const LEGUME = /bean|lentil|chickpea|\bpeas?\b|peanut|soy|tofu|tempeh|edamame|miso|hummus|dal\b/i;
const ADDED_SUGAR = /sugar|syrup|molasses|\bjam\b|ketchup|candy|chocolate|marshmallow|caramel/i;
const SEED_OIL = /vegetable oil|canola|rapeseed|sunflower oil|corn oil|soybean oil|shortening|margarine/i;

/** Traits from an ingredient's name, group and marks: for ingredients the editorial table does not list. */
export function guessTraits(ingredient: IngredientDescription): IngredientTraits {
  const { name, primaryFoodGroup: group } = ingredient;
  const notVegetarian = ingredient.isVegetarian === false;
  const fish = group === 'Seafood' || (FISH.test(name) && !/mushroom|vegan|plant/i.test(name));
  const meat = group === 'Meat' || (MEAT.test(name) && !/vegetable (broth|stock)|vegan|plant/i.test(name)) || (notVegetarian && !fish);
  const dairy = (group === 'Dairy' && !EGG.test(name)) || (DAIRY.test(name) && !NOT_DAIRY.test(name));
  const grain = group === 'Grains' || group === 'Bakery' || GLUTEN.test(name) || /\brice\b|corn|maize|quinoa|millet|polenta/i.test(name);
  return {
    meat,
    fish,
    dairy,
    egg: EGG.test(name),
    honey: /honey/i.test(name),
    gluten: (GLUTEN.test(name) || ((group === 'Grains' || group === 'Bakery') && !/\brice\b|corn|quinoa|millet/i.test(name))) && !GLUTEN_FREE.test(name),
    grain,
    legume: LEGUME.test(name) && !/green beans?|coffee bean|vanilla bean|cocoa bean/i.test(name),
    addedSugar: ADDED_SUGAR.test(name),
    seedOil: SEED_OIL.test(name),
  };
}

/** A recipe's line as the assessment sees it: its ingredient's traits and vegan/vegetarian marks. */
export interface AssessedLine {
  traits: IngredientTraits;
  isVegetarian: boolean | null;
  isVegan: boolean | null;
}

export interface AssessedNutrition {
  /** Per serving, grams; null when not known. */
  carbohydrate: number | null;
  protein: number | null;
}

const flesh = (line: AssessedLine) => line.traits.meat || line.traits.fish || line.isVegetarian === false;

/** For each diet judged line by line: whether a line breaks it. */
const BROKEN_BY_LINE: Partial<Record<DietKey, (line: AssessedLine) => boolean>> = {
  pescatarian: (line) => line.traits.meat,
  vegetarian: flesh,
  vegan: (line) => flesh(line) || line.traits.dairy || line.traits.egg || line.traits.honey || line.isVegan === false,
  'gluten-free': (line) => line.traits.gluten,
  'dairy-free': (line) => line.traits.dairy,
  paleo: (line) => line.traits.grain || line.traits.legume || line.traits.dairy || line.traits.addedSugar || line.traits.seedOil,
};

/** For each diet judged by nutrition per serving: whether the figures keep it (unknown figures keep nothing). */
const KEPT_BY_NUTRITION: Partial<Record<DietKey, (nutrition: AssessedNutrition) => boolean>> = {
  'low-carb': ({ carbohydrate }) => carbohydrate !== null && carbohydrate <= DIET_LIMITS.lowCarbMaxCarbohydrate,
  keto: ({ carbohydrate }) => carbohydrate !== null && carbohydrate <= DIET_LIMITS.ketoMaxCarbohydrate,
  'high-protein': ({ protein }) => protein !== null && protein >= DIET_LIMITS.highProteinMinProtein,
};

export const ALL_DIETS: readonly DietKey[] = [...LADDER, ...RESTRICTIONS, ...PREFERENCES];

/** The lines (by index) that break `diet`: [] for a diet judged by nutrition. */
export function linesBreaking(diet: DietKey, lines: readonly AssessedLine[]): number[] {
  const breaks = BROKEN_BY_LINE[diet];
  return breaks ? lines.flatMap((line, index) => (breaks(line) ? [index] : [])) : [];
}

/**
 * The diets a recipe keeps, judged from its ingredients and nutrition per serving, in ALL_DIETS
 * order. A recipe with no lines keeps only the ladder its author marked: there is nothing to judge
 * restrictions by.
 */
export function dietsKept(lines: readonly AssessedLine[], nutrition: AssessedNutrition, authorMarks?: { isVegetarian: boolean; isVegan: boolean }): DietKey[] {
  if (lines.length === 0) {
    const marked: DietKey[] = authorMarks?.isVegan ? ['vegan', 'vegetarian', 'pescatarian'] : authorMarks?.isVegetarian ? ['vegetarian', 'pescatarian'] : [];
    return ALL_DIETS.filter((diet) => diet === 'omnivore' || marked.includes(diet));
  }
  return ALL_DIETS.filter((diet) => {
    const byNutrition = KEPT_BY_NUTRITION[diet];
    if (byNutrition) return byNutrition(nutrition);
    return linesBreaking(diet, lines).length === 0;
  });
}

/** What a cook's chosen diets ask of every planned meal, and what they only prefer. */
export interface DietWish {
  /** The widest ladder diet chosen (omnivore when none is). */
  ladder: LadderDiet;
  /** Every restriction chosen: each must hold. */
  restrictions: Restriction[];
  preferences: DietPreference[];
}

export function dietWishOf(chosen: readonly string[]): DietWish {
  const ladderChosen = LADDER.filter((diet) => chosen.includes(diet));
  return {
    ladder: ladderChosen.length === 0 ? 'omnivore' : ladderChosen[ladderChosen.length - 1]!,
    restrictions: RESTRICTIONS.filter((diet) => chosen.includes(diet)),
    preferences: PREFERENCES.filter((diet) => chosen.includes(diet)),
  };
}

/** The diets a recipe must keep for this wish. */
export const requiredDiets = (wish: DietWish): DietKey[] => [wish.ladder, ...wish.restrictions];

/** A diet's key from its name ('Gluten-Free' → 'gluten-free'): the reference lists' keys. */
export const dietKeyOf = (name: string) => name.trim().toLowerCase();
