// Two small guards a form needs. A second click that lands before React has drawn the first one's
// 'busy' state sends the same request twice (a double-click made two ingredients), so one request
// runs at a time. And a submit that found mistakes moves the focus to the first field that says
// so, which scrolls it into view: on a long form the messages otherwise sit above the button.
import { useCallback, useRef } from 'react';

/** Runs `work` unless an earlier run is still going (then nothing happens, and undefined is returned). */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback(async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await work();
    } finally {
      running.current = false;
    }
  }, []);
}

/** Once the page has drawn the submit's errors, focuses the form's first invalid field. */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The attribute a NumberField's input carries while it says its value is wrong. */
export const NUMBER_PROBLEM_MARK = 'data-number-problem';

/** Whether this input is a number field saying its value is wrong. */
export const hasNumberProblem = (input: HTMLElement) => input.hasAttribute(NUMBER_PROBLEM_MARK);

/**
 * Whether a number field inside `root` says it is wrong (components/ui/number-field.tsx); if so it
 * gets the focus. A refused key is known only to its field, so Next, Add and submit ask the page.
 */
export function stopAtNumberProblem(root: HTMLElement | null): boolean {
  const wrong = root?.querySelector<HTMLElement>(`[${NUMBER_PROBLEM_MARK}]`);
  wrong?.focus();
  return Boolean(wrong);
}
