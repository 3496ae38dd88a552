import { CAMPOS_CLASSIFICACAO } from '@contas/core';
import type { Queryable } from '../../db/database';
import { automaticas, type ClassificacaoNova, colunasDeClassificacao } from '../regras/classificacao-nova';
import { apagarComissoes } from './cartoes.repository';

/**
 * How bank lines attach to ledger rows. A bank line that settles no invoice lives as a statement-only row
 * (`planilha.movimento_id`), so it can be categorised and counts in the reports. When it is linked to
 * invoice rows, that row goes away and the invoice rows carry its date and (allocated) value; when the link
 * is undone, the statement-only row comes back.
 */
export type Ligacao = {
  empresaId: string;
  /** Invoice rows settled together, with each one's share of the money (signed, as the bank line). */
  linhas: Array<{ planilhaId: string; movimentoId: string; valorCents: number }>;
  regra: string;
  explicacao: string;
  manual: boolean;
  userId: string | null;
};

const CHAVE_DO_LEDGER = "hashtextextended('contas-ledger:' || $1, 0)";

/**
 * Serialises the ledger writes of one company (imports, matching): each reads what the other writes.
 * `aoEsperar`: told when another one holds it, before waiting for it.
 */
export async function bloquearLedger(
  tx: Queryable,
  empresaId: string,
  aoEsperar?: () => void,
): Promise<void> {
  if (aoEsperar) {
    const { rows } = await tx.query<{ livre: boolean }>(
      `select pg_try_advisory_xact_lock(${CHAVE_DO_LEDGER}) as livre`,
      [empresaId],
    );
    if (rows[0]?.livre) return;
    aoEsperar();
  }
  await tx.query(`select pg_advisory_xact_lock(${CHAVE_DO_LEDGER})`, [empresaId]);
}

/** From this many rows written at once, the planner's statistics are refreshed in the same transaction. */
export const ESCRITA_EM_MASSA = 1000;
const LOTE_DE_LIGACOES = 10_000;

/**
 * The columns the ledger's statements filter, join and group on: their statistics are what the planner needs
 * after a bulk write. The rest (the wide texts, the search column) waits for autovacuum or the embedded
 * database's upkeep, which analyse whole tables; sampling them here took 3/4 of the time.
 */
const COLUNAS_DO_PLANO = {
  planilha: [
    'empresa_id',
    'loja_id',
    'importacao_id',
    'lado',
    'nif',
    'nif_adquirente',
    'numero_fatura',
    'atcud',
    'movimento_id',
    'data_referencia',
    'data_emissao',
    'data_pagamento',
    'extrato_data',
    'status_correspondencia',
    'estado',
    'anulado',
    'criada_manualmente',
    'transferencia_par',
    'comissao_de',
    'categoria_a',
    'categoria_b',
  ],
  movimentos: [
    'empresa_id',
    'importacao_id',
    'conta_id',
    'chave',
    'data_movimento',
    'valor_cents',
    'transferencia_par',
  ],
  correspondencias: ['empresa_id', 'planilha_id', 'movimento_id'],
};

/**
 * Refreshes the statistics of the ledger tables after a bulk write: PGlite runs no autovacuum, and a
 * plan made for a nearly empty table turns a join of 100 000 rows into a nested loop of billions.
 */
export async function analisarLedger(
  tx: Queryable,
  opcoes: { amostraPequena?: boolean } = {},
): Promise<void> {
  // The embedded database, between the parts of an import (a tenth of the sample: tens of ms instead of hundreds
  // held); its upkeep analyses whole tables, with the full sample, once the big writes end.
  if (opcoes.amostraPequena) await tx.query('set local default_statistics_target = 10');
  await tx.query(
    `analyze ${Object.entries(COLUNAS_DO_PLANO)
      .map(([tabela, colunas]) => `${tabela} (${colunas.join(', ')})`)
      .join(', ')}`,
  );
}

/**
 * In parts (the embedded database), the ledger's statistics are refreshed as an import or a matching run makes
 * the company's rows grow (a small sample each time the rows written double, from 1 000): each part's statements join
 * the rows already in, and planned on the statistics of before (an empty table, for a new company) they scan them
 * whole, part after part. In one transaction, once after the rows (the callers').
 */
export class AnaliseAMedida {
  #proxima = ESCRITA_EM_MASSA;
  #escritas = 0;

  constructor(private readonly emPartes: boolean) {}

