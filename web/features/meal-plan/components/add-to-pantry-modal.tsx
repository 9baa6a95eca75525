// 'Confirm Items to Add to Pantry' (spec §2, §5): the cart's items with how much was bought, in
// quarters (at least 0.25; an empty or invalid amount becomes 0.25 on blur or Enter), then one call
// adds them to the pantry and marks them purchased. Each starts from the amount the list told the cook
// to buy (a whole onion, not half of one), since that is what went into the basket.
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useOneAtATime } from '@/lib/form-guards';
import { usePurchaseGroceries } from '../api/purchase-groceries';
import type { Cook, GroceryItem } from '../api/types';
import { QUARTER, toQuarter } from '../lib/grocery-order';
import { groceryMessages } from '../lib/messages';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { shoppingQuantity } from '../lib/shopping-quantity';

export function AddToPantryModal({ items, cook, groceryListId, onClose }: { items: GroceryItem[]; cook: Cook; groceryListId: string; onClose: () => void }) {
  const [quantities, setQuantities] = useState<Record<string, number | string>>(() => Object.fromEntries(items.map((item) => [item.id, toQuarter(shoppingQuantity(item.quantity, item.unit_of_measurement))])));
  const purchase = usePurchaseGroceries(cook.id, groceryListId);
  const settle = (itemId: string) => setQuantities((current) => ({ ...current, [itemId]: toQuarter(current[itemId]) }));

  // One purchase for a double-click.
  const oneAtATime = useOneAtATime();
  const confirm = () =>
    void oneAtATime(() =>
      purchase.mutateAsync(items.map((item) => ({ itemId: item.id, quantity: toQuarter(quantities[item.id]) }))).then(
        () => {
          notifySuccess(groceryMessages.addedToPantry(items.length));
          onClose();
        },
        (error: unknown) => notifyFailure(error, groceryMessages.addToPantryFailed),
      ),
    );

  return (
    <Modal opened onClose={onClose} title="Confirm Items to Add to Pantry" centered radius="lg" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Check how much of each you bought; it goes into your pantry with today's date.
        </Text>
        {items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="confirm-pantry-item">
            {/* Wraps rather than cut: 'Whole-wheat br...' on a phone. */}
            <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.ingredient_name}
            </Text>
            <NumberInput
              aria-label={`Quantity of ${item.ingredient_name}`}
              value={quantities[item.id]}
              onChange={(value) => setQuantities((current) => ({ ...current, [item.id]: value }))}
              onBlur={() => settle(item.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') settle(item.id);
              }}
              step={QUARTER}
              min={QUARTER}
              decimalScale={2}
              w={150}
              rightSection={<Text size="xs" c="dimmed" pr={28}>{item.unit_of_measurement}</Text>}
              rightSectionWidth={70}
            />
          </Group>
        ))}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={purchase.isPending} onClick={confirm}>
            Add to Pantry
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
