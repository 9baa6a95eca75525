// /ingredients (public): All Ingredients (spec §2).
export { IngredientsScreen as Component } from '@/features/ingredients/components/ingredients-screen';
