/**
 * The ledger's documents summed for the VAT map, the average ticket and the break-even, by store, month
 * (of the issue date), side, classification, kind of document and VAT over base: the reports read a few
 * hundred rows, not the ledger. Measures only, no rule: which documents count as invoices, which bucket
 * and which rate a sum goes to are core's (contaComoFatura, computePrevisaoIva, taxaIvaLegal).
 * - Rows with VAT, and every sales row (Categoria A 'Vendas e serviços prestados': the ticket's);
 *   annulled documents count nowhere.
 * - documento: the row has a document number (a sale without one is a card settlement);
 *   negativo: its amount is negative (a credit note when the type is not known);
 *   pontos_base: round(VAT × 10 000 / base), null without a base or with VAT above the base (no rate).
 * - base_cents is the accrual amount of the income statement (the base, else the bank's value).
 */
const parcelas = (origem: string) => `
  select g.* from (
    select l.empresa_id, l.loja_id,
           extract(year from l.data_referencia)::int as ano, extract(month from l.data_referencia)::int as mes,
           coalesce(l.lado, '') as lado, l.categoria_a, l.subcategoria_a,
           coalesce(l.tipo_documento, '') as tipo_documento,
           l.numero_fatura is not null as documento,
           coalesce(l.base_cents, l.extrato_valor_cents, 0) < 0 as negativo,
           case when l.base_cents <> 0 and abs(coalesce(l.iva_cents, 0)) <= abs(l.base_cents)
                then round(coalesce(l.iva_cents, 0) * 10000.0 / l.base_cents)::int end as pontos_base,
           sum(l.sinal * coalesce(l.base_cents, l.extrato_valor_cents, 0)) as base_cents,
           sum(l.sinal * coalesce(l.iva_cents, 0)) as iva_cents,
           sum(l.sinal) as linhas
    from (${origem}) l
    where not l.anulado and l.data_referencia is not null
      and (coalesce(l.iva_cents, 0) <> 0 or l.categoria_a = 'Vendas e serviços prestados')
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    having sum(l.sinal) <> 0 or sum(l.sinal * coalesce(l.base_cents, l.extrato_valor_cents, 0)) <> 0
        or sum(l.sinal * coalesce(l.iva_cents, 0)) <> 0
  ) g
  where exists (select 1 from empresas e where e.id = g.empresa_id)`;

const COLUNAS =
  'empresa_id, loja_id, ano, mes, lado, categoria_a, subcategoria_a, tipo_documento, documento, negativo, pontos_base, base_cents, iva_cents, linhas';

export const sql = `
create table somas_mensais_documentos (
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null references lojas (id) on delete cascade,
  ano integer not null,
  mes integer not null,
  lado text not null,
  categoria_a text not null,
  subcategoria_a text not null,
  tipo_documento text not null,
  documento boolean not null,
  negativo boolean not null,
  pontos_base integer,
  base_cents bigint not null,
  iva_cents bigint not null,
  linhas bigint not null
);
create index somas_mensais_documentos_idx on somas_mensais_documentos (empresa_id, ano, loja_id);

-- Statement-level, with the changed rows as transition tables, like the monthly sums: only appends.
create function planilha_somas_documentos() returns trigger language plpgsql as $fn$
declare
  origem text := case tg_op
    when 'INSERT' then 'select 1::bigint as sinal, n.* from novas n'
    when 'DELETE' then 'select -1::bigint as sinal, a.* from antigas a'
    else 'select 1::bigint as sinal, n.* from novas n union all select -1::bigint, a.* from antigas a'
  end;
begin
  execute format($q$
    insert into somas_mensais_documentos (${COLUNAS})
    ${parcelas('%1$s')}$q$, origem);
  return null;
end
$fn$;

create trigger planilha_documentos_insercao after insert on planilha
  referencing new table as novas for each statement execute function planilha_somas_documentos();
create trigger planilha_documentos_alteracao after update on planilha
  referencing old table as antigas new table as novas for each statement execute function planilha_somas_documentos();
create trigger planilha_documentos_remocao after delete on planilha
  referencing old table as antigas for each statement execute function planilha_somas_documentos();

create function planilha_documentos_truncar() returns trigger language plpgsql as $fn$
begin
  delete from somas_mensais_documentos;
  return null;
end
$fn$;
create trigger planilha_documentos_truncar after truncate on planilha
  for each statement execute function planilha_documentos_truncar();

insert into somas_mensais_documentos (${COLUNAS})
${parcelas('select 1::bigint as sinal, p.* from planilha p')};

-- The VAT regime of a year, set by an admin (without it: the €650 000 rule on the year before).
create table empresas_regime_iva (
  empresa_id uuid not null references empresas (id) on delete cascade,
  ano integer not null check (ano between 1900 and 2200),
  regime text not null check (regime in ('mensal', 'trimestral')),
  atualizado_por uuid references users (id) on delete set null,
  atualizado_em timestamptz not null default now(),
  primary key (empresa_id, ano)
);
`;
