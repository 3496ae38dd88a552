export const sql = `
-- Regras de categorização (issue 20): a company's own rules. A rule looks for a text in the NIF, the issuer,
-- the bank text or either of the last two, optionally within an amount range (without sign) and a sign, and
-- sets the classification halves it names ('Sem …' / 'N/A' set nothing).
create table regras_categorizacao (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  campo text not null check (campo in ('nif', 'emitente', 'descritivo', 'texto')),
  texto text not null check (length(texto) between 1 and 200),
  sinal text check (sinal in ('entrada', 'saida')),
  valor_minimo_cents bigint check (valor_minimo_cents >= 0),
  valor_maximo_cents bigint check (valor_maximo_cents >= 0),
  categoria_a text not null,
  subcategoria_a text not null,
  gasto text not null,
  categoria_b text not null,
  subcategoria_b text not null,
  rubrica_b text not null,
  criado_por uuid references users (id) on delete set null,
  criado_em timestamptz not null default now(),
  atualizado_por uuid references users (id) on delete set null,
  atualizado_em timestamptz not null default now(),
  check (valor_minimo_cents is null or valor_maximo_cents is null or valor_minimo_cents <= valor_maximo_cents)
);
create index regras_categorizacao_empresa_idx on regras_categorizacao (empresa_id, criado_em);

-- The starter set lives in the code (core's REGRAS_BASE); a company only records the ones it turned off.
create table regras_base_desativadas (
  empresa_id uuid not null references empresas (id) on delete cascade,
  regra text not null,
  desativada_por uuid references users (id) on delete set null,
  desativada_em timestamptz not null default now(),
  primary key (empresa_id, regra)
);
`;
