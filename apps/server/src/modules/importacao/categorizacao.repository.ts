import { type CampoClassificacao, CLASSIFICACAO_PREDEFINIDA, type Classificacao } from '@contas/core';
import type { Queryable } from '../../db/database';

/** API field → column, in the order the SQL below lists them. */
const COLUNAS: ReadonlyArray<readonly [CampoClassificacao, string]> = [
  ['categoria_A', 'categoria_a'],
  ['subcategoria_A', 'subcategoria_a'],
  ['categoria_B', 'categoria_b'],
  ['subcategoria_B', 'subcategoria_b'],
  ['rubrica_B', 'rubrica_b'],
  ['tipologia', 'tipologia'],
  ['gasto', 'gasto'],
];

const PREDEFINIDOS = COLUNAS.map(([campo]) => CLASSIFICACAO_PREDEFINIDA[campo]);

/** `alias.col = $n, …` over the classification columns, parameters from `primeiro` on. */
function iguaisA(alias: string, primeiro: number): string {
  return COLUNAS.map(([, coluna], i) => `${alias}.${coluna} = $${primeiro + i}`).join(' and ');
}

/** `{'categoria_A': alias.categoria_a, …}` as jsonb, with the API's field names. */
function camposJson(alias: string): string {
  return `jsonb_build_object(${COLUNAS.map(([campo, coluna]) => `'${campo}', ${alias}.${coluna}`).join(', ')})`;
}

const COPIAR_DE_F = COLUNAS.map(([, coluna]) => `${coluna} = f.${coluna}`).join(', ');
const SELECIONAR_S = COLUNAS.map(([, coluna]) => `s.${coluna}`).join(', ');
/** A row someone classified: it has at least one of its categories. */
const CATEGORIZADA = `(s.categoria_a <> '${CLASSIFICACAO_PREDEFINIDA.categoria_A}' or s.categoria_b <> '${CLASSIFICACAO_PREDEFINIDA.categoria_B}')`;
const MAIS_RECENTE = 's.data_referencia desc nulls last, s.atualizado_em desc, s.id desc';

/** How rows are recognised: a key per row, and which rows have one. */
type Criterio = {
  origem: 'nif' | 'descricao';
  chave: (alias: string) => string;
  tem: (alias: string) => string;
};

const POR_NIF: Criterio = {
  origem: 'nif',
  chave: (a) => `${a}.lado || '|' || ${a}.nif`,
  tem: (a) => `${a}.nif is not null and ${a}.lado is not null`,
};
const POR_DESCRICAO: Criterio = {
  origem: 'descricao',
  chave: (a) => `descricao_chave(${a}.extrato_descricao)`,
  tem: (a) => `${a}.movimento_id is not null and descricao_chave(${a}.extrato_descricao) <> ''`,
};

/**
 * One pass of learning, set-based whatever the size of the import: the keys of the import's rows,
 * the most recent categorised row of the company for each key (one scan, DISTINCT ON), and the
 * update of the import's rows that still have the default classification.
 */
function aplicar({ origem, chave, tem }: Criterio): string {
  return `
    with chaves as (
      select distinct ${chave('n')} as chave from planilha n where n.importacao_id = $2 and ${tem('n')}
    ),
    fontes as (
      select distinct on (c.chave) c.chave, s.id as origem_id, ${SELECIONAR_S}
      from planilha s join chaves c on c.chave = ${chave('s')}
      where s.empresa_id = $1 and ${tem('s')} and s.importacao_id is distinct from $2 and ${CATEGORIZADA}
      order by c.chave, ${MAIS_RECENTE}
    ),
    aplicadas as (
      update planilha p set ${COPIAR_DE_F},
        categorizacao_auto = jsonb_build_object('origem', '${origem}', 'linhaOrigem', f.origem_id,
                                                'campos', ${camposJson('f')}),
        versao = p.versao + 1, atualizado_em = now(), atualizado_por = $3
      from fontes f
      where p.empresa_id = $1 and p.importacao_id = $2 and ${tem('p')} and ${chave('p')} = f.chave
        and ${iguaisA('p', 4)}
      returning p.id, p.categorizacao_auto
    )
    insert into planilha_historico (empresa_id, planilha_id, user_id, acao, depois)
    select $1, id, $3, 'categorizacao-automatica', categorizacao_auto from aplicadas`;
}

