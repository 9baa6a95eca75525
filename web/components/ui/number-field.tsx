// Mantine's NumberInput, made to keep what the cook typed (see lib/number-entry.ts): no clamping, a
// minus always typed (a range that starts at 0 says so instead), and a key the box cannot take is
// refused out loud. The refusal stays under the field until the cook deletes something in it, so a
// '1e9' that reads 19 once the 'e' is refused is not taken for 19 by Next or a submit.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { numberProblem, refusedKeyMessage, type NumberRule } from '@/lib/number-entry';

export type NumberFieldProps = Omit<NumberInputProps, 'clampBehavior' | 'allowNegative' | 'allowDecimal' | 'required'> & {
  /** The field's name in messages; by default its label without a '(unit)'. */
  name?: string;
  integer?: boolean;
  required?: boolean;
};

const nameOf = (label: unknown) => (typeof label === 'string' ? label.replace(/\s*\(.*\)\s*$/, '') : 'This');

export function NumberField({ name, label, min, max, integer = false, required = false, error, value, onChange, onKeyDown, ...others }: NumberFieldProps) {
  const rule: NumberRule = { name: name ?? nameOf(label), min, max, integer, required };
  const [refused, setRefused] = useState<string>();
  const text = (typed: number | string | undefined) => String(typed ?? '');
  const problem = refused ?? numberProblem(value, rule);

  return (
    <NumberInput
      {...others}
      label={label}
      min={min}
      max={max}
      value={value}
      clampBehavior="none"
      allowNegative
      allowDecimal={!integer}
      error={refused ?? error ?? problem}
      // Marks the field (NUMBER_PROBLEM_MARK) for stopAtNumberProblem and hasNumberProblem (a form's
      // own stale errors are the form's business).
      data-number-problem={problem ? true : undefined}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        const message = event.ctrlKey || event.metaKey || event.altKey ? undefined : refusedKeyMessage(event.key, rule);
        if (message) {
          event.preventDefault();
          setRefused(message);
        }
        onKeyDown?.(event);
      }}
      onChange={(next) => {
        if (text(next).length < text(value).length) setRefused(undefined);
        onChange?.(next);
      }}
    />
  );
}
