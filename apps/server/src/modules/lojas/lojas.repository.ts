import { MESES } from '@contas/core';
import type { Queryable } from '../../db/database';

export type LojaRow = {
  id: string;
  empresa_id: string;
  nome: string;
  email: string;
  telefone: string;
  morada: string;
  responsavel_loja: string;
  cont_resp_loja: number | null;
};

export type PessoalAno = { year: number } & Record<(typeof MESES)[number], number>;

const COLUNAS = 'id, empresa_id, nome, email, telefone, morada, responsavel_loja, cont_resp_loja';

export class LojasRepository {
  constructor(private readonly db: Queryable) {}

  async empresaDaLoja(id: string, db: Queryable = this.db): Promise<string | undefined> {
    const { rows } = await db.query<{ empresa_id: string }>('select empresa_id from lojas where id = $1', [
      id,
    ]);
    return rows[0]?.empresa_id;
  }

  async create(empresaId: string, loja: { nome: string; email: string; telefone: string }): Promise<LojaRow> {
    const { rows } = await this.db.query<LojaRow>(
      `insert into lojas (empresa_id, nome, email, telefone) values ($1, $2, $3, $4) returning ${COLUNAS}`,
      [empresaId, loja.nome, loja.email, loja.telefone],
    );
    return rows[0] as LojaRow;
  }

  async find(id: string): Promise<LojaRow | undefined> {
    const { rows } = await this.db.query<LojaRow>(`select ${COLUNAS} from lojas where id = $1`, [id]);
    return rows[0];
  }

  async delete(empresaId: string, id: string): Promise<boolean> {
    const { rowCount } = await this.db.query('delete from lojas where id = $1 and empresa_id = $2', [
      id,
      empresaId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async listPessoal(lojaId: string): Promise<PessoalAno[]> {
    const { rows } = await this.db.query<{ ano: number; meses: number[] }>(
      'select ano, meses from loja_pessoal where loja_id = $1 order by ano',
      [lojaId],
    );
    return rows.map(
      (r) =>
        ({ year: r.ano, ...Object.fromEntries(MESES.map((m, i) => [m, r.meses[i] ?? 0])) }) as PessoalAno,
    );
  }

  async update(
    db: Queryable,
    id: string,
    loja: Omit<LojaRow, 'id' | 'empresa_id'>,
  ): Promise<LojaRow | undefined> {
    const { rows } = await db.query<LojaRow>(
      `update lojas set nome = $2, email = $3, telefone = $4, morada = $5, responsavel_loja = $6, cont_resp_loja = $7,
         updated_at = now()
       where id = $1 returning ${COLUNAS}`,
      [id, loja.nome, loja.email, loja.telefone, loja.morada, loja.responsavel_loja, loja.cont_resp_loja],
    );
    return rows[0];
  }

  /** The headcount table is replaced as a whole: the screen edits and sends every year. */
  async replacePessoal(db: Queryable, lojaId: string, linhas: PessoalAno[]): Promise<void> {
    await db.query('delete from loja_pessoal where loja_id = $1', [lojaId]);
    if (linhas.length === 0) return;
    await db.query(
      `insert into loja_pessoal (loja_id, ano, meses)
       select $1, ano, string_to_array(meses, ',')::int[] from unnest($2::int[], $3::text[]) as t(ano, meses)`,
      [lojaId, linhas.map((l) => l.year), linhas.map((l) => MESES.map((m) => l[m]).join(','))],
    );
  }
}
