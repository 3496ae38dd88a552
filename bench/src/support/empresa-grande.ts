import {
  CATEGORIA_A,
  CATEGORIA_B,
  SEM_CATEGORIA_A,
  SEM_CATEGORIA_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_A,
  SEM_SUBCATEGORIA_B,
  SUBCATEGORIA_B,
} from '@contas/core';
import type pg from 'pg';
import { nifValido } from './api';

/**
 * A company of a million ledger rows, written straight into `planilha` with SQL (insert … select from
 * generate_series): three years up to today, two stores, the kinds of rows a shop has — card sales on
 * the bank statement, purchase invoices (most settled by a bank line, some pending), utilities and
 * services by their SNC account, salaries and social security, an investment now and then, loan
 * interest, and rows nobody has categorised yet — with their suppliers (20 per kind) and categories.
 * Deterministic (hashint4 of the row number).
 */
type Perfil = {
  peso: number;
  /** A purchase invoice, a bank line in or out, or a sales invoice (Fatura simplificada to a final consumer). */
  tipo: 'fatura' | 'entrada' | 'saida' | 'venda';
  categoriaA: string;
  subcategoriaA: string;
  gasto: string;
  categoriaB: string;
  subcategoriaB: string;
  rubricaB: string;
  tipologia: string;
  /** Supplier names of this kind (each gets 20 variants) or the bank description of statement lines. */
  tema: string;
  minCents: number;
  maxCents: number;
  ivaPct: number;
};

const op = CATEGORIA_B.operacionais;
const na = SUBCATEGORIA_B.naoAplicavel;
const fse = (sub: string, gasto: string, tema: string, min: number, max: number, peso: number): Perfil => ({
  peso,
  tipo: 'fatura',
  categoriaA: CATEGORIA_A.fse,
  subcategoriaA: sub,
  gasto,
  categoriaB: op,
  subcategoriaB: na,
  rubricaB: 'Pagamentos a fornecedores',
  tipologia: 'Empresa',
  tema,
  minCents: min,
  maxCents: max,
  ivaPct: 23,
});

