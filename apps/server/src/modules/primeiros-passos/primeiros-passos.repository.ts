import { CATEGORIA_A, CATEGORIA_B, type FactosPrimeirosPassos } from '@contas/core';
import type { Queryable } from '../../db/database';

export class PrimeirosPassosRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The facts of each step, in one round trip. 'Por classificar' as the reports count it (planilha.repository's
   * filter): a row of the income statement without a Categoria A of its list, or a bank line without a
   * Categoria B of its list; cancelled rows and transfers between own accounts are in neither.
   */
  async factos(empresaId: string): Promise<FactosPrimeirosPassos & { dispensado: boolean }> {
    const { rows } = await this.db.query<{
      lojas: number;
      efatura: number;
      extrato: number;
      linhas: number;
      por_classificar: number;
      relatorios_vistos: boolean;
      dispensado: boolean;
    }>(
      `select
         (select count(*)::int from lojas where empresa_id = $1) as lojas,
         (select count(*)::int from importacoes where empresa_id = $1 and tipo = 'efatura' and anulada_em is null)
           as efatura,
         (select count(*)::int from importacoes where empresa_id = $1 and tipo = 'extrato' and anulada_em is null)
           as extrato,
         l.linhas, l.por_classificar,
         coalesce(pp.relatorios_vistos_em is not null, false) as relatorios_vistos,
         coalesce(pp.dispensado_em is not null, false) as dispensado
       from (
         select count(*)::int as linhas,
           count(*) filter (where
             (coalesce(p.base_cents, p.extrato_valor_cents) is not null and p.categoria_a <> all($2::text[]))
             or (p.extrato_valor_cents is not null and p.categoria_b <> all($3::text[])))::int as por_classificar
         from planilha p
         where p.empresa_id = $1 and not p.anulado and p.transferencia_par is null
       ) l
       left join primeiros_passos pp on pp.empresa_id = $1`,
      [empresaId, Object.values(CATEGORIA_A), Object.values(CATEGORIA_B)],
    );
    const r = rows[0];
    if (!r) throw new Error('a contagem dos primeiros passos não devolveu nada');
    return {
      lojas: r.lojas,
      importacoes: { efatura: r.efatura, extrato: r.extrato },
      linhas: r.linhas,
      porClassificar: r.por_classificar,
      relatoriosVistos: r.relatorios_vistos,
      dispensado: r.dispensado,
    };
  }

  /** Only ever sets what was asked: a report seen stays seen, the checklist once put away stays away. */
  async marcar(empresaId: string, userId: string, marcas: { relatoriosVistos?: true; dispensado?: true }) {
    await this.db.query(
      `insert into primeiros_passos (empresa_id, relatorios_vistos_em, dispensado_em, dispensado_por)
       values ($1, case when $2 then now() end, case when $3 then now() end, case when $3 then $4::uuid end)
       on conflict (empresa_id) do update set
         relatorios_vistos_em = coalesce(primeiros_passos.relatorios_vistos_em, excluded.relatorios_vistos_em),
         dispensado_em = coalesce(primeiros_passos.dispensado_em, excluded.dispensado_em),
         dispensado_por = coalesce(primeiros_passos.dispensado_por, excluded.dispensado_por)`,
      [empresaId, marcas.relatoriosVistos === true, marcas.dispensado === true, userId],
    );
  }
}
