// A pantry item's expiration date: the date with a coloured label (spec §9), edited in place. It is
// saved only when it changed; clearing it leaves the item without a date. A date the server could not
// be reached for stays in the input, marked, to save again.
import { Badge, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { PantryItem } from '../api/types';
import { useInlineEdit } from '../hooks/use-inline-edit';
import { isIsoDate } from '@/lib/calendar-dates';
import { expiryLabel, expiryTone, toneColor } from '../lib/expiry';
import classes from './pantry-table.module.css';

export function ExpirationCell({ item, today, onSave }: { item: PantryItem; today: string; onSave: (expirationDate: string | null) => void | Promise<unknown> }) {
  const current = item.expiration_date ?? '';
  const edit = useInlineEdit(current, (draft) => {
    const next = isIsoDate(draft) ? draft : '';
    if (next !== current) return onSave(next || null);
  });
  if (edit.editing) {
    return (
      <TextInput
        {...edit.inputProps}
        type="date"
        min={item.purchase_date}
        aria-label={`Expiration date of ${item.ingredient_name}`}
        value={edit.draft}
        onChange={(event) => edit.setDraft(event.currentTarget.value)}
        error={edit.unsaved}
        size="xs"
        w={150}
      />
    );
  }
  const tone = expiryTone(item.expiration_date, today);
  const label = expiryLabel(item.expiration_date, today);
  // The name holds the date and label shown, in their order, so a cook can say what they see to reach it.
  const shown = [item.expiration_date, label].filter(Boolean).join(' ');
  return (
    <UnstyledButton className={classes.editable} onClick={edit.start} aria-label={`Edit expiration date of ${item.ingredient_name}: ${shown}`} title={item.expiration_date ?? 'Click to edit'}>
      <Group gap={8} wrap="nowrap">
        {item.expiration_date && (
          <Text size="sm" c="gray.8" data-testid="pantry-expiration" visibleFrom="sm">
            {item.expiration_date}
          </Text>
        )}
        {/* A space between the date and the label in the text (a flex row draws none), so they do not run together. */}{' '}
        <Badge variant="light" color={toneColor[tone]} data-tone={tone} data-testid="pantry-expiry-label" tt="none" className={classes.expiry}>
          {label}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}
