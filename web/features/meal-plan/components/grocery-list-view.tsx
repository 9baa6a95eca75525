// The grocery list tab (spec §2 'Grocery list view', decision 0034): what to buy in the sizes a shop
// sells, by food group, each with what the week needs and for which meals, and its price; the cook's
// own lines; staples they keep folded away; a footer with the count, the cost and how much of it is
// estimated. 'Add Items to Pantry' for what is in the cart, the pantry double-check while the plan is
// current, and the list shared as text or printed. Lazy: only cooks who open the tab load it.
import { ActionIcon, Button, Checkbox, Collapse, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconBasket, IconChevronDown, IconChevronRight, IconPlus, IconPrinter, IconShare, IconShoppingCartPlus, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Loading } from '@/components/ui/loading';
import { MasonryGrid } from '@/components/ui/masonry-grid';
import { RetryCard } from '@/components/ui/retry-card';
import { toPlainText } from '@/lib/sanitize';
import { toast } from '@/lib/toast';
import { useGroceryLineChanges } from '../api/change-grocery-lines';
import { useGroceryList } from '../api/get-grocery-list';
import { useCartTicks } from '../api/mark-in-cart';
import type { Cook, GroceryItem, GroceryList, MealPlan } from '../api/types';
import { forMealsText, groceryListText } from '../lib/grocery-lines';
import { formatCost, groupGroceries } from '../lib/grocery-order';
import { groceryMessages, serverMessageOr } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { formatWeek } from '../lib/week';
import { AddToPantryModal } from './add-to-pantry-modal';
import { PantryReviewModal } from './pantry-review-modal';
import { offerUndo } from './undo-toast';
import classes from './grocery-list.module.css';
import { OWN_LINE_NAME_MAX } from '@contract/grocery';

/** One empty list while the list loads, so the cart's marks are not re-checked on every render. */
const NO_ITEMS: GroceryItem[] = [];

/** Two columns of food groups on a wide screen, one on a phone. */
const GROUP_COLUMNS = { default: 2, 760: 1 };

const weekOf = (plan: MealPlan) => formatWeek({ start: new Date(`${plan.start_date}T00:00:00`), end: new Date(`${plan.end_date}T00:00:00`) });

export function GroceryListView({ plan, cook, today, isPast, generating }: { plan: MealPlan; cook: Cook; today: Date; isPast: boolean; generating: boolean }) {
  const query = useGroceryList(cook.id, plan.grocery_list_id);
  const [confirming, setConfirming] = useState(false);
  const cart = useCartTicks(cook.id, plan.grocery_list_id, query.data?.items ?? NO_ITEMS);
  const lines = useGroceryLineChanges(cook.id, plan.grocery_list_id);
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
  const shopped = items.filter((item) => !item.is_staple);
  const staples = items.filter((item) => item.is_staple);
  const toBuy = items.filter((item) => item.is_in_cart && !item.is_purchased);
  const toggle = (item: GroceryItem, isInCart: boolean) => cart.toggle(item, isInCart, (error) => notifyFailure(error, serverMessageOr(error, groceryMessages.cartFailed)));
  const remove = (item: GroceryItem) =>
    lines.remove.mutateAsync(item.id).then(
      () =>
        offerUndo({
          message: groceryMessages.removed(item.ingredient_name),
          undo: () => lines.putBack.mutateAsync(item.id),
          undone: groceryMessages.putBack(item.ingredient_name),
          failed: groceryMessages.putBackFailed,
        }),
      (error: unknown) => notifyFailure(error, serverMessageOr(error, groceryMessages.removeLineFailed)),
    );
  const lineProps = { meals: plan.meals, disabled: isPast, onToggle: toggle, onRemove: (item: GroceryItem) => void remove(item) };
  const shareText = () => groceryListText(weekOf(plan), list, items);

  return (
    <Stack gap="lg">
      {!isPast && <PantryReviewModal plan={plan} cook={cook} today={today} />}
      <Group justify="space-between" gap="sm" className={classes.noPrint}>
        {!isPast ? <AddOwnLine onAdd={(name) => lines.add.mutateAsync(name)} /> : <span />}
        <Group gap="xs">
          <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void share(shareText())}>
            Share
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Group>
      {shopped.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center" className={classes.noPrint}>
          <Text fw={600}>Nothing to buy: your pantry covers this week's meals.</Text>
        </Paper>
      ) : (
        <div className={classes.noPrint}>
          <MasonryGrid
            label="Grocery list by food group"
            columns={GROUP_COLUMNS}
            items={groupGroceries(shopped).map(({ group, items: members }) => ({
              key: group,
              node: <GroceryGroup group={group} items={members} {...lineProps} />,
            }))}
          />
        </div>
      )}
      {staples.length > 0 && <StaplesGroup items={staples} {...lineProps} />}
      <GroceryFooter list={list} className={`${classes.footer} ${classes.noPrint}`} action={!isPast && (
        <Button leftSection={<IconShoppingCartPlus size={18} aria-hidden />} disabled={toBuy.length === 0} onClick={() => setConfirming(true)}>
          Add Items to Pantry
        </Button>
      )} />
      <PrintSheet week={weekOf(plan)} text={shareText()} />
      {confirming && <AddToPantryModal items={toBuy} cook={cook} groceryListId={list.id} onClose={() => setConfirming(false)} />}
    </Stack>
  );
}

