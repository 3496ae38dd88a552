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
    // One statement: each limit's last `maximo` requests in its window, the wait of the fullest, and (when
    // there is none) this request counted and the requests older than the longest window forgotten. A limit
    // is free again when the oldest of its last `maximo` requests leaves the window.
    const { rows } = await this.db.query<{ espera: number }>(
      `with limites as (
         select * from unnest($1::text[], $2::int[], $3::int[]) as l(chave, maximo, janela)
       ),
       esperas as (
         select max(greatest(ceil(extract(epoch from
                  ultimos.primeiro + make_interval(secs => l.janela) - $4::timestamptz)), 1)) as segundos
         from limites l
         cross join lateral (
           select count(*)::int as n, min(em) as primeiro from (
             select em from limites_de_pedidos p
             where p.chave = l.chave and p.em > $4::timestamptz - make_interval(secs => l.janela)
             order by em desc limit l.maximo
           ) recentes
         ) ultimos
         where ultimos.n >= l.maximo
       ),
       espera as (select coalesce((select segundos from esperas), 0)::int as segundos),
       antigos as (
         delete from limites_de_pedidos
         where em < $4::timestamptz - make_interval(secs => $5) and (select segundos from espera) = 0
       ),
       contado as (
         insert into limites_de_pedidos (chave, em)
         select chave, $4 from limites where (select segundos from espera) = 0
       )
       select segundos as espera from espera`,
      [
        limites.map((l) => l.chave),
        limites.map((l) => l.maximo),
        limites.map((l) => l.janelaSegundos),
        agora,
        JANELA_MAIS_LONGA_SEGUNDOS,
      ],
    );
    const espera = rows[0]?.espera ?? 0;
    if (espera > 0) throw new AppError('demasiadas-tentativas', mensagem, { 'retry-after': String(espera) });
  }
}
