/**
 * The document sums of migration 20261124700000 by legal VAT rate instead of by VAT over base: a ratio per
 * document made some 50 stored rows where one per rate says the same (a million-row company's VAT map read
 * 17 000 rows). The rate is the card takings' rule (core's taxaIvaLegal: the legal rate within 0,5 points of
 * VAT ÷ base, halfway the lower one), written out here as its ranges of basis points — a landed migration
 * never changes with the code; a test checks these ranges against core's faixasTaxaIvaLegal.
 */
export const FAIXAS_TAXA_IVA: ReadonlyArray<readonly [de: number, ate: number, taxa: number]> = [
  [-50, 50, 0],
  [350, 450, 4],
  [550, 650, 6],
  [850, 950, 9],
  [1150, 1250, 12],
  [1251, 1350, 13],
  [1550, 1650, 16],
  [2150, 2250, 22],
  [2251, 2350, 23],
];

export const parcelasDocumentos = (origem: string) => `
  select g.* from (
    select l.empresa_id, l.loja_id,
           extract(year from l.data_referencia)::int as ano, extract(month from l.data_referencia)::int as mes,
           coalesce(l.lado, '') as lado, l.categoria_a, l.subcategoria_a,
           coalesce(l.tipo_documento, '') as tipo_documento,
           l.numero_fatura is not null as documento,
           coalesce(l.base_cents, l.extrato_valor_cents, 0) < 0 as negativo,
           iva_taxa_legal(l.base_cents, l.iva_cents) as taxa,
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

export const COLUNAS_DOCUMENTOS =
  'empresa_id, loja_id, ano, mes, lado, categoria_a, subcategoria_a, tipo_documento, documento, negativo, taxa, base_cents, iva_cents, linhas';

export const sql = `
-- The legal rate of a document from its base and VAT; null without a base, with VAT above it, or none.
create function iva_taxa_legal(base bigint, iva bigint) returns integer
  language sql immutable parallel safe
  as $$ select case when base is null or base = 0 or abs(coalesce(iva, 0)) > abs(base) then null else (
           select f.taxa from (values ${FAIXAS_TAXA_IVA.map(([de, ate, taxa]) => `(${de}, ${ate}, ${taxa})`).join(', ')})
             as f (de, ate, taxa)
           where round(coalesce(iva, 0) * 10000.0 / base)::int between f.de and f.ate) end $$;

drop trigger planilha_documentos_insercao on planilha;
drop trigger planilha_documentos_alteracao on planilha;
drop trigger planilha_documentos_remocao on planilha;
drop trigger planilha_documentos_truncar on planilha;
drop function planilha_somas_documentos();
drop function planilha_documentos_truncar();
drop table somas_mensais_documentos;

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
  taxa integer,
  base_cents bigint not null,
  iva_cents bigint not null,
  linhas bigint not null
);
create index somas_mensais_documentos_idx on somas_mensais_documentos (empresa_id, ano, loja_id);

create function planilha_somas_documentos() returns trigger language plpgsql as $fn$
declare
  origem text := case tg_op
    when 'INSERT' then 'select 1::bigint as sinal, n.* from novas n'
    when 'DELETE' then 'select -1::bigint as sinal, a.* from antigas a'
    else 'select 1::bigint as sinal, n.* from novas n union all select -1::bigint, a.* from antigas a'
  end;
begin
  execute format($q$
    insert into somas_mensais_documentos (${COLUNAS_DOCUMENTOS})
    ${parcelasDocumentos('%1$s')}$q$, origem);
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

insert into somas_mensais_documentos (${COLUNAS_DOCUMENTOS})
${parcelasDocumentos('select 1::bigint as sinal, p.* from planilha p')};
`;
