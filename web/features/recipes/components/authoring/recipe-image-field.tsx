// Choosing a recipe's photo: JPEG or PNG, at most 5 MB (spec §5, §9: the limit is stated, the server
// enforces it). A file the server would refuse is refused here, as soon as it is chosen: in the
// wizard the recipe is saved before its photo is sent, so a refusal there came after the save. A
// failed upload shows 'Error: {message}' under the control (spec §8).
import { FileInput, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_TYPES, imageProblem } from '../../api/replace-recipe-image';

export function RecipeImageField({ value, onChange, error, reason, label = 'Recipe image' }: { value: File | null; onChange: (file: File | null) => void; error?: string; reason?: string; label?: string }) {
  const [refused, setRefused] = useState<string | undefined>();
  const choose = (file: File | null) => {
    const problem = file ? imageProblem(file) : undefined;
    setRefused(problem);
    onChange(problem ? null : file);
  };
  return (
    <div>
      <FileInput
        label={label}
        description="Image files only (JPEG or PNG), maximum 5 MB"
        placeholder="Choose an image"
        accept={IMAGE_TYPES.join(',')}
        value={value}
        onChange={choose}
        clearable
        error={refused}
        leftSection={<IconPhotoUp size={18} aria-hidden />}
      />
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" mt={6} role="alert">
          {`Error: ${error}`}
          {reason && (
            <Text span size="sm" c="dimmed" display="block">
              {reason}
            </Text>
          )}
        </Text>
      )}
    </div>
  );
}
