import { formatEuros } from '@contas/core';
import { Badge, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useCaixaInicial, useDefinirCaixaInicial } from '../api/relatorios-api';
import { type ResumoCaixaInicial, resumoCaixaInicial, valorCaixaInicial } from '../caixa-inicial';
import { TODAS_AS_LOJAS } from '../selecao';
import { ErroAoGuardar } from './ErroAoGuardar';

const SAVE_FAILED_MESSAGE = 'Erro ao guardar a caixa inicial.';
const SAVED_MESSAGE = 'Caixa inicial guardada.';

const CORES: Record<ResumoCaixaInicial['tipo'], string> = {
  extratos: 'cyan',
  manual: 'orange',
  'ano-anterior': 'gray',
  misto: 'orange',
};

interface CaixaInicialAnoProps {
  empresaId: string;
  lojaId: string;
  ano: number;
  podeEditar: boolean;
}

function CaixaInicialAno({ empresaId, lojaId, ano, podeEditar }: CaixaInicialAnoProps) {
  const { data, isPending, isError } = useCaixaInicial(empresaId, lojaId, ano);
  const definir = useDefinirCaixaInicial(empresaId, lojaId);
  const [aEditar, setAEditar] = useState(false);
  const [texto, setTexto] = useState<number | string>('');
  const resumo = data ? resumoCaixaInicial(data, lojaId) : undefined;
  const editavel = podeEditar && lojaId !== TODAS_AS_LOJAS;

  const enviar = (valor: number | null) =>
    definir.mutate(
      { ano, valor },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: SAVED_MESSAGE });
          setAEditar(false);
        },
      },
    );

  const guardar = (event: FormEvent) => {
    event.preventDefault();
    const valor = valorCaixaInicial(texto);
    if (valor !== undefined) enviar(valor);
  };

  const rotulo = `Caixa inicial de ${ano}`;
  const erro = definir.isError && <ErroAoGuardar mensagem={SAVE_FAILED_MESSAGE} erro={definir.error} />;

  if (aEditar) {
    return (
      <form onSubmit={guardar} noValidate>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            label={rotulo}
            value={texto}
            onChange={setTexto}
            decimalScale={2}
            decimalSeparator=","
            thousandSeparator="."
            suffix=" €"
            hideControls
            w={200}
            data-autofocus
          />
          <Button type="submit" size="sm" loading={definir.isPending}>
            Guardar
          </Button>
          <Button variant="default" size="sm" onClick={() => setAEditar(false)} disabled={definir.isPending}>
            Cancelar
          </Button>
        </Group>
        {erro}
      </form>
    );
  }

  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {rotulo}:{' '}
          <Text component="span" fw={600} c={resumo && resumo.cents < 0 ? 'red.9' : undefined}>
            {isPending ? '…' : isError || !resumo ? '—' : formatEuros(resumo.cents)}
          </Text>
        </Text>
        {resumo && (
          <Badge variant="light" size="lg" color={CORES[resumo.tipo]} style={{ textTransform: 'none' }}>
            {resumo.origem}
          </Badge>
        )}
        {resumo?.detalhe && (
          <Text size="xs" c="dimmed">
            {resumo.detalhe}
          </Text>
        )}
        {editavel && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setTexto(data?.valor ?? 0);
              definir.reset();
              setAEditar(true);
            }}
            disabled={isPending}
            aria-label={`Alterar caixa inicial de ${ano}`}
          >
            Alterar
          </Button>
        )}
        {editavel && resumo?.tipo === 'manual' && (
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            onClick={() => enviar(null)}
            loading={definir.isPending}
            aria-label={`Usar o valor automático da caixa inicial de ${ano}`}
          >
            Usar valor automático
          </Button>
        )}
      </Group>
      {erro}
    </Stack>
  );
}

interface CaixaInicialPainelProps {
  empresaId: string;
  lojaId: string;
  anos: readonly number[];
  podeEditar: boolean;
}

/**
 * The opening cash (CIP of January) of the compared years and where it comes from: the imported
 * bank statements, the closing cash of the year before, or a value set by an admin or editor.
 */
export function CaixaInicialPainel({ empresaId, lojaId, anos, podeEditar }: CaixaInicialPainelProps) {
  const unicos = [...new Set(anos)];
  return (
    <Paper withBorder p="sm" aria-label="Caixa inicial" component="section">
      <Stack gap="xs">
        {unicos.map((ano) => (
          <CaixaInicialAno
            key={ano}
            empresaId={empresaId}
            lojaId={lojaId}
            ano={ano}
            podeEditar={podeEditar}
          />
        ))}
        {podeEditar && lojaId === TODAS_AS_LOJAS && (
          <Text size="xs" c="dimmed">
            Em «Todas as lojas» a caixa inicial é a soma das lojas; para a alterar, escolha uma loja.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
