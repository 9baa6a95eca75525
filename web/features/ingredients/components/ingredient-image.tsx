// An ingredient's picture (/images/ingredientImages/{id}.jpg, spec §9), then the placeholder, then a
// plain tile.
import { ImageWithFallback, type ImageWithFallbackProps } from '@/components/ui/image-with-fallback';
import { images } from '@/config/paths';

export function IngredientImage({ ingredientId, alt, ...rest }: { ingredientId: string; alt: string } & Omit<ImageWithFallbackProps, 'sources' | 'alt'>) {
  return <ImageWithFallback sources={[images.ingredient(ingredientId), images.ingredientPlaceholder]} alt={alt} {...rest} />;
}
