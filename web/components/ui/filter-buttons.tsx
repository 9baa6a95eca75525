// A row of toggle buttons (aria-pressed) that filter a list: cuisines on All Recipes, food groups on
// All Ingredients. Several may be on at once; the screen decides what the choice means. On a phone
// the row scrolls sideways instead of taking half the screen.
import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './filter-buttons.module.css';

export interface FilterOption {
  id: string;
  name: string;
}

export interface FilterButtonsProps {
  label: string;
  options: readonly FilterOption[];
  selected: ReadonlySet<string>;
  onToggle: (option: FilterOption) => void;
}

export function FilterButtons({ label, options, selected, onToggle }: FilterButtonsProps) {
  return (
    <div className={classes.row} role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = selected.has(option.id);
        return (
          <Button
            key={option.id}
            size="xs"
            radius="xl"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            leftSection={pressed ? <IconCheck size={14} aria-hidden /> : undefined}
            className={classes.button}
            onClick={() => onToggle(option)}
          >
            {option.name}
          </Button>
        );
      })}
    </div>
  );
}

/** The set with `id` added or removed. */
export function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}
