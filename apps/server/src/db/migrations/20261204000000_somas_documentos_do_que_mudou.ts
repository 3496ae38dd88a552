import {
  COLUNAS_DOCUMENTOS,
  FAIXAS_TAXA_IVA,
  parcelasDocumentos,
} from './20261124700100_somas_documentos_por_taxa';

/**
 * The document sums, on an UPDATE, only from the rows whose sums could move: a matching run rewrites the
 * statement part of 20 000 invoice rows, which moves none of their document sums, and the trigger spent
 * 0,4–0,8 s aggregating the 40 000 old and new rows for every group to cancel out. A row counts unless a row
 * with its id on the other side has the same values of everything the sums read; the rule is the landed
 * migration's (its builder, which never changes). The monthly sums keep theirs: the matching moves the cash
 * sums of every row it links, and the extra comparison cost more than it saved there.
 *
 * And the legal VAT rate as a plain CASE over the same ranges: the lookup in a VALUES list cost ~4 µs a row on
 * every write of the ledger.
 */

/** What the document sums read of a row (`x` its alias). */
const LIDO = (x: string) => [
  `${x}.empresa_id`,
  `${x}.loja_id`,
  `${x}.data_referencia`,
  `${x}.lado`,
  `${x}.categoria_a`,
  `${x}.subcategoria_a`,
  `${x}.tipo_documento`,
  `${x}.numero_fatura`,
  `${x}.anulado`,
  `${x}.base_cents`,
  `${x}.iva_cents`,
  `coalesce(${x}.base_cents, ${x}.extrato_valor_cents)`,
];

const iguais = (x: string, y: string) =>
  `(${LIDO(x).join(', ')}) is not distinct from (${LIDO(y).join(', ')})`;

/** Per operation, the rows with their sign; an UPDATE's without their unchanged twin on the other side. */
export const ORIGEM = {
  INSERT: 'select 1::bigint as sinal, n.* from novas n',
  DELETE: 'select -1::bigint as sinal, a.* from antigas a',
  UPDATE: `select 1::bigint as sinal, n.* from novas n
           where not exists (select 1 from antigas a where a.id = n.id and ${iguais('a', 'n')})
           union all
           select -1::bigint, a.* from antigas a
           where not exists (select 1 from novas n where n.id = a.id and ${iguais('n', 'a')})`,
};

// Dynamic, as before: each run is planned with the transition tables' real row counts.
const executar = (origem: string) =>
  `execute '${`insert into somas_mensais_documentos (${COLUNAS_DOCUMENTOS}) ${parcelasDocumentos(origem)}`.replaceAll("'", "''")}';`;

const PONTOS = 'round(coalesce(iva, 0) * 10000.0 / base)::int';

export const sql = `
create or replace function iva_taxa_legal(base bigint, iva bigint) returns integer
  language sql immutable parallel safe
  as $$ select case when base is null or base = 0 or abs(coalesce(iva, 0)) > abs(base) then null
                    ${FAIXAS_TAXA_IVA.map(([de, ate, taxa]) => `when ${PONTOS} between ${de} and ${ate} then ${taxa}`).join('\n                    ')}
               end $$;

create or replace function planilha_somas_documentos() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    ${executar(ORIGEM.INSERT)}
  elsif tg_op = 'DELETE' then
    ${executar(ORIGEM.DELETE)}
  else
    ${executar(ORIGEM.UPDATE)}
  end if;
  return null;
end
$fn$;
`;