/**
 * What an import learns from the company's history: each NEW row of the import (still with the
 * default classification) whose issuer NIF — on the same side, purchases or sales — or whose bank
 * description reduced to its merchant words (`descricao_chave`) the company has categorised before
 * takes the classification of the most recent such row. What was applied is kept in
 * `categorizacao_auto` (and in the row's history) so that it shows and can be undone.
 * Answers how many rows were categorised.
 */
export async function categorizarImportacao(
  tx: Queryable,
  empresaId: string,
  importacaoId: string,
  userId: string,
): Promise<number> {
  const parametros = [empresaId, importacaoId, userId, ...PREDEFINIDOS];
  const porNif = await tx.query(aplicar(POR_NIF), parametros);
  const porDescricao = await tx.query(aplicar(POR_DESCRICAO), parametros);
  return (porNif.rowCount ?? 0) + (porDescricao.rowCount ?? 0);
}

/**
 * Undoes an import's automatic categorisation: rows whose classification is still exactly what
 * was applied go back to the defaults (a person's later change is kept). Answers how many.
 */
export async function reverterCategorizacao(
  tx: Queryable,
  empresaId: string,
  importacaoId: string,
  userId: string,
): Promise<number> {
  const { rowCount } = await tx.query(
    `with alvo as (
       select p.id, p.categorizacao_auto -> 'campos' as campos from planilha p
       where p.empresa_id = $1 and p.importacao_id = $2 and p.categorizacao_auto is not null
         and ${camposJson('p')} = p.categorizacao_auto -> 'campos'
     ),
     revertidas as (
       update planilha p set ${COLUNAS.map(([, coluna], i) => `${coluna} = $${4 + i}`).join(', ')},
         categorizacao_auto = null, versao = p.versao + 1, atualizado_em = now(), atualizado_por = $3
       from alvo a where p.id = a.id
     )
     insert into planilha_historico (empresa_id, planilha_id, user_id, acao, antes, depois)
     select $1, a.id, $3, 'reverter-categorizacao', a.campos, $11::jsonb from alvo a`,
    [empresaId, importacaoId, userId, ...PREDEFINIDOS, JSON.stringify(CLASSIFICACAO_PREDEFINIDA)],
  );
  return rowCount ?? 0;
}

/**
 * Classifies rows and/or moves them to a store, as a person does in the spreadsheet: only what
 * changes is written, each changed field recorded in the row's history (acao 'editar').
 */
export async function classificarLinhas(
  tx: Queryable,
  empresaId: string,
  userId: string,
  ids: readonly string[],
  mudanca: { classificacao: Classificacao; lojaId: string },
): Promise<void> {
  if (ids.length === 0) return;
  const novos = [...COLUNAS.map(([campo]) => mudanca.classificacao[campo]), mudanca.lojaId];
  const colunas = [...COLUNAS.map(([, coluna]) => coluna), 'loja_id'];
  const campos = [...COLUNAS.map(([campo]) => campo), 'loja'];
  const tipo = (i: number) => (i === colunas.length - 1 ? 'uuid' : 'text');
  await tx.query(
    `with alvo as (
       select p.id, ${colunas.map((c) => `p.${c}`).join(', ')} from planilha p
       where p.empresa_id = $1 and p.id = any($3::uuid[])
         and (${colunas.map((c) => `p.${c}`).join(', ')}) is distinct from
             (${colunas.map((_, i) => `$${4 + i}::${tipo(i)}`).join(', ')})
     ),
     mudadas as (
       update planilha p set ${colunas.map((c, i) => `${c} = $${4 + i}`).join(', ')},
         versao = p.versao + 1, atualizado_em = now(), atualizado_por = $2
       from alvo a where p.id = a.id
     )
     insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
     select $1, a.id, $2, 'editar', c.campo, c.antes, c.depois
     from alvo a cross join lateral (values
       ${colunas.map((c, i) => `('${campos[i]}', to_jsonb(a.${c}), to_jsonb($${4 + i}::${tipo(i)}))`).join(',\n       ')}
     ) as c(campo, antes, depois)
     where c.antes is distinct from c.depois`,
    [empresaId, userId, ids, ...novos],
  );
}
