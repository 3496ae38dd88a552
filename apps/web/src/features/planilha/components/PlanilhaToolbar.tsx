import { ESTADOS_LINHA, type EstadoLinha, parsePtDate } from '@contas/core';
import { Alert, Button, CloseButton, Group, Select, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import type { IntervaloDatas } from '../intervalo-datas';
import classes from './planilha.module.css';

interface PesquisaProps {
  valor: string;
  onChange: (valor: string) => void;
  onProcurar: () => void;
  onLimpar: () => void;
  desativada: boolean;
}

/** 'Pesquisar por...' with its clear button and 'Procurar' (SPEC §2). */
export function PesquisaPlanilha({ valor, onChange, onProcurar, onLimpar, desativada }: PesquisaProps) {
  const submeter = (event: FormEvent) => {
    event.preventDefault();
    onProcurar();
  };
  return (
    <search aria-label="Pesquisa na planilha">
      <form onSubmit={submeter}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label="Pesquisar"
            placeholder="Pesquisar por..."
            value={valor}
            onChange={(event) => onChange(event.currentTarget.value)}
            disabled={desativada}
            leftSection={<IconSearch size={16} />}
            rightSection={
              valor !== '' ? (
                <CloseButton
                  aria-label="Limpar pesquisa"
                  size="sm"
                  onClick={onLimpar}
                  disabled={desativada}
                />
              ) : null
            }
            w={{ base: 200, sm: 260 }}
          />
          <Button type="submit" disabled={desativada}>
            Procurar
          </Button>
        </Group>
      </form>
    </search>
  );
}

interface FiltroDatasProps {
  intervalo: IntervaloDatas;
  onChange: (intervalo: IntervaloDatas) => void;
  onProcurar: () => void;
  onLimpar: () => void;
  erro: string | undefined;
  desativado: boolean;
}

const lerData = (texto: string) => parsePtDate(texto) ?? null;

/** 'Filtrar por data:' with two dates, 'Procurar' and 'Limpar' (SPEC §2, §5). */
export function FiltroDatas({
  intervalo,
  onChange,
  onProcurar,
  onLimpar,
  erro,
  desativado,
}: FiltroDatasProps) {
  return (
    <fieldset className={classes.filtroDatas}>
      <legend>Filtrar por data:</legend>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <DateInput
          label="Data inicial"
          placeholder="dd/mm/aaaa"
          valueFormat="DD/MM/YYYY"
          dateParser={lerData}
          value={intervalo.startDate || null}
          onChange={(valor) => onChange({ ...intervalo, startDate: valor ?? '' })}
          clearable
          disabled={desativado}
          w={140}
        />
        <DateInput
          label="Data final"
          placeholder="dd/mm/aaaa"
          valueFormat="DD/MM/YYYY"
          dateParser={lerData}
          value={intervalo.endDate || null}
          onChange={(valor) => onChange({ ...intervalo, endDate: valor ?? '' })}
          clearable
          disabled={desativado}
          w={140}
        />
        <Button onClick={onProcurar} disabled={desativado}>
          Procurar
        </Button>
        <Button variant="default" onClick={onLimpar} disabled={desativado}>
          Limpar
        </Button>
      </Group>
      {erro && (
        <Alert color="red" variant="light" mt="xs" p="xs" role="alert">
          {erro}
        </Alert>
      )}
    </fieldset>
  );
}

interface PaginacaoProps {
  pagina: number;
  totalPaginas: number;
  desativada: boolean;
  onPagina: (pagina: number) => void;
}

/** '<' 'n / total' '>' (SPEC §2): disabled at the bounds and while editing. */
export function Paginacao({ pagina, totalPaginas, desativada, onPagina }: PaginacaoProps) {
  const total = Math.max(1, totalPaginas);
  return (
    <nav aria-label="Páginas da planilha">
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          title="Página anterior"
          disabled={desativada || pagina <= 1}
          onClick={() => onPagina(pagina - 1)}
        >
          {'<'}
        </Button>
        <Text size="sm" aria-live="polite" miw={48} ta="center">
          {pagina} / {total}
        </Text>
        <Button
          variant="default"
          size="sm"
          title="Página seguinte"
          disabled={desativada || pagina >= total}
          onClick={() => onPagina(pagina + 1)}
        >
          {'>'}
        </Button>
      </Group>
    </nav>
  );
}

const TODOS_OS_ESTADOS = 'todos';

/** Only the rows in one state (Pendente, Pago, Anulado, Sem fatura), applied at once. */
export function FiltroEstado({
  estado,
  onChange,
  desativado,
}: {
  estado: EstadoLinha | undefined;
  onChange: (estado: EstadoLinha | undefined) => void;
  desativado: boolean;
}) {
  return (
    <Select
      label="Estado"
      data={[
        { value: TODOS_OS_ESTADOS, label: 'Todos' },
        ...ESTADOS_LINHA.map((e) => ({ value: e, label: e })),
      ]}
      value={estado ?? TODOS_OS_ESTADOS}
      onChange={(valor) =>
        onChange(valor === null || valor === TODOS_OS_ESTADOS ? undefined : (valor as EstadoLinha))
      }
      allowDeselect={false}
      disabled={desativado}
      w={150}
    />
  );
}
