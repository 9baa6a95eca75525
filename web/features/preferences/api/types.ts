// What the preference calls answer: the server's own declarations (server/contract), and the bodies
// the screens send (docs/api.md 'Preferences').
import type { AppUser, MealPlanSettings as PlanSettings } from '@contract/accounts';
import type { Ingredient as CatalogueIngredient } from '@contract/ingredients';
import type { UnitSystem } from '@contract/units';

export type { PreferenceLink } from '@contract/accounts';
export type { ReferenceEntry as ReferenceItem, ReferenceEntry as Diet, ReferenceEntry as Cuisine } from '@contract/reference';

/** An ingredient as the preference screens need it (the list carries more). */
export type Ingredient = Pick<CatalogueIngredient, 'id' | 'name' | 'primary_food_group'>;

export type LinkField = 'diet_id' | 'cuisine_id' | 'ingredient_id';

type WeekdayField = 'weekday_breakfast_minutes' | 'weekday_lunch_minutes' | 'weekday_dinner_minutes';

/** How many meals a week and for how many people, as the forms hold them: weekday minutes are absent where not asked (setup). */
export type MealPlanSettings = Omit<PlanSettings, WeekdayField> & Partial<Pick<PlanSettings, WeekdayField>>;

/** The user record, which the preferences screen reads. */
export type PreferencesUser = AppUser;

/** The body of PUT /users/kitchen: either or both. */
export interface KitchenChange {
  unit_system?: UnitSystem;
  staple_ingredient_ids?: string[];
}

/** The body of setup_complete and of the preferences update. */
export interface PreferencesUpdate extends Partial<MealPlanSettings> {
  diet_ids: string[];
  cuisine_ids: string[];
  ingredient_ids: string[];
}
