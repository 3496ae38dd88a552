// Written out, not read from core: a landed migration must never change with the code.
const TRANSFERENCIAS = 'Transferências internas';

/**
 * The accrual rule of DESIGN §4, as before (20261122030000), except that the legs of a transfer between
 * the company's own accounts are no income nor expense.
 */
export const parcelasResultados = (origem: string) => `
  select g.* from (
    select l.empresa_id, l.loja_id,
           extract(year from l.data_referencia)::int as ano, extract(month from l.data_referencia)::int as mes,
           l.categoria_a, l.subcategoria_a, l.gasto,
           sum(l.sinal * coalesce(l.base_cents, l.extrato_valor_cents)) as cents
    from (${origem}) l
    where not l.anulado and l.data_referencia is not null and l.transferencia_par is null
      and coalesce(l.base_cents, l.extrato_valor_cents) is not null
    group by 1, 2, 3, 4, 5, 6, 7
    having sum(l.sinal * coalesce(l.base_cents, l.extrato_valor_cents)) <> 0
  ) g
  where exists (select 1 from empresas e where e.id = g.empresa_id)`;

/**
 * The cash rule of DESIGN §4, each part of a payment on its own date: a row settled by several bank lines
 * (instalments) has them in \`pagamentos\` ([{ data, cents }]); any other row is one part, its statement
 * value on its payment date. A transfer between the company's own accounts goes to its own line.
 */
export const parcelasCaixa = (origem: string) => `
  select g.* from (
    select l.empresa_id, l.loja_id,
           extract(year from p.dia)::int as ano, extract(month from p.dia)::int as mes,
           case when l.transferencia_par is null then l.categoria_b else '${TRANSFERENCIAS}' end,
           case when l.transferencia_par is null then l.subcategoria_b else '${TRANSFERENCIAS}' end,
           case when l.transferencia_par is null then l.rubrica_b else '${TRANSFERENCIAS}' end,
           sum(l.sinal * p.cents) as cents
    from (${origem}) l
    cross join lateral (
      select (e->>'data')::date as dia, (e->>'cents')::bigint as cents
      from jsonb_array_elements(coalesce(l.pagamentos, '[]'::jsonb)) e
      union all
      select coalesce(l.data_pagamento, l.extrato_data), l.extrato_valor_cents where l.pagamentos is null
    ) p
    where not l.anulado and p.cents is not null and p.dia is not null
    group by 1, 2, 3, 4, 5, 6, 7
    having sum(l.sinal * p.cents) <> 0
  ) g
  where exists (select 1 from empresas e where e.id = g.empresa_id)`;

export const sql = `
-- A bank account the company has, as the statements name it (bank and account number or IBAN), with the
-- store its lines belong to (null: not said yet, the lines go to the company's first store).
create table contas_bancarias (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  banco text not null,
  conta text not null,
  iban text,
  nome text not null default '',
  loja_id uuid references lojas (id) on delete set null,
  criado_em timestamptz not null default now(),
  unique (empresa_id, banco, conta)
);
create index contas_bancarias_iban_idx on contas_bancarias (iban) where iban is not null;

alter table movimentos add column conta_id uuid references contas_bancarias (id);
alter table extratos_saldos add column conta_id uuid references contas_bancarias (id);

insert into contas_bancarias (empresa_id, banco, conta, iban)
select empresa_id, banco, conta, case when conta ~ '^PT50[0-9]{21}$' then conta end
from (select empresa_id, banco, conta from movimentos union select empresa_id, banco, conta from extratos_saldos) x;
update movimentos m set conta_id = c.id from contas_bancarias c
where c.empresa_id = m.empresa_id and c.banco = m.banco and c.conta = m.conta;
update extratos_saldos s set conta_id = c.id from contas_bancarias c
where c.empresa_id = s.empresa_id and c.banco = s.banco and c.conta = s.conta;
create index movimentos_conta_idx on movimentos (conta_id, data_movimento);
create index extratos_saldos_conta_idx on extratos_saldos (conta_id, data_inicio);

-- Each part of a payment of a row settled by several bank lines: [{ "data": "YYYY-MM-DD", "cents": n }].
alter table planilha add column pagamentos jsonb;
-- A leg of a transfer between the company's own accounts: the other leg's bank line.
alter table planilha add column transferencia_par uuid;
alter table movimentos add column transferencia_par uuid references movimentos (id) on delete set null;
-- A person said these lines are no transfer: never paired automatically again.
alter table movimentos add column transferencia_recusada boolean not null default false;

update planilha p set pagamentos = x.pagamentos
from (
  select c.planilha_id,
         jsonb_agg(jsonb_build_object('data', m.data_movimento, 'cents', c.valor_cents)
                   order by m.data_movimento, m.id) as pagamentos
  from correspondencias c join movimentos m on m.id = c.movimento_id
  group by c.planilha_id
  having count(*) > 1
) x
where p.id = x.planilha_id;

create or replace function planilha_somas_mensais() returns trigger language plpgsql as $fn$
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

-- The sums again, by the new rules.
delete from somas_mensais_resultados;
delete from somas_mensais_caixa;
insert into somas_mensais_resultados (empresa_id, loja_id, ano, mes, categoria_a, subcategoria_a, gasto, cents)
${parcelasResultados('select 1::bigint as sinal, p.* from planilha p')};
insert into somas_mensais_caixa (empresa_id, loja_id, ano, mes, categoria_b, subcategoria_b, rubrica_b, cents)
${parcelasCaixa('select 1::bigint as sinal, p.* from planilha p')};
`;
