export const sql = `
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- Accent- and case-insensitive text for search and Portuguese-like ordering. It also drops the consonants the
-- 1990 spelling agreement silenced (electricidade → eletricidade, acção → ação, óptimo → ótimo), so that
-- 'eletr' finds 'Electricidade'. Searches fold the typed text the same way and use the trigram index.
create or replace function pt_fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)),
                              '([aeiou])[cp]([ct])', '\\1\\2', 'g') $$;

-- Cents as a Portuguese amount without grouping ('-1234,50'), for searching by amount.
create or replace function cents_text(value bigint) returns text
  language sql immutable parallel safe strict
  as $$ select case when value < 0 then '-' else '' end || (abs(value) / 100)::text || ',' ||
               lpad((abs(value) % 100)::text, 2, '0') $$;

-- One uploaded file, with what became of it.
create table importacoes (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid references lojas (id) on delete set null,
  tipo text not null check (tipo in ('efatura', 'extrato', 'planilha', 'orcamento', 'produtos')),
  formato text not null,
  nome_ficheiro text not null,
  criado_por uuid references users (id) on delete set null,
  criado_em timestamptz not null default now(),
  importadas integer not null default 0,
  duplicadas integer not null default 0,
  atualizadas integer not null default 0,
  recusadas integer not null default 0,
  detalhes jsonb not null default '{}'
);
create index importacoes_empresa_idx on importacoes (empresa_id, criado_em desc);

-- Every bank line ever imported, exactly as the bank wrote it.
create table movimentos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  importacao_id uuid references importacoes (id) on delete set null,
  banco text not null,
  conta text not null default '',
  data_movimento date not null,
  data_valor date,
  descricao text not null,
  valor_cents bigint not null,
  saldo_cents bigint,
  referencia_banco text,
  referencias text[] not null default '{}',
  contraparte text,
  linha integer not null,
  chave text not null,
  criado_em timestamptz not null default now(),
  unique (empresa_id, chave)
);
create index movimentos_empresa_data_idx on movimentos (empresa_id, data_movimento);

-- Opening/closing balances each imported statement declares, per account.
create table extratos_saldos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  importacao_id uuid references importacoes (id) on delete cascade,
  banco text not null,
  conta text not null default '',
  data_inicio date,
  data_fim date,
  saldo_inicial_cents bigint,
  saldo_final_cents bigint
);
create index extratos_saldos_empresa_idx on extratos_saldos (empresa_id, conta, data_inicio);

-- The categorised ledger (the spreadsheet): invoice part, statement part, classification.
create table planilha (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null references lojas (id),
  importacao_id uuid references importacoes (id) on delete set null,
  criada_manualmente boolean not null default false,
  criado_por uuid references users (id) on delete set null,
  status_correspondencia text not null default 'Pendente'
    check (status_correspondencia in ('Pendente', 'Correspondido', 'Manual', 'Sem fatura')),
  -- invoice part (null on statement-only rows)
  lado text check (lado in ('compra', 'venda')),
  nif text,
  emitente text,
  numero_fatura text,
  atcud text,
  tipo_documento text,
  situacao text,
  anulado boolean not null default false,
  data_emissao date,
  base_cents bigint,
  iva_cents bigint,
  total_cents bigint,
  -- statement part: the bank line(s) that settle it, summed (see correspondencias)
  movimento_id uuid unique references movimentos (id) on delete cascade,
  extrato_descricao text,
  extrato_data date,
  extrato_valor_cents bigint,
  tipo_movimento text check (tipo_movimento in ('Entrada', 'Saída')),
  data_pagamento date,
  -- classification
  categoria_a text not null default 'Sem Categoria A',
  subcategoria_a text not null default 'Sem Subcategoria A',
  categoria_b text not null default 'Sem Categoria B',
  subcategoria_b text not null default 'Sem Subcategoria B',
  rubrica_b text not null default 'Sem Rúbrica B',
  tipologia text not null default 'N/A',
  gasto text not null default 'N/A',
  -- what the importer categorised from the company's history (visible, reversible)
  categorizacao_auto jsonb,
  versao integer not null default 1,
  atualizado_em timestamptz not null default now(),
  atualizado_por uuid references users (id) on delete set null,
  criado_em timestamptz not null default now(),
  -- the spreadsheet's "when": issue date, else payment date
  data_referencia date generated always as (coalesce(data_emissao, data_pagamento, extrato_data)) stored,
  pesquisa text generated always as (pt_fold(
    coalesce(nif, '') || ' ' || coalesce(emitente, '') || ' ' || coalesce(numero_fatura, '') || ' ' ||
    coalesce(extrato_descricao, '') || ' ' || categoria_a || ' ' || subcategoria_a || ' ' || categoria_b || ' ' ||
    subcategoria_b || ' ' || rubrica_b || ' ' || tipologia || ' ' || gasto || ' ' ||
    coalesce(cents_text(total_cents), '') || ' ' || coalesce(cents_text(extrato_valor_cents), '')
  )) stored
);
-- An imported document exists once per company (issuer NIF + document number).
create unique index planilha_documento_key on planilha (empresa_id, nif, numero_fatura)
  where not criada_manualmente and numero_fatura is not null;
create index planilha_pagina_idx on planilha (empresa_id, data_referencia desc, id);
create index planilha_loja_emissao_idx on planilha (empresa_id, loja_id, data_emissao);
create index planilha_loja_pagamento_idx on planilha (empresa_id, loja_id, data_pagamento);
create index planilha_pesquisa_idx on planilha using gin (pesquisa gin_trgm_ops);
create index planilha_nif_idx on planilha (empresa_id, nif) where nif is not null;
create index planilha_importacao_idx on planilha (importacao_id);

-- Which bank lines settle which invoice rows, and for how much (several ↔ several).
create table correspondencias (
  empresa_id uuid not null references empresas (id) on delete cascade,
  planilha_id uuid not null references planilha (id) on delete cascade,
  movimento_id uuid not null references movimentos (id) on delete cascade,
  valor_cents bigint not null,
  regra text not null,
  explicacao text not null default '',
  -- confirmed or made by a person: the engine never touches it again
  manual boolean not null default false,
  criado_em timestamptz not null default now(),
  criado_por uuid references users (id) on delete set null,
  primary key (planilha_id, movimento_id)
);
create index correspondencias_movimento_idx on correspondencias (movimento_id);
create index correspondencias_empresa_idx on correspondencias (empresa_id);

-- Pairs a person undid: never matched together again.
create table correspondencias_bloqueadas (
  empresa_id uuid not null references empresas (id) on delete cascade,
  planilha_id uuid not null references planilha (id) on delete cascade,
  movimento_id uuid not null references movimentos (id) on delete cascade,
  primary key (planilha_id, movimento_id)
);

-- The matching errors report (one run replaces the previous one).
create table erros_correspondencia (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  linha integer not null,
  tipo text not null,
  numero_fatura text,
  numero_extrato text,
  data date,
  valor_cents bigint not null default 0,
  motivo text not null,
  planilha_id uuid references planilha (id) on delete cascade,
  movimento_id uuid references movimentos (id) on delete cascade,
  criado_em timestamptz not null default now()
);
create index erros_correspondencia_empresa_idx on erros_correspondencia (empresa_id, linha);

-- Every change to a ledger row: who, when, which field, before → after.
create table planilha_historico (
  id bigint generated always as identity primary key,
  empresa_id uuid not null references empresas (id) on delete cascade,
  planilha_id uuid not null,
  user_id uuid references users (id) on delete set null,
  em timestamptz not null default now(),
  acao text not null,
  campo text,
  antes jsonb,
  depois jsonb
);
create index planilha_historico_linha_idx on planilha_historico (planilha_id, em);
`;
