// The Add Pantry Item form's rules (spec §5 'Add pantry item'): the purchase date starts at today
// and may not be later; the expiration date follows the purchase date plus the ingredient's shelf
// life until the cook types their own; the unit starts as the first one offered (the ingredient's own kind, in the cook's system) and may be any it
// converts to (decision 0034); what was paid is optional; editing the search text away from the
// chosen ingredient forgets the ingredient and what was filled in for it.
import { useReducer } from 'react';
import type { NewPantryItem } from '../api/add-pantry-item';
import type { IngredientChoice } from '../api/get-ingredient-choices';
import { addDays, isIsoDate, todayIso } from '@/lib/calendar-dates';
import { limits } from '@/config/constants';
import { PAID_PROBLEM, paidCents } from '@/lib/money';
import { pantryMessages } from '../lib/pantry-messages';
import { unitToSend } from '../lib/unit-choices';

export interface AddItemErrors {
  ingredient?: string;
  quantity?: string;
  /** The server's words when it cannot convert the chosen unit. */
  unit?: string;
  paid?: string;
  purchaseDate?: string;
  expirationDate?: string;
}

interface FormState {
  search: string;
  ingredient: IngredientChoice | null;
  quantity: number | string;
  /** The unit the quantity is in: the ingredient's own until the cook picks another. */
  unit: string | null;
  /** What was paid, as typed ('$3.49'). */
  paid: string;
  purchaseDate: string;
  expirationDate: string;
  /** The cook typed an expiration date: a new purchase date no longer moves it. */
  expirationEdited: boolean;
  errors: AddItemErrors;
}

type FormEvent =
  | { type: 'searchChanged'; text: string }
  | { type: 'ingredientChosen'; ingredient: IngredientChoice; unit: string | null }
  | { type: 'quantityChanged'; quantity: number | string }
  | { type: 'unitChanged'; unit: string }
  | { type: 'paidChanged'; text: string }
  | { type: 'purchaseDateChanged'; date: string }
  | { type: 'expirationDateChanged'; date: string }
  | { type: 'rejected'; errors: AddItemErrors }
  | { type: 'reset' };

const initialState = (): FormState => ({ search: '', ingredient: null, quantity: '', unit: null, paid: '', purchaseDate: todayIso(), expirationDate: '', expirationEdited: false, errors: {} });

/** Purchase date plus shelf life, or '' when either is unknown. */
export function defaultExpiration(purchaseDate: string, ingredient: IngredientChoice | null): string {
  if (!ingredient || ingredient.estimated_shelf_life === null || !isIsoDate(purchaseDate)) return '';
  return addDays(purchaseDate, ingredient.estimated_shelf_life);
}

function reduce(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'searchChanged':
      if (state.ingredient && event.text !== state.ingredient.name) {
        return { ...state, search: event.text, ingredient: null, quantity: '', unit: null, paid: '', expirationDate: '', expirationEdited: false, errors: { ...state.errors, unit: undefined, paid: undefined } };
      }
      return { ...state, search: event.text };
    case 'ingredientChosen':
      return {
        ...state,
        search: event.ingredient.name,
        ingredient: event.ingredient,
        unit: event.unit,
        expirationDate: defaultExpiration(state.purchaseDate, event.ingredient),
        expirationEdited: false,
        errors: { ...state.errors, ingredient: undefined, unit: undefined },
      };
    case 'quantityChanged':
      return { ...state, quantity: event.quantity, errors: { ...state.errors, quantity: undefined } };
    case 'unitChanged':
      return { ...state, unit: event.unit, errors: { ...state.errors, unit: undefined } };
    case 'paidChanged':
      return { ...state, paid: event.text, errors: { ...state.errors, paid: undefined } };
    case 'purchaseDateChanged':
      return {
        ...state,
        purchaseDate: event.date,
        expirationDate: state.expirationEdited ? state.expirationDate : defaultExpiration(event.date, state.ingredient),
        errors: { ...state.errors, purchaseDate: undefined },
      };
    case 'expirationDateChanged':
      return { ...state, expirationDate: event.date, expirationEdited: true };
    case 'rejected':
      return { ...state, errors: event.errors };
    case 'reset':
      return initialState();
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The item to send, or the messages that stop it. */
export function validateNewItem(state: FormState, today: string): { item: NewPantryItem } | { errors: AddItemErrors } {
  const errors: AddItemErrors = {};
  const quantity = typeof state.quantity === 'number' ? state.quantity : Number.parseFloat(state.quantity);
  if (!state.ingredient) errors.ingredient = pantryMessages.selectIngredient;
  if (!Number.isFinite(quantity) || quantity <= 0) errors.quantity = pantryMessages.invalidQuantity;
  else if (quantity > limits.quantityMax) errors.quantity = pantryMessages.tooMuch;
  const paid = paidCents(state.paid);
  if (paid === PAID_PROBLEM) errors.paid = PAID_PROBLEM;
  if (!isIsoDate(state.purchaseDate) || state.purchaseDate > today) errors.purchaseDate = pantryMessages.futurePurchase;
  else if (isIsoDate(state.expirationDate) && state.expirationDate < state.purchaseDate) errors.expirationDate = pantryMessages.expiryBeforePurchase;
  if (!state.ingredient || Object.keys(errors).length > 0) return { errors };
  const expirationDate = isIsoDate(state.expirationDate) ? state.expirationDate : defaultExpiration(state.purchaseDate, state.ingredient);
  return {
    item: {
      ingredientId: state.ingredient.id,
      quantity,
      unitOfMeasurement: unitToSend(state.unit),
      purchaseDate: state.purchaseDate,
      expirationDate: expirationDate || null,
      ...(typeof paid === 'number' && { paidCents: paid }),
    },
  };
}

export function useAddPantryItemForm() {
  const [state, dispatch] = useReducer(reduce, undefined, initialState);
  return {
    state,
    setSearch: (text: string) => dispatch({ type: 'searchChanged', text }),
    /** `unit`: the first the dialog offers (cups before millilitres for a US cook). */
    chooseIngredient: (ingredient: IngredientChoice, unit: string | null) => dispatch({ type: 'ingredientChosen', ingredient, unit }),
    setQuantity: (quantity: number | string) => dispatch({ type: 'quantityChanged', quantity }),
    setUnit: (unit: string) => dispatch({ type: 'unitChanged', unit }),
    setPaid: (text: string) => dispatch({ type: 'paidChanged', text }),
    setPurchaseDate: (date: string) => dispatch({ type: 'purchaseDateChanged', date }),
    setExpirationDate: (date: string) => dispatch({ type: 'expirationDateChanged', date }),
    reset: () => dispatch({ type: 'reset' }),
    /**
     * What the server refused (400), said under the field it is about. The form's own rules ran
     * first, so what is left is the amount once converted ('100,000 or less' of the ingredient's own
     * unit), or the unit itself ('… cannot be measured in pieces: give it in g, kg, …').
     */
    refused: (message: string) => dispatch({ type: 'rejected', errors: message === pantryMessages.tooMuch || message === pantryMessages.invalidQuantity ? { quantity: message } : { unit: message } }),
    /** The item when the form passes its rules; otherwise the messages are shown and undefined. */
    submit: (): NewPantryItem | undefined => {
      const outcome = validateNewItem(state, todayIso());
      if ('errors' in outcome) {
        dispatch({ type: 'rejected', errors: outcome.errors });
        return undefined;
      }
      return outcome.item;
    },
  };
}
