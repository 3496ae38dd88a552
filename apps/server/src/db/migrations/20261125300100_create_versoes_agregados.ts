/**
 * A company's data version for the reads a server keeps in memory (the budget lines and the payment
 * delays' histogram): a request reads the version first, and a read kept under it serves until a
 * transaction that wrote to those tables commits. The version lives in the database, so every server
 * process sees the same one.
 *
 * A write statement only appends a marker (it never waits on another writer); the version goes up when
 * its transaction commits, by a deferred trigger on the marker, so the row lock of the counter is held
 * only while committing and in the order of the commits: no reader sees a version before the rows
 * written under it, and no write can slip in under a version already read.
 */
const TABELAS = ['orcamento_linhas', 'prazos_pagamento'];

const vigiar = (tabela: string) => `
create trigger ${tabela}_versao_insercao after insert on ${tabela}
  referencing new table as novas for each statement execute function versoes_agregados_marcar();
create trigger ${tabela}_versao_alteracao after update on ${tabela}
  referencing old table as antigas new table as novas for each statement execute function versoes_agregados_marcar();
create trigger ${tabela}_versao_remocao after delete on ${tabela}
  referencing old table as antigas for each statement execute function versoes_agregados_marcar();
create trigger ${tabela}_versao_truncar after truncate on ${tabela}
  for each statement execute function versoes_agregados_marcar_todas();`;

export const sql = `
create table versoes_agregados (
  empresa_id uuid primary key references empresas (id) on delete cascade,
  versao bigint not null
);

-- One marker per company and transaction that wrote; gone when it commits.
create table versoes_agregados_escritas (
  empresa_id uuid not null,
  transacao xid8 not null default pg_current_xact_id()
);
create index versoes_agregados_escritas_idx on versoes_agregados_escritas (empresa_id, transacao);

create function versoes_agregados_marcar() returns trigger language plpgsql as $fn$
declare
  origem text := case tg_op
    when 'INSERT' then 'select empresa_id from novas'
    when 'DELETE' then 'select empresa_id from antigas'
    else 'select empresa_id from novas union select empresa_id from antigas'
  end;
begin
  execute format($q$
    insert into versoes_agregados_escritas (empresa_id)
    select distinct t.empresa_id from (%s) t
    where not exists (select 1 from versoes_agregados_escritas e
                      where e.empresa_id = t.empresa_id and e.transacao = pg_current_xact_id())$q$, origem);
  return null;
end
$fn$;

create function versoes_agregados_marcar_todas() returns trigger language plpgsql as $fn$
begin
  insert into versoes_agregados_escritas (empresa_id) select id from empresas;
  return null;
end
$fn$;

-- At commit: the company's version up by one (a company deleted in the same transaction has none).
create function versoes_agregados_subir() returns trigger language plpgsql as $fn$
begin
  insert into versoes_agregados (empresa_id, versao)
  select new.empresa_id, 1 where exists (select 1 from empresas where id = new.empresa_id)
  on conflict (empresa_id) do update set versao = versoes_agregados.versao + 1;
  delete from versoes_agregados_escritas where empresa_id = new.empresa_id and transacao = new.transacao;
  return null;
end
$fn$;

create constraint trigger versoes_agregados_escritas_subir after insert on versoes_agregados_escritas
  deferrable initially deferred for each row execute function versoes_agregados_subir();
${TABELAS.map(vigiar).join('\n')}
`;
