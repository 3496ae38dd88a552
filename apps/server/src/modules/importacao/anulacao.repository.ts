import type { Queryable } from '../../db/database';

/** The row-history actions no person made: an import, the automatic categorisation and pairing, an undo. */
export const ACOES_AUTOMATICAS = [
  'importacao',
  'categorizacao-automatica',
  'reverter-categorizacao',
  'transferencia',
  'conta-loja',
  'anular-importacao',
  // Card takings: a settlement's commission row and its sales net of VAT, both made by the matching.
  'comissao-cartao',
  'vendas-cartao',
] as const;

export type ImportacaoAnulavel = {
  id: string;
  tipo: string;
  nome_ficheiro: string;
  atualizadas: number;
  anulada_em: Date | null;
  /** Set while its undoing, begun, has not ended (written in parts on the embedded database). */
  anulacao_em_curso: AnulacaoEmCurso | null;
};

/**
 * An undoing begun: who asked, the bank accounts it may leave empty, and what its committed parts did so far.
 * Kept in `importacoes.detalhes.anulacaoEmCurso` until its last step, so that a stopped server's ends at the next start.
 */
export type AnulacaoEmCurso = {
  por: string;
  contas: string[];
  ligacoes: number;
  linhas: number;
  movimentos: number;
  saldos: number;
};

export type ContagemDaAnulacao = Partial<
  Pick<AnulacaoEmCurso, 'ligacoes' | 'linhas' | 'movimentos' | 'saldos'>
>;

/** What undoing an import removes: what it brought that no other import of the company also brought. */
export type ConteudoExclusivo = { documentos: string[]; movimentos: string[]; saldos: string[] };

/** A row of the import a person changed, by the action that changed it. */
export type LinhaMexida = { acao: string; linhas: string[] };

/** A link undone with the import, and the classification its invoice row had before it. */
export type LigacaoDesfeita = {
  planilha_id: string;
  movimento_id: string;
  classificacao_antes: Record<string, string> | null;
};

export async function importacaoParaAnular(
  tx: Queryable,
  empresaId: string,
  importacaoId: string,
): Promise<ImportacaoAnulavel | undefined> {
  const { rows } = await tx.query<ImportacaoAnulavel>(
    `select id, tipo, nome_ficheiro, atualizadas, anulada_em, detalhes->'anulacaoEmCurso' as anulacao_em_curso
     from importacoes where id = $2 and empresa_id = $1 for update`,
    [empresaId, importacaoId],
  );
  return rows[0];
}

export async function marcarAnulacao(
  tx: Queryable,
  empresaId: string,
  importacaoId: string,
  marca: AnulacaoEmCurso,
): Promise<void> {
  await tx.query(
    `update importacoes set detalhes = detalhes || jsonb_build_object('anulacaoEmCurso', $3::jsonb)
     where id = $2 and empresa_id = $1`,
    [empresaId, importacaoId, JSON.stringify(marca)],
  );
}

/** Adds what a part of an undoing did to its mark, in the part's transaction. */
export async function somarAAnulacao(
  tx: Queryable,
  empresaId: string,
  importacaoId: string,
  contagem: ContagemDaAnulacao,
): Promise<void> {
  const CAMPOS = ['ligacoes', 'linhas', 'movimentos', 'saldos'] as const;
  const valores = CAMPOS.map((campo) => contagem[campo] ?? 0);
  if (valores.every((n) => n === 0)) return;
  const soma = CAMPOS.map(
    (campo, i) => `'${campo}', (detalhes->'anulacaoEmCurso'->>'${campo}')::int + $${3 + i}::int`,
  );
  await tx.query(
    `update importacoes set detalhes = jsonb_set(detalhes, '{anulacaoEmCurso}',
       (detalhes->'anulacaoEmCurso') || jsonb_build_object(${soma.join(', ')}))
     where id = $2 and empresa_id = $1`,
    [empresaId, importacaoId, ...valores],
  );
}

