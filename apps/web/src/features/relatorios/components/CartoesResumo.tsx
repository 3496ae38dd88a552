import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Cartao } from '../resumo';
import classes from './resumo.module.css';

/** The headline figures of the closed months, each a way into its report. */
export function CartoesResumo({ cartoes }: { cartoes: readonly Cartao[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      aria-label="Números do ano"
    >
      {cartoes.map((c) => (
        <Paper key={c.id} withBorder p="md" component="li" className={classes.cartao} data-cartao={c.id}>
          <Text size="sm" fw={600}>
            {c.titulo}
          </Text>
          <Text className={`${classes.valorCartao} ${c.negativo ? classes.negativo : ''}`}>{c.valor}</Text>
          <Text size="xs" c="dimmed">
            {c.detalhe}
          </Text>
          <Anchor component={Link} to={c.caminho} size="xs" mt="auto">
            Ver {c.ligacao}
          </Anchor>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
