// A table cell that turns into an input on click (spec §4 'Pantry inline edit'): Enter or leaving the
// input saves, Escape puts the old value back. Enter closes the input, and a closing input fires blur
// in some browsers, so a finished edit ignores whatever comes after it. A save that could not reach the
// server opens the input again with what was typed, marked unsaved, to save again once it is back.
// An input that says its value is wrong (a NumberField's mark) stays open on Enter or blur, saying so.
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isUnreachable } from '@/lib/api-client';
import { hasNumberProblem } from '@/lib/form-guards';

export function useInlineEdit<Value>(current: Value, onCommit: (draft: Value) => void | Promise<unknown>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Value>(current);
  const [unsaved, setUnsaved] = useState(false);
  const finished = useRef(false);
  /** Counts the edits started, so a save that fails late leaves a newer edit alone. */
  const round = useRef(0);

  const finish = (save: boolean, input?: HTMLInputElement) => {
    if (finished.current) return;
    if (save && input && hasNumberProblem(input)) return;
    finished.current = true;
    setEditing(false);
    setUnsaved(false);
    if (!save) return;
    const saving = round.current;
    void Promise.resolve(onCommit(draft)).catch((error: unknown) => {
      if (!isUnreachable(error) || round.current !== saving) return;
      finished.current = false;
      setUnsaved(true);
      setEditing(true);
    });
  };

  return {
    editing,
    draft,
    setDraft,
    /** The input holds a value a save could not deliver. */
    unsaved,
    start: () => {
      round.current += 1;
      finished.current = false;
      setUnsaved(false);
      setDraft(current);
      setEditing(true);
    },
    inputProps: {
      // Opened again after a failed save, it waits for the cook rather than taking the focus from where they are.
      autoFocus: !unsaved,
      onBlur: (event: FocusEvent<HTMLInputElement>) => finish(true, event.currentTarget),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(true, event.currentTarget);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        }
      },
    },
  };
}
