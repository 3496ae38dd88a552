import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { mudancasDeCampo } from '../alteracoes';
import { type Campo, DEFINICAO_CAMPOS, type LojaOpcao, opcoesDoCampo } from '../campos';
import { textoDaCelula } from '../colagem';
import type { LinhaGrid } from '../linha-grid';

/** The fields a bulk classification sets: the ones SPEC §4 lets change on any row, chosen from a list. */
const CAMPOS_EM_MASSA = (Object.keys(DEFINICAO_CAMPOS) as Campo[]).filter(
  (c) => DEFINICAO_CAMPOS[c].grupo === 'classificacao' && DEFINICAO_CAMPOS[c].tipo !== 'data',
);

interface Props {
  selecionadas: readonly LinhaGrid[];
  lojas: readonly LojaOpcao[];
  /** In edit mode the change joins the pending ones; outside it, it is saved at once. */
  editando: boolean;
  aAplicar: boolean;
  onAplicar: (campo: Campo, valor: string) => void;
  onLimpar: () => void;
}

/**
 * Sets one classification field on every ticked row (issue 20). A dependent list (a Subcategoria) offers
 * the options of the first ticked row's category; a row where the value does not fit is refused by the
 * server and reported on its own.
 */
export function ClassificacaoEmMassa({
  selecionadas,
  lojas,
  editando,
  aAplicar,
  onAplicar,
  onLimpar,
}: Props) {
  const [campo, setCampo] = useState<Campo>('categoria_A');
  const [valor, setValor] = useState<string | null>(null);
  const primeira = selecionadas[0];
  if (!primeira) return null;
  const opcoes = opcoesDoCampo(campo, primeira.valores, lojas);
  const n = selecionadas.length;
  // What else a choice changes by itself (SPEC §4), said before it is applied.
  const dependentes =
    valor === null
      ? []
      : Object.entries(mudancasDeCampo(campo, valor))
          .filter(([c]) => c !== campo)
          .map(
            ([c, v]) =>
              `${DEFINICAO_CAMPOS[c as Campo].titulo}: ${textoDaCelula(c as Campo, { ...primeira.valores, [c]: v }, lojas)}`,
          );
  return (
    <Paper withBorder p="xs" role="region" aria-label="Classificar as linhas selecionadas">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text size="sm" fw={600}>
          {n === 1 ? '1 linha selecionada' : `${n} linhas selecionadas`}
        </Text>
        <NativeSelect
          label="Campo"
          data={CAMPOS_EM_MASSA.map((c) => ({ value: c, label: DEFINICAO_CAMPOS[c].titulo }))}
          value={campo}
          onChange={(event) => {
            setCampo(event.currentTarget.value as Campo);
            setValor(null);
          }}
          w={180}
        />
        <NativeSelect
          label="Valor"
          data={[{ value: '', label: 'Escolha o valor' }, ...opcoes]}
          value={valor ?? ''}
          onChange={(event) => setValor(event.currentTarget.value || null)}
          w={300}
        />
        <Button
          onClick={() => valor !== null && onAplicar(campo, valor)}
          disabled={valor === null}
          loading={aAplicar}
        >
          {editando ? 'Aplicar às selecionadas' : 'Aplicar e guardar'}
        </Button>
        <Button variant="default" onClick={onLimpar} disabled={aAplicar}>
          Limpar seleção
        </Button>
      </Group>
      {dependentes.length > 0 && (
        <Text size="sm" mt={4}>
          Muda também: {dependentes.join('; ')}.
        </Text>
      )}
    </Paper>
  );
}
