import { parcelasCaixa, parcelasResultados } from './20261124100300_create_contas_bancarias';
import { parcelasPrazos } from './20261124200000_create_orcamento_prazos';
import { COLUNAS_DOCUMENTOS, parcelasDocumentos } from './20261124700100_somas_documentos_por_taxa';
import { ORIGEM as ORIGEM_DOCUMENTOS } from './20261204000000_somas_documentos_do_que_mudou';

/**
 * The sums triggers of planilha without planning their statements again on every small write. Each ran its
 * statements with EXECUTE, so that a big write is planned with its transition tables' real row counts, and
 * paid ~6 ms of planning on the embedded database for every statement on planilha — even one that changed no
 * row — in each ~100 ms part of an import or a matching run. Now a statement of at most `POUCAS` rows runs
 * them as plain SQL (planned once per session, the plan kept), a bigger one as before, and one of no rows
 * returns at once. The statements are the landed migrations' (their builders, which never change).
 */
const POUCAS = 500;

type Operacao = 'INSERT' | 'DELETE' | 'UPDATE';
const ORIGEM: Record<Operacao, string> = {
  INSERT: 'select 1::bigint as sinal, n.* from novas n',
  DELETE: 'select -1::bigint as sinal, a.* from antigas a',
  UPDATE: 'select 1::bigint as sinal, n.* from novas n union all select -1::bigint, a.* from antigas a',
};

function gatilho(
  nome: string,
  instrucoes: (origem: string) => string[],
  origens: Record<Operacao, string> = ORIGEM,
): string {
  const ramo = (operacao: Operacao) => {
    const sqls = instrucoes(origens[operacao]);
    return `
    contadas := (select count(*) from ${operacao === 'DELETE' ? 'antigas' : 'novas'});
    if contadas = 0 then
      return null;
    elsif contadas <= ${POUCAS} then
      ${sqls.map((s) => `${s};`).join('\n      ')}
    else
      ${sqls.map((s) => `execute '${s.replaceAll("'", "''")}';`).join('\n      ')}
    end if;`;
  };
  return `
create or replace function ${nome}() returns trigger language plpgsql as $fn$
declare
  contadas bigint;
begin
  if tg_op = 'INSERT' then${ramo('INSERT')}
  elsif tg_op = 'DELETE' then${ramo('DELETE')}
  else${ramo('UPDATE')}
  end if;
  return null;
end
$fn$;`;
}

export const sql = `
${gatilho('planilha_somas_mensais', (origem) => [
  `insert into somas_mensais_resultados (empresa_id, loja_id, ano, mes, categoria_a, subcategoria_a, gasto, cents)
  ${parcelasResultados(origem)}`,
  `insert into somas_mensais_caixa (empresa_id, loja_id, ano, mes, categoria_b, subcategoria_b, rubrica_b, cents)
  ${parcelasCaixa(origem)}`,
])}
${gatilho('planilha_prazos_pagamento', (origem) => [
  `insert into prazos_pagamento (empresa_id, ano, categoria_a, subcategoria_a, dias, documentos)
  ${parcelasPrazos(origem)}`,
])}
${gatilho(
  'planilha_somas_documentos',
  (origem) => [`insert into somas_mensais_documentos (${COLUNAS_DOCUMENTOS}) ${parcelasDocumentos(origem)}`],
  ORIGEM_DOCUMENTOS,
)}
`;
