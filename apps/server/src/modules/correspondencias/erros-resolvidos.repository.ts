import type { Queryable } from '../../db/database';

/** A line of the errors report with what it is about and whether a person marked it 'resolvida'. */
export type ErroComResolucao = {
  id: string;
  linha: number;
  tipo: string;
  numero_fatura: string | null;
  numero_extrato: string | null;
  data: string | null;
  valor_cents: number;
  motivo: string;
  planilha_id: string | null;
  movimento_id: string | null;
  emitente: string | null;
  descricao_extrato: string | null;
  resolvido_em: Date | null;
  resolvido_por: string | null;
  resolvido_por_nome: string | null;
};

/**
 * What a line is about, the same across matching runs (which give the lines new ids): its document, its bank
 * line and its reason.
 */
const CHAVE = `concat_ws('|', coalesce(e.planilha_id::text, ''), coalesce(e.movimento_id::text, ''), e.motivo)`;

export class ErrosResolvidosRepository {
  async listErros(db: Queryable, empresaId: string): Promise<ErroComResolucao[]> {
    const { rows } = await db.query<ErroComResolucao>(
      `select e.id, e.linha, e.tipo, e.numero_fatura, e.numero_extrato, e.data, e.valor_cents, e.motivo,
              e.planilha_id, e.movimento_id, p.emitente, m.descricao as descricao_extrato,
              r.resolvido_em, r.resolvido_por, u.nome as resolvido_por_nome
         from erros_correspondencia e
         left join planilha p on p.id = e.planilha_id
         left join movimentos m on m.id = e.movimento_id
         left join erros_resolvidos r on r.empresa_id = e.empresa_id and r.chave = ${CHAVE}
         left join users u on u.id = r.resolvido_por
        where e.empresa_id = $1
        order by e.linha, e.id`,
      [empresaId],
    );
    return rows;
  }

  /** Marks the line resolved (again: the first mark stays) or undoes the mark; false when there is no such line. */
  async marcar(
    db: Queryable,
    empresaId: string,
    erroId: string,
    userId: string,
    resolvida: boolean,
  ): Promise<boolean> {
    const { rows } = await db.query<{ chave: string }>(
      `select ${CHAVE} as chave from erros_correspondencia e where e.id = $1 and e.empresa_id = $2`,
      [erroId, empresaId],
    );
    const chave = rows[0]?.chave;
    if (chave === undefined) return false;
    if (resolvida) {
      await db.query(
        `insert into erros_resolvidos (empresa_id, chave, resolvido_por) values ($1, $2, $3)
         on conflict (empresa_id, chave) do nothing`,
        [empresaId, chave, userId],
      );
    } else {
      await db.query('delete from erros_resolvidos where empresa_id = $1 and chave = $2', [empresaId, chave]);
    }
    return true;
  }
}
