/** The classification's columns: taxonomy labels, sorted by their folded form (pt_fold). */
const CLASSIFICACAO = [
  'categoria_a',
  'subcategoria_a',
  'categoria_b',
  'subcategoria_b',
  'rubrica_b',
  'tipologia',
  'gasto',
];

/** Every sortable column's key as the page's sorted walk reads it (planilha.repository.ts CHAVES). */
const CHAVES = [
  'loja_id',
  'nif',
  'ordem_emitente',
  'ordem_numero_fatura',
  'ordem_descricao',
  'data_emissao',
  'data_pagamento',
  'base_cents',
  'iva_cents',
  'total_cents',
  'extrato_valor_cents',
  'tipo_movimento',
  ...CLASSIFICACAO.map((c) => `ordem_${c}`),
];

/** The indexes of migration 20261122040000, one per sortable column. */
const ORDENACAO = [
  'nif',
  'emitente',
  'numero_fatura',
  'descricao',
  'data_emissao',
  'data_pagamento',
  'base',
  'iva',
  'total',
  'valor_extrato',
  'tipo_movimento',
  'loja',
  ...CLASSIFICACAO,
];

export const sql = `
-- Issue 19: one index over the company's date range, carrying every sort key, instead of the default order's
-- index and one per sortable column (20 btrees, each written by every imported or matched row). A date range
-- bounds every page: a sorted page reads the range in this index alone and sorts it (docs/decisions.md).
${ORDENACAO.map((nome) => `drop index planilha_ordem_${nome}_idx;`).join('\n')}
drop index planilha_pagina_idx;

-- The classification folded once, when written: folding it on the fly cost 3-5 microseconds a row, 0.3-0.6 s
-- for a sorted page of a 3-month range at a million rows.
alter table planilha
  ${CLASSIFICACAO.map((c) => `add column ordem_${c} text collate "C" generated always as (pt_fold(${c})) stored`).join(',\n  ')};

create index planilha_intervalo_idx on planilha (empresa_id, data_referencia desc, id)
  include (${CHAVES.join(', ')});
`;
