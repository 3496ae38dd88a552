export const sql = `
-- A company's first steps (issue 20): what the data cannot tell — whether a report was opened, and whether an
-- admin put the checklist away. The other steps are read from the company's own data.
create table primeiros_passos (
  empresa_id uuid primary key references empresas (id) on delete cascade,
  relatorios_vistos_em timestamptz,
  dispensado_em timestamptz,
  dispensado_por uuid references users (id) on delete set null
);

-- A person's own history entries, for the export of their data; and deleting an account sets them to null.
create index planilha_historico_user_idx on planilha_historico (user_id) where user_id is not null;
`;