/** The share sheet where the browser has one (a phone), else the clipboard. */
async function share(text: string) {
  try {
    if (navigator.share && navigator.canShare?.({ text })) {
      await navigator.share({ text });
      return;
    }
    await navigator.clipboard.writeText(text);
    toast({ color: 'larder', message: groceryMessages.copied });
  } catch (error) {
    // The cook closing the share sheet is no failure.
    if ((error as { name?: string }).name !== 'AbortError') toast({ color: 'red', message: groceryMessages.copyFailed });
  }
}

function AddOwnLine({ onAdd }: { onAdd: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = toPlainText(name, { final: true });
    if (!words) return;
    // Cleared at once, so the cook can type the next item while this one saves; back if it failed.
    // The button never waits on a save: a disabled submit button makes the browser ignore Enter.
    setName('');
    onAdd(words).catch((error: unknown) => {
      setName((current) => current || words);
      notifyFailure(error, serverMessageOr(error, groceryMessages.addLineFailed));
    });
  };
  return (
    <form onSubmit={submit} className={classes.addLine} aria-label="Add an item of your own">
      <TextInput
        aria-label="Item to add"
        placeholder="Add an item: eggs, washing-up liquid…"
        value={name}
        maxLength={OWN_LINE_NAME_MAX}
        onChange={(event) => setName(toPlainText(event.currentTarget.value))}
        style={{ flex: 1 }}
      />
      <Button type="submit" variant="light" disabled={!name.trim()} leftSection={<IconPlus size={16} aria-hidden />}>
        Add
      </Button>
    </form>
  );
}

interface LineProps {
  meals: MealPlan['meals'];
  disabled: boolean;
  onToggle: (item: GroceryItem, isInCart: boolean) => void;
  onRemove: (item: GroceryItem) => void;
}

/** One food group's lines, each a checkbox: ticked is in the cart; bought is locked and struck through. */
function GroceryGroup({ group, items, ...props }: { group: string; items: GroceryItem[] } & LineProps) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={group} data-testid="grocery-group">
      <Title order={3} fz="md" mb="sm" c="larder.8">
        {group}
      </Title>
      <Stack gap={12}>
        {items.map((item) => (
          <GroceryLine key={item.id} item={item} {...props} />
        ))}
      </Stack>
    </Paper>
  );
}

/** What a line's price is: a known price, or one estimated from its food group's prices. */
const priceText = (item: GroceryItem) => (item.price_source === null ? '' : `${item.price_source === 'estimate' ? '~' : ''}${formatCost(item.estimated_cost_in_cents)}`);

