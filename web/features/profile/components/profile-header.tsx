import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarHeart } from '@tabler/icons-react';
import { initialsOf } from '@/components/layout/navigation-bar';
import { memberForLabel, membershipDays } from '../lib/membership';
import type { Profile } from '../api/get-profile';

/** Initials, full name and how long the cook has been a member (spec §2 /profile). */
export function ProfileHeader({ profile, confirmedAt, now }: { profile: Profile; confirmedAt: string | null; now: Date }) {
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
      <Group gap="lg" wrap="nowrap">
        <Avatar color="larder" variant="filled" radius={999} size={72} aria-hidden>
          <Text fz={26} fw={700} c="white">
            {initialsOf(profile.first_name, profile.last_name, profile.email)}
          </Text>
        </Avatar>
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {fullName || profile.email}
          </Title>
          {confirmedAt && (
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconCalendarHeart size={16} aria-hidden />
              <Text size="sm">{memberForLabel(membershipDays(confirmedAt, now))}</Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
