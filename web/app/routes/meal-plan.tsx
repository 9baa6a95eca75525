// /meal-plan (spec §2): setup incomplete asks for the setup; no access points at the pricing page;
// otherwise the plan itself (or its generation). useAppUser() is refreshed by the websocket, so
// finishing setup or claiming a code elsewhere moves this page on by itself.
import { Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Loading } from '@/components/ui/loading';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { MealPlanScreen } from '@/features/meal-plan/components/meal-plan-screen';
import { AccessNeeded, SetupNeeded } from '@/features/meal-plan/components/meal-plan-prompts';
import { useChosenDiets } from '@/lib/use-chosen-diets';
import { cookFrom } from './meal-plan-cook';

export function Component() {
  const { appUser } = useAppUser();
  const [today] = useState(() => new Date());
  const diets = useChosenDiets(appUser?.diet_ids);
  if (!appUser) return <Loading />;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          Meal Plan
        </Title>
        {!appUser.setup_complete ? <SetupNeeded /> : !appUser.has_access ? <AccessNeeded /> : <MealPlanScreen cook={cookFrom(appUser, diets)} today={today} />}
      </Stack>
    </Container>
  );
}