/** The undoings a stopped server left begun (of one company, or of all with `null`). */
export async function anulacoesEmCurso(
  db: Queryable,
  empresaId: string | null,
): Promise<Array<{ empresa_id: string; id: string; por: string }>> {
  const { rows } = await db.query<{ empresa_id: string; id: string; por: string }>(
    `select empresa_id, id, detalhes->'anulacaoEmCurso'->>'por' as por from importacoes
     where detalhes ? 'anulacaoEmCurso' and anulada_em is null and ($1::uuid is null or empresa_id = $1)
     order by criado_em, id`,
    [empresaId],
  );
  return rows;
}

export async function conteudoExclusivo(
  tx: Queryable,
  empresaId: string,
  importacaoId: string,
): Promise<ConteudoExclusivo> {
  const soDesta = (coluna: string, alias: string) =>
    `not exists (select 1 from importacoes_conteudo c where c.${coluna} = ${alias}.id and c.importacao_id <> $2)`;
  const ids = async (sql: string) =>
    (await tx.query<{ id: string }>(sql, [empresaId, importacaoId])).rows.map((r) => r.id);
  return {
    documentos: await ids(
      `select p.id from planilha p
       where p.empresa_id = $1 and p.importacao_id = $2 and p.movimento_id is null and ${soDesta('planilha_id', 'p')}`,
    ),
    movimentos: await ids(
      `select m.id from movimentos m
       where m.empresa_id = $1 and m.importacao_id = $2 and ${soDesta('movimento_id', 'm')}`,
    ),
    saldos: await ids(
      `select s.id from extratos_saldos s
       where s.empresa_id = $1 and s.importacao_id = $2 and ${soDesta('saldo_id', 's')}`,
    ),
  };
}

/**
 * The rows of what an import brought that a person changed since: its documents and its bank lines' rows
 * (also a row a link absorbed into an invoice), by a history entry of a person's action, a link made by
 * hand, or a transfer a person said is none. `outrosMovimentos`: other bank lines the undo would free,
 * whose links made by hand count too.
 */
export async function linhasMexidas(
  tx: Queryable,
  empresaId: string,
  conteudo: ConteudoExclusivo,
  outrosMovimentos: readonly string[],
): Promise<LinhaMexida[]> {
  const { rows } = await tx.query<LinhaMexida>(
    `with linhas as (
       select p.id from planilha p where p.empresa_id = $1 and p.id = any($2::uuid[])
       union
       select coalesce(p.id, (m.linha_absorvida->>'id')::uuid) from movimentos m
       left join planilha p on p.movimento_id = m.id
       where m.empresa_id = $1 and m.id = any($3::uuid[])
     ),
     linhas_movimento as (
       select m.id as movimento_id, m.transferencia_recusada,
              coalesce(p.id, (m.linha_absorvida->>'id')::uuid) as linha
       from movimentos m left join planilha p on p.movimento_id = m.id
       where m.empresa_id = $1 and (m.id = any($3::uuid[]) or m.id = any($5::uuid[]))
     ),
     mexidas as (
       select h.acao, h.planilha_id as linha from planilha_historico h join linhas l on l.id = h.planilha_id
       where h.empresa_id = $1 and h.acao <> all($4::text[])
       union all
       select 'associar', c.planilha_id from correspondencias c
       where c.empresa_id = $1 and c.manual and c.planilha_id = any($2::uuid[])
       union all
       select 'associar', lm.linha from correspondencias c join linhas_movimento lm on lm.movimento_id = c.movimento_id
       where c.empresa_id = $1 and c.manual
       union all
       select 'desfazer-transferencia', lm.linha from linhas_movimento lm
       where lm.transferencia_recusada and lm.movimento_id = any($3::uuid[])
     )
     select acao, array_agg(distinct linha::text) as linhas from mexidas where linha is not null group by acao`,
    [empresaId, conteudo.documentos, conteudo.movimentos, ACOES_AUTOMATICAS, outrosMovimentos],
  );
  return rows;
}

