import { formatPtDate } from '@contas/core';
import type { EscalaoIdade } from '@contas/core/reports';
import { TODAS_AS_LOJAS } from '../../http/access';
import { type GrupoXlsx, livroComparativo } from '../relatorios/relatorio-xlsx';
import type { PorPagarJson } from './por-pagar.service';

type Totais = { escaloes: Record<string, number>; total: number };

/** A row of the sheet: a side, a store or a document, with what is open by age. */
type LinhaXlsx = {
  label: string;
  level: number;
  tipo: 'grupo' | 'item';
  unidade: 'euros';
  escaloes: Record<string, number>;
  total: number;
  documento?: { total: number; pago: number };
  children?: LinhaXlsx[];
};

type Lado = PorPagarJson['porPagar'];

function linhaDoDocumento(d: Lado['documentos'][number], level: number): LinhaXlsx {
  return {
    label: `${d.numero} · ${d.contraparte} · ${formatPtDate(d.dataEmissao)} (${d.idade} dias)`,
    level,
    tipo: 'item',
    unidade: 'euros',
    escaloes: { [d.escalao]: d.emAberto },
    total: d.emAberto,
    documento: { total: d.total, pago: d.pago },
  };
}

const grupo = (label: string, level: number, t: Totais, children: LinhaXlsx[]): LinhaXlsx => ({
  label,
  level,
  tipo: 'grupo',
  unidade: 'euros',
  escaloes: t.escaloes,
  total: t.total,
  children,
});

/** A side, then (for every store) each store with its documents, or the documents of the one store. */
function linhasDoLado(titulo: string, lado: Lado, porLoja: boolean): LinhaXlsx {
  const filhos = porLoja
    ? lado.lojas.map((l) =>
        grupo(
          l.nome,
          1,
          l,
          lado.documentos.filter((d) => d.loja._id === l._id).map((d) => linhaDoDocumento(d, 2)),
        ),
      )
    : lado.documentos.map((d) => linhaDoDocumento(d, 1));
  return grupo(titulo, 0, lado.total, filhos);
}

/** The screen's lists as a sheet, through the reports' sheet writer: by age, then each document's total and paid. */
export function porPagarXlsx(empresa: string, r: PorPagarJson): Promise<Buffer> {
  const porLoja = r.loja._id === TODAS_AS_LOJAS;
  const grupos: GrupoXlsx<LinhaXlsx>[] = [
    {
      titulo: 'Em aberto por antiguidade',
      colunas: [
        ...r.escaloes.map((e) => ({
          titulo: e.titulo,
          formato: 'unidade' as const,
          valor: (l: LinhaXlsx) => l.escaloes[e.chave as EscalaoIdade] ?? (l.tipo === 'item' ? null : 0),
        })),
        { titulo: 'Total', formato: 'unidade', valor: (l) => l.total },
      ],
    },
    {
      titulo: 'Documento',
      colunas: [
        { titulo: 'Total', formato: 'unidade', valor: (l) => l.documento?.total ?? null },
        { titulo: 'Pago', formato: 'unidade', valor: (l) => l.documento?.pago ?? null },
      ],
    },
  ];
  return livroComparativo<LinhaXlsx>({
    titulo: 'Por pagar e por receber',
    empresa,
    subtitulo: `${r.loja.nome} · a ${formatPtDate(r.data)}`,
    grupos,
    linhas: [
      linhasDoLado('Por pagar (compras)', r.porPagar, porLoja),
      linhasDoLado('Por receber (vendas)', r.porReceber, porLoja),
    ],
  });
}
