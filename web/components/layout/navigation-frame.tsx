// The navigation bar's frame: the sticky bar with the brand linking home. Small and in the main chunk,
// so a page never draws without its bar: it stands alone while the bar's own chunk (links, menu,
// drawer) loads, which took a quarter second after the page on a first visit.
import { Anchor, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BrandMark } from './brand-mark';
import classes from './navigation-frame.module.css';

/** `header` replaces the bar's own look: the landing page's is translucent and taller (--navigation-height). */
export function NavigationFrame({ children, header }: { children?: ReactNode; header?: string }) {
  return (
    <header className={header ?? classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to={paths.landing} underline="never" aria-label="Larder home">
          <BrandMark />
        </Anchor>
        {children}
      </Container>
    </header>
  );
}
