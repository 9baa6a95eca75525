// A pantry item's quantity, shown as the cook measures it in their system ('1.5 l', '10½', '4½ oz';
// decision 0034) and edited in place as the exact number in the item's own unit, the unit beside
// the input (spec §4, §5: min 0, step 0.1). A negative entry stays in the input with the range under
// it (Escape puts the old one back); a cleared one changes nothing; one the server could not be
// reached for stays in the input, marked, to save again.
import { UnstyledButton } from '@mantine/core';
import { NumberField } from '@/components/ui/number-field';
import { amountWithUnit } from '@/lib/units';
import type { PantryItem } from '../api/types';
import { useInlineEdit } from '../hooks/use-inline-edit';
import { formatQuantity } from '../lib/quantity';
import classes from './pantry-table.module.css';

export function QuantityCell({ item, onSave }: { item: PantryItem; onSave: (quantity: number) => void | Promise<unknown> }) {
  const edit = useInlineEdit<number | string>(item.quantity, (draft) => {
    const quantity = typeof draft === 'number' ? draft : Number.parseFloat(draft);
    if (Number.isFinite(quantity) && quantity >= 0 && quantity !== item.quantity) return onSave(quantity);
  });
  if (edit.editing) {
    return (
      <NumberField
        {...edit.inputProps}
        name="Quantity"
        aria-label={`Quantity of ${item.ingredient_name}`}
        value={edit.draft}
        onChange={edit.setDraft}
        error={edit.unsaved || undefined}
        min={0}
        step={0.1}
        decimalScale={3}
        size="xs"
        w={110}
        rightSection={<span className={classes.unit}>{item.unit_of_measurement}</span>}
        rightSectionWidth={48}
      />
    );
  }
  // The exact amount the edit starts from, for a cook who wonders what '1.5 l' rounds.
  const exact = amountWithUnit(formatQuantity(item.quantity), item.unit_of_measurement);
  // The name holds the amount shown, so a cook who says what they see ('click 1.5 l') reaches it.
  return (
    <UnstyledButton className={classes.editable} onClick={edit.start} aria-label={`Edit quantity of ${item.ingredient_name}: ${item.quantity_text}`} title={`${exact}: click to edit`}>
      <span data-testid="pantry-quantity">{item.quantity_text}</span>
    </UnstyledButton>
  );
}