/** The links matching made automatically with these documents or bank lines (a person's stay). */
export async function ligacoesAutomaticas(
  tx: Queryable,
  empresaId: string,
  documentos: readonly string[],
  movimentos: readonly string[],
): Promise<Array<{ planilha_id: string; movimento_id: string }>> {
  if (documentos.length === 0 && movimentos.length === 0) return [];
  const { rows } = await tx.query<{ planilha_id: string; movimento_id: string }>(
    `select c.planilha_id, c.movimento_id from correspondencias c
     where c.empresa_id = $1 and not c.manual and (c.planilha_id = any($2::uuid[]) or c.movimento_id = any($3::uuid[]))`,
    [empresaId, documentos, movimentos],
  );
  return rows;
}

export async function apagarLigacoes(
  tx: Queryable,
  empresaId: string,
  ligacoes: ReadonlyArray<{ planilha_id: string; movimento_id: string }>,
): Promise<LigacaoDesfeita[]> {
  if (ligacoes.length === 0) return [];
  const { rows } = await tx.query<LigacaoDesfeita>(
    `delete from correspondencias c using unnest($2::uuid[], $3::uuid[]) as l(planilha_id, movimento_id)
     where c.empresa_id = $1 and c.planilha_id = l.planilha_id and c.movimento_id = l.movimento_id
     returning c.planilha_id, c.movimento_id, c.classificacao_antes`,
    [empresaId, ligacoes.map((l) => l.planilha_id), ligacoes.map((l) => l.movimento_id)],
  );
  return rows;
}

/**
 * The other legs of transfers whose one leg goes: plain bank lines again (both the line and its row).
 * Answers the rows, with the leg they were paired with.
 */
export async function soltarPernas(
  tx: Queryable,
  empresaId: string,
  movimentos: readonly string[],
): Promise<Array<{ id: string; par: string }>> {
  if (movimentos.length === 0) return [];
  // A pairing is always both ways: only these lines that are a leg have another leg pointing at them.
  const { rows: pernas } = await tx.query<{ id: string }>(
    'select id from movimentos where empresa_id = $1 and transferencia_par is not null and id = any($2::uuid[])',
    [empresaId, movimentos],
  );
  if (pernas.length === 0) return [];
  const ids = pernas.map((p) => p.id);
  await tx.query(
    `update movimentos set transferencia_par = null
     where empresa_id = $1 and transferencia_par = any($2::uuid[]) and not (id = any($2::uuid[]))`,
    [empresaId, ids],
  );
  const { rows } = await tx.query<{ id: string; par: string }>(
    `with antes as (
       select id, transferencia_par from planilha
       where empresa_id = $1 and transferencia_par = any($2::uuid[]) and not (movimento_id = any($2::uuid[]))
     )
     update planilha p set transferencia_par = null, versao = p.versao + 1, atualizado_em = now()
     from antes a where p.id = a.id
     returning p.id, a.transferencia_par::text as par`,
    [empresaId, ids],
  );
  return rows;
}

/** A history entry 'anular-importacao' on each row the undo changed but did not remove. */
export async function registarNaHistoria(
  tx: Queryable,
  empresaId: string,
  userId: string,
  entradas: ReadonlyArray<{ planilhaId: string; campo: string; antes: unknown }>,
): Promise<void> {
  if (entradas.length === 0) return;
  await tx.query(
    `insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
     select $1, e.planilha_id, $2, 'anular-importacao', e.campo, e.antes, null
     from unnest($3::uuid[], $4::text[], $5::jsonb[]) as e(planilha_id, campo, antes)`,
    [
      empresaId,
      userId,
      entradas.map((e) => e.planilhaId),
      entradas.map((e) => e.campo),
      entradas.map((e) => JSON.stringify(e.antes)),
    ],
  );
}

/** The bank accounts of these bank lines and balances: the ones an undoing may leave empty. */
export async function contasDoConteudo(
  tx: Queryable,
  empresaId: string,
  conteudo: ConteudoExclusivo,
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `select conta_id as id from movimentos where empresa_id = $1 and id = any($2::uuid[]) and conta_id is not null
     union
     select conta_id from extratos_saldos where empresa_id = $1 and id = any($3::uuid[]) and conta_id is not null`,
    [empresaId, conteudo.movimentos, conteudo.saldos],
  );
  return rows.map((r) => r.id);
}

/**
 * Removes what only this import brought — its documents, its bank lines with their rows, its balances,
 * and the history of the rows removed (also of a row a link had absorbed). Answers how many of each went.
 */
