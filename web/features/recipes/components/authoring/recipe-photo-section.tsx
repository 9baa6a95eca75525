// The edit screen's Image section: the photo at 200 x 150 and a control that replaces it at once.
// The storage address stays the same, so each upload asks for it afresh, under a query never used
// before: browsers keep the photo a day, and a counter would repeat after a reload.
import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { images } from '@/config/paths';
import { ImageUploadError, replaceRecipeImage } from '../../api/replace-recipe-image';
import { RecipeImageField } from './recipe-image-field';

export function RecipePhotoSection({ recipeId, recipeName }: { recipeId: string; recipeName: string }) {
  const [version, setVersion] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<{ uploading?: boolean; done?: boolean; error?: string; reason?: string }>({});

  async function upload(chosen: File | null) {
    setFile(chosen);
    if (!chosen) return;
    setState({ uploading: true });
    try {
      await replaceRecipeImage(recipeId, chosen);
      setVersion(Date.now());
      setState({ done: true });
    } catch (error) {
      setState({ error: (error as Error).message, reason: error instanceof ImageUploadError ? error.reason : undefined });
    }
  }

  return (
    <Group align="flex-start" gap="lg">
      <ImageWithFallback
        key={version}
        sources={[images.recipe(recipeId), `${images.recipeFromStorage(recipeId)}${version ? `?v=${version}` : ''}`, images.recipePlaceholder]}
        alt={`Photo of ${recipeName}`}
        aspectRatio="4 / 3"
        loading="eager"
        style={{ width: 200, height: 150, borderRadius: 'var(--mantine-radius-md)' }}
      />
      <Stack gap={6} style={{ flex: '1 1 220px' }}>
        <RecipeImageField label="Replace image" value={file} onChange={(chosen) => void upload(chosen)} error={state.error} reason={state.reason} />
        {state.uploading && (
          <Text size="sm" c="dimmed" role="status">
            Uploading...
          </Text>
        )}
        {state.done && (
          <Text size="sm" c="larder.8" role="status">
            Image updated
          </Text>
        )}
      </Stack>
    </Group>
  );
}
