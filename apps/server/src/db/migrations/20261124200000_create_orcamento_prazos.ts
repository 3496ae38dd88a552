/**
 * The days from a document's issue to its payment, for the cash budget: a document the bank settled
 * (linked by the matching or by hand) counts its payment date less its issue date, a Fatura-recibo is
 * paid when issued (0 days); annulled documents, credit notes and documents still open do not count.
 * Kept as a histogram per company, issue year and Categoria A / Subcategoria A, by triggers like the
 * monthly sums: the report reads a few hundred rows, not the ledger.
 */
export const parcelasPrazos = (origem: string) => `
  select g.* from (
    select l.empresa_id, extract(year from l.data_emissao)::int as ano, l.categoria_a, l.subcategoria_a,
           case when l.status_correspondencia in ('Correspondido', 'Manual') and l.data_pagamento is not null
                then least(greatest(l.data_pagamento - l.data_emissao, 0), 365) else 0 end as dias,
           sum(l.sinal) as documentos
    from (${origem}) l
    where not l.anulado and l.data_emissao is not null and l.numero_fatura is not null
      and coalesce(l.tipo_documento, '') <> 'Nota de crédito'
      and ((l.status_correspondencia in ('Correspondido', 'Manual') and l.data_pagamento is not null)
           or l.tipo_documento = 'Fatura-recibo')
    group by 1, 2, 3, 4, 5
    having sum(l.sinal) <> 0
  ) g
  where exists (select 1 from empresas e where e.id = g.empresa_id)`;

export const sql = `
create table prazos_pagamento (
  empresa_id uuid not null references empresas (id) on delete cascade,
  ano integer not null,
  categoria_a text not null,
  subcategoria_a text not null,
  dias integer not null check (dias between 0 and 365),
  documentos bigint not null
);
create index prazos_pagamento_idx on prazos_pagamento (empresa_id, ano);

create function planilha_prazos_pagamento() returns trigger language plpgsql as $fn$
declare
  origem text := case tg_op
    when 'INSERT' then 'select 1::bigint as sinal, n.* from novas n'
    when 'DELETE' then 'select -1::bigint as sinal, a.* from antigas a'
    else 'select 1::bigint as sinal, n.* from novas n union all select -1::bigint, a.* from antigas a'
  end;
begin
  execute format($q$
    insert into prazos_pagamento (empresa_id, ano, categoria_a, subcategoria_a, dias, documentos)
    ${parcelasPrazos('%1$s')}$q$, origem);
  return null;
end
$fn$;

create trigger planilha_prazos_insercao after insert on planilha
  referencing new table as novas for each statement execute function planilha_prazos_pagamento();
create trigger planilha_prazos_alteracao after update on planilha
  referencing old table as antigas new table as novas for each statement execute function planilha_prazos_pagamento();
create trigger planilha_prazos_remocao after delete on planilha
  referencing old table as antigas for each statement execute function planilha_prazos_pagamento();

create function planilha_prazos_truncar() returns trigger language plpgsql as $fn$
begin
  delete from prazos_pagamento;
  return null;
end
$fn$;
create trigger planilha_prazos_truncar after truncate on planilha
  for each statement execute function planilha_prazos_truncar();

insert into prazos_pagamento (empresa_id, ano, categoria_a, subcategoria_a, dias, documentos)
${parcelasPrazos('select 1::bigint as sinal, p.* from planilha p')};

-- A group's delay set by an admin, in days: it wins over the measured median.
create table orcamento_prazos (
  empresa_id uuid not null references empresas (id) on delete cascade,
  categoria_a text not null,
  subcategoria_a text not null,
  dias integer not null check (dias between 0 and 365),
  atualizado_por uuid references users (id) on delete set null,
  atualizado_em timestamptz not null default now(),
  primary key (empresa_id, categoria_a, subcategoria_a)
);

-- 'Todas as lojas' reads a year of every store's budget.
create index orcamento_linhas_ano_idx on orcamento_linhas (empresa_id, ano);
`;
