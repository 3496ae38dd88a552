import { CATEGORIAS_DEPRECIACAO, type CategoriaDepreciacao, eurosToCents, formatEuros } from '@contas/core';
import type { DepreciacaoDoAno } from '@contas/core/contrato';
import { ActionIcon, NativeSelect, NumberInput, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { TabelaDeslizante } from '../../../components/ui/TabelaDeslizante';
import { type DepreciacaoAnoDraft, normalizarValor, opcoesAnoDaLinha } from '../depreciacoes';
import classes from './depreciacoes-tabela.module.css';

const MIN_WIDTH = 1280;
const SEM_DADOS = 'Sem depreciações registadas para esta loja.';

function Cabecalho({ comAcoes }: { comAcoes: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">Ano</Table.Th>
        {CATEGORIAS_DEPRECIACAO.map((categoria) => (
          <Table.Th key={categoria.key} scope="col" ta="right">
            {categoria.label}
          </Table.Th>
        ))}
        {comAcoes && <Table.Th scope="col">Ações</Table.Th>}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The store's depreciations per year (SPEC §2): amounts with 2 decimals and €. */
export function DepreciacoesTabela({ linhas }: { linhas: readonly DepreciacaoDoAno[] }) {
  return (
    <TabelaDeslizante minWidth={MIN_WIDTH} rotulo="Tabela de depreciações">
      <Table className={classes.tabela} verticalSpacing="xs" striped aria-label="Depreciações por ano">
        <Cabecalho comAcoes={false} />
        <Table.Tbody>
          {linhas.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={CATEGORIAS_DEPRECIACAO.length + 1}>
                <Text c="dimmed" size="sm">
                  {SEM_DADOS}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            linhas.map((linha) => (
              <Table.Tr key={linha.year}>
                <Table.Th scope="row">{linha.year}</Table.Th>
                {CATEGORIAS_DEPRECIACAO.map((categoria) => (
                  <Table.Td key={categoria.key} className={classes.valor}>
                    {formatEuros(eurosToCents(linha[categoria.key]))}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TabelaDeslizante>
  );
}

interface DepreciacoesEditorProps {
  linhas: readonly DepreciacaoAnoDraft[];
  anoAtual: number;
  onValor: (index: number, categoria: CategoriaDepreciacao, valor: number | string) => void;
  onAno: (index: number, ano: number) => void;
  onRemover: (index: number) => void;
}

/**
 * The same table with a year select and an amount field per cell (SPEC §5): amounts from 0 in
 * steps of 0.01, blank = 0 once the field is left; a row's year among the current year ± 5 that
 * no other row has.
 */
export function DepreciacoesEditor({ linhas, anoAtual, onValor, onAno, onRemover }: DepreciacoesEditorProps) {
  return (
    <Table.ScrollContainer minWidth={MIN_WIDTH}>
      <Table
        className={classes.tabela}
        verticalSpacing={4}
        horizontalSpacing={6}
        aria-label="Depreciações por ano"
      >
        <Cabecalho comAcoes />
        <Table.Tbody>
          {linhas.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={CATEGORIAS_DEPRECIACAO.length + 2}>
                <Text c="dimmed" size="sm">
                  {SEM_DADOS}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            linhas.map((linha, index) => (
              // The index is the row's identity while its year changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and their year changes.
              <Table.Tr key={index}>
                <Table.Td>
                  <NativeSelect
                    aria-label={`Ano da linha ${index + 1}`}
                    data={opcoesAnoDaLinha(linhas, index, anoAtual).map(String)}
                    value={String(linha.year)}
                    onChange={(event) => onAno(index, Number(event.currentTarget.value))}
                    size="xs"
                    w={86}
                  />
                </Table.Td>
                {CATEGORIAS_DEPRECIACAO.map((categoria) => (
                  <Table.Td key={categoria.key}>
                    <NumberInput
                      aria-label={`${categoria.label} ${linha.year}`}
                      value={linha[categoria.key]}
                      onChange={(valor) => onValor(index, categoria.key, valor)}
                      onBlur={() => onValor(index, categoria.key, normalizarValor(linha[categoria.key]))}
                      min={0}
                      step={0.01}
                      decimalScale={2}
                      fixedDecimalScale
                      decimalSeparator=","
                      thousandSeparator="."
                      allowNegative={false}
                      clampBehavior="strict"
                      hideControls
                      suffix=" €"
                      size="xs"
                      w={120}
                      styles={{ input: { textAlign: 'right' } }}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover ano ${linha.year}`}
                    onClick={() => onRemover(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