function GroceryLine({ item, meals, disabled, onToggle, onRemove }: { item: GroceryItem } & LineProps) {
  const forMeals = forMealsText(item.meal_ids, meals);
  // Beneath what to buy: what the week needs when it differs, and for which meals. A purchase of just
  // what is needed (within 1 %, a scaled recipe's rounding) says it all: an own 'eggs' given one box
  // of 12 does not 'need 12'.
  const exact = item.buy_quantity !== null && Math.abs(item.buy_quantity - item.quantity) <= item.quantity / 100;
  const needed = item.needed_text === item.buy_text || exact ? '' : item.needed_text;
  const need = [needed, forMeals].filter(Boolean).join(', ');
  return (
    <div data-testid="grocery-item" data-own={item.is_own || undefined} data-state={item.is_purchased ? 'purchased' : item.is_in_cart ? 'in-cart' : 'to-buy'} className={`${classes.line} ${item.is_purchased ? classes.purchased : ''}`}>
      <Checkbox
        checked={item.is_in_cart || item.is_purchased}
        disabled={item.is_purchased || disabled}
        onChange={(event) => onToggle(item, event.currentTarget.checked)}
        style={{ flex: 1, minWidth: 0 }}
        label={
          <span>
            <span className={classes.name}>
              {item.buy_text && <span data-testid="grocery-item-amount">{`${item.buy_text} `}</span>}
              <span data-testid="grocery-item-name" data-name={item.ingredient_name}>
                {item.shopping_name}
              </span>
            </span>
            {need && (
              <Text component="span" display="block" c="dimmed" size="xs" data-testid="grocery-item-need">
                {need}
              </Text>
            )}
            {item.notes && (
              <Text component="span" display="block" c="dimmed" size="xs">
                {item.notes}
              </Text>
            )}
          </span>
        }
      />
      <Text size="sm" c={item.price_source === 'estimate' ? 'dimmed' : undefined} className={classes.price} title={item.price_source === 'estimate' ? 'Estimated from similar foods' : item.price_source === 'paid' ? 'What you last paid' : undefined} data-testid="grocery-item-price">
        {priceText(item)}
      </Text>
      {!disabled && !item.is_purchased && (
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Remove ${item.ingredient_name} from the list`} onClick={() => onRemove(item)}>
          <IconX size={14} aria-hidden />
        </ActionIcon>
      )}
    </div>
  );
}

/** Salt, pepper, oil: what the cook keeps, folded away and not counted, still there to tick if they ran out. */
function StaplesGroup({ items, ...props }: { items: GroceryItem[] } & LineProps) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Staples you keep" data-testid="grocery-staples" className={classes.noPrint}>
      <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={open} className={classes.staplesToggle}>
        <Group gap="xs" wrap="nowrap">
          {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          <Text fw={600}>{`Staples you keep (${items.length})`}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          Not counted in the items or the cost. Change them in Preferences.
        </Text>
      </UnstyledButton>
      <Collapse expanded={open}>
        <Stack gap={12} mt="sm">
          {items.map((item) => (
            <GroceryLine key={item.id} item={item} {...props} />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}

function GroceryFooter({ list, className, action }: { list: GroceryList; className: string; action: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs" className={className} data-testid="grocery-footer">
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
          {/* Honest about the total: how much is a food group's estimate, and what has no price at all. */}
          {list.estimated_part_in_cents > 0 && (
            <Text size="sm" c="dimmed" data-testid="grocery-estimated-part">{`${formatCost(list.estimated_part_in_cents)} of it estimated from similar foods`}</Text>
          )}
          {list.unpriced_items > 0 && (
            <Text size="sm" c="dimmed" data-testid="grocery-unpriced">{`${list.unpriced_items} ${list.unpriced_items === 1 ? 'item' : 'items'} of your own without a price`}</Text>
          )}
        </Group>
        {action}
      </Group>
    </Paper>
  );
}

/** The page a printer gets: the shared text, one line each, and nothing else of the app. */
function PrintSheet({ week, text }: { week: string; text: string }) {
  return (
    <div className={classes.printSheet} aria-hidden data-testid="grocery-print-sheet" data-week={week}>
      {text.split('\n\n').map((block) => {
        const [head, ...rest] = block.split('\n');
        return (
          <section key={head}>
            <h3>{head}</h3>
            {rest.map((row) => (
              <p key={row}>{row.startsWith('- ') ? `☐ ${row.slice(2)}` : row}</p>
            ))}
          </section>
        );
      })}
    </div>
  );
}
