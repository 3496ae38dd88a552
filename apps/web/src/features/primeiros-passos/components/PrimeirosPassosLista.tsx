import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMarcarPrimeirosPassos, usePrimeirosPassos } from '../api/primeiros-passos-api';
import { mostrarPrimeirosPassos, passosMostrados } from '../primeiros-passos';

/** A new company's admin sees where to start, on the company's first page (issue 20). */
export function PrimeirosPassosLista({ empresaId }: { empresaId: string }) {
  const tituloId = useId();
  const { data } = usePrimeirosPassos(empresaId, true);
  const marcar = useMarcarPrimeirosPassos(empresaId);
  if (!data || !mostrarPrimeirosPassos(data)) return null;
  const passos = passosMostrados(empresaId, data);
  const feitos = passos.filter((p) => p.feito).length;

  return (
    <Paper component="section" aria-labelledby={tituloId} withBorder p="md" mb="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h3" id={tituloId}>
              Primeiros passos
            </Title>
            <Text size="sm">
              {feitos} de {passos.length} feitos. Cada passo fica marcado com os dados da empresa.
            </Text>
          </div>
          <Button
            variant="subtle"
            size="xs"
            loading={marcar.isPending}
            onClick={() => marcar.mutate({ dispensado: true })}
          >
            Não mostrar mais
          </Button>
        </Group>
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {passos.map((passo, i) => (
            <Group
              component="li"
              key={passo.id}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              aria-label={`${i + 1}. ${passo.titulo}: ${passo.feito ? 'feito' : 'por fazer'}`}
            >
              <ThemeIcon
                variant="light"
                color={passo.feito ? 'green' : 'gray'}
                radius="xl"
                size="md"
                aria-hidden
              >
                {passo.feito ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} td={passo.feito ? 'line-through' : undefined}>
                  {i + 1}. {passo.titulo}
                </Text>
                <Text size="sm">{passo.estado}</Text>
                {!passo.feito && (
                  <Anchor component={Link} to={passo.link.to} size="sm">
                    {passo.link.label}
                  </Anchor>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
        {marcar.isError && (
          <Text size="sm" c="red" role="alert">
            {marcar.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
