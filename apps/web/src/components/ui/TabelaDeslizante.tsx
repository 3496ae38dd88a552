import { Table, type TableScrollContainerProps } from '@mantine/core';

/**
 * The scroll container of a read-only table, reachable with the keyboard: when the table is wider
 * or taller than its place, nothing inside it takes the focus, so the region itself must.
 */
export function TabelaDeslizante({
  rotulo,
  ...props
}: Omit<TableScrollContainerProps, 'scrollAreaProps' | 'type'> & { rotulo: string }) {
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': rotulo } }}
    />
  );
}
