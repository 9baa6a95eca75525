// A recipe's ingredients with amounts for the chosen servings (spec §5: scaled by chosen over
// written servings, a whole number or at most 2 decimals). Each name opens the ingredient's page.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { amountWithUnit } from '@/lib/units';
import type { RecipeIngredientLine } from '../api/types';
import { scaledAmount } from '../lib/recipe-numbers';
import classes from './recipe-text.module.css';

export function IngredientLines({ lines, servings, writtenFor }: { lines: readonly RecipeIngredientLine[]; servings: number; writtenFor: number | null | undefined }) {
  if (lines.length === 0) return <Text c="dimmed">No ingredients listed.</Text>;
  return (
    <ul className={classes.ingredients} aria-label="Ingredients">
      {lines.map((line) => (
        <li key={line.ingredient_id} className={classes.ingredient}>
          <span className={classes.amount} data-testid="ingredient-amount">
            {amountWithUnit(scaledAmount(line.quantity, servings, writtenFor), line.unit_of_measurement)}
          </span>
          <span>
            <Anchor component={Link} to={paths.ingredient(line.ingredient_id)} c="gray.9" underline="hover">
              {line.ingredient_name}
            </Anchor>
            {line.notes && (
              <Text component="span" c="dimmed" size="sm">
                {`, ${line.notes}`}
              </Text>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
