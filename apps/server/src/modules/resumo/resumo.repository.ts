import type { Cents } from '@contas/core';
import type pg from 'pg';

export type PessoalDaLoja = { lojaId: string; nome: string; meses: number[] | null };

export type CapitalProprioGuardado = {
  ano: number;
  cents: Cents;
  atualizadoEm: Date;
  atualizadoPor: { _id: string; nome: string } | null;
};

/** The summary's own SQL: the stores' headcount of a year, and the company's equity per year. */
export class ResumoRepository {
  constructor(private readonly pool: pg.Pool) {}

  /** Every store of the company (or the one asked) with its monthly headcount of the year, null when it has none. */
  async pessoal(empresaId: string, lojaId: string | undefined, ano: number): Promise<PessoalDaLoja[]> {
    const { rows } = await this.pool.query<PessoalDaLoja>(
      `select l.id as "lojaId", l.nome, p.meses
       from lojas l left join loja_pessoal p on p.loja_id = l.id and p.ano = $2
       where l.empresa_id = $1 ${lojaId ? 'and l.id = $3' : ''}
       order by l.created_at, l.nome, l.id`,
      lojaId ? [empresaId, ano, lojaId] : [empresaId, ano],
    );
    return rows;
  }

  async capitalProprio(empresaId: string, ano: number): Promise<CapitalProprioGuardado | undefined> {
    const { rows } = await this.pool.query<CapitalProprioGuardado>(
      `select c.ano, c.valor_cents as cents, c.atualizado_em as "atualizadoEm",
              case when u.id is null then null else json_build_object('_id', u.id, 'nome', u.nome) end as "atualizadoPor"
       from capital_proprio c left join users u on u.id = c.atualizado_por
       where c.empresa_id = $1 and c.ano = $2`,
      [empresaId, ano],
    );
    return rows[0];
  }

  /** Sets (or, with null, removes) the equity of a year. */
  async setCapitalProprio(alvo: {
    empresaId: string;
    ano: number;
    cents: Cents | null;
    userId: string;
  }): Promise<void> {
    if (alvo.cents === null) {
      await this.pool.query('delete from capital_proprio where empresa_id = $1 and ano = $2', [
        alvo.empresaId,
        alvo.ano,
      ]);
      return;
    }
    await this.pool.query(
      `insert into capital_proprio (empresa_id, ano, valor_cents, atualizado_por) values ($1, $2, $3, $4)
       on conflict (empresa_id, ano) do update
         set valor_cents = excluded.valor_cents, atualizado_por = excluded.atualizado_por, atualizado_em = now()`,
      [alvo.empresaId, alvo.ano, alvo.cents, alvo.userId],
    );
  }
}
