export const sql = `
-- A ledger row without a document (no NIF + Nº Fatura) imported from the Planilha Completa template is
-- known again by a hash of its store and content, so importing the same file twice adds nothing.
alter table planilha add column chave_conteudo text;
create unique index planilha_conteudo_key on planilha (empresa_id, chave_conteudo) where chave_conteudo is not null;

-- The annual budget of a store (Orçamento Anual template): one row per budget line and month, replaced
-- as a whole for a store and year by each import.
create table orcamento_linhas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null references lojas (id) on delete cascade,
  ano integer not null check (ano between 1900 and 2200),
  mes integer not null check (mes between 1 and 12),
  importacao_id uuid references importacoes (id) on delete set null,
  -- the file row the line came from, and the line's content (equal lines of two imports are equal)
  linha integer not null,
  chave text not null,
  nif text,
  emitente text,
  categoria_a text not null,
  subcategoria_a text not null,
  centro_custo_a text,
  categoria_b text not null,
  subcategoria_b text not null,
  rubrica_b text not null,
  subrubrica_b text,
  tipologia text not null,
  gasto text not null,
  taxa_iva numeric(5, 2) not null check (taxa_iva between 0 and 100),
  base_cents bigint not null,
  iva_cents bigint not null,
  total_cents bigint not null check (total_cents = base_cents + iva_cents),
  criado_em timestamptz not null default now()
);
create index orcamento_linhas_loja_ano_idx on orcamento_linhas (empresa_id, loja_id, ano);

-- Units sold per product and month of a store (Produtos Mensais template).
create table produtos_vendas (
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null references lojas (id) on delete cascade,
  produto text not null,
  ano integer not null check (ano between 1900 and 2200),
  mes integer not null check (mes between 1 and 12),
  quantidade integer not null check (quantidade >= 0),
  importacao_id uuid references importacoes (id) on delete set null,
  atualizado_em timestamptz not null default now(),
  primary key (empresa_id, loja_id, produto, ano, mes)
);
create index produtos_vendas_loja_ano_idx on produtos_vendas (empresa_id, loja_id, ano);
`;
