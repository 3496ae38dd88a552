export const sql = `
-- A company's equity (capital próprio) at the end of a year, entered by an admin: the summary's equity
-- productivity divides by it. It may be negative (losses beyond the capital).
create table capital_proprio (
  empresa_id uuid not null references empresas (id) on delete cascade,
  ano integer not null check (ano between 1900 and 2200),
  valor_cents bigint not null,
  atualizado_por uuid references users (id) on delete set null,
  atualizado_em timestamptz not null default now(),
  primary key (empresa_id, ano)
);
`;
