// Mantine's PasswordInput shows its error but leaves the inner input without aria-invalid and
// aria-describedby; this wrapper adds both, so a screen reader hears what is wrong with the field.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from 'react';

export function PasswordField({ error, describedBy, ...props }: PasswordInputProps & { describedBy?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const describe = [typeof error === 'string' || typeof error === 'object' ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <PasswordInput
      {...props}
      id={id}
      error={error}
      errorProps={{ id: errorId }}
      aria-invalid={error ? true : undefined}
      aria-describedby={describe || undefined}
    />
  );
}
