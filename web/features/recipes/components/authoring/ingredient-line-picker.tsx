// Adding an ingredient line: search the ingredients by name (any part, any case), give a quantity in
// the ingredient's own unit, Add. Add stays off until both are there (spec §5).
import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { stopAtNumberProblem } from '@/lib/form-guards';
import { limits } from '@/config/constants';
import type { IngredientChoice } from '../../api/get-ingredient-choices';
import { canAddIngredientLine, matchingIngredients } from '../../lib/authoring-rules';

export interface PickedLine {
  ingredient: IngredientChoice;
  quantity: number;
}

const SHOWN = 30;

export function IngredientLinePicker({ choices, onAdd, busy = false, excluded = [] }: { choices: readonly IngredientChoice[]; onAdd: (line: PickedLine) => void; busy?: boolean; excluded?: readonly string[] }) {
  const [ingredientId, setIngredientId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [quantity, setQuantity] = useState<number | string>('');
  const chosen = choices.find((choice) => choice.id === ingredientId);
  // The search runs here rather than in the Select, so the rule is ours (and a short list renders fast).
  const options = useMemo(() => {
    const available = choices.filter((choice) => !excluded.includes(choice.id));
    const found = chosen && search === chosen.name ? available : matchingIngredients(available, search);
    return found.slice(0, SHOWN).map((choice) => ({ value: choice.id, label: choice.name }));
  }, [choices, excluded, search, chosen]);

  const row = useRef<HTMLDivElement>(null);
  const add = () => {
    if (stopAtNumberProblem(row.current) || !chosen || !canAddIngredientLine(ingredientId, quantity)) return;
    onAdd({ ingredient: chosen, quantity: quantity as number });
    setIngredientId(null);
    setSearch('');
    setQuantity('');
  };

  return (
    <Group ref={row} align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Ingredient"
        placeholder="Search ingredients"
        searchable
        data={options}
        value={ingredientId}
        onChange={setIngredientId}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: shown }) => shown}
        nothingFoundMessage="No ingredients match"
        style={{ flex: '2 1 220px' }}
      />
      <NumberField
        label="Quantity"
        placeholder="0"
        min={0}
        decimalScale={2}
        value={quantity}
        onChange={setQuantity}
        rightSection={chosen?.unit_of_measurement ? <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>{chosen.unit_of_measurement}</span> : undefined}
        rightSectionWidth={chosen?.unit_of_measurement ? 56 : undefined}
        hideControls
        error={typeof quantity === 'number' && quantity > limits.quantityMax ? `At most ${limits.quantityMax.toLocaleString('en-US')}` : undefined}
        style={{ flex: '1 1 120px' }}
      />
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={!canAddIngredientLine(ingredientId, quantity)} loading={busy} variant="light">
        Add ingredient
      </Button>
    </Group>
  );
}
