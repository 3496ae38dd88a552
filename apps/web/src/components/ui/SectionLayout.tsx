import { Box, Flex, NavLink, Paper } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Outlet, useMatch } from 'react-router';
import classes from './section-layout.module.css';

export interface SectionLink {
  to: string;
  label: string;
}

interface SectionLayoutProps {
  /** Accessible name of the side navigation. */
  navLabel: string;
  links: readonly SectionLink[];
  /** Extra entries below the links (e.g. a logout button). */
  footer?: ReactNode;
  /** Width of the side menu once beside the content. */
  navWidth?: number;
  /**
   * From which breakpoint the menu sits beside the content: 'sm' (768 px) or, for pages with wide
   * tables, 'md' (992 px), so that at 768 px the content keeps the full width.
   */
  sideFrom?: 'sm' | 'md';
  /** A notice above the page's content (e.g. the address still to confirm). */
  aviso?: ReactNode;
}

function SectionNavLink({ to, label, sideFrom }: SectionLink & { sideFrom: 'sm' | 'md' }) {
  const active = useMatch({ path: to, end: false }) !== null;
  const ref = useRef<HTMLAnchorElement>(null);
  // On narrow screens the menu is a scrolling row: keep the current page's entry in sight.
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <NavLink
      ref={ref}
      component={Link}
      to={to}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      w={{ base: 'auto', [sideFrom]: '100%' }}
      classNames={{ label: classes.label }}
      style={{ flexShrink: 0 }}
    />
  );
}

/** A page with a side menu: beside the content from `sideFrom`, above it on narrower screens. */
export function SectionLayout({
  navLabel,
  links,
  footer,
  navWidth = 220,
  sideFrom = 'sm',
  aviso,
}: SectionLayoutProps) {
  return (
    <Flex
      direction={{ base: 'column', [sideFrom]: 'row' }}
      gap="lg"
      align={{ base: 'stretch', [sideFrom]: 'flex-start' }}
    >
      <Paper
        component="nav"
        aria-label={navLabel}
        withBorder
        p="xs"
        w={{ base: '100%', [sideFrom]: navWidth }}
        className={sideFrom === 'md' ? classes.sideFromMd : classes.sideFromSm}
        style={{ flexShrink: 0 }}
      >
        {/* A scrollable row on narrow screens keeps the page's content in view. */}
        <Flex direction={{ base: 'row', [sideFrom]: 'column' }} gap={2} style={{ overflowX: 'auto' }}>
          {links.map((link) => (
            <SectionNavLink key={link.to} {...link} sideFrom={sideFrom} />
          ))}
          {footer}
        </Flex>
      </Paper>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {aviso}
        <Outlet />
      </Box>
    </Flex>
  );
}
