// The heart on a recipe: a toggle button (aria-pressed) named after the recipe, so a screen reader
// hears which recipe it favourites.
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';

export interface FavoriteHeartProps {
  recipeName: string;
  isFavorite: boolean;
  onToggle: () => void;
  size?: 'md' | 'lg' | 'xl';
  className?: string;
}

export function FavoriteHeart({ recipeName, isFavorite, onToggle, size = 'lg', className }: FavoriteHeartProps) {
  return (
    <ActionIcon
      variant="white"
      color={isFavorite ? 'red' : 'gray'}
      radius="xl"
      size={size}
      aria-pressed={isFavorite}
      aria-label={`Favorite ${recipeName}`}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={onToggle}
      className={className}
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      {isFavorite ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
    </ActionIcon>
  );
}