/** Weights add up to 100. */
const PERFIS: Perfil[] = [
  {
    peso: 30,
    tipo: 'entrada',
    categoriaA: CATEGORIA_A.vendas,
    subcategoriaA: 'Venda de Mercadoria',
    gasto: 'N/A',
    categoriaB: op,
    subcategoriaB: na,
    rubricaB: 'Recebimentos de clientes',
    tipologia: 'Empresa',
    tema: 'TPA VENDAS',
    minCents: 2_000,
    maxCents: 300_000,
    ivaPct: 0,
  },
  {
    peso: 30,
    tipo: 'fatura',
    categoriaA: CATEGORIA_A.compras,
    subcategoriaA: 'Mercadoria',
    gasto: 'Variável',
    categoriaB: op,
    subcategoriaB: na,
    rubricaB: 'Pagamentos a fornecedores',
    tipologia: 'Empresa',
    tema: 'Distribuidora Alimentar',
    minCents: 1_000,
    maxCents: 250_000,
    ivaPct: 6,
  },
  fse('Electricidade', 'Fixo', 'Electricidade', 5_000, 80_000, 3),
  fse('Água', 'Fixo', 'Águas e Saneamento', 2_000, 30_000, 2),
  fse('Combustíveis', 'Variável', 'Combustíveis', 2_000, 15_000, 4),
  fse('Comunicação', 'Fixo', 'Telecomunicações', 3_000, 20_000, 2),
  fse('Rendas e alugueres', 'Fixo', 'Imobiliária', 100_000, 400_000, 2),
  fse('Conservação e reparação', 'Variável', 'Manutenção e Reparações', 5_000, 120_000, 3),
  fse('Material de escritório', 'Variável', 'Papelaria', 500, 20_000, 3),
  fse('Limpeza, higiene e conforto', 'Fixo', 'Limpezas', 5_000, 60_000, 3),
  fse('Seguros', 'Fixo', 'Seguros', 10_000, 150_000, 1),
  fse('Honorários', 'Fixo', 'Contabilidade e Consultoria', 20_000, 150_000, 2),
  {
    peso: 5,
    tipo: 'saida',
    categoriaA: CATEGORIA_A.gastosPessoal,
    subcategoriaA: 'Vencimento Líquido',
    gasto: 'Fixo',
    categoriaB: op,
    subcategoriaB: na,
    rubricaB: 'Pagamentos ao pessoal',
    tipologia: 'Empresa',
    tema: 'TRF ORDENADO',
    minCents: 80_000,
    maxCents: 250_000,
    ivaPct: 0,
  },
  {
    peso: 2,
    tipo: 'saida',
    categoriaA: CATEGORIA_A.gastosPessoal,
    subcategoriaA: 'Segurança Social',
    gasto: 'Fixo',
    categoriaB: op,
    subcategoriaB: na,
    rubricaB: 'Pagamentos ao pessoal',
    tipologia: 'Empresa',
    tema: 'PAG SEG SOCIAL',
    minCents: 20_000,
    maxCents: 120_000,
    ivaPct: 0,
  },
  {
    peso: 1,
    tipo: 'fatura',
    categoriaA: CATEGORIA_A.investimentos,
    subcategoriaA: 'Equipamento básico',
    gasto: 'N/A',
    categoriaB: CATEGORIA_B.investimento,
    subcategoriaB: SUBCATEGORIA_B.pagamentosInvestimento,
    rubricaB: 'Activos fixos tangíveis',
    tipologia: 'Empresa',
    tema: 'Equipamentos de Hotelaria',
    minCents: 50_000,
    maxCents: 1_500_000,
    ivaPct: 23,
  },
  {
    peso: 1,
    tipo: 'saida',
    categoriaA: CATEGORIA_A.juros,
    subcategoriaA: 'Juros e gastos similares suportados',
    gasto: 'Fixo',
    categoriaB: CATEGORIA_B.financiamento,
    subcategoriaB: SUBCATEGORIA_B.pagamentosFinanciamento,
    rubricaB: 'Juros e gastos similares',
    tipologia: 'Empresa',
    tema: 'JUROS EMPRESTIMO',
    minCents: 5_000,
    maxCents: 60_000,
    ivaPct: 0,
  },
  {
    peso: 6,
    tipo: 'fatura',
    categoriaA: SEM_CATEGORIA_A,
    subcategoriaA: SEM_SUBCATEGORIA_A,
    gasto: 'N/A',
    categoriaB: SEM_CATEGORIA_B,
    subcategoriaB: SEM_SUBCATEGORIA_B,
    rubricaB: SEM_RUBRICA_B,
    tipologia: 'N/A',
    tema: 'Comércio Geral',
    minCents: 500,
    maxCents: 50_000,
    ivaPct: 23,
  },
];

/**
 * With `vendasComFatura`, two thirds of the card takings are sales invoices instead (the VAT map, the
 * average ticket and the break-even need documents): the same 30 % of the rows are sales.
 */
const venda = (peso: number, subcategoriaA: string, ivaPct: number, min: number, max: number): Perfil => ({
  peso,
  tipo: 'venda',
  categoriaA: CATEGORIA_A.vendas,
  subcategoriaA,
  gasto: 'N/A',
  categoriaB: op,
  subcategoriaB: na,
  rubricaB: 'Recebimentos de clientes',
  tipologia: 'Empresa',
  tema: 'Consumidor final',
  minCents: min,
  maxCents: max,
  ivaPct,
});
const PERFIS_COM_VENDAS: Perfil[] = PERFIS.flatMap((p) =>
  p.tema === 'TPA VENDAS'
    ? [
        { ...p, peso: 10 },
        venda(12, 'Venda de Mercadoria', 23, 500, 20_000),
        venda(8, 'Serviços Prestados', 13, 300, 8_000),
      ]
    : [p],
);

const SUFIXOS = [
  'do Norte, Lda',
  'do Sul, Lda',
  'Central, SA',
  'Lusitana, Lda',
  'Atlântico, Lda',
  'Ibérica, SA',
  'Exemplo, Lda',
  'Silva & Filhos, Lda',
  'Moderna, Lda',
  'Nova Era, Unipessoal Lda',
  'do Vale, Lda',
  'da Serra, Lda',
  'Global, SA',
  'Express, Lda',
  'Premium, Lda',
  'de Portugal, SA',
  'Ribeiro & Costa, Lda',
  'do Minho, Lda',
  'Algarvia, Lda',
  'Beirã, Lda',
];

export type EmpresaGrande = { linhas: number; ms: number; indicesMs: number; vacuumMs: number };

