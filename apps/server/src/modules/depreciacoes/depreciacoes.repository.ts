import { CATEGORIAS_DEPRECIACAO, type CategoriaDepreciacao, type Cents } from '@contas/core';
import type { DepreciacaoAnual } from '@contas/core/reports';
import type { Queryable } from '../../db/database';

/** One year of a store: the yearly amount of each category, in cents (unset = 0). */
export type DepreciacoesAno = { ano: number; valores: Record<CategoriaDepreciacao, Cents> };

/** The amount columns are named by the category keys (constants of core, never user input). */
const CHAVES = CATEGORIAS_DEPRECIACAO.map((c) => c.key);

export class DepreciacoesRepository {
  constructor(private readonly db: Queryable) {}

  async list(lojaId: string): Promise<DepreciacoesAno[]> {
    const { rows } = await this.db.query<{ ano: number } & Record<CategoriaDepreciacao, Cents>>(
      `select ano, ${CHAVES.join(', ')} from depreciacoes where loja_id = $1 order by ano`,
      [lojaId],
    );
    return rows.map(({ ano, ...valores }) => ({ ano, valores }));
  }

  /** Replaces the store's whole list (the screen saves every row at once). */
  async replace(
    db: Queryable,
    alvo: { empresaId: string; lojaId: string; userId: string },
    anos: readonly DepreciacoesAno[],
  ): Promise<void> {
    await db.query('delete from depreciacoes where empresa_id = $1 and loja_id = $2', [
      alvo.empresaId,
      alvo.lojaId,
    ]);
    if (anos.length === 0) return;
    const colunas = CHAVES.map((_, i) => `$${i + 5}::bigint[]`).join(', ');
    await db.query(
      `insert into depreciacoes (empresa_id, loja_id, atualizado_por, ano, ${CHAVES.join(', ')})
       select $1, $2, $3, x.* from unnest($4::int[], ${colunas}) as x`,
      [
        alvo.empresaId,
        alvo.lojaId,
        alvo.userId,
        anos.map((a) => a.ano),
        ...CHAVES.map((chave) => anos.map((a) => a.valores[chave])),
      ],
    );
  }

  /** The yearly amounts of one store, or of every store of the company, for the years of a report. */
  async listAnuais(
    empresaId: string,
    lojaId: string | undefined,
    anos: readonly number[],
  ): Promise<DepreciacaoAnual[]> {
    const { rows } = await this.db.query<{ ano: number } & Record<CategoriaDepreciacao, Cents>>(
      `select ano, ${CHAVES.map((c) => `sum(${c})::bigint as ${c}`).join(', ')}
       from depreciacoes
       where empresa_id = $1 and ano = any($2::int[]) and ($3::uuid is null or loja_id = $3)
       group by ano`,
      [empresaId, anos, lojaId ?? null],
    );
    return rows.flatMap(({ ano, ...valores }) =>
      CHAVES.filter((categoria) => valores[categoria] !== 0).map((categoria) => ({
        ano,
        categoria,
        cents: valores[categoria],
      })),
    );
  }
}
