// Every change the pantry page makes: the call, then a toast (success 3 s, failures red) and the
// pantry refetched (spec §4, §8). The grocery lists follow without a call of their own: the server
// enqueues their refresh with the change itself (decision 0024), and their screen hears of it.
// A change that never reached the server says so (NOT_SAVED) instead of asking for a page refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { toasts } from '@/config/constants';
import { sayAmount, type UnitSystem } from '@/lib/amounts';
import { ApiError } from '@/lib/api-client';
import { failureToast, toast } from '@/lib/toast';
import { addPantryItem, type NewPantryItem } from '../api/add-pantry-item';
import { pantryItemsQueryOptions } from '../api/get-pantry-items';
import { deletePantryItem } from '../api/delete-pantry-item';
import { deletePantryItems } from '../api/delete-pantry-items';
import type { PantryItem, PantryOwner } from '../api/types';
import { updatePantryItem, type PantryItemChange } from '../api/update-pantry-item';
import { pantryMessages } from '../lib/pantry-messages';

/** Failures stay up longer than successes: the cook has to read what to do next. */
const ERROR_TOAST_MS = 5_000;

const notifySuccess = (message: string) => toast({ color: 'larder', message, autoClose: toasts.pantryMs });
const notifyFailure = (error: unknown, message: string) => failureToast(error, { color: 'red', title: 'Something went wrong', message, autoClose: ERROR_TOAST_MS });
/** A change the server refused for what was typed (400) says what to type instead; other failures say what the spec says. */
const refusal = (error: unknown, otherwise: string) => (error instanceof ApiError && error.status === 400 && error.message ? error.message : otherwise);

/**
 * The item with this quantity, said in the cook's system until the refetch says it with the
 * ingredient's own figures (a spoon's weight, 'cloves'), which the pantry read leaves out for size.
 */
const withQuantity = (item: PantryItem, quantity: number, system: UnitSystem): Partial<PantryItem> => ({
  quantity,
  quantity_text: sayAmount(quantity, item.unit_of_measurement, undefined, system).text,
});

export function usePantryChanges(owner: PantryOwner, unitSystem: UnitSystem) {
  const queryClient = useQueryClient();
  const afterChange = () => void queryClient.invalidateQueries({ queryKey: [readModels.pantry] });

  const showChange = (itemId: string, change: Partial<PantryItem>) =>
    queryClient.setQueryData(pantryItemsQueryOptions(owner).queryKey, (items) => items?.map((entry) => (entry.id === itemId ? { ...entry, ...change } : entry)));
  /** What the table shows for a change: a new quantity is said in the cook's system at once, not '1500' until the refetch. */
  const shown = (item: PantryItem, change: PantryItemChange): Partial<PantryItem> => ('quantity' in change ? withQuantity(item, change.quantity, unitSystem) : change);

  const add = useMutation({
    mutationFn: (item: NewPantryItem) => addPantryItem(owner, item),
    onSuccess: () => {
      notifySuccess(pantryMessages.added);
      afterChange();
    },
    onError: (error) => notifyFailure(error, refusal(error, pantryMessages.addFailed)),
  });

  const update = useMutation({
    mutationFn: ({ item, change }: { item: PantryItem; change: PantryItemChange }) => updatePantryItem(owner, item.id, change),
    // The cell shows the new value at once instead of flicking back to the old one until the refetch;
    // a failed change puts the old one back (the refetch after it may fail too, and keep what it has).
    onMutate: ({ item, change }) => void showChange(item.id, shown(item, change)),
    onSuccess: () => {
      notifySuccess(pantryMessages.updated);
      afterChange();
    },
    onError: (error, { item, change }) => {
      notifyFailure(error, refusal(error, pantryMessages.updateFailed));
      showChange(item.id, 'quantity' in change ? { quantity: item.quantity, quantity_text: item.quantity_text } : { expiration_date: item.expiration_date });
      void queryClient.invalidateQueries({ queryKey: [readModels.pantry] });
    },
  });

  const remove = useMutation({
    mutationFn: (item: PantryItem) => deletePantryItem(owner, item.id),
    onSuccess: () => {
      notifySuccess(pantryMessages.removed);
      afterChange();
    },
    onError: (error) => notifyFailure(error, pantryMessages.deleteFailed),
  });

  const removeAll = useMutation({
    mutationFn: (items: readonly PantryItem[]) => deletePantryItems(owner.appUserId, items.map((item) => item.id)),
    onSuccess: () => {
      notifySuccess(pantryMessages.allRemoved);
      afterChange();
    },
    onError: (error) => notifyFailure(error, pantryMessages.deleteFailed),
  });

  return { add, update, remove, removeAll };
}

export type PantryChanges = ReturnType<typeof usePantryChanges>;
