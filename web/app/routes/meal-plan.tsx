// /meal-plan (spec §2): the entry states that exist before plans do. Setup incomplete asks for the
// setup; no access points at the pricing page; otherwise this week's plan is being generated.
// useAppUser() is refreshed by the websocket, so finishing setup or claiming a code elsewhere
// moves this page on by itself.
import { Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Loading } from '@/components/ui/loading';
import { useAppUser } from '@/features/accounts/hooks/use-app-user';
import { MealPlanHeader } from '@/features/meal-plan/components/meal-plan-header';
import { AccessNeeded, GenerationPending, SetupNeeded } from '@/features/meal-plan/components/meal-plan-prompts';
import { weekContaining } from '@/features/meal-plan/lib/week';

export function Component() {
  const { appUser } = useAppUser();
  const [today] = useState(() => new Date());
  if (!appUser) return <Loading />;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Meal Plan
        </Title>
        {!appUser.setup_complete ? (
          <SetupNeeded />
        ) : !appUser.has_access ? (
          <AccessNeeded />
        ) : (
          <>
            <MealPlanHeader week={weekContaining(today)} today={today} />
            <GenerationPending />
          </>
        )}
      </Stack>
    </Container>
  );
}
