// A recipe's picture, tried in the order of spec §4: the local file, then the copy in storage, then
// the placeholder (and, should that be missing too, a plain tile).
import { ImageWithFallback, type ImageWithFallbackProps } from '@/components/ui/image-with-fallback';
import { images } from '@/config/paths';

export const recipeImageSources = (recipeId: string) => [images.recipe(recipeId), images.recipeFromStorage(recipeId), images.recipePlaceholder];

export function RecipeImage({ recipeId, alt, ...rest }: { recipeId: string; alt: string } & Omit<ImageWithFallbackProps, 'sources' | 'alt'>) {
  return <ImageWithFallback sources={recipeImageSources(recipeId)} alt={alt} {...rest} />;
}
