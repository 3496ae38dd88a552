import { formatPtDate } from '@contas/core';
import { Anchor } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { caminhoEmpresa } from '../../empresa-area/paginas';
import { periodoPlanilhaQuery } from '../api/planilha-api';
import { enderecoDoPeriodo } from '../consulta';

/** The kinds of import that bring spreadsheet rows. */
const TIPOS_COM_LINHAS = new Set(['efatura', 'extrato', 'planilha']);

/**
 * After an import, a link to the spreadsheet showing the period its rows fall in (the dates in the
 * address the spreadsheet reads), so they are not hidden by the default last three months (issue 20).
 */
export function LigacaoPeriodoImportado({
  importacoes,
}: {
  importacoes: readonly { _id: string; tipo: string }[];
}) {
  const { empresaId } = useEmpresaAtual();
  const periodos = useQueries({
    queries: importacoes
      .filter((i) => TIPOS_COM_LINHAS.has(i.tipo))
      .map((i) => periodoPlanilhaQuery(empresaId, { importacaoId: i._id })),
  });
  const inicios = periodos.flatMap((p) => (p.data?.inicio ? [p.data.inicio] : []));
  const fins = periodos.flatMap((p) => (p.data?.fim ? [p.data.fim] : []));
  // ISO dates sort as text.
  const inicio = [...inicios].sort()[0];
  const fim = [...fins].sort().at(-1);
  if (!inicio || !fim) return null;
  const periodo = { inicio, fim };
  return (
    <Anchor component={Link} to={enderecoDoPeriodo(caminhoEmpresa(empresaId, 'planilha'), periodo)} fw={500}>
      Ver as linhas importadas na planilha ({formatPtDate(periodo.inicio)} a {formatPtDate(periodo.fim)})
    </Anchor>
  );
}
