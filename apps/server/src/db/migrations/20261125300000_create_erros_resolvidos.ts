export const sql = `
-- Lines of the errors report a person marked 'resolvida' (issue 20). A matching run replaces the report's lines
-- (new ids), so the mark is kept by what the line is about: its document, its bank line and its reason.
create table erros_resolvidos (
  empresa_id uuid not null references empresas (id) on delete cascade,
  chave text not null,
  resolvido_em timestamptz not null default now(),
  resolvido_por uuid references users (id) on delete set null,
  primary key (empresa_id, chave)
);
`;
