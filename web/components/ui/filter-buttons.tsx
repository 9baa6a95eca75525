// A row of toggle buttons (aria-pressed) that filter a list: cuisines on All Recipes, food groups on
// All Ingredients. Several may be on at once; the screen decides what the choice means. On a phone
// the row scrolls sideways instead of taking half the screen, so while any is on, the row opens with
// a Clear button that counts them: chosen filters scrolled out of sight still show that they narrow
// the list, and one tap undoes them all.
import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
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
  /** Turns every filter off. */
  onClear: () => void;
}

export function FilterButtons({ label, options, selected, onToggle, onClear }: FilterButtonsProps) {
  const on = options.filter((option) => selected.has(option.id)).length;
  return (
    <div className={classes.row} role="group" aria-label={label}>
      {on > 0 && (
        <Button size="xs" radius="xl" variant="subtle" color="gray" leftSection={<IconX size={14} aria-hidden />} className={classes.button} onClick={onClear} aria-label={`Clear ${on === 1 ? 'the filter' : `all ${on} filters`}`}>
          {`Clear (${on})`}
        </Button>
      )}
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
