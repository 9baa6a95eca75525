// The grocery list tab (spec §2 'Grocery list view'): items by food group with a cart checkbox each,
// 'Add Items to Pantry' for what is in the cart, the pantry double-check while the plan is current,
// and a footer with the count and estimated cost (and how many items it could not price). Lazy:
// only cooks who open the tab load it.
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBasket, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Loading } from '@/components/ui/loading';
import { MasonryGrid } from '@/components/ui/masonry-grid';
import { RetryCard } from '@/components/ui/retry-card';
import { amountWithUnit } from '@/lib/units';
import { useGroceryList } from '../api/get-grocery-list';
import { useCartTicks } from '../api/mark-in-cart';
import type { Cook, GroceryItem, MealPlan } from '../api/types';
import { formatCost, formatQuantity, groupGroceries } from '../lib/grocery-order';
import { groceryMessages, serverMessageOr } from '../lib/messages';
import { shoppingQuantity } from '../lib/shopping-quantity';
import { notifyFailure } from '../lib/notify';
import { AddToPantryModal } from './add-to-pantry-modal';
import { PantryReviewModal } from './pantry-review-modal';
import classes from './grocery-list.module.css';

/** One empty list while the list loads, so the cart's marks are not re-checked on every render. */
const NO_ITEMS: GroceryItem[] = [];

/** Two columns of food groups on a wide screen, one on a phone. */
const GROUP_COLUMNS = { default: 2, 760: 1 };

export function GroceryListView({ plan, cook, today, isPast, generating }: { plan: MealPlan; cook: Cook; today: Date; isPast: boolean; generating: boolean }) {
  const query = useGroceryList(cook.id, plan.grocery_list_id);
  const [confirming, setConfirming] = useState(false);
  const cart = useCartTicks(cook.id, plan.grocery_list_id, query.data?.items ?? NO_ITEMS);
  const items = cart.items;

  if (query.isPending) return <Loading label="Loading grocery list" />;
  if (query.isLoadingError) return <RetryCard message={serverMessageOr(query.error, groceryMessages.generic)} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center" data-testid="grocery-list-pending">
        <Text fw={600}>{generating ? 'Your grocery list follows once every meal is planned.' : 'Your grocery list is being prepared...'}</Text>
      </Paper>
    );
  }
  const { list } = query.data;
  const toBuy = items.filter((item) => item.is_in_cart && !item.is_purchased);
  const toggle = (item: GroceryItem, isInCart: boolean) => cart.toggle(item, isInCart, (error) => notifyFailure(error, serverMessageOr(error, groceryMessages.cartFailed)));

  return (
    <Stack gap="lg">
      {!isPast && <PantryReviewModal plan={plan} cook={cook} today={today} />}
      {items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>Nothing to buy: your pantry covers this week's meals.</Text>
        </Paper>
      ) : (
        <MasonryGrid
          label="Grocery list by food group"
          columns={GROUP_COLUMNS}
          items={groupGroceries(items).map(({ group, items: members }) => ({
            key: group,
            node: <GroceryGroup group={group} items={members} disabled={isPast} onToggle={toggle} />,
          }))}
        />
      )}
      <Paper withBorder radius="lg" p="md" shadow="xs" className={classes.footer} data-testid="grocery-footer">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap">
              <IconBasket size={20} aria-hidden />
              <Text fw={600}>{`${list.total_items} ${list.total_items === 1 ? 'item' : 'items'}`}</Text>
              <Text c="dimmed">·</Text>
              <Text>
                Estimated cost <strong data-testid="grocery-cost">{formatCost(list.estimated_total_cost_in_cents)}</strong>
              </Text>
            </Group>
            {/* The estimate adds up known prices only; saying what it leaves out keeps it honest. */}
            {list.unpriced_items > 0 && (
              <Group gap="xs" wrap="nowrap">
                {/* On a phone the note wraps to a line of its own, where a leading dot would dangle. */}
                <Text c="dimmed" visibleFrom="sm">
                  ·
                </Text>
                <Text size="sm" c="dimmed" data-testid="grocery-unpriced">{`${list.unpriced_items} ${list.unpriced_items === 1 ? 'item' : 'items'} without a price not counted`}</Text>
              </Group>
            )}
          </Group>
          {!isPast && (
            <Button leftSection={<IconShoppingCartPlus size={18} aria-hidden />} disabled={toBuy.length === 0} onClick={() => setConfirming(true)}>
              Add Items to Pantry
            </Button>
          )}
        </Group>
      </Paper>
      {confirming && <AddToPantryModal items={toBuy} cook={cook} groceryListId={list.id} onClose={() => setConfirming(false)} />}
    </Stack>
  );
}

/** One food group's items, each a checkbox: ticked is in the cart; bought is locked and struck through. */
function GroceryGroup({ group, items, disabled, onToggle }: { group: string; items: GroceryItem[]; disabled: boolean; onToggle: (item: GroceryItem, isInCart: boolean) => void }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={group} data-testid="grocery-group">
      <Title order={3} fz="md" mb="sm" c="larder.8">
        {group}
      </Title>
      <Stack gap={10}>
        {items.map((item) => (
          <div key={item.id} data-testid="grocery-item" data-state={item.is_purchased ? 'purchased' : item.is_in_cart ? 'in-cart' : 'to-buy'} className={item.is_purchased ? classes.purchased : undefined}>
            <Checkbox
              checked={item.is_in_cart || item.is_purchased}
              disabled={item.is_purchased || disabled}
              onChange={(event) => onToggle(item, event.currentTarget.checked)}
              label={
                <span>
                  <span className={classes.name} data-testid="grocery-item-name">
                    {item.ingredient_name}
                  </span>
                  <Text component="span" c="dimmed" size="sm" data-testid="grocery-item-amount">{` ${amountWithUnit(formatQuantity(shoppingQuantity(item.quantity, item.unit_of_measurement)), item.unit_of_measurement)}`}</Text>
                  {item.notes && (
                    <Text component="span" display="block" c="dimmed" size="xs">
                      {item.notes}
                    </Text>
                  )}
                </span>
              }
            />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
