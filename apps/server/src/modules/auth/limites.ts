import type { Queryable } from '../../db/database';
import { AppError } from '../../errors/app-error';

/** A limit: at most `maximo` requests under `chave` in `janelaSegundos`. */
export type Limite = { chave: string; maximo: number; janelaSegundos: number };

const JANELA_MAIS_LONGA_SEGUNDOS = 24 * 60 * 60;

/**
 * Requests counted against limits (forgot-password, sign-up, resending the verification). A request over any
 * of its limits is refused with 429 and is not counted, so a refused flood does not extend the wait.
 */
export class LimitesDePedidos {
  constructor(private readonly db: Queryable) {}

  async contar(limites: Limite[], agora: Date, mensagem: string): Promise<void> {
    let espera = 0;
    for (const limite of limites) {
      const desde = new Date(agora.getTime() - limite.janelaSegundos * 1000);
      const { rows } = await this.db.query<{ n: number; primeiro: Date | null }>(
        `select count(*)::int as n, min(em) as primeiro from (
           select em from limites_de_pedidos where chave = $1 and em > $2 order by em desc limit $3
         ) ultimos`,
        [limite.chave, desde, limite.maximo],
      );
      const { n, primeiro } = rows[0] ?? { n: 0, primeiro: null };
      if (n >= limite.maximo && primeiro) {
        // Free again when the oldest of the last `maximo` requests leaves the window.
        const faltam = Math.ceil(
          (primeiro.getTime() + limite.janelaSegundos * 1000 - agora.getTime()) / 1000,
        );
        espera = Math.max(espera, faltam, 1);
      }
    }
    if (espera > 0) throw new AppError('demasiadas-tentativas', mensagem, { 'retry-after': String(espera) });
    await this.db.query(
      `with antigos as (
         delete from limites_de_pedidos where em < $2::timestamptz - make_interval(secs => $3)
       )
       insert into limites_de_pedidos (chave, em) select unnest($1::text[]), $2`,
      [limites.map((l) => l.chave), agora, JANELA_MAIS_LONGA_SEGUNDOS],
    );
  }
}
