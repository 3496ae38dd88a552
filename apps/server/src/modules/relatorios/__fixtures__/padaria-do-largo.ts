import {
  EXTRATO,
  F as FINANCIAMENTO,
  PF,
  X as SEM_CATEGORIA_B,
} from '@contas/core/reports/fixtures/padaria-do-largo.extrato';
import { J, LIVRO, X as SEM_CATEGORIA_A, V } from '@contas/core/reports/fixtures/padaria-do-largo.livro';
import type { Queryable } from '../../../db/database';

/*
 * "Padaria do Largo" as real ledger rows in two stores, A (the first) and B, built from the month sums
 * of core's fixtures (LIVRO, accrual; EXTRATO, cash) so that the whole company sums back to them
 * exactly:
 * - Rows without invoice (SEM_FATURA): bank interest and an unclassified bank charge. They count in
 *   both reports with the statement's value and date (one of them has only the statement date).
 * - Every other cell of the ledger is an invoice issued that month whose taxable base is the cell, with
 *   23 % VAT on top (so a report that summed totals would be wrong); negative cells are credit notes.
 *   'Serviços Prestados' is split into two invoices, one per store.
 * - Every other cell of the statements is the payment of one of those invoices, paid that month: an
 *   invoice of the same month while there are some, else one of another month of the year.
 * - Rows that must count nowhere: annulled rows, and rows outside 2024–2025.
 */

type Loja = 'A' | 'B';

export type LinhaPlanilha = {
  loja: Loja;
  lado: 'compra' | 'venda' | null;
  nif: string | null;
  emitente: string | null;
  numero_fatura: string | null;
  tipo_documento: string | null;
  anulado: boolean;
  data_emissao: string | null;
  base_cents: number | null;
  iva_cents: number | null;
  total_cents: number | null;
  extrato_descricao: string | null;
  extrato_data: string | null;
  extrato_valor_cents: number | null;
  tipo_movimento: 'Entrada' | 'Saída' | null;
  data_pagamento: string | null;
  categoria_a: string;
  subcategoria_a: string;
  gasto: string;
  categoria_b: string;
  subcategoria_b: string;
  rubrica_b: string;
  status_correspondencia: string;
};

const _ = 0;
type SemFatura = readonly [
  ano: number,
  categoriaA: string,
  subcategoriaA: string,
  gasto: string,
  categoriaB: string,
  subcategoriaB: string,
  rubricaB: string,
  meses: number[],
];

// biome-ignore format: a table
const SEM_FATURA: readonly SemFatura[] = [
  //    Categoria A / subcategoria / gasto                                Categoria B / subcategoria / rúbrica                                 Jan Fev    Mar Abr Mai    Jun Jul Ago    Set Out    Nov    Dez
  [2024, J, 'Juros e gastos similares suportados', 'N/A', FINANCIAMENTO, PF, 'Juros e gastos similares',        [_, _, -1500, _, _, -1500, _, _, -1500, _,     _, -1500]],
  [2025, J, 'Juros e gastos similares suportados', 'N/A', FINANCIAMENTO, PF, 'Juros e gastos similares',        [_, _, -1400, _, _, -1400, _, _, -1400, _,     _, -1400]],
  [2024, SEM_CATEGORIA_A, 'Sem Subcategoria A', 'N/A', SEM_CATEGORIA_B, 'Sem Subcategoria B', 'Sem Rúbrica B', [_, _,     _, _, _,     _, _, _,     _, _, -4567,     _]],
];

type Celula = { ano: number; mes: number; cents: number; chave: readonly string[] };

/** The non-zero cells of a month table: [ano, …classification, meses] per line. */
function celulas(tabela: ReadonlyArray<readonly unknown[]>): Celula[] {
  return tabela.flatMap((linha) => {
    const ano = linha[0] as number;
    const meses = linha[linha.length - 1] as number[];
    const chave = linha.slice(1, -1) as string[];
    return meses.flatMap((cents, i) => (cents === 0 ? [] : [{ ano, mes: i + 1, cents, chave }]));
  });
}

/** Takes out of `de` one cell equal to each of `tirar` (same year, month, amount and classification). */
function semAsCelulas(de: Celula[], tirar: Celula[]): Celula[] {
  const restantes = [...de];
  for (const c of tirar) {
    const i = restantes.findIndex(
      (r) =>
        r.ano === c.ano && r.mes === c.mes && r.cents === c.cents && r.chave.join('|') === c.chave.join('|'),
    );
    if (i < 0) throw new Error(`Célula sem fatura que não está nas tabelas: ${JSON.stringify(c)}`);
    restantes.splice(i, 1);
  }
  return restantes;
}

