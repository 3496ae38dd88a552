import { Box, Flex, NavLink, Paper } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Outlet, useMatch } from 'react-router';

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
}

function SectionNavLink({ to, label }: SectionLink) {
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
      w={{ base: 'auto', sm: '100%' }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      style={{ flexShrink: 0 }}
    />
  );
}

/** A page with a side menu: beside the content from 768 px, above it on narrower screens. */
export function SectionLayout({ navLabel, links, footer }: SectionLayoutProps) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align={{ base: 'stretch', sm: 'flex-start' }}>
      <Paper
        component="nav"
        aria-label={navLabel}
        withBorder
        p="xs"
        w={{ base: '100%', sm: 220 }}
        style={{ flexShrink: 0 }}
      >
        {/* A scrollable row on narrow screens keeps the page's content in view. */}
        <Flex direction={{ base: 'row', sm: 'column' }} gap={2} style={{ overflowX: 'auto' }}>
          {links.map((link) => (
            <SectionNavLink key={link.to} {...link} />
          ))}
          {footer}
        </Flex>
      </Paper>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Flex>
  );
}
