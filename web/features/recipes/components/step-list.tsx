// A recipe's steps, numbered in order (an ordered list, so the numbers are the list's own).
import { Text } from '@mantine/core';
import type { RecipeStep } from '../api/types';
import classes from './recipe-text.module.css';

export function StepList({ steps }: { steps: readonly RecipeStep[] }) {
  if (steps.length === 0) return <Text c="dimmed">No steps written yet.</Text>;
  return (
    <ol className={classes.steps} aria-label="Steps">
      {steps.map((step) => (
        <li key={step.id} className={classes.step}>
          <span className={classes.stepNumber} aria-hidden>
            {step.step_number}
          </span>
          <Text className={classes.stepText}>{step.instruction}</Text>
        </li>
      ))}
    </ol>
  );
}