  async depoisDe(tx: Queryable, escritas: number): Promise<void> {
    this.#escritas += escritas;
    if (!this.emPartes || this.#escritas < this.#proxima) return;
    this.#proxima = 2 * this.#escritas;
    await analisarLedger(tx, { amostraPequena: true });
  }
}

/** The classification's columns and the values a new row starts with. */
const CLASSIFICACAO = CAMPOS_CLASSIFICACAO.map((campo) => campo.toLowerCase());

/** What a statement-only row keeps when a link absorbs it, to come back as it was. */
const LINHA_ABSORVIDA = ['id', 'loja_id', 'data_pagamento', ...CLASSIFICACAO, 'categorizacao_auto', 'versao'];

/** A statement-only row made or brought back: its id, its bank line, and whether it came back as it was. */
export type LinhaDeExtrato = { id: string; movimento_id: string; restaurada: boolean };

/**
 * Creates the statement-only rows of bank lines that have none and settle nothing: in the store given for
 * the line (`lojas`, parallel to `movimentoIds`: what an import learned), else in their account's store
 * when it has one, else in the given store; with what an import's classification gave each line
 * (`classificadas`, parallel too; `userId` who imported), else the default. A line whose row a link absorbed
 * gets that row back as it was (same id, store, classification, payment date and automatic categorisation), so
 * undoing a link loses nothing a person did.
 */
export async function criarLinhasDeExtrato(
  db: Queryable,
  empresaId: string,
  lojaId: string,
  movimentoIds: string[],
  lojas?: readonly string[],
  importadas?: { classificadas: ReadonlyArray<ClassificacaoNova | undefined>; userId: string },
): Promise<LinhaDeExtrato[]> {
  if (movimentoIds.length === 0) return [];
  const n = movimentoIds.length;
  const classificadas = importadas?.classificadas ?? [];
  const { rows } = await db.query<LinhaDeExtrato>(
    `with criadas as (
       insert into planilha (id, empresa_id, loja_id, importacao_id, status_correspondencia, movimento_id,
                             extrato_descricao, extrato_data, extrato_valor_cents, tipo_movimento, data_pagamento,
                             ${CLASSIFICACAO.join(', ')}, categorizacao_auto, versao, atualizado_por)
       select coalesce((a->>'id')::uuid, gen_random_uuid()), m.empresa_id,
              coalesce((select l.id from lojas l where l.id = (a->>'loja_id')::uuid and l.empresa_id = m.empresa_id),
                       (select l.id from lojas l where l.id = dada.loja and l.empresa_id = m.empresa_id),
                       (select c.loja_id from contas_bancarias c where c.id = m.conta_id), $2),
              m.importacao_id, 'Sem fatura', m.id, m.descricao, m.data_movimento, m.valor_cents,
              case when m.valor_cents >= 0 then 'Entrada' else 'Saída' end,
              coalesce((a->>'data_pagamento')::date, m.data_movimento),
              ${CLASSIFICACAO.map((c) => `coalesce(a->>'${c}', dada.${c})`).join(', ')},
              coalesce(a->'categorizacao_auto', dada.auto::jsonb), coalesce((a->>'versao')::int + 1, 1),
              case when a is null and dada.auto is not null then $5::uuid end
       from movimentos m
       cross join lateral (select m.linha_absorvida as a) absorvida
       left join unnest($3::uuid[], $4::uuid[], ${CLASSIFICACAO.map((_, i) => `$${6 + i}::text[]`).join(', ')},
                        $${6 + CLASSIFICACAO.length}::text[])
         as dada(movimento, loja, ${CLASSIFICACAO.join(', ')}, auto) on dada.movimento = m.id
       where m.empresa_id = $1 and m.id = any($3::uuid[])
         and not exists (select 1 from planilha p where p.movimento_id = m.id)
         and not exists (select 1 from correspondencias c where c.movimento_id = m.id)
       returning id, movimento_id
     ),
     esquecidas as (
       update movimentos m set linha_absorvida = null from criadas c
       where m.id = c.movimento_id and m.linha_absorvida is not null
       returning m.id
     )
     select c.id, c.movimento_id, exists (select 1 from esquecidas e where e.id = c.movimento_id) as restaurada
     from criadas c`,
    [
      empresaId,
      lojaId,
      movimentoIds,
      lojas ?? movimentoIds.map(() => null),
      importadas?.userId ?? null,
      ...colunasDeClassificacao(classificadas, n),
      automaticas(classificadas, n),
    ],
  );
  return rows;
}

/**
 * Recomputes the statement part of invoice rows from their links (none → back to pending): the lines'
 * descriptions and sum, the last line's date as the payment date, and each line's part and date in
 * `pagamentos` when there are several, so the cash flow puts each instalment in its own month.
 */
export async function recalcularParteExtrato(
  db: Queryable,
  empresaId: string,
  planilhaIds: string[],
): Promise<void> {
  if (planilhaIds.length === 0) return;
  await db.query(
    `update planilha p set
       -- A commission's row says so: its bank line is the settlement of the sales.
       extrato_descricao = case when p.comissao_de is not null and l.descricao is not null
                                then 'Comissão TPA: ' || l.descricao else l.descricao end,
       extrato_data = l.data,
       extrato_valor_cents = l.valor,
       tipo_movimento = case when l.valor is null then p.tipo_movimento when l.valor >= 0 then 'Entrada' else 'Saída' end,
       data_pagamento = coalesce(l.data, case when p.status_correspondencia in ('Correspondido', 'Manual') then null else p.data_pagamento end),
       status_correspondencia = case when l.valor is null then 'Pendente' when l.manual then 'Manual' else 'Correspondido' end,
       pagamentos = l.pagamentos,
       versao = p.versao + 1,
       atualizado_em = now()
     from (
       select x.id,
              string_agg(m.descricao, ' | ' order by m.data_movimento, m.id) as descricao,
              max(m.data_movimento) as data,
              sum(c.valor_cents) as valor,
              bool_or(c.manual) as manual,
              -- Each bank line's part on its own date, when there are several (instalments).
              case when count(c.movimento_id) > 1 then
                jsonb_agg(jsonb_build_object('data', m.data_movimento, 'cents', c.valor_cents)
                          order by m.data_movimento, m.id)
              end as pagamentos
       from unnest($2::uuid[]) as x(id)
       left join correspondencias c on c.planilha_id = x.id
       left join movimentos m on m.id = c.movimento_id
       group by x.id
     ) l
     where p.id = l.id and p.empresa_id = $1`,
    [empresaId, planilhaIds],
  );
}

/** One bank line's share in one invoice row, with the rule that linked them. */
export type LinhaLigada = Ligacao['linhas'][number] & { regra: string; explicacao: string };

/**
 * Links bank lines to invoice rows: the lines' statement-only rows disappear (their classification is
 * kept on an invoice row that has none yet) and the invoice rows get the statement part.
 */
export async function ligar(db: Queryable, ligacao: Ligacao): Promise<void> {
  const { regra, explicacao } = ligacao;
  await ligarVarias(
    db,
    ligacao.empresaId,
    ligacao.linhas.map((l) => ({ ...l, regra, explicacao })),
    { manual: ligacao.manual, userId: ligacao.userId },
  );
}

/** `ligar` for many links at once (a matching run), in a fixed number of set-based statements. */
export async function ligarVarias(
  db: Queryable,
  empresaId: string,
  linhas: readonly LinhaLigada[],
  autoria: { manual: boolean; userId: string | null },
  /** `analisar: false`: the caller refreshes the statistics once, after all its parts. */
  opcoes: { analisar?: boolean } = {},
): Promise<void> {
  if (linhas.length === 0) return;
  // In batches: a run's 100 000 explanations as one text parameter would be a 20 MB string at once.
  for (let i = 0; i < linhas.length; i += LOTE_DE_LIGACOES) {
    const lote = linhas.slice(i, i + LOTE_DE_LIGACOES);
    await db.query(
      `insert into correspondencias (empresa_id, planilha_id, movimento_id, valor_cents, regra, explicacao, manual, criado_por)
       select $1, p, m, v, r, e, $7, $8
       from unnest($2::uuid[], $3::uuid[], $4::bigint[], $5::text[], $6::text[]) as t(p, m, v, r, e)
       on conflict (planilha_id, movimento_id) do update
         set valor_cents = excluded.valor_cents, regra = excluded.regra, explicacao = excluded.explicacao,
             manual = excluded.manual, criado_por = excluded.criado_por`,
      [
        empresaId,
        lote.map((l) => l.planilhaId),
        lote.map((l) => l.movimentoId),
        lote.map((l) => l.valorCents),
        lote.map((l) => l.regra),
        lote.map((l) => l.explicacao),
        autoria.manual,
        autoria.userId,
      ],
    );
  }
  if (opcoes.analisar !== false && linhas.length >= ESCRITA_EM_MASSA) await analisarLedger(db);
  const planilhaIds = [...new Set(linhas.map((l) => l.planilhaId))];
  const movimentoIds = [...new Set(linhas.map((l) => l.movimentoId))];
  // A bank line that settles a document is no leg of a transfer: the other leg goes back to a plain line.
  await db.query(
    `with pernas as (
       -- A pair names each other: the other legs are the lines' own partners (found by id, not by a scan).
       update movimentos m set transferencia_par = null
       where m.empresa_id = $1 and m.transferencia_par is not null
         and m.id = any(array(select unnest(array[l.id, l.transferencia_par]) from movimentos l
                              where l.id = any($2::uuid[]) and l.transferencia_par is not null))
       returning m.id
     )
     update planilha p set transferencia_par = null from pernas where p.movimento_id = pernas.id`,
    [empresaId, movimentoIds],
  );
  // The bank lines' own rows, as they are now: undoing a link brings them back (criarLinhasDeExtrato reads
  // these keys, reporClassificacao the classification). Not the whole row: its JSON cost a fifth of a run.
  await db.query(
    `update movimentos m set linha_absorvida = jsonb_build_object(${LINHA_ABSORVIDA.map((c) => `'${c}', p.${c}`).join(', ')})
     from planilha p
     where p.movimento_id = m.id and p.empresa_id = $1 and m.empresa_id = $1 and m.id = any($2::uuid[])`,
    [empresaId, movimentoIds],
  );
  // A person may have categorised the bank line before the invoice arrived: keep that work, and what the
  // invoice row had before, to put back if the link is undone.
  await db.query(
    `with origem as (
       select distinct on (c.planilha_id) c.planilha_id, ${CLASSIFICACAO.map((c) => `e.${c}`).join(', ')}
       from unnest($2::uuid[]) as x(id)
       join correspondencias c on c.planilha_id = x.id
       join planilha e on e.movimento_id = c.movimento_id
       where e.categoria_a <> 'Sem Categoria A'
       order by c.planilha_id, e.data_pagamento, e.id
     ),
     lembradas as (
       update correspondencias c
       set classificacao_antes = jsonb_build_object(${CLASSIFICACAO.map((c) => `'${c}', p.${c}`).join(', ')})
       from origem s join planilha p on p.id = s.planilha_id
       where c.planilha_id = s.planilha_id and c.movimento_id = any($3::uuid[])
         and p.empresa_id = $1 and p.categoria_a = 'Sem Categoria A'
     )
     update planilha p set ${CLASSIFICACAO.map((c) => `${c} = s.${c}`).join(', ')}
     from origem s
     where p.id = s.planilha_id and p.empresa_id = $1 and p.categoria_a = 'Sem Categoria A'`,
    [empresaId, planilhaIds, movimentoIds],
  );
  await db.query(
    `delete from planilha p using unnest($2::uuid[]) as x(id)
     where p.empresa_id = $1 and p.movimento_id = x.id`,
    [empresaId, movimentoIds],
  );
  await recalcularParteExtrato(db, empresaId, planilhaIds);
}

/** What undoing a row's links did: the freed bank lines, their rows, and whether the classification came back. */
export type Desligamento = {
  movimentoIds: string[];
  linhasDeExtrato: LinhaDeExtrato[];
  classificacaoReposta: boolean;
  /** The other documents of a card settlement, unlinked with it (their commission's row is gone). */
  outrasLinhas: string[];
};

type LigacaoDesfeita = { planilha_id: string; movimento_id: string; antes: Record<string, string> | null };

/** `reporClassificacao` from one row's undone links, when one of them copied a classification. */
async function reporCopiada(
  db: Queryable,
  empresaId: string,
  desfeitas: LigacaoDesfeita[],
): Promise<boolean> {
  const copiada = desfeitas.find((r) => r.antes !== null);
  if (!copiada) return false;
  const repostas = await reporClassificacoes(db, empresaId, [
    {
      planilhaId: copiada.planilha_id,
      antes: copiada.antes as Record<string, string>,
      movimentoId: copiada.movimento_id,
    },
  ]);
  return repostas > 0;
}

/** Blocks the undone pairs: the engine never makes them again. */
async function bloquear(db: Queryable, empresaId: string, desfeitas: LigacaoDesfeita[]): Promise<void> {
  await db.query(
    `insert into correspondencias_bloqueadas (empresa_id, planilha_id, movimento_id)
     select $1, p, m from unnest($2::uuid[], $3::uuid[]) as t(p, m) on conflict do nothing`,
    [empresaId, desfeitas.map((d) => d.planilha_id), desfeitas.map((d) => d.movimento_id)],
  );
}

/** An invoice row, the classification it had before a link copied bank line `movimentoId`'s into it. */
export type ClassificacaoAReporem = {
  planilhaId: string;
  antes: Record<string, string>;
  movimentoId: string;
};

/**
 * Puts back the classification invoice rows had before a link copied a bank line's into them, only while a
 * row still holds what the link copied (the bank line's own classification): a person's later change stays.
 * One statement for them all. Answers how many it put back.
 */
export async function reporClassificacoes(
  db: Queryable,
  empresaId: string,
  itens: readonly ClassificacaoAReporem[],
): Promise<number> {
  if (itens.length === 0) return 0;
  const { rowCount } = await db.query(
    `update planilha p set ${CLASSIFICACAO.map((c) => `${c} = r.antes->>'${c}'`).join(', ')}
     from unnest($2::uuid[], $3::jsonb[], $4::uuid[]) as r (planilha_id, antes, movimento_id)
     join movimentos m on m.id = r.movimento_id
     where p.id = r.planilha_id and p.empresa_id = $1 and m.linha_absorvida is not null
       and ${CLASSIFICACAO.map((c) => `p.${c} = m.linha_absorvida->>'${c}'`).join(' and ')}`,
    [
      empresaId,
      itens.map((i) => i.planilhaId),
      itens.map((i) => JSON.stringify(i.antes)),
      itens.map((i) => i.movimentoId),
    ],
  );
  return rowCount ?? 0;
}

/**
 * Undoes every link of an invoice row: the pairs are blocked so the engine never makes them again, the
 * freed bank lines get their statement-only rows back as they were (a line never seen as a row of its
 * own lands in the invoice row's store), and the invoice row gets back the classification it had before
 * a link copied the bank line's into it — unless a person changed it since. A card settlement is undone
 * whole: the other sales documents it paid are unlinked too, and its commission's row goes.
 */
export async function desligar(db: Queryable, empresaId: string, planilhaId: string): Promise<Desligamento> {
  const { rows } = await db.query<LigacaoDesfeita & { loja_id: string; regra: string }>(
    `delete from correspondencias c using planilha p
     where c.planilha_id = $2 and c.empresa_id = $1 and p.id = c.planilha_id
     returning c.planilha_id, c.movimento_id, p.loja_id, c.classificacao_antes as antes, c.regra`,
    [empresaId, planilhaId],
  );
  if (rows.length === 0)
    return { movimentoIds: [], linhasDeExtrato: [], classificacaoReposta: false, outrasLinhas: [] };
  const movimentoIds = rows.map((r) => r.movimento_id);
  await bloquear(db, empresaId, rows);
  const classificacaoReposta = await reporCopiada(db, empresaId, rows);
  await recalcularParteExtrato(db, empresaId, [planilhaId]);
  const outrasLinhas = rows.some((r) => r.regra === 'cartao')
    ? await desligarLiquidacoes(db, empresaId, movimentoIds)
    : [];
  const linhasDeExtrato = await criarLinhasDeExtrato(db, empresaId, rows[0]?.loja_id as string, movimentoIds);
  return { movimentoIds, linhasDeExtrato, classificacaoReposta, outrasLinhas };
}

/** The rest of card settlements: their other documents unlinked (blocked, classification back), their commission's rows deleted. */
async function desligarLiquidacoes(
  db: Queryable,
  empresaId: string,
  movimentoIds: string[],
): Promise<string[]> {
  await apagarComissoes(db, empresaId, movimentoIds);
  const { rows } = await db.query<LigacaoDesfeita>(
    `delete from correspondencias c
     where c.empresa_id = $1 and c.movimento_id = any($2::uuid[])
     returning c.planilha_id, c.movimento_id, c.classificacao_antes as antes`,
    [empresaId, movimentoIds],
  );
  if (rows.length === 0) return [];
  await bloquear(db, empresaId, rows);
  const outras = [...new Set(rows.map((r) => r.planilha_id))];
  for (const id of outras)
    await reporCopiada(
      db,
      empresaId,
      rows.filter((r) => r.planilha_id === id),
    );
  await recalcularParteExtrato(db, empresaId, outras);
  return outras;
}
