// 'Add Pantry Item' (spec §2, §5): search an ingredient, say how much in any unit it can be given in
// (decision 0034: 1.5 l of milk is kept as 1,500 ml), what it cost if the cook wants their grocery
// prices to follow, when it was bought and when it expires. The dialog stays open when the save
// fails, so nothing typed is lost; a refusal of what was typed is said under its field.
import { Autocomplete, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { limits } from '@/config/constants';
import type { UnitSystem } from '@/lib/amounts';
import { ApiError } from '@/lib/api-client';
import { todayIso } from '@/lib/calendar-dates';
import { stopAtNumberProblem } from '@/lib/form-guards';
import { nameMatcher } from '@/lib/name-search';
import type { NewPantryItem } from '../api/add-pantry-item';
import { useIngredientChoices, type IngredientChoice } from '../api/get-ingredient-choices';
import { useAddPantryItemForm } from '../hooks/use-add-pantry-item-form';
import { unitChoices } from '../lib/unit-choices';

export interface AddPantryItemDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Resolves once saved; rejects when the save failed (the caller tells the cook). */
  onAdd: (item: NewPantryItem) => Promise<unknown>;
  saving: boolean;
  /** The cook's system: its units are offered first. */
  unitSystem: UnitSystem;
}

/**
 * The spec's ingredient search: names containing the text, ignoring case, ten at most. Nothing is
 * offered before the cook types, so the list does not cover the form when the dialog opens.
 */
const matchesSearch = (name: string, search: string) => search.trim() !== '' && nameMatcher(search)(name);

export function AddPantryItemDialog({ opened, onClose, onAdd, saving, unitSystem }: AddPantryItemDialogProps) {
  const form = useAddPantryItemForm();
  const { state } = form;
  const ingredients = useIngredientChoices(opened);
  const byName = useMemo(() => new Map((ingredients.data ?? []).map((ingredient) => [ingredient.name, ingredient] as [string, IngredientChoice])), [ingredients.data]);
  const units = useMemo(() => (state.ingredient ? unitChoices(state.ingredient, unitSystem) : []), [state.ingredient, unitSystem]);
  const today = todayIso();

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async () => {
    const item = form.submit();
    if (!item) return;
    try {
      await onAdd(item);
      close();
    } catch (error) {
      // The caller's toast says what went wrong; the form keeps what was typed.
      if (error instanceof ApiError && error.status === 400) form.refused(error.message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Add Pantry Item" centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!stopAtNumberProblem(event.currentTarget)) void submit();
        }}
      >
        <Stack gap="md">
          <Autocomplete
            label="Ingredient"
            placeholder="Search for an ingredient..."
            data={[...byName.keys()]}
            value={state.search}
            onChange={form.setSearch}
            onOptionSubmit={(name) => {
              const ingredient = byName.get(name);
              if (ingredient) form.chooseIngredient(ingredient, unitChoices(ingredient, unitSystem)[0] ?? ingredient.unit_of_measurement);
            }}
            filter={({ options, search }) => options.filter((option) => 'label' in option && matchesSearch(option.label, search))}
            limit={limits.ingredientSearchResults}
            maxDropdownHeight={200}
            error={state.errors.ingredient}
            description={ingredients.isLoadingError ? 'The ingredient list could not be loaded. Please refresh the page and try again.' : undefined}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
            <NumberField label="Quantity" min={0} step={0.1} decimalScale={3} value={state.quantity} onChange={form.setQuantity} error={state.errors.quantity} />
            <Select
              label="Unit"
              data={units}
              value={state.unit}
              onChange={(unit) => unit && form.setUnit(unit)}
              allowDeselect={false}
              disabled={units.length === 0}
              placeholder="Choose an ingredient"
              error={state.errors.unit}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Paid (optional)"
              placeholder="$3.49"
              inputMode="decimal"
              autoComplete="off"
              value={state.paid}
              onChange={(event) => form.setPaid(event.currentTarget.value)}
              error={state.errors.paid}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput type="date" label="Purchase date" max={today} value={state.purchaseDate} onChange={(event) => form.setPurchaseDate(event.currentTarget.value)} error={state.errors.purchaseDate} />
            <TextInput
              type="date"
              label="Expiration date"
              min={state.purchaseDate || undefined}
              value={state.expirationDate}
              onChange={(event) => form.setExpirationDate(event.currentTarget.value)}
              error={state.errors.expirationDate}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} loaderProps={{ type: 'dots' }}>
              Add Item
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
