// Mantine's NumberInput, made to keep what the cook typed (see lib/number-entry.ts): no clamping, a
// minus always typed (a range that starts at 0 says so instead), and a key the box cannot take is
// refused out loud. The refusal stays under the field until the cook deletes something in it, so a
// '1e9' that reads 19 once the 'e' is refused is not taken for 19 by Next or a submit. A digit past
// the decimal places is refused the same way. Pasted text the box would not keep as it is is refused
// whole, and said so until the field changes.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { createContext, useContext, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { numberProblem, refusedDigitMessage, refusedKeyMessage, refusedPasteMessage, type NumberRule } from '@/lib/number-entry';

export type NumberFieldProps = Omit<NumberInputProps, 'clampBehavior' | 'allowNegative' | 'allowDecimal' | 'required'> & {
  /** The field's name in messages; by default its label without a '(unit)'. */
  name?: string;
  integer?: boolean;
  required?: boolean;
};

/** Refused keys by field name, for forms whose fields come and go (a wizard's steps). */
const KeptRefusals = createContext<Map<string, string> | null>(null);

/**
 * Keeps the refused keys of the NumberFields inside in `refusals` past their unmounting: a wizard's
 * step left with a refused 'e' still says so, and still holds Next, when the cook comes back to it.
 * The owner clears `refusals` when the form starts afresh.
 */
export function KeepRefusals({ refusals, children }: { refusals: Map<string, string>; children: ReactNode }) {
  return <KeptRefusals.Provider value={refusals}>{children}</KeptRefusals.Provider>;
}

const nameOf = (label: unknown) => (typeof label === 'string' ? label.replace(/\s*\(.*\)\s*$/, '') : 'This');

export function NumberField({ name, label, min, max, integer = false, required = false, decimalScale, error, value, onChange, onKeyDown, ...others }: NumberFieldProps) {
  const rule: NumberRule = { name: name ?? nameOf(label), min, max, integer, required, decimalScale };
  const kept = useContext(KeptRefusals);
  const [refused, setRefusedHere] = useState<string | undefined>(() => kept?.get(rule.name));
  const setRefused = (message: string | undefined) => {
    setRefusedHere(message);
    if (message) kept?.set(rule.name, message);
    else kept?.delete(rule.name);
  };
  /** A refused paste left the field as it was: any change to it ends the refusal. */
  const [refusedPaste, setRefusedPaste] = useState<string>();
  const text = (typed: number | string | undefined) => String(typed ?? '');
  const refusal = refusedPaste ?? refused;
  const problem = refusal ?? numberProblem(value, rule);

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
      decimalScale={decimalScale}
      error={refusal ?? error ?? problem}
      // Marks the field (NUMBER_PROBLEM_MARK) for stopAtNumberProblem and hasNumberProblem (a form's
      // own stale errors are the form's business).
      data-number-problem={problem ? true : undefined}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        const input = event.currentTarget;
        const caret = { text: input.value, start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length };
        const message = event.ctrlKey || event.metaKey || event.altKey ? undefined : (refusedKeyMessage(event.key, rule) ?? refusedDigitMessage(event.key, caret, rule));
        if (message) {
          event.preventDefault();
          setRefused(message);
        }
        onKeyDown?.(event);
      }}
      // Before Mantine's own paste handling, which writes a paste with a comma ('0,1255' as 0.1255)
      // into the box itself: a refused paste goes no further.
      onPasteCapture={(event: ClipboardEvent<HTMLInputElement>) => {
        const message = refusedPasteMessage(event.clipboardData.getData('text'), rule);
        if (message) {
          event.preventDefault();
          event.stopPropagation();
          setRefusedPaste(message);
        }
      }}
      onChange={(next) => {
        setRefusedPaste(undefined);
        if (text(next).length < text(value).length) setRefused(undefined);
        onChange?.(next);
      }}
    />
  );
}
