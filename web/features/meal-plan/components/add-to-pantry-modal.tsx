// 'Confirm Items to Add to Pantry' (spec §2, §5; decision 0034): the cart's items with how much was
// bought, in quarters (at least 0.25; an empty or invalid amount becomes 0.25 on blur or Enter), in any
// unit the ingredient converts to (1.5 l of milk), and, if the cook says, what they paid: the next
// list is priced at it. Each starts from what the list told the cook to buy (a carton, not 1,000 ml).
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useUnitSystem } from '@/lib/app-user/use-unit-system';
import { sayAmount, unitsFor, type Measure, type UnitSystem } from '@/lib/amounts';
import { useOneAtATime } from '@/lib/form-guards';
import { PAID_PROBLEM, paidCents } from '@/lib/money';
import { useIngredientMeasures } from '../api/get-ingredient-measures';
import { usePurchaseGroceries } from '../api/purchase-groceries';
import type { Cook, GroceryItem } from '../api/types';
import { QUARTER, toQuarter } from '../lib/grocery-order';
import { groceryMessages } from '../lib/messages';
import { notifyFailure, notifySuccess } from '../lib/notify';

/** What the line's unit alone says: the units of its own kind, never spoons (a pack is weighed or poured). */
const ownUnitOnly = (item: GroceryItem): Measure => ({ unit_of_measurement: item.unit_of_measurement, grams_per_unit: null });

interface Bought {
  quantity: number | string;
  unit: string;
  paid: string;
}

/** What the list said to buy, as the cook would read it off the pack: 1 l, 20 g, 12. */
function boughtOf(item: GroceryItem, system: UnitSystem): Bought {
  const own = item.buy_quantity ?? item.quantity;
  const shown = item.unit_of_measurement ? sayAmount(own, item.unit_of_measurement, ownUnitOnly(item), system) : { value: own, unit: item.unit_of_measurement };
  return { quantity: toQuarter(shown.value), unit: shown.unit, paid: '' };
}

export function AddToPantryModal({ items, cook, groceryListId, onClose }: { items: GroceryItem[]; cook: Cook; groceryListId: string; onClose: () => void }) {
  const system = useUnitSystem();
  const [bought, setBought] = useState<Record<string, Bought>>(() => Object.fromEntries(items.map((item) => [item.id, boughtOf(item, system)])));
  const purchase = usePurchaseGroceries(cook.id, groceryListId);
  const measures = useIngredientMeasures(items.flatMap((item) => (item.ingredient_id ? [item.ingredient_id] : [])));
  const change = (itemId: string, part: Partial<Bought>) => setBought((current) => ({ ...current, [itemId]: { ...current[itemId]!, ...part } }));
  const settle = (itemId: string) => change(itemId, { quantity: toQuarter(bought[itemId]!.quantity) });
  const paidProblem = (itemId: string) => (paidCents(bought[itemId]!.paid) === PAID_PROBLEM ? PAID_PROBLEM : undefined);
  const anyProblem = items.some((item) => paidProblem(item.id));

  // One purchase for a double-click.
  const oneAtATime = useOneAtATime();
  const confirm = () =>
    void oneAtATime(() =>
      purchase
        .mutateAsync(
          items.map((item) => {
            const line = bought[item.id]!;
            const paid = paidCents(line.paid);
            return { itemId: item.id, quantity: toQuarter(line.quantity), unit: line.unit, ...(typeof paid === 'number' && { paidCents: paid }) };
          }),
        )
        .then(
          () => {
            notifySuccess(groceryMessages.addedToPantry(items.length));
            onClose();
          },
          (error: unknown) => notifyFailure(error, groceryMessages.addToPantryFailed),
        ),
    );

  return (
    <Modal opened onClose={onClose} title="Confirm Items to Add to Pantry" centered radius="lg" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Check how much of each you bought; it goes into your pantry with today's date. Say what you paid, and your next list is priced at it.
        </Text>
        {items.map((item) => {
          const line = bought[item.id]!;
          // Every unit the ingredient converts to once its figures are in; until then, its own kind (ml, l, cups).
          const measure = (item.ingredient_id && measures.data?.get(item.ingredient_id)) || ownUnitOnly(item);
          const units = [...new Set([line.unit, ...unitsFor(measure)])];
          return (
            <Stack key={item.id} gap={6} data-testid="confirm-pantry-item">
              {/* Wraps rather than cut: 'Whole-wheat br...' on a phone. */}
              <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.ingredient_name}
              </Text>
              <Group gap="xs" wrap="wrap" align="flex-start">
                <NumberInput
                  aria-label={`Quantity of ${item.ingredient_name}`}
                  value={line.quantity}
                  onChange={(value) => change(item.id, { quantity: value })}
                  onBlur={() => settle(item.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') settle(item.id);
                  }}
                  step={QUARTER}
                  min={QUARTER}
                  decimalScale={2}
                  w={110}
                />
                <Select
                  aria-label={`Unit of ${item.ingredient_name}`}
                  data={units.map((unit) => ({ value: unit, label: unit === 'piece' ? 'pieces' : unit }))}
                  value={line.unit}
                  onChange={(unit) => unit && change(item.id, { unit })}
                  allowDeselect={false}
                  w={110}
                />
                <TextInput
                  aria-label={`What you paid for ${item.ingredient_name}`}
                  placeholder="Paid (optional)"
                  leftSection={<Text size="sm">$</Text>}
                  value={line.paid}
                  onChange={(event) => change(item.id, { paid: event.currentTarget.value })}
                  error={paidProblem(item.id)}
                  inputMode="decimal"
                  w={150}
                />
              </Group>
            </Stack>
          );
        })}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={purchase.isPending} disabled={anyProblem} onClick={confirm}>
            Add to Pantry
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
