import { ESTADOS_LINHA, type EstadoLinha, parsePtDate } from '@contas/core';
import { Alert, Button, CloseButton, Group, Select, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { ATALHOS_DATAS, type AtalhoDatas, type IntervaloDatas } from '../intervalo-datas';
import classes from './planilha.module.css';

interface FiltroPlanilhaProps {
  pesquisa: string;
  onPesquisa: (valor: string) => void;
  onLimparPesquisa: () => void;
  intervalo: IntervaloDatas;
  onIntervalo: (intervalo: IntervaloDatas) => void;
  /** 'Procurar': applies the search and the dates together. */
  onProcurar: () => void;
  onLimparDatas: () => void;
  onAtalho: (atalho: AtalhoDatas) => void;
  erro: string | undefined;
}

const lerData = (texto: string) => parsePtDate(texto) ?? null;

interface CampoDataProps {
  label: string;
  valor: string;
  onChange: (valor: string) => void;
  desativado: boolean | undefined;
  /** Undefined: the clear button keeps the theme's name ('Limpar a data'). */
  rotuloLimpar: string | undefined;
}

/** One dd/mm/aaaa date of a filter; '' when empty. */
function CampoData({ label, valor, onChange, desativado, rotuloLimpar }: CampoDataProps) {
  return (
    <DateInput
      label={label}
      placeholder="dd/mm/aaaa"
      valueFormat="DD/MM/YYYY"
      dateParser={lerData}
      value={valor || null}
      onChange={(novo) => onChange(novo ?? '')}
      clearable
      clearButtonProps={rotuloLimpar === undefined ? undefined : { 'aria-label': rotuloLimpar }}
      disabled={desativado}
      w={140}
    />
  );
}

interface CamposIntervaloProps {
  intervalo: IntervaloDatas;
  onChange: (intervalo: IntervaloDatas) => void;
  desativado?: boolean;
  /** Clear buttons named after their date ('Limpar data inicial'), not the theme's 'Limpar a data'. */
  limparComNome?: boolean;
}

const CAMPOS_INTERVALO = [
  { chave: 'startDate', label: 'Data inicial', rotuloLimpar: 'Limpar data inicial' },
  { chave: 'endDate', label: 'Data final', rotuloLimpar: 'Limpar data final' },
] as const;

/** 'Data inicial' and 'Data final' of a filter. */
function CamposIntervalo({ intervalo, onChange, desativado, limparComNome }: CamposIntervaloProps) {
  return CAMPOS_INTERVALO.map(({ chave, label, rotuloLimpar }) => (
    <CampoData
      key={chave}
      label={label}
      valor={intervalo[chave]}
      onChange={(valor) => onChange({ ...intervalo, [chave]: valor })}
      desativado={desativado}
      rotuloLimpar={limparComNome ? rotuloLimpar : undefined}
    />
  ));
}

/** The dates' refusal (the start after the end), under them. */
function ErroDatas({ erro }: { erro: string | undefined }) {
  return erro ? (
    <Alert color="red" variant="light" mt="xs" p="xs" role="alert">
      {erro}
    </Alert>
  ) : null;
}

/**
 * 'Pesquisar por...' with its clear button, 'Filtrar por data:' with two dates, 'Limpar' and the date
 * presets, and one 'Procurar' that applies the search and the dates together (SPEC §2, §5; issue 20).
 */
export function FiltroPlanilha({
  pesquisa,
  onPesquisa,
  onLimparPesquisa,
  intervalo,
  onIntervalo,
  onProcurar,
  onLimparDatas,
  onAtalho,
  erro,
}: FiltroPlanilhaProps) {
  return (
    <PesquisaPlanilha
      valor={pesquisa}
      onChange={onPesquisa}
      onProcurar={onProcurar}
      onLimpar={onLimparPesquisa}
    >
      <fieldset className={classes.filtroDatas}>
        <legend>Filtrar por data:</legend>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <CamposIntervalo intervalo={intervalo} onChange={onIntervalo} limparComNome />
          <Button variant="default" onClick={onLimparDatas}>
            Limpar
          </Button>
        </Group>
        <Group gap={4} mt={6} wrap="wrap" role="group" aria-label="Períodos">
          {ATALHOS_DATAS.map((a) => (
            <Button key={a.id} variant="subtle" size="compact-sm" onClick={() => onAtalho(a.id)}>
              {a.rotulo}
            </Button>
          ))}
        </Group>
        <ErroDatas erro={erro} />
      </fieldset>
    </PesquisaPlanilha>
  );
}

interface PesquisaProps {
  valor: string;
  onChange: (valor: string) => void;
  onProcurar: () => void;
  onLimpar: () => void;
  desativada?: boolean;
  /** Further filters between the field and 'Procurar', which then applies them too. */
  children?: ReactNode;
}

/**
 * 'Pesquisar por...' with its clear button and 'Procurar' (SPEC §2): the budget data view's alone, the
 * planilha's with its dates inside (FiltroPlanilha).
 */
export function PesquisaPlanilha({
  valor,
  onChange,
  onProcurar,
  onLimpar,
  desativada,
  children,
}: PesquisaProps) {
  const submeter = (event: FormEvent) => {
    event.preventDefault();
    onProcurar();
  };
  // With further filters the row is wider and may wrap; the field alone keeps 'Procurar' beside it.
  const comFiltros = children !== undefined;
  return (
    <search aria-label="Pesquisa na planilha">
      <form onSubmit={submeter}>
        <Group gap={comFiltros ? 'md' : 'xs'} wrap={comFiltros ? 'wrap' : 'nowrap'} align="flex-end">
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
          {children}
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

/** 'Filtrar por data:' with two dates, 'Procurar' and 'Limpar' (SPEC §2, §5); the budget data view's. */
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
        <CamposIntervalo intervalo={intervalo} onChange={onChange} desativado={desativado} />
        <Button onClick={onProcurar} disabled={desativado}>
          Procurar
        </Button>
        <Button variant="default" onClick={onLimpar} disabled={desativado}>
          Limpar
        </Button>
      </Group>
      <ErroDatas erro={erro} />
    </fieldset>
  );
}

interface PaginacaoProps {
  pagina: number;
  totalPaginas: number;
  onPagina: (pagina: number) => void;
}

/**
 * '<' 'n / total' '>' (SPEC §2): disabled at the bounds. While editing it stays usable: the page asks to
 * save the pending changes first (issue 20).
 */
export function Paginacao({ pagina, totalPaginas, onPagina }: PaginacaoProps) {
  const total = Math.max(1, totalPaginas);
  return (
    <nav aria-label="Páginas da planilha">
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          title="Página anterior"
          disabled={pagina <= 1}
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
          disabled={pagina >= total}
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
}: {
  estado: EstadoLinha | undefined;
  onChange: (estado: EstadoLinha | undefined) => void;
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
      w={150}
    />
  );
}

/** 'Por classificar': only the rows without Categoria A or Categoria B; its count is the search's and dates'. */
export function FiltroPorClassificar({
  ativo,
  contagem,
  onChange,
}: {
  ativo: boolean;
  contagem: number | undefined;
  onChange: (ativo: boolean) => void;
}) {
  return (
    <Button
      variant={ativo ? 'filled' : 'default'}
      color="orange"
      aria-pressed={ativo}
      onClick={() => onChange(!ativo)}
    >
      {/* The count in the label itself: the button's name is what it shows (WCAG 2.5.3). */}
      {contagem === undefined ? 'Por classificar' : `Por classificar (${contagem.toLocaleString('pt-PT')})`}
    </Button>
  );
}
