// 'Double-check your pantry before you shop' (spec §2, §4): the list assumed the pantry holds these
// (decision 0015); the cook says Yes (confirm) or No (gone: the list is reloaded and now needs it).
// Each answer takes the row away; the modal closes when none are left. Asked only while the plan's
// end date is today or later, once per visit to the tab, and only about what the cook has not bought
// or confirmed within the week (lib/pantry-double-check.ts).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGroceryDifferences } from '../api/get-grocery-differences';
import type { GroceryListData } from '../api/get-grocery-list';
import { confirmStillInPantry, markNoLongerInPantry } from '../api/review-pantry-ingredient';
import { groceryKeys, type Cook, type GroceryDifference, type MealPlan } from '../api/types';
import { localDate } from '../lib/browser-dates';
import { needsDoubleCheck } from '../lib/pantry-double-check';
import { groceryMessages, serverMessageOr } from '../lib/messages';
import { notifyFailure } from '../lib/notify';

export function PantryReviewModal({ plan, cook, today }: { plan: MealPlan; cook: Cook; today: Date }) {
  const current = plan.end_date.slice(0, 10) >= localDate(today);
  const differences = useGroceryDifferences(cook.id, plan.grocery_list_id, plan.id, current);
  const [answered, setAnswered] = useState<string[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState<string | undefined>();
  const queryClient = useQueryClient();

  // The first answer is the question: later refetches (a purchase, a pantry change) do not reopen it.
  const [asked, setAsked] = useState<GroceryDifference[] | undefined>();
  useEffect(() => {
    if (!asked && differences.data) setAsked(differences.data.filter((difference) => needsDoubleCheck(difference, today)));
  }, [asked, differences.data, today]);
  const remaining = (asked ?? []).filter((difference) => !answered.includes(difference.ingredient_id));
  const opened = current && !dismissed && remaining.length > 0;

  async function answer(difference: GroceryDifference, stillThere: boolean) {
    const target = { ingredientId: difference.ingredient_id, pantryId: cook.pantryId, userId: cook.id };
    setBusy(difference.ingredient_id);
    try {
      if (stillThere) await confirmStillInPantry(target);
      else {
        // The lines of it this list shows as bought: the cook now says the pantry lacks it.
        const list = queryClient.getQueryData<GroceryListData | null>(groceryKeys.list(cook.id, plan.grocery_list_id));
        const bought = (list?.items ?? []).filter((item) => item.ingredient_id === difference.ingredient_id && item.is_purchased).map((item) => item.id);
        await markNoLongerInPantry(target, bought);
        await queryClient.invalidateQueries({ queryKey: groceryKeys.list(cook.id, plan.grocery_list_id) });
      }
      setAnswered((list) => [...list, difference.ingredient_id]);
    } catch (error) {
      notifyFailure(error, serverMessageOr(error, groceryMessages.generic));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Modal opened={opened} onClose={() => setDismissed(true)} title="Double-check your pantry before you shop" centered radius="lg" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Your list counts on these from your pantry. Do you still have them?
        </Text>
        {remaining.map((difference) => (
          <Group key={difference.ingredient_id} justify="space-between" wrap="nowrap" gap="sm" data-testid="pantry-review-item">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{difference.ingredient_name}</Text>
              <Text size="xs" c="dimmed">{`Pantry: ${difference.pantry_text} · meals need ${difference.needed_text}`}</Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <Button size="xs" variant="light" disabled={busy !== undefined} loading={busy === difference.ingredient_id} onClick={() => void answer(difference, true)} aria-label={`Yes, I still have ${difference.ingredient_name}`}>
                Yes
              </Button>
              <Button size="xs" variant="default" disabled={busy !== undefined} onClick={() => void answer(difference, false)} aria-label={`No, I no longer have ${difference.ingredient_name}`}>
                No
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