export async function removerConteudo(
  tx: Queryable,
  empresaId: string,
  conteudo: ConteudoExclusivo,
): Promise<{ linhas: number; movimentos: number; saldos: number }> {
  await tx.query(
    `delete from planilha_historico h
     using (
       select p.id from planilha p
       where p.empresa_id = $1 and (p.id = any($2::uuid[]) or p.movimento_id = any($3::uuid[]))
       union
       select (m.linha_absorvida->>'id')::uuid from movimentos m
       where m.empresa_id = $1 and m.id = any($3::uuid[]) and m.linha_absorvida is not null
     ) r
     where h.empresa_id = $1 and h.planilha_id = r.id`,
    [empresaId, conteudo.documentos, conteudo.movimentos],
  );
  const linhas = await tx.query(
    'delete from planilha where empresa_id = $1 and (id = any($2::uuid[]) or movimento_id = any($3::uuid[]))',
    [empresaId, conteudo.documentos, conteudo.movimentos],
  );
  const movimentos = await tx.query('delete from movimentos where empresa_id = $1 and id = any($2::uuid[])', [
    empresaId,
    conteudo.movimentos,
  ]);
  const saldos = await tx.query(
    'delete from extratos_saldos where empresa_id = $1 and id = any($2::uuid[])',
    [empresaId, conteudo.saldos],
  );
  return {
    linhas: linhas.rowCount ?? 0,
    movimentos: movimentos.rowCount ?? 0,
    saldos: saldos.rowCount ?? 0,
  };
}

/** Removes those of these bank accounts left with neither lines nor balances. Answers how many. */
export async function removerContasVazias(
  tx: Queryable,
  empresaId: string,
  contaIds: readonly string[],
): Promise<number> {
  if (contaIds.length === 0) return 0;
  const vazias = await tx.query(
    `delete from contas_bancarias c where c.empresa_id = $1 and c.id = any($2::uuid[])
       and not exists (select 1 from movimentos m where m.conta_id = c.id)
       and not exists (select 1 from extratos_saldos s where s.conta_id = c.id)`,
    [empresaId, contaIds],
  );
  return vazias.rowCount ?? 0;
}

/**
 * What this import brought that another one also brought stays, as the earliest other import's; the
 * import keeps no content and is marked undone (by whom, when, what went).
 */
export async function concluirAnulacao(
  tx: Queryable,
  empresaId: string,
  importacaoId: string,
  userId: string,
  resumo: Record<string, number>,
): Promise<void> {
  const outra = (coluna: string, alias: string) => `(
    select c.importacao_id from importacoes_conteudo c join importacoes i on i.id = c.importacao_id
    where c.${coluna} = ${alias}.id and c.importacao_id <> $2
    order by i.criado_em, i.id limit 1)`;
  await tx.query(
    `update planilha p set importacao_id = ${outra('planilha_id', 'p')}
     where p.empresa_id = $1 and p.importacao_id = $2 and p.movimento_id is null`,
    [empresaId, importacaoId],
  );
  await tx.query(
    `update movimentos m set importacao_id = ${outra('movimento_id', 'm')}
     where m.empresa_id = $1 and m.importacao_id = $2`,
    [empresaId, importacaoId],
  );
  await tx.query(
    `update planilha p set importacao_id = m.importacao_id from movimentos m
     where p.empresa_id = $1 and p.importacao_id = $2 and p.movimento_id = m.id`,
    [empresaId, importacaoId],
  );
  await tx.query(
    `update extratos_saldos s set importacao_id = ${outra('saldo_id', 's')}
     where s.empresa_id = $1 and s.importacao_id = $2`,
    [empresaId, importacaoId],
  );
  await tx.query('delete from importacoes_conteudo where importacao_id = $1', [importacaoId]);
  await tx.query(
    `update importacoes set anulada_em = now(), anulada_por = $3,
       detalhes = (detalhes - 'anulacaoEmCurso') || jsonb_build_object('anulacao', $4::jsonb)
     where id = $2 and empresa_id = $1`,
    [empresaId, importacaoId, userId, JSON.stringify(resumo)],
  );
}
