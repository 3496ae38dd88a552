/** One btree per sortable column of the spreadsheet, so a sorted page walks an index instead of sorting the range. */
const ordenacao = (nome: string, chave: string, incluir: string[] = []) =>
  `create index planilha_ordem_${nome}_idx on planilha (empresa_id, ${chave}, id) include (${['data_referencia', ...incluir].join(', ')});`;

export const sql = `
-- Portuguese order for the free-text columns: accent- and case-folded (pt_fold), compared byte by byte
-- (collation "C"), so PostgreSQL and PGlite sort alike. Stored and cut to 120 characters, so that a long
-- value never exceeds a btree entry and the sort indexes below answer without reading the table.
-- Emitente sorts by the name after 'NIF - '.
alter table planilha
  add column ordem_emitente text collate "C" generated always as (pt_fold(left(btrim(
    case when strpos(emitente, ' - ') > 0 then substr(emitente, strpos(emitente, ' - ') + 3) else emitente end
  ), 120))) stored,
  add column ordem_numero_fatura text collate "C" generated always as (pt_fold(left(btrim(numero_fatura), 120))) stored,
  add column ordem_descricao text collate "C" generated always as (pt_fold(left(btrim(extrato_descricao), 120))) stored;

-- Each includes data_referencia: the page's date range is checked inside the index (index-only scan).
${ordenacao('nif', 'nif collate "C"')}
${ordenacao('emitente', 'ordem_emitente')}
${ordenacao('numero_fatura', 'ordem_numero_fatura')}
${ordenacao('descricao', 'ordem_descricao')}
${ordenacao('data_emissao', 'data_emissao')}
${ordenacao('data_pagamento', 'data_pagamento')}
${ordenacao('base', 'base_cents')}
${ordenacao('iva', 'iva_cents')}
${ordenacao('total', 'total_cents')}
${ordenacao('valor_extrato', 'extrato_valor_cents')}
${ordenacao('tipo_movimento', 'tipo_movimento collate "C"')}
${ordenacao('loja', 'loja_id')}
-- The classification columns hold taxonomy labels (short): folded on the fly, the label included.
${ordenacao('categoria_a', '(pt_fold(categoria_a)) collate "C"', ['categoria_a'])}
${ordenacao('subcategoria_a', '(pt_fold(subcategoria_a)) collate "C"', ['subcategoria_a'])}
${ordenacao('categoria_b', '(pt_fold(categoria_b)) collate "C"', ['categoria_b'])}
${ordenacao('subcategoria_b', '(pt_fold(subcategoria_b)) collate "C"', ['subcategoria_b'])}
${ordenacao('rubrica_b', '(pt_fold(rubrica_b)) collate "C"', ['rubrica_b'])}
${ordenacao('tipologia', '(pt_fold(tipologia)) collate "C"', ['tipologia'])}
${ordenacao('gasto', '(pt_fold(gasto)) collate "C"', ['gasto'])}

-- Pending statements (statement-only rows), newest first.
create index planilha_extratos_pendentes_idx on planilha (empresa_id, extrato_data desc, id)
  where movimento_id is not null;

-- How many rows a company has per store and day (data_referencia), for the page count of a date range
-- and for paging through the stores in order: summing a few hundred days, not counting a million rows.
-- Kept by statement-level triggers that append each statement's net effect, so concurrent writers never
-- wait on a shared counter; a day's count is the sum of its rows. Rows of a company being deleted add nothing (its counts go with it by cascade).
create table planilha_contagem_diaria (
  empresa_id uuid not null references empresas (id) on delete cascade,
  loja_id uuid not null,
  dia date not null,
  n integer not null
);
create index planilha_contagem_diaria_idx on planilha_contagem_diaria (empresa_id, dia) include (loja_id, n);

create function planilha_contar_dias() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    insert into planilha_contagem_diaria (empresa_id, loja_id, dia, n)
    select empresa_id, loja_id, data_referencia, count(*) from novas where data_referencia is not null
    group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into planilha_contagem_diaria (empresa_id, loja_id, dia, n)
    select a.empresa_id, a.loja_id, a.data_referencia, -count(*) from antigas a
    where a.data_referencia is not null and exists (select 1 from empresas e where e.id = a.empresa_id)
    group by 1, 2, 3;
  else
    insert into planilha_contagem_diaria (empresa_id, loja_id, dia, n)
    select empresa_id, loja_id, dia, sum(n) from (
      select empresa_id, loja_id, data_referencia as dia, 1 as n from novas
      union all
      select empresa_id, loja_id, data_referencia, -1 from antigas
    ) d
    where dia is not null
    group by 1, 2, 3
    having sum(n) <> 0;
  end if;
  return null;
end
$fn$;

create trigger planilha_contagem_insercao after insert on planilha
  referencing new table as novas for each statement execute function planilha_contar_dias();
create trigger planilha_contagem_alteracao after update on planilha
  referencing old table as antigas new table as novas for each statement execute function planilha_contar_dias();
create trigger planilha_contagem_remocao after delete on planilha
  referencing old table as antigas for each statement execute function planilha_contar_dias();

create function planilha_contagem_truncar() returns trigger language plpgsql as $fn$
begin
  delete from planilha_contagem_diaria;
  return null;
end
$fn$;
create trigger planilha_contagem_truncar after truncate on planilha
  for each statement execute function planilha_contagem_truncar();

insert into planilha_contagem_diaria (empresa_id, loja_id, dia, n)
select empresa_id, loja_id, data_referencia, count(*) from planilha where data_referencia is not null
group by 1, 2, 3;
`;
