// The navigation bar of spec §2: signed-in links (Pantry, Meals, Recipes) and a user menu (My Recipes,
// Preferences, Profile, Sign Out); links hidden on /login and /signup.
import { Avatar, Burger, Button, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { signOut, useAuth } from '@/lib/auth';
import { pageOf, returnState } from '@/lib/return-to';
import { NavigationFrame } from './navigation-frame';
import classes from './navigation-bar.module.css';

const mainLinks = [
  { to: paths.pantry, label: 'Pantry' },
  { to: paths.mealPlan, label: 'Meals' },
  // The catalogue's pages outside /recipes (authoring, ingredients, the lists by cuisine, diet, food type and tag) are its section too.
  { to: paths.recipes, label: 'Recipes', section: /^\/(recipes|create-recipe|create-ingredient|ingredients|cuisine|diet|food-type|tag)(\/|$)/ },
];

export function initialsOf(first?: string, last?: string, email?: string) {
  const letters = `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  return letters || (email?.[0] ?? '?').toUpperCase();
}

export function NavigationBar() {
  const { status, user } = useAuth();
  const { appUser } = useAppUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const hideLinks = location.pathname === paths.login || location.pathname === paths.signup;
  // A visitor signing in from a public page (a recipe, a cuisine's list) comes back to it; from the
  // landing page, to where a sign-in goes anyway.
  const comeBack = location.pathname === paths.landing ? undefined : returnState(pageOf(location));
  const signedIn = status === 'signed-in';
  const initials = initialsOf(appUser?.first_name, appUser?.last_name, user?.email);
  const shownName = appUser?.first_name || user?.email || '';

  const onSignOut = async () => {
    close();
    await signOut();
    navigate(paths.landing);
  };

  const links = mainLinks.map((link) => (
    <NavLink key={link.to} to={link.to} className={classes.link} onClick={close} data-in-section={link.section?.test(location.pathname) || undefined}>
      {link.label}
    </NavLink>
  ));

  return (
    <NavigationFrame>
      {!hideLinks && signedIn && (
        <>
          <Group gap="xs" visibleFrom="sm" component="nav" aria-label="Main">
            {links}
          </Group>
          {/* No focus placeholder: a focusable child with no role is not allowed in a menu; opening it focuses the first item instead. */}
          <Menu position="bottom-end" width={200} withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              {/* Named by what it shows first (initials and name), so a cook who says what they see reaches it. */}
              <UnstyledButton className={classes.user} aria-label={`${[initials, shownName].filter(Boolean).join(' ')}, account menu`} visibleFrom="sm">
                <Group gap={8}>
                  <Avatar color="larder" radius="xl" size={32}>
                    {initials}
                  </Avatar>
                  {/* A space between the initials and the name in the text (a flex row draws none), so they read as two words. */}{' '}
                  <Text size="sm" fw={500}>
                    {shownName}
                  </Text>
                  <IconChevronDown size={14} />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={paths.recipesSaved}>My Recipes</Menu.Item>
              <Menu.Item component={Link} to={paths.preferences}>Preferences</Menu.Item>
              <Menu.Item component={Link} to={paths.profile}>Profile</Menu.Item>
              <Menu.Divider />
              <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>Sign Out</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Open navigation" />
          <Drawer opened={opened} onClose={close} title="Larder" hiddenFrom="sm" size="xs" position="right">
            <Stack gap="xs" component="nav" aria-label="Main">
              {links}
              <NavLink to={paths.recipesSaved} className={classes.link} onClick={close}>My Recipes</NavLink>
              <NavLink to={paths.preferences} className={classes.link} onClick={close}>Preferences</NavLink>
              <NavLink to={paths.profile} className={classes.link} onClick={close}>Profile</NavLink>
              <Button variant="light" leftSection={<IconLogout size={16} />} onClick={onSignOut}>Sign Out</Button>
            </Stack>
          </Drawer>
        </>
      )}
      {!hideLinks && status === 'signed-out' && (
        <Group gap="xs">
          <Button component={Link} to={paths.login} state={comeBack} variant="subtle">Log in</Button>
          <Button component={Link} to={paths.signup} state={comeBack}>Sign up</Button>
        </Group>
      )}
    </NavigationFrame>
  );
}
