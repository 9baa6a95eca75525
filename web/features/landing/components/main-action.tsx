import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The page's one call to action (spec §2): sign up when signed out, the recipes when signed in. */
export function MainAction({ signedIn, ...props }: ButtonProps & { signedIn: boolean }) {
  return signedIn ? (
    <Button component={Link} to={paths.recipes} size="lg" rightSection={<IconArrowRight size={18} />} {...props}>
      View Recipes
    </Button>
  ) : (
    <Button component={Link} to={paths.signup} size="lg" rightSection={<IconArrowRight size={18} />} {...props}>
      Create Meal Plan
    </Button>
  );
}
