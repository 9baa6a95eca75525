// /create-ingredient (protected): the Create Ingredient form.
import { CreateIngredientScreen } from '@/features/ingredients/components/create-ingredient-screen';

export function Component() {
  return <CreateIngredientScreen />;
}
