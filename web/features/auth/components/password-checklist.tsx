// The live password checklist of the sign-up form (spec §5): each rule turns green as it is met.
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { passwordRules } from '../validation';

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <Box component="ul" id={id} aria-label="Password requirements" m={0} p={0} style={{ listStyle: 'none' }}>
      {passwordRules.map((rule) => {
        const met = rule.met(password);
        return (
          <Group key={rule.id} component="li" gap={8} wrap="nowrap" align="flex-start" py={2} data-met={met}>
            {met ? (
              <IconCircleCheckFilled size={16} color="var(--mantine-color-larder-7)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            ) : (
              <IconCircleDashed size={16} color="var(--mantine-color-gray-5)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            )}
            <Text size="xs" c={met ? 'larder.8' : 'dimmed'} lh={1.5}>
              {rule.message}
              <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
            </Text>
          </Group>
        );
      })}
    </Box>
  );
}
