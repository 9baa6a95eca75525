// The email input every account form uses: the same label, keyboard, autofill and length limit.
import { TextInput, type TextInputProps } from '@mantine/core';
import { limits } from '@/config/constants';

export function EmailField(props: Omit<TextInputProps, 'label' | 'type'>) {
  return <TextInput label="Email" type="email" autoComplete="email" inputMode="email" required maxLength={limits.emailMax} {...props} />;
}
