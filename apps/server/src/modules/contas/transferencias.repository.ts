import { emparelharTransferencias as emparelhar } from '@contas/core/matching';
import type { Queryable } from '../../db/database';

/**
 * Pairs the transfers between the company's own accounts among its pending bank lines (core's rule): both
 * lines and their statement-only rows point at each other, and each row's history says so. Lines a
 * person said are no transfer, and lines settling a document, are left alone. Answers how many pairs.
 */
export async function emparelharTransferencias(
  tx: Queryable,
  empresaId: string,
  userId: string | null,
): Promise<number> {
  const { rows } = await tx.query<{
    id: string;
    conta_id: string;
    data: string;
    valor_cents: number;
    descricao: string;
    contraparte: string | null;
  }>(
    `select m.id, m.conta_id, m.data_movimento as data, m.valor_cents, m.descricao, m.contraparte
     from movimentos m join planilha p on p.movimento_id = m.id
     where m.empresa_id = $1 and m.conta_id is not null and m.transferencia_par is null
       and not m.transferencia_recusada`,
    [empresaId],
  );
  if (rows.length < 2) return 0;
  const contas = await tx.query<{ conta: string; iban: string | null; nome: string }>(
    `select c.conta, c.iban, e.nome from contas_bancarias c join empresas e on e.id = c.empresa_id
     where c.empresa_id = $1`,
    [empresaId],
  );
  const pares = emparelhar(
    rows.map((r) => ({
      id: r.id,
      contaId: r.conta_id,
      data: r.data,
      valorCents: r.valor_cents,
      descricao: r.descricao,
      ...(r.contraparte && { contraparte: r.contraparte }),
    })),
    {
      nome: contas.rows[0]?.nome ?? '',
      contas: contas.rows.flatMap((c) => [c.conta, c.iban ?? '']).filter((c) => c !== ''),
    },
  );
  if (pares.length > 0) await ligarPernas(tx, empresaId, pares, userId, 'transferencia');
  return pares.length;
}

/** Makes each pair of bank lines a transfer's two legs (movements, their rows, their histories). */
export async function ligarPernas(
  tx: Queryable,
  empresaId: string,
  pares: ReadonlyArray<readonly [string, string]>,
  userId: string | null,
  acao: string,
): Promise<void> {
  const [a, b] = [pares.map((p) => p[0]), pares.map((p) => p[1])];
  await tx.query(
    `update movimentos m set transferencia_par = x.par
     from unnest($2::uuid[] || $3::uuid[], $3::uuid[] || $2::uuid[]) as x(id, par)
     where m.id = x.id and m.empresa_id = $1`,
    [empresaId, a, b],
  );
  await tx.query(
    `with legs as (
       update planilha p set transferencia_par = x.par, versao = p.versao + 1, atualizado_em = now()
       from unnest($2::uuid[] || $3::uuid[], $3::uuid[] || $2::uuid[]) as x(id, par)
       where p.movimento_id = x.id and p.empresa_id = $1
       returning p.id, x.par
     )
     insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
     select $1, l.id, $4, $5, 'transferenciaInterna', null, to_jsonb(l.par::text) from legs l`,
    [empresaId, a, b, userId, acao],
  );
}

/**
 * Undoes a transfer from one of its legs' rows: both legs are ordinary bank lines again, and are never
 * paired automatically again. Answers the other leg's row, or undefined when the row is no leg.
 */
export async function desfazerTransferencia(
  tx: Queryable,
  empresaId: string,
  planilhaId: string,
  userId: string,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ movimento: string; par: string }>(
    `select p.movimento_id as movimento, p.transferencia_par as par from planilha p
     where p.id = $2 and p.empresa_id = $1 and p.transferencia_par is not null for update`,
    [empresaId, planilhaId],
  );
  const perna = rows[0];
  if (!perna) return undefined;
  await tx.query(
    `update movimentos set transferencia_par = null, transferencia_recusada = true
     where empresa_id = $1 and id = any($2::uuid[])`,
    [empresaId, [perna.movimento, perna.par]],
  );
  const { rows: pernas } = await tx.query<{ id: string; antes: string }>(
    `with pernas as (
       update planilha p set transferencia_par = null, versao = p.versao + 1, atualizado_em = now()
       from (select id, transferencia_par from planilha where empresa_id = $1 and movimento_id = any($2::uuid[])) x
       where p.id = x.id
       returning p.id, x.transferencia_par::text as antes
     )
     insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
     select $1, id, $3, 'desfazer-transferencia', 'transferenciaInterna', to_jsonb(antes), null from pernas
     returning planilha_id as id, antes #>> '{}' as antes`,
    [empresaId, [perna.movimento, perna.par], userId],
  );
  return pernas.find((p) => p.id !== planilhaId)?.id;
}