/**
 * Writes `linhas` rows for the company (stores: the first gets 60 %). The secondary indexes of planilha are
 * dropped for the insert and built again after it (much faster than maintaining them row by row); the
 * triggers run as for any insert (monthly sums, daily counts).
 */
export async function inserirEmpresaGrande(
  db: pg.ClientBase,
  opcoes: {
    empresaId: string;
    lojaIds: [string, string];
    linhas: number;
    hoje: string;
    progresso?: (msg: string) => void;
    /** Sales invoices for part of the card takings (PERFIS_COM_VENDAS). */
    vendasComFatura?: boolean;
  },
): Promise<EmpresaGrande> {
  const perfis = opcoes.vendasComFatura ? PERFIS_COM_VENDAS : PERFIS;
  const t0 = performance.now();
  await db.query(
    'create temp table bench_perfis (k int, tipo text, ca text, sa text, gasto text, cb text, sb text, rb text, tipologia text, tema text, min_cents bigint, max_cents bigint, iva int)',
  );
  await db.query(
    `insert into bench_perfis
     select k - 1, tipo, ca, sa, gasto, cb, sb, rb, tipologia, tema, min_cents, max_cents, iva
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                 $10::bigint[], $11::bigint[], $12::int[]) with ordinality
       as t(tipo, ca, sa, gasto, cb, sb, rb, tipologia, tema, min_cents, max_cents, iva, k)`,
    [
      perfis.map((p) => p.tipo),
      perfis.map((p) => p.categoriaA),
      perfis.map((p) => p.subcategoriaA),
      perfis.map((p) => p.gasto),
      perfis.map((p) => p.categoriaB),
      perfis.map((p) => p.subcategoriaB),
      perfis.map((p) => p.rubricaB),
      perfis.map((p) => p.tipologia),
      perfis.map((p) => p.tema),
      perfis.map((p) => p.minCents),
      perfis.map((p) => p.maxCents),
      perfis.map((p) => p.ivaPct),
    ],
  );
  // 100 slots, each a kind, as many as its weight.
  const slots = perfis.flatMap((p, k) => Array.from({ length: p.peso }, () => k));
  if (slots.length !== 100) throw new Error(`Os pesos somam ${slots.length}, não 100.`);
  await db.query(
    'create temp table bench_slots as select s - 1 as i, k from unnest($1::int[]) with ordinality as t(k, s)',
    [slots],
  );
  const fornecedores = perfis.flatMap((p, k) =>
    SUFIXOS.map((sufixo, j) => ({
      k,
      j,
      nif: nifValido(3_000_000 + k * 100 + j),
      nome: `${p.tema} ${sufixo}`,
    })),
  );
  await db.query(
    `create temp table bench_fornecedores as
     select k, j, nif, nome, 'F' || chr(65 + (k % 26)) || j as serie
     from unnest($1::int[], $2::int[], $3::text[], $4::text[]) as t(k, j, nif, nome)`,
    [
      fornecedores.map((f) => f.k),
      fornecedores.map((f) => f.j),
      fornecedores.map((f) => f.nif),
      fornecedores.map((f) => f.nome),
    ],
  );

  // Secondary indexes out of the way (constraint indexes stay), to be built again after the insert.
  const { rows: indices } = await db.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = 'planilha'
       and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
  );
  for (const i of indices) await db.query(`drop index ${i.indexname}`);

  const LOTE = 100_000;
  for (let de = 1; de <= opcoes.linhas; de += LOTE) {
    const ate = Math.min(opcoes.linhas, de + LOTE - 1);
    await db.query(
      `insert into planilha (empresa_id, loja_id, status_correspondencia, lado, nif, emitente, numero_fatura, atcud,
         tipo_documento, situacao, data_emissao, base_cents, iva_cents, total_cents, extrato_descricao, extrato_data,
         extrato_valor_cents, tipo_movimento, data_pagamento, categoria_a, subcategoria_a, categoria_b, subcategoria_b,
         rubrica_b, tipologia, gasto)
       select $1, case when (x.h1 / 100) % 5 < 3 then $2::uuid else $3::uuid end,
         case when p.tipo = 'venda' then 'Pendente' when p.tipo <> 'fatura' then 'Sem fatura'
              when v.pago then 'Correspondido' else 'Pendente' end,
         case when p.tipo = 'fatura' then 'compra' when p.tipo = 'venda' then 'venda' end,
         case when p.tipo = 'fatura' then f.nif when p.tipo = 'venda' then '999999990' end,
         case when p.tipo = 'fatura' then f.nif || ' - ' || f.nome when p.tipo = 'venda' then '999999990 - Consumidor final' end,
         case when p.tipo = 'fatura' then 'FT ' || f.serie || '/' || x.g when p.tipo = 'venda' then 'FS V' || f.serie || '/' || x.g end,
         case when p.tipo in ('fatura', 'venda') then 'JF' || lpad(to_hex(x.h2 % 65536), 4, '0') || '-' || x.g end,
         case when p.tipo = 'fatura' then 'Fatura' when p.tipo = 'venda' then 'Fatura simplificada' end,
         case when p.tipo in ('fatura', 'venda') then 'Registado' end,
         case when p.tipo in ('fatura', 'venda') then v.d end,
         case when p.tipo = 'fatura' then -v.base when p.tipo = 'venda' then v.base end,
         case when p.tipo = 'fatura' then -v.iva when p.tipo = 'venda' then v.iva end,
         case when p.tipo = 'fatura' then -(v.base + v.iva) when p.tipo = 'venda' then v.base + v.iva end,
         case when p.tipo = 'venda' then null
              when p.tipo = 'entrada' then p.tema || ' ' || (100000 + x.g % 97) || ' LOTE ' || x.g
              when p.tipo = 'saida' then p.tema || ' ' || to_char(v.d, 'MM/YYYY') || ' REF ' || x.g
              when v.pago then 'TRF P/O ' || upper(f.nome) ||
                               case when (x.h3 / 10000) % 10 < 7 then ' FT ' || f.serie || '/' || x.g else '' end
         end,
         case when p.tipo = 'venda' then null when p.tipo <> 'fatura' then v.d when v.pago then v.pagamento end,
         case when p.tipo = 'venda' then null
              when p.tipo = 'entrada' then v.base
              when p.tipo = 'saida' then -v.base
              when v.pago then -(v.base + v.iva) end,
         case when p.tipo = 'venda' then null when p.tipo = 'entrada' then 'Entrada'
              when p.tipo = 'saida' or v.pago then 'Saída' end,
         case when p.tipo = 'venda' then null when p.tipo <> 'fatura' then v.d when v.pago then v.pagamento end,
         p.ca, p.sa, p.cb, p.sb, p.rb, p.tipologia, p.gasto
       from (
         select g, hashint4(g) & 2147483647 as h1, hashint4(g + 1000003) & 2147483647 as h2,
                hashint4(g * 3 + 1) & 2147483647 as h3, hashint4(g * 5 + 2) & 2147483647 as h4,
                hashint4(g * 7 + 3) & 2147483647 as h5
         from generate_series($4::int, $5::int) g
       ) x
       join bench_slots s on s.i = x.h1 % 100
       join bench_perfis p on p.k = s.k
       join bench_fornecedores f on f.k = p.k and f.j = x.h2 % 20
       cross join lateral (
         select b.base, round(b.base * p.iva / 100.0)::bigint as iva, b.d, b.pago,
                least(b.d + (x.h3 / 100) % 21, $6::date) as pagamento
         from (select p.min_cents + x.h4 % (p.max_cents - p.min_cents) as base,
                      ($6::date - (x.h5 % 1096))::date as d, x.h3 % 100 < 80 as pago) b
       ) v`,
      [opcoes.empresaId, opcoes.lojaIds[0], opcoes.lojaIds[1], de, ate, opcoes.hoje],
    );
    opcoes.progresso?.(`${ate} linhas`);
  }
  const ms = performance.now() - t0;
  const t1 = performance.now();
  for (const i of indices) await db.query(i.indexdef);
  const indicesMs = performance.now() - t1;
  opcoes.progresso?.(`índices refeitos (${indices.length})`);
  const t2 = performance.now();
  await db.query('vacuum analyze planilha');
  await db.query('vacuum analyze somas_mensais_resultados, somas_mensais_caixa, planilha_contagem_diaria');
  const vacuumMs = performance.now() - t2;
  await db.query('drop table bench_perfis, bench_slots, bench_fornecedores');
  // The gigabytes the load dirtied are written now, not by a spread checkpoint during the measurements.
  await db.query('checkpoint');
  return { linhas: opcoes.linhas, ms, indicesMs, vacuumMs };
}
