// A searchable choice of catalogue ingredient for one imported line, searched by the same rule as the
// wizard's picker. The line's own ingredient is always an option, so it shows before the list loads.
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { IngredientChoice } from '../../api/get-ingredient-choices';
import { matchingIngredients } from '../../lib/authoring-rules';

const SHOWN = 30;

interface IngredientSelectProps {
  choices: readonly IngredientChoice[];
  value: { id: string; name: string } | null;
  onPick: (choice: IngredientChoice) => void;
  label?: string;
  placeholder?: string;
}

export function IngredientSelect({ choices, value, onPick, label = 'Ingredient', placeholder = 'Search ingredients' }: IngredientSelectProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const options = useMemo(() => {
    // Opened on the chosen name, the whole list shows; typing narrows it.
    const found = value && search === value.name ? choices : matchingIngredients(choices, search);
    const shown = found.filter((choice) => choice.id !== value?.id).slice(0, SHOWN - 1);
    return [...(value ? [{ value: value.id, label: value.name }] : []), ...shown.map((choice) => ({ value: choice.id, label: choice.name }))];
  }, [choices, search, value]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      data={options}
      value={value?.id ?? null}
      onChange={(id) => {
        const choice = choices.find((each) => each.id === id);
        if (choice && choice.id !== value?.id) onPick(choice);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: kept }) => kept}
      nothingFoundMessage="No ingredients match"
      allowDeselect={false}
    />
  );
}
