// The navigation bar's frame: the sticky bar with the brand linking home. Small and in the main chunk,
// so a page never draws without its bar: it stands alone while the bar's own chunk (links, menu,
// drawer) loads, which took a quarter second after the page on a first visit.
import { Anchor, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BrandMark } from './brand-mark';
import classes from './navigation-frame.module.css';

/** `look` replaces the bar's own classes: the landing page's header is taller and translucent. */
export function NavigationFrame({ children, look }: { children?: ReactNode; look?: { header?: string; inner?: string } }) {
  return (
    <header className={look?.header ?? classes.header}>
      <Container size="lg" className={look?.inner ?? classes.inner}>
        <Anchor component={Link} to={paths.landing} underline="never" aria-label="Larder home">
          <BrandMark />
        </Anchor>
        {children}
      </Container>
    </header>
  );
}
