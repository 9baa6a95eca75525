// An ingredient in the list: picture, name and food groups; the card opens its details page.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Ingredient } from '../api/types';
import { foodGroupsOf } from '../lib/ingredient-facts';
import { IngredientImage } from './ingredient-image';
import classes from './ingredients.module.css';

export function IngredientCard({ ingredient }: { ingredient: Ingredient }) {
  return (
    <Paper component={Link} to={paths.ingredient(ingredient.id)} withBorder radius="lg" className={classes.card} data-testid="ingredient-card">
      <IngredientImage ingredientId={ingredient.id} alt="" aspectRatio="1 / 1" />
      <Stack gap={6} p="sm">
        <Text fw={700} lh={1.25} lineClamp={2}>
          {ingredient.name}
        </Text>
        <Group gap={4}>
          {foodGroupsOf(ingredient).map((group) => (
            <Badge key={group} size="xs" variant="light" color="gray">
              {group}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
