/**
 * The state of a row as the spreadsheet shows, searches and filters it: an annulled document counts
 * nowhere; a row settled by the bank, typed with its payment, or a Fatura-recibo (paid when issued) is
 * paid; a bank line without document is 'Sem fatura'; any other document is still pending.
 */
const ESTADO = `case
    when anulado then 'Anulado'
    when status_correspondencia = 'Sem fatura' then 'Sem fatura'
    when status_correspondencia in ('Correspondido', 'Manual') then 'Pago'
    when tipo_documento = 'Fatura-recibo' then 'Pago'
    else 'Pendente'
  end`;

export const sql = `
alter table planilha add column estado text generated always as (${ESTADO}) stored;
create index planilha_estado_idx on planilha (empresa_id, estado, data_referencia);

-- The search text now holds the state, the document type and its status at the tax authority, so that
-- 'anulado', 'pendente', 'pago' or 'fatura-recibo' find their rows. A generated column cannot read another:
-- the state's expression is repeated.
drop index planilha_pesquisa_idx;
alter table planilha drop column pesquisa;
alter table planilha add column pesquisa text generated always as (pt_fold(
    coalesce(nif, '') || ' ' || coalesce(emitente, '') || ' ' || coalesce(numero_fatura, '') || ' ' ||
    coalesce(extrato_descricao, '') || ' ' || categoria_a || ' ' || subcategoria_a || ' ' || categoria_b || ' ' ||
    subcategoria_b || ' ' || rubrica_b || ' ' || tipologia || ' ' || gasto || ' ' ||
    coalesce(cents_text(total_cents), '') || ' ' || coalesce(cents_text(extrato_valor_cents), '') || ' ' ||
    coalesce(tipo_documento, '') || ' ' || coalesce(situacao, '') || ' ' || ${ESTADO}
  )) stored;
create index planilha_pesquisa_idx on planilha using gin (pesquisa gin_trgm_ops);
`;
