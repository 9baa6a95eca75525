// A recipe's ingredients with amounts for the chosen servings (spec §5: scaled by chosen over written
// servings), said as a cook measures them in their system (decision 0034): a recipe for 4 made for 3
// asks for '¾' of a lemon and '1½ cloves' of garlic, never '0.75' or '1.5 pieces'. Each name opens the
// ingredient's page.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUnitSystem } from '@/lib/app-user/use-unit-system';
import { sayAmount, type UnitSystem } from '@/lib/amounts';
import type { RecipeIngredientLine } from '../api/types';
import { scaledQuantity } from '../lib/recipe-numbers';
import classes from './recipe-text.module.css';

function amountText(line: RecipeIngredientLine, servings: number, writtenFor: number | null | undefined, system: UnitSystem): string {
  const quantity = scaledQuantity(line.quantity, servings, writtenFor);
  return quantity === null ? '' : sayAmount(quantity, line.unit_of_measurement ?? '', line.measure ?? undefined, system).text;
}

export function IngredientLines({ lines, servings, writtenFor }: { lines: readonly RecipeIngredientLine[]; servings: number; writtenFor: number | null | undefined }) {
  const system = useUnitSystem();
  if (lines.length === 0) return <Text c="dimmed">No ingredients listed.</Text>;
  return (
    <ul className={classes.ingredients} aria-label="Ingredients">
      {lines.map((line) => (
        <li key={line.ingredient_id} className={classes.ingredient}>
          <span className={classes.amount} data-testid="ingredient-amount">
            {amountText(line, servings, writtenFor, system)}
          </span>
          <span>
            {/* Heavier than the line's other text: its near-black against their gray (1.4:1) does not mark it as a link. */}
            <Anchor component={Link} to={paths.ingredient(line.ingredient_id)} c="gray.9" fw={600} underline="hover">
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