const dia = (ano: number, mes: number, d: number) =>
  `${ano}-${String(mes).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const RENDIMENTOS = new Set<string>([V, 'Subsídios à exploração']);

export function linhasDaPadaria(): LinhaPlanilha[] {
  const semFatura = SEM_FATURA.map(([ano, a, sa, g, b, sb, rb, meses]) => ({
    ano,
    a: [a, sa, g],
    b: [b, sb, rb],
    meses,
  }));
  const celulasSemFaturaA = celulas(semFatura.map((s) => [s.ano, ...s.a, s.meses]));
  const celulasSemFaturaB = celulas(semFatura.map((s) => [s.ano, ...s.b, s.meses]));
  const faturas = semAsCelulas(celulas(LIVRO), celulasSemFaturaA);
  const pagamentos = semAsCelulas(celulas(EXTRATO), celulasSemFaturaB);

  let sequencia = 0;
  const linhas: LinhaPlanilha[] = [];
  const loja = (): Loja => (sequencia % 3 === 1 ? 'B' : 'A');

  const fatura = (c: Celula, cents: number, lojaDaFatura: Loja): LinhaPlanilha => {
    sequencia += 1;
    const [categoriaA = '', subcategoriaA = '', gasto = ''] = c.chave;
    const venda = RENDIMENTOS.has(categoriaA) || subcategoriaA === 'Juros e rendimentos similares obtidos';
    // Income is positive and expense negative: a credit note goes against the document's side.
    const notaDeCredito = venda ? cents < 0 : cents > 0;
    const iva = Math.round(cents * 0.23);
    return {
      loja: lojaDaFatura,
      lado: venda ? 'venda' : 'compra',
      nif: venda ? '509999990' : '500000000',
      emitente: venda ? '509999990 - Padaria do Largo, Lda' : '500000000 - Fornecedor, Lda',
      numero_fatura: `${notaDeCredito ? 'NC' : 'FT'} ${c.ano}/${sequencia}`,
      tipo_documento: notaDeCredito ? 'Nota de crédito' : 'Fatura',
      anulado: false,
      data_emissao: dia(c.ano, c.mes, 1 + (sequencia % 28)),
      base_cents: cents,
      iva_cents: iva,
      total_cents: cents + iva,
      extrato_descricao: null,
      extrato_data: null,
      extrato_valor_cents: null,
      tipo_movimento: null,
      data_pagamento: null,
      categoria_a: categoriaA,
      subcategoria_a: subcategoriaA,
      gasto,
      categoria_b: 'Sem Categoria B',
      subcategoria_b: 'Sem Subcategoria B',
      rubrica_b: 'Sem Rúbrica B',
      status_correspondencia: 'Pendente',
    };
  };

  for (const c of faturas) {
    if (c.chave[1] === 'Serviços Prestados') {
      const parteA = Math.round(c.cents * 0.6);
      linhas.push(fatura(c, parteA, 'A'), fatura(c, c.cents - parteA, 'B'));
    } else {
      linhas.push(fatura(c, c.cents, loja()));
    }
  }

  const porPagar = linhas.map((l) => ({
    linha: l,
    ano: Number(l.data_emissao?.slice(0, 4)),
    mes: Number(l.data_emissao?.slice(5, 7)),
  }));
  for (const [i, p] of pagamentos.entries()) {
    const doMes = porPagar.findIndex((f) => f.ano === p.ano && f.mes === p.mes);
    const j = doMes >= 0 ? doMes : porPagar.findIndex((f) => f.ano === p.ano);
    const [alvo] = j >= 0 ? porPagar.splice(j, 1) : [];
    if (!alvo) throw new Error(`Sem fatura para o pagamento ${JSON.stringify(p)}`);
    const [categoriaB = '', subcategoriaB = '', rubricaB = ''] = p.chave;
    const data = dia(p.ano, p.mes, 1 + ((i * 7) % 28));
    Object.assign(alvo.linha, {
      extrato_descricao: `TRF ${alvo.linha.numero_fatura}`,
      extrato_data: data,
      extrato_valor_cents: p.cents,
      tipo_movimento: p.cents >= 0 ? 'Entrada' : 'Saída',
      data_pagamento: data,
      categoria_b: categoriaB,
      subcategoria_b: subcategoriaB,
      rubrica_b: rubricaB,
      status_correspondencia: 'Correspondido',
    } satisfies Partial<LinhaPlanilha>);
  }

  for (const s of semFatura) {
    s.meses.forEach((cents, i) => {
      if (cents === 0) return;
      sequencia += 1;
      const data = dia(s.ano, i + 1, 20);
      // The unclassified charge has only the statement's date: it still counts on that date.
      const semDataPagamento = s.a[0] === SEM_CATEGORIA_A;
      linhas.push({
        ...extratoSo(loja(), data, cents, `DEB ${sequencia}`),
        data_pagamento: semDataPagamento ? null : data,
        categoria_a: s.a[0] ?? '',
        subcategoria_a: s.a[1] ?? '',
        gasto: s.a[2] ?? '',
        categoria_b: s.b[0] ?? '',
        subcategoria_b: s.b[1] ?? '',
        rubrica_b: s.b[2] ?? '',
      });
    });
  }

  // Count nowhere: annulled (an invoice with its payment, and a bank line), and other years.
  const servicos = [V, 'Serviços Prestados', 'N/A'];
  linhas.push(
    {
      ...fatura({ ano: 2024, mes: 5, cents: 999_900, chave: servicos }, 999_900, 'A'),
      anulado: true,
      extrato_data: '2024-05-30',
      data_pagamento: '2024-05-30',
      extrato_valor_cents: 1_229_877,
      tipo_movimento: 'Entrada',
      categoria_b: 'Fluxos de caixa das actividades operacionais',
      subcategoria_b: 'Não Aplicável',
      rubrica_b: 'Recebimentos de clientes',
    },
    {
      ...extratoSo('B', '2025-03-15', -777_700, 'DEB ANULADO'),
      anulado: true,
      categoria_a: 'Compras',
      subcategoria_a: 'Mercadoria',
    },
    fatura({ ano: 2023, mes: 12, cents: 123_400, chave: servicos }, 123_400, 'A'),
    {
      ...extratoSo('B', '2026-01-02', 50_000, 'TRF 2026'),
      categoria_a: V,
      subcategoria_a: 'Serviços Prestados',
    },
  );
  return linhas;
}

function extratoSo(loja: Loja, data: string, cents: number, descricao: string): LinhaPlanilha {
  return {
    loja,
    lado: null,
    nif: null,
    emitente: null,
    numero_fatura: null,
    tipo_documento: null,
    anulado: false,
    data_emissao: null,
    base_cents: null,
    iva_cents: null,
    total_cents: null,
    extrato_descricao: descricao,
    extrato_data: data,
    extrato_valor_cents: cents,
    tipo_movimento: cents >= 0 ? 'Entrada' : 'Saída',
    data_pagamento: data,
    categoria_a: 'Sem Categoria A',
    subcategoria_a: 'Sem Subcategoria A',
    gasto: 'N/A',
    categoria_b: 'Sem Categoria B',
    subcategoria_b: 'Sem Subcategoria B',
    rubrica_b: 'Sem Rúbrica B',
    status_correspondencia: 'Sem fatura',
  };
}

const COLUNAS = [
  'lado',
  'nif',
  'emitente',
  'numero_fatura',
  'tipo_documento',
  'anulado',
  'data_emissao',
  'base_cents',
  'iva_cents',
  'total_cents',
  'extrato_descricao',
  'extrato_data',
  'extrato_valor_cents',
  'tipo_movimento',
  'data_pagamento',
  'categoria_a',
  'subcategoria_a',
  'gasto',
  'categoria_b',
  'subcategoria_b',
  'rubrica_b',
  'status_correspondencia',
] as const;

const TIPOS: Record<(typeof COLUNAS)[number], string> = {
  lado: 'text',
  nif: 'text',
  emitente: 'text',
  numero_fatura: 'text',
  tipo_documento: 'text',
  anulado: 'boolean',
  data_emissao: 'date',
  base_cents: 'bigint',
  iva_cents: 'bigint',
  total_cents: 'bigint',
  extrato_descricao: 'text',
  extrato_data: 'date',
  extrato_valor_cents: 'bigint',
  tipo_movimento: 'text',
  data_pagamento: 'date',
  categoria_a: 'text',
  subcategoria_a: 'text',
  gasto: 'text',
  categoria_b: 'text',
  subcategoria_b: 'text',
  rubrica_b: 'text',
  status_correspondencia: 'text',
};

/** Writes rows into a company's stores in one statement, as an import would. */
export async function inserirLinhas(
  db: Queryable,
  empresaId: string,
  lojas: Record<Loja, string>,
  linhas: readonly LinhaPlanilha[],
): Promise<void> {
  await db.query(
    `insert into planilha (empresa_id, loja_id, ${COLUNAS.join(', ')})
     select $1, x.loja_id, ${COLUNAS.map((c) => `x.${c}`).join(', ')}
     from jsonb_to_recordset($2::jsonb) as x(loja_id uuid, ${COLUNAS.map((c) => `${c} ${TIPOS[c]}`).join(', ')})`,
    [empresaId, JSON.stringify(linhas.map(({ loja, ...l }) => ({ ...l, loja_id: lojas[loja] })))],
  );
}

/** The depreciation screen of each store, in euros; they add up to core's DEPRECIACOES. */
export const DEPRECIACOES_POR_LOJA: Record<Loja, Array<Record<string, number>>> = {
  // 999,93 € + 0,12 € = 1 000,05 €: A's remainder cents and B's even twelfths add up to core's months.
  A: [
    { year: 2024, equipamento_basico: 999.93, programas_computador: 600 },
    {
      year: 2025,
      equipamento_basico: 1000.05,
      equipamento_transporte: 1222.56,
      equipamento_administrativo: 0.07,
    },
  ],
  B: [
    { year: 2024, equipamento_basico: 0.12 },
    { year: 2025, equipamento_transporte: 12 },
  ],
};
