import { MESES, type Mes } from '@contas/core';
import type { PessoalDoAno } from '@contas/core/contrato';
import { ActionIcon, Alert, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  changeRowYear,
  MAX_YEAR,
  MIN_YEAR,
  newPessoalRow,
  type PessoalAnoDraft,
  toHeadcount,
} from '../pessoal';

const TABLE_MIN_WIDTH = 1040;

function Cabecalho({ comAcoes }: { comAcoes: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Ano</Table.Th>
        {MESES.map((mes) => (
          <Table.Th key={mes} ta="right">
            {mes}
          </Table.Th>
        ))}
        {comAcoes && <Table.Th>Ações</Table.Th>}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The headcount per year and month, read-only. */
export function PessoalTable({ rows }: { rows: readonly PessoalDoAno[] }) {
  if (rows.length === 0) return <Text c="dimmed">Sem número de colaboradores registado.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" striped aria-label="Número de colaboradores">
        <Cabecalho comAcoes={false} />
        <Table.Tbody>
          {[...rows]
            .sort((a, b) => a.year - b.year)
            .map((row) => (
              <Table.Tr key={row.year}>
                <Table.Th scope="row">{row.year}</Table.Th>
                {MESES.map((mes) => (
                  <Table.Td key={mes} ta="right">
                    {row[mes]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A row's year: typed freely, applied when the field is left (or on Enter), so the digits on the
 * way to a new year are never judged; a refused year puts the old one back.
 */
function YearInput({
  year,
  label,
  onCommit,
}: {
  year: number;
  label: string;
  onCommit: (year: number) => boolean;
}) {
  const [text, setText] = useState<number | string>(year);
  useEffect(() => setText(year), [year]);
  const commit = () => {
    const typed = typeof text === 'number' ? text : Number(text);
    if (text === '' || typed === year) {
      setText(year);
      return;
    }
    if (!onCommit(typed)) setText(year);
  };
  return (
    <NumberInput
      aria-label={label}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      }}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      min={MIN_YEAR}
      max={MAX_YEAR}
      clampBehavior="none"
      size="xs"
      w={76}
    />
  );
}

interface PessoalEditorProps {
  rows: PessoalAnoDraft[];
  onChange: (rows: PessoalAnoDraft[]) => void;
  currentYear: number;
}

/** SPEC §2, §5: headcount rows, whole numbers from 0; add a year, change a year, remove a row. */
export function PessoalEditor({ rows, onChange, currentYear }: PessoalEditorProps) {
  const [anoErro, setAnoErro] = useState<string>();

  const mudarMes = (index: number, mes: Mes, value: number | string) => {
    const count: number | '' = value === '' ? '' : toHeadcount(value);
    onChange(rows.map((row, i) => (i === index ? { ...row, [mes]: count } : row)));
  };

  const mudarAno = (index: number, year: number): boolean => {
    const result = changeRowYear(rows, index, year);
    if (!result.ok) {
      setAnoErro(result.message);
      return false;
    }
    setAnoErro(undefined);
    onChange(result.rows);
    return true;
  };

  return (
    <Stack gap="sm">
      {anoErro && (
        <Alert
          color="red"
          variant="light"
          withCloseButton
          closeButtonLabel="Fechar"
          onClose={() => setAnoErro(undefined)}
        >
          {anoErro}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">Sem número de colaboradores registado.</Text>
      ) : (
        <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH}>
          <Table verticalSpacing={4} horizontalSpacing={4} aria-label="Número de colaboradores">
            <Cabecalho comAcoes />
            <Table.Tbody>
              {rows.map((row, index) => (
                // The index is the row's identity while its year is being edited.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and their year changes.
                <Table.Tr key={index}>
                  <Table.Td>
                    <YearInput
                      year={row.year}
                      label={`Ano da linha ${index + 1}`}
                      onCommit={(year) => mudarAno(index, year)}
                    />
                  </Table.Td>
                  {MESES.map((mes) => (
                    <Table.Td key={mes}>
                      <NumberInput
                        aria-label={`${mes} ${row.year}`}
                        value={row[mes]}
                        onChange={(value) => mudarMes(index, mes, value)}
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        size="xs"
                        w={64}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remover ano ${row.year}`}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button
          variant="light"
          onClick={() => {
            setAnoErro(undefined);
            onChange([...rows, newPessoalRow(rows, currentYear)]);
          }}
        >
          + Adicionar ano
        </Button>
      </Group>
    </Stack>
  );
}
