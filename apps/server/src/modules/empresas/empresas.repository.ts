import type { Queryable } from '../../db/database';
import type { Papel } from '../../http/access';

export type EmpresaRow = {
  id: string;
  nome: string;
  nif: string;
  endereco: string;
  telefone: string;
  email: string;
  link: string;
  imagem_link: string;
};

export type MembroRow = { user_id: string; email: string; nome: string; role: Papel };
export type ConviteRow = {
  id: string;
  empresa_id: string;
  email: string;
  role: Papel;
  sent_at: Date;
  empresa_nome: string;
};
export type LojaResumoRow = { id: string; nome: string; email: string; telefone: string };

const EMPRESA_COLUNAS = 'id, nome, nif, endereco, telefone, email, link, imagem_link';

export class EmpresasRepository {
  constructor(private readonly db: Queryable) {}

  /** Undefined when the NIF is already registered. */
  async create(
    db: Queryable,
    empresa: Omit<EmpresaRow, 'id' | 'link' | 'imagem_link'>,
  ): Promise<EmpresaRow | undefined> {
    const { rows } = await db.query<EmpresaRow>(
      `insert into empresas (nome, nif, endereco, telefone, email) values ($1, $2, $3, $4, $5)
       on conflict (nif) do nothing returning ${EMPRESA_COLUNAS}`,
      [empresa.nome, empresa.nif, empresa.endereco, empresa.telefone, empresa.email],
    );
    return rows[0];
  }

  async find(id: string): Promise<EmpresaRow | undefined> {
    const { rows } = await this.db.query<EmpresaRow>(
      `select ${EMPRESA_COLUNAS} from empresas where id = $1`,
      [id],
    );
    return rows[0];
  }

  async update(id: string, campos: Omit<EmpresaRow, 'id' | 'nif'>): Promise<EmpresaRow | undefined> {
    const { rows } = await this.db.query<EmpresaRow>(
      `update empresas set nome = $2, endereco = $3, telefone = $4, email = $5, link = $6, imagem_link = $7,
         updated_at = now()
       where id = $1 returning ${EMPRESA_COLUNAS}`,
      [id, campos.nome, campos.endereco, campos.telefone, campos.email, campos.link, campos.imagem_link],
    );
    return rows[0];
  }

  /** Everything the company owns goes with it (foreign keys cascade), in the caller's transaction. */
  async delete(db: Queryable, id: string): Promise<boolean> {
    const { rowCount } = await db.query('delete from empresas where id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  async listDoUtilizador(
    userId: string,
  ): Promise<Array<{ id: string; nome: string; nif: string; role: Papel }>> {
    const { rows } = await this.db.query<{ id: string; nome: string; nif: string; role: Papel }>(
      `select e.id, e.nome, e.nif, m.role from membros m join empresas e on e.id = m.empresa_id
       where m.user_id = $1 order by e.nome collate "C", e.id`,
      [userId],
    );
    return rows;
  }

  async addMembro(db: Queryable, empresaId: string, userId: string, role: Papel): Promise<void> {
    await db.query(
      'insert into membros (empresa_id, user_id, role) values ($1, $2, $3) on conflict (empresa_id, user_id) do nothing',
      [empresaId, userId, role],
    );
  }

  async listMembros(empresaId: string): Promise<MembroRow[]> {
    const { rows } = await this.db.query<MembroRow>(
      `select m.user_id, u.email, u.nome, m.role from membros m join users u on u.id = m.user_id
       where m.empresa_id = $1 order by m.created_at, u.email`,
      [empresaId],
    );
    return rows;
  }

  /** Locks the company's memberships so that "last admin" checks cannot race. */
  async lockMembros(db: Queryable, empresaId: string): Promise<Array<{ user_id: string; role: Papel }>> {
    const { rows } = await db.query<{ user_id: string; role: Papel }>(
      'select user_id, role from membros where empresa_id = $1 order by user_id for update',
      [empresaId],
    );
    return rows;
  }

  async setPapel(db: Queryable, empresaId: string, userId: string, role: Papel): Promise<void> {
    await db.query('update membros set role = $3 where empresa_id = $1 and user_id = $2', [
      empresaId,
      userId,
      role,
    ]);
  }

  async removeMembro(db: Queryable, empresaId: string, userId: string): Promise<void> {
    await db.query('delete from membros where empresa_id = $1 and user_id = $2', [empresaId, userId]);
  }

  async isMembroPorEmail(empresaId: string, email: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'select 1 from membros m join users u on u.id = m.user_id where m.empresa_id = $1 and lower(u.email) = lower($2)',
      [empresaId, email],
    );
    return (rowCount ?? 0) > 0;
  }

  /** A new invitation, or the pending one for the same e-mail renewed with the new role. */
  async upsertConvite(convite: {
    empresaId: string;
    email: string;
    role: Papel;
    convidadoPor: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.query(
      `insert into convites (empresa_id, email, role, convidado_por, expires_at) values ($1, $2, $3, $4, $5)
       on conflict (empresa_id, lower(email)) do update
         set role = excluded.role, convidado_por = excluded.convidado_por, sent_at = now(), expires_at = excluded.expires_at`,
      [convite.empresaId, convite.email, convite.role, convite.convidadoPor, convite.expiresAt],
    );
  }

  async listConvitesDaEmpresa(empresaId: string): Promise<ConviteRow[]> {
    const { rows } = await this.db.query<ConviteRow>(
      `select c.id, c.empresa_id, c.email, c.role, c.sent_at, e.nome as empresa_nome
       from convites c join empresas e on e.id = c.empresa_id
       where c.empresa_id = $1 and c.expires_at > now() order by c.sent_at desc`,
      [empresaId],
    );
    return rows;
  }

  async listConvitesPendentes(email: string): Promise<ConviteRow[]> {
    const { rows } = await this.db.query<ConviteRow>(
      `select c.id, c.empresa_id, c.email, c.role, c.sent_at, e.nome as empresa_nome
       from convites c join empresas e on e.id = c.empresa_id
       where lower(c.email) = lower($1) and c.expires_at > now() order by c.sent_at desc`,
      [email],
    );
    return rows;
  }

  /** Takes an invitation addressed to this e-mail out of the table (accepted or refused). */
  async takeConvite(db: Queryable, id: string, email: string): Promise<ConviteRow | undefined> {
    const { rows } = await db.query<ConviteRow>(
      `delete from convites c using empresas e
       where c.id = $1 and e.id = c.empresa_id and lower(c.email) = lower($2) and c.expires_at > now()
       returning c.id, c.empresa_id, c.email, c.role, c.sent_at, e.nome as empresa_nome`,
      [id, email],
    );
    return rows[0];
  }

  async deleteConvite(empresaId: string, id: string): Promise<boolean> {
    const { rowCount } = await this.db.query('delete from convites where id = $1 and empresa_id = $2', [
      id,
      empresaId,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async listLojas(empresaId: string): Promise<LojaResumoRow[]> {
    const { rows } = await this.db.query<LojaResumoRow>(
      'select id, nome, email, telefone from lojas where empresa_id = $1 order by created_at, nome, id',
      [empresaId],
    );
    return rows;
  }
}
