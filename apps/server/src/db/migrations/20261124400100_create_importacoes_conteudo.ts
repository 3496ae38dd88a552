export const sql = `
-- What each e-fatura or statement import brought, new or already there (a duplicate): a document, a bank line
-- or a declared balance. Undoing an import removes only what no other import of the company also brought.
create table importacoes_conteudo (
  importacao_id uuid not null references importacoes (id) on delete cascade,
  planilha_id uuid references planilha (id) on delete cascade,
  movimento_id uuid references movimentos (id) on delete cascade,
  saldo_id uuid references extratos_saldos (id) on delete cascade,
  check (num_nonnulls(planilha_id, movimento_id, saldo_id) = 1)
);
create index importacoes_conteudo_importacao_idx on importacoes_conteudo (importacao_id);
create index importacoes_conteudo_planilha_idx on importacoes_conteudo (planilha_id) where planilha_id is not null;
create index importacoes_conteudo_movimento_idx on importacoes_conteudo (movimento_id) where movimento_id is not null;
create index importacoes_conteudo_saldo_idx on importacoes_conteudo (saldo_id) where saldo_id is not null;

-- Imports so far: what each one wrote (which duplicates each one had was never kept).
insert into importacoes_conteudo (importacao_id, planilha_id)
select p.importacao_id, p.id from planilha p join importacoes i on i.id = p.importacao_id
where i.tipo = 'efatura' and p.movimento_id is null;
insert into importacoes_conteudo (importacao_id, movimento_id)
select importacao_id, id from movimentos where importacao_id is not null;
insert into importacoes_conteudo (importacao_id, saldo_id)
select importacao_id, id from extratos_saldos where importacao_id is not null;

-- An import undone as a whole ('Anular importação'): it stays in the history, saying so.
alter table importacoes add column anulada_em timestamptz;
alter table importacoes add column anulada_por uuid references users (id) on delete set null;
`;
