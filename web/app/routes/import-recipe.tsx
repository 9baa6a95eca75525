// /import-recipe (protected): a recipe brought in from a web page, pasted text or another app's
// export, reviewed, then saved as the cook's own.
import { ImportRecipeScreen } from '@/features/recipes/components/import/import-recipe-screen';

export function Component() {
  return <ImportRecipeScreen />;
}
