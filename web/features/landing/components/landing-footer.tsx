import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/layout/brand-mark';
import { config } from '@/config/env';
import { paths } from '@/config/paths';
import classes from './landing.module.css';

export function LandingFooter({ signedIn }: { signedIn: boolean }) {
  const links = signedIn
    ? [{ to: paths.recipes, label: 'Recipes' }]
    : [
        { to: paths.pricing, label: 'Pricing' },
        { to: paths.login, label: 'Log in' },
        { to: paths.signup, label: 'Sign up' },
      ];
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={6}>
            <BrandMark />
            <Text size="sm" c="dimmed" maw={320}>
              Weekly meal plans, grocery lists and a pantry that keeps track, for people who cook at home.
            </Text>
          </Stack>
          <Group gap="lg" component="nav" aria-label="Footer">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="gray.7" size="sm">
                {link.label}
              </Anchor>
            ))}
            <Anchor href={`mailto:${config.supportEmail}`} c="gray.7" size="sm">
              Contact
            </Anchor>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} Larder
        </Text>
      </Container>
    </footer>
  );
}
