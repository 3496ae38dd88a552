import { type CampoClassificacao, CLASSIFICACAO_PREDEFINIDA, type Classificacao } from '@contas/core';
import type { Queryable } from '../../db/database';
import { porFatias } from '../../processo/por-fatias';

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

/** `{'categoria_A': alias.categoria_a, …}` as jsonb, with the API's field names. */
function camposJson(alias: string): string {
  return `jsonb_build_object(${COLUNAS.map(([campo, coluna]) => `'${campo}', ${alias}.${coluna}`).join(', ')})`;
}

const SELECIONAR_S = COLUNAS.map(([, coluna]) => `s.${coluna}`).join(', ');
/** A row someone classified: it has at least one of its categories. */
const CATEGORIZADA = `(s.categoria_a <> '${CLASSIFICACAO_PREDEFINIDA.categoria_A}' or s.categoria_b <> '${CLASSIFICACAO_PREDEFINIDA.categoria_B}')`;
const MAIS_RECENTE = 's.data_referencia desc nulls last, s.atualizado_em desc, s.id desc';

/** A new row's classification as a source gives it: its seven fields from the source's columns. */
function daFonte(r: Record<string, string>): Classificacao {
  return Object.fromEntries(
    COLUNAS.map(([campo, coluna]) => [campo, r[coluna] as string]),
  ) as unknown as Classificacao;
}

/**
 * What an import learns from the company's history, before its rows are written: each new row still wholly
 * unclassified whose issuer NIF — on the same side, purchases or sales — or whose bank description reduced to its
 * merchant words (`descricao_chave`) the company has categorised before takes the classification of the most
 * recent such row. What was applied is kept in `categorizacao_auto` (and in the row's history) so that it shows
 * and can be undone. `pendentes`: the new rows (invoices by side and NIF, bank lines by description), by an id
 * of the caller's. `ler` runs each read (on the embedded database, a short transaction of its own): the work on
 * the rows is done outside them, in slices (100 000 rows held the event loop, and the database, 0,5 s).
 */
export async function aprenderDoHistorico(
  ler: <R>(leitura: (tx: Queryable) => Promise<R>) => Promise<R>,
  empresaId: string,
  pendentes: ReadonlyArray<{ id: string; lado: string | null; nif: string | null; descricao: string | null }>,
): Promise<Map<string, { classificacao: Classificacao; automatica: unknown }>> {
  const aprendidas = new Map<string, { classificacao: Classificacao; automatica: unknown }>();
  const chaveNif = (p: (typeof pendentes)[number]) => (p.lado && p.nif ? `${p.lado}|${p.nif}` : undefined);
  const chavesNif = new Set<string>();
  const nifs = new Set<string>();
  const descricoes = new Set<string>();
  await porFatias(pendentes, (fatia) => {
    for (const p of fatia) {
      const chave = chaveNif(p);
      if (chave) chavesNif.add(chave);
      if (p.nif) nifs.add(p.nif);
      if (!chave && p.descricao) descricoes.add(p.descricao);
    }
  });
  if (chavesNif.size > 0) {
    const { rows } = await ler((tx) =>
      tx.query<Record<string, string>>(
        `select distinct on (s.lado || '|' || s.nif) s.lado || '|' || s.nif as chave, s.id as origem_id, ${SELECIONAR_S}
       from planilha s
       where s.empresa_id = $1 and s.nif = any($3::text[]) and s.lado is not null
         and s.lado || '|' || s.nif = any($2::text[]) and ${CATEGORIZADA}
       order by s.lado || '|' || s.nif, ${MAIS_RECENTE}`,
        [empresaId, [...chavesNif], [...nifs]],
      ),
    );
    const fontes = new Map(rows.map((r) => [r.chave as string, r]));
    await porFatias(pendentes, (fatia) => {
      for (const p of fatia) {
        const fonte = fontes.get(chaveNif(p) ?? '');
        if (fonte) aprendidas.set(p.id, aprendida('nif', fonte));
      }
    });
  }
  if (descricoes.size > 0) {
    const { rows } = await ler((tx) =>
      tx.query<Record<string, string>>(
        `with d as (select t as descricao, descricao_chave(t) as chave from unnest($2::text[]) as t),
       fontes as (
         select distinct on (descricao_chave(s.extrato_descricao)) descricao_chave(s.extrato_descricao) as chave,
                s.id as origem_id, ${SELECIONAR_S}
         from planilha s
         where s.empresa_id = $1 and s.movimento_id is not null
           and descricao_chave(s.extrato_descricao) in (select chave from d where chave <> '') and ${CATEGORIZADA}
         order by descricao_chave(s.extrato_descricao), ${MAIS_RECENTE}
       )
       select d.descricao, f.* from d join fontes f on f.chave = d.chave`,
        [empresaId, [...descricoes]],
      ),
    );
    const fontes = new Map(rows.map((r) => [r.descricao as string, r]));
    await porFatias(pendentes, (fatia) => {
      for (const p of fatia) {
        const fonte = chaveNif(p) ? undefined : fontes.get(p.descricao ?? '');
        if (fonte) aprendidas.set(p.id, aprendida('descricao', fonte));
      }
    });
  }
  return aprendidas;
}

function aprendida(origem: 'nif' | 'descricao', fonte: Record<string, string>) {
  const classificacao = daFonte(fonte);
  return { classificacao, automatica: { origem, linhaOrigem: fonte.origem_id, campos: classificacao } };
}

/** The history of what an import's classification applied to its new rows: one line per step, in order. */
export async function registarCategorizacoes(
  tx: Queryable,
  empresaId: string,
  userId: string,
  aplicadas: ReadonlyArray<{ planilhaId: string; automatica: unknown }>,
): Promise<void> {
  if (aplicadas.length === 0) return;
  await tx.query(
    `insert into planilha_historico (empresa_id, planilha_id, user_id, acao, depois)
     select $1, t.id, $2, 'categorizacao-automatica', t.auto::jsonb
     from unnest($3::uuid[], $4::text[]) with ordinality as t(id, auto, ordem) order by t.ordem`,
    [
      empresaId,
      userId,
      aplicadas.map((a) => a.planilhaId),
      aplicadas.map((a) => JSON.stringify(a.automatica)),
    ],
  );
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
