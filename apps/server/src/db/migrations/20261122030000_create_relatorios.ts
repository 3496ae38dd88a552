// Written out, not read from core: a landed migration must never change with the code.
const colunasDepreciacao = [
  'edificios_outras_construcoes',
  'equipamento_basico',
  'equipamento_transporte',
  'equipamento_administrativo',
  'equipamentos_biologicos',
  'outros_ativos_fixos_tangiveis',
  'programas_computador',
  'propriedade_industrial',
  'outros_ativos_intangiveis',
]
  .map((key) => `  ${key} bigint not null default 0 check (${key} >= 0),`)
  .join('\n');

/** The accrual rule of DESIGN §4: the invoice's issue date and taxable base, else the statement's. */
const parcelasResultados = (origem: string) => `
  select g.* from (
    select l.empresa_id, l.loja_id,
           extract(year from l.data_referencia)::int as ano, extract(month from l.data_referencia)::int as mes,
           l.categoria_a, l.subcategoria_a, l.gasto,
           sum(l.sinal * coalesce(l.base_cents, l.extrato_valor_cents)) as cents
    from (${origem}) l
    where not l.anulado and l.data_referencia is not null
      and coalesce(l.base_cents, l.extrato_valor_cents) is not null
    group by 1, 2, 3, 4, 5, 6, 7
    having sum(l.sinal * coalesce(l.base_cents, l.extrato_valor_cents)) <> 0
  ) g
  where exists (select 1 from empresas e where e.id = g.empresa_id)`;

/** The cash rule of DESIGN §4: the statement's value (Entrada +, Saída −) on the payment date. */
const parcelasCaixa = (origem: string) => `
  select g.* from (
    select l.empresa_id, l.loja_id,
           extract(year from coalesce(l.data_pagamento, l.extrato_data))::int as ano,
           extract(month from coalesce(l.data_pagamento, l.extrato_data))::int as mes,
           l.categoria_b, l.subcategoria_b, l.rubrica_b,
           sum(l.sinal * l.extrato_valor_cents) as cents
    from (${origem}) l
    where not l.anulado and l.extrato_valor_cents is not null
      and coalesce(l.data_pagamento, l.extrato_data) is not null
    group by 1, 2, 3, 4, 5, 6, 7
    having sum(l.sinal * l.extrato_valor_cents) <> 0
  ) g
  where exists (select 1 from empresas e where e.id = g.empresa_id)`;

export const sql = `
-- Yearly depreciation per store and SNC class of fixed assets (the depreciation screen).
create table depreciacoes (
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null references lojas (id) on delete cascade,
  ano integer not null check (ano between 1900 and 2200),
${colunasDepreciacao}
  atualizado_por uuid references users (id) on delete set null,
  atualizado_em timestamptz not null default now(),
  primary key (empresa_id, loja_id, ano)
);

-- Cash on 1 January of a year for a store, set by a person (it wins over the bank statements' balances).
create table caixa_inicial (
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null references lojas (id) on delete cascade,
  ano integer not null check (ano between 1900 and 2200),
  valor_cents bigint not null,
  atualizado_por uuid references users (id) on delete set null,
  atualizado_em timestamptz not null default now(),
  primary key (empresa_id, loja_id, ano)
);

-- A company's own IRC rate for a year, in percent, when it differs from the general rate.
create table empresas_irc (
  empresa_id uuid not null references empresas (id) on delete cascade,
  ano integer not null check (ano between 1900 and 2200),
  taxa numeric(5, 2) not null check (taxa between 0 and 100),
  atualizado_por uuid references users (id) on delete set null,
  atualizado_em timestamptz not null default now(),
  primary key (empresa_id, ano)
);

-- The ledger summed by store, month and classification, kept by the triggers below: every change to
-- planilha appends its net effect (one row per group it touches), so writers never wait on each other
-- and a report reads hundreds of rows instead of aggregating a million. The sum of a group's rows is
-- the group's total; the report service folds the rows of a company together now and then.
create table somas_mensais_resultados (
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null references lojas (id) on delete cascade,
  ano integer not null,
  mes integer not null,
  categoria_a text not null,
  subcategoria_a text not null,
  gasto text not null,
  cents bigint not null
);
create index somas_mensais_resultados_idx on somas_mensais_resultados (empresa_id, ano, loja_id);

create table somas_mensais_caixa (
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null references lojas (id) on delete cascade,
  ano integer not null,
  mes integer not null,
  categoria_b text not null,
  subcategoria_b text not null,
  rubrica_b text not null,
  cents bigint not null
);
create index somas_mensais_caixa_idx on somas_mensais_caixa (empresa_id, ano, loja_id);

-- Statement-level, with the changed rows as transition tables: a 100 000-row import adds one GROUP BY.
-- Rows of a company being deleted add nothing (its sums go with it by cascade).
create function planilha_somas_mensais() returns trigger language plpgsql as $fn$
declare
  origem text := case tg_op
    when 'INSERT' then 'select 1::bigint as sinal, n.* from novas n'
    when 'DELETE' then 'select -1::bigint as sinal, a.* from antigas a'
    else 'select 1::bigint as sinal, n.* from novas n union all select -1::bigint, a.* from antigas a'
  end;
begin
  execute format($q$
    insert into somas_mensais_resultados (empresa_id, loja_id, ano, mes, categoria_a, subcategoria_a, gasto, cents)
    ${parcelasResultados('%1$s')}$q$, origem);
  execute format($q$
    insert into somas_mensais_caixa (empresa_id, loja_id, ano, mes, categoria_b, subcategoria_b, rubrica_b, cents)
    ${parcelasCaixa('%1$s')}$q$, origem);
  return null;
end
$fn$;

create trigger planilha_somas_insercao after insert on planilha
  referencing new table as novas for each statement execute function planilha_somas_mensais();
create trigger planilha_somas_alteracao after update on planilha
  referencing old table as antigas new table as novas for each statement execute function planilha_somas_mensais();
create trigger planilha_somas_remocao after delete on planilha
  referencing old table as antigas for each statement execute function planilha_somas_mensais();

create function planilha_somas_truncar() returns trigger language plpgsql as $fn$
begin
  delete from somas_mensais_resultados;
  delete from somas_mensais_caixa;
  return null;
end
$fn$;
create trigger planilha_somas_truncar after truncate on planilha
  for each statement execute function planilha_somas_truncar();

-- The rows already in the ledger.
insert into somas_mensais_resultados (empresa_id, loja_id, ano, mes, categoria_a, subcategoria_a, gasto, cents)
${parcelasResultados('select 1::bigint as sinal, p.* from planilha p')};
insert into somas_mensais_caixa (empresa_id, loja_id, ano, mes, categoria_b, subcategoria_b, rubrica_b, cents)
${parcelasCaixa('select 1::bigint as sinal, p.* from planilha p')};
`;
