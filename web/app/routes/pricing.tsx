// /pricing (spec §2, §8, §9): Monthly/Annual toggle, the plan card and the beta-code entry. Signed in,
// the plan button starts the provider's checkout for the chosen period. The page is open to everyone
// (the spec leaves it open); paying and a beta code both need an account, so signed out they ask the
// visitor to sign up or log in first. No navigation bar here: the logo leads home and, signed in, a
// button leads to the meal plan. Back from a checkout the cook left, a note says nothing was charged.
// The beta-code card's Log in comes back to the card (/pricing#beta-code), with the code field focused.
import { Alert, Anchor, Badge, Box, Button, Container, Group, List, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { plans } from '@/config/constants';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/layout/brand-mark';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { useAuth } from '@/lib/auth';
import { returnState } from '@/lib/return-to';
import { BetaCodeForm } from '@/features/beta-codes/components/beta-code-form';
import { PlanCheckout } from '@/features/billing/components/plan-checkout';

type Period = keyof typeof plans;

/** The beta-code card's address: where its Log in returns the cook to enter their code. */
const BETA_CODE_ANCHOR = 'beta-code';

const features: { text: string; soon?: boolean }[] = [
  { text: 'Personalised weekly meal plans' },
  { text: 'Unlimited meal regenerations' },
  { text: 'Smart grocery lists' },
  { text: 'Pantry management' },
  { text: 'One-click grocery orders', soon: true },
];

function PricingHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" h={60}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.landing} underline="never" aria-label="Larder home">
            <BrandMark />
          </Anchor>
          {signedIn ? (
            <Button component={Link} to={paths.mealPlan} variant="subtle" rightSection={<IconArrowRight size={16} aria-hidden />}>
              Go to meal plan
            </Button>
          ) : (
            <AccountButtons loginVariant="subtle" />
          )}
        </Group>
      </Container>
    </Box>
  );
}

function PlanCard({ period }: { period: Period }) {
  const plan = plans[period];
  const { status } = useAuth();
  const { appUser } = useAppUser();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" aria-label="Larder plan" component="section">
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h3">
              Larder
            </Title>
            {'saving' in plan && (
              <Badge color="larder" variant="light" size="lg" tt="none">
                {plan.saving}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            Plan, shop and cook for less than a meal kit.
          </Text>
        </Stack>
        <div aria-live="polite">
          <Group gap={8} align="baseline" wrap="nowrap">
            <Text fz={48} fw={800} lh={1}>
              {plan.price}
            </Text>
            <Text c="dimmed">{plan.per}</Text>
          </Group>
        </div>
        <List spacing="sm" center icon={<ThemeIcon size={22} radius="xl" variant="light"><IconCheck size={14} aria-hidden /></ThemeIcon>}>
          {features.map((feature) => (
            <List.Item
              key={feature.text}
              icon={feature.soon ? <ThemeIcon size={22} radius="xl" variant="light" color="gray"><IconClock size={14} aria-hidden /></ThemeIcon> : undefined}
            >
              <Group gap={8} wrap="wrap">
                <Text size="sm" c={feature.soon ? 'dimmed' : undefined}>
                  {feature.text}
                </Text>
                {feature.soon && (
                  <Badge size="sm" variant="outline" color="gray">
                    Coming soon
                  </Badge>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
        <PlanCheckout period={period} authStatus={status} appUserId={appUser?.id} />
      </Stack>
    </Paper>
  );
}

function BetaCodeCard() {
  const { status } = useAuth();
  const { appUser } = useAppUser();
  const { hash } = useLocation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" id={BETA_CODE_ANCHOR} aria-labelledby="beta-code-title" style={{ alignSelf: 'start' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="beta-code-title">
            Have a beta code?
          </Title>
          <Text c="dimmed" size="sm">
            Beta testers get every feature free while Larder is in beta.
          </Text>
        </Stack>
        {status === 'loading' && <Skeleton height={90} />}
        {status === 'signed-out' && (
          <Stack gap="sm">
            <Text size="sm">Log in or create an account first, then enter your code here.</Text>
            <AccountButtons loginVariant="default" grow from={`${paths.pricing}#${BETA_CODE_ANCHOR}`} />
          </Stack>
        )}
        {status === 'signed-in' &&
          (appUser?.has_access ? (
            <Stack gap="sm">
              <Text size="sm">Your account already has full access.</Text>
              <Button component={Link} to={paths.mealPlan} variant="light" rightSection={<IconArrowRight size={16} aria-hidden />}>
                Go to meal plan
              </Button>
            </Stack>
          ) : (
            <BetaCodeForm autoFocus={hash === `#${BETA_CODE_ANCHOR}`} />
          ))}
      </Stack>
    </Paper>
  );
}

export function Component() {
  const { status } = useAuth();
  const [period, setPeriod] = useState<Period>('monthly');
  const [search] = useSearchParams();
  return (
    <>
      <PricingHeader signedIn={status === 'signed-in'} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Stack gap="sm" align="center" ta="center">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              One plan, everything included
            </Title>
            <Text c="dimmed" maw={520}>
              Weekly plans from your preferences, a grocery list that knows your pantry, and no meal-kit markup.
            </Text>
            <SegmentedControl
              aria-label="Billing period"
              value={period}
              onChange={(value) => setPeriod(value as Period)}
              data={[
                { value: 'monthly', label: plans.monthly.label },
                { value: 'annual', label: plans.annual.label },
              ]}
              radius="xl"
              size="md"
              mt="xs"
            />
          </Stack>
          {search.get('checkout') === 'cancelled' && (
            <Alert color="gray" variant="light" icon={<IconInfoCircle />} role="status" maw={880} w="100%" mx="auto">
              Checkout was cancelled and nothing was charged. Choose a plan whenever you are ready.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={880} w="100%" mx="auto">
            <PlanCard period={period} />
            <BetaCodeCard />
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}

/** A visitor's way in: Log in and Sign up, side by side. Log in comes back to `from` when given. */
function AccountButtons({ loginVariant, grow = false, from }: { loginVariant: 'subtle' | 'default'; grow?: boolean; from?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" grow={grow}>
      <Button component={Link} to={paths.login} state={returnState(from)} variant={loginVariant}>
        Log in
      </Button>
      <Button component={Link} to={paths.signup}>
        Sign up
      </Button>
    </Group>
  );
}
