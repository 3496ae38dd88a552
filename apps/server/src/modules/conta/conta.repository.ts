import type { Queryable } from '../../db/database';
import type { Papel } from '../../http/access';

/** A company the account belongs to, as deleting the account weighs it. */
export type EmpresaDaConta = {
  empresa_id: string;
  nome: string;
  role: Papel;
  outros_admins: number;
  outros_membros: number;
  tem_dados: boolean;
};

/** The account's own records: what changing the password, deleting the account and the export touch. */
export class ContaRepository {
  constructor(private readonly db: Queryable) {}

  async passwordHash(db: Queryable, userId: string): Promise<string | undefined> {
    const { rows } = await db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [userId],
    );
    return rows[0]?.password_hash;
  }

  /**
   * The new password; every other session ends (its refresh tokens revoked, so its access tokens fail at
   * once) and reset links sent before stop working. The session that changed it goes on.
   */
  async mudarSenha(db: Queryable, userId: string, passwordHash: string, sessao: string): Promise<void> {
    await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [
      userId,
      passwordHash,
    ]);
    await db.query(
      `update refresh_tokens set revoked_at = now()
       where user_id = $1 and family_id <> $2 and revoked_at is null`,
      [userId, sessao],
    );
    await db.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [
      userId,
    ]);
  }

  /**
   * The account's companies with what weighs on leaving them, every membership of those companies locked so
   * that no role changes meanwhile.
   */
  async empresasParaEliminar(db: Queryable, userId: string): Promise<EmpresaDaConta[]> {
    await db.query(
      `select 1 from membros where empresa_id in (select empresa_id from membros where user_id = $1)
       order by empresa_id, user_id for update`,
      [userId],
    );
    const { rows } = await db.query<EmpresaDaConta>(
      `select m.empresa_id, e.nome, m.role,
         (select count(*)::int from membros o where o.empresa_id = m.empresa_id and o.user_id <> $1
            and o.role = 'admin') as outros_admins,
         (select count(*)::int from membros o where o.empresa_id = m.empresa_id and o.user_id <> $1)
            as outros_membros,
         exists (select 1 from lojas l where l.empresa_id = m.empresa_id)
           or exists (select 1 from importacoes i where i.empresa_id = m.empresa_id) as tem_dados
       from membros m join empresas e on e.id = m.empresa_id
       where m.user_id = $1 order by e.nome`,
      [userId],
    );
    return rows;
  }

  /**
   * The account and what is only about the person: sessions, links and memberships go with it (foreign keys
   * cascade), and so do the invitations addressed to the e-mail and the counters keyed by it. The companies'
   * records of what the person did (rows created, history) stay with the companies, attributed to nobody.
   */
  async eliminar(db: Queryable, userId: string, email: string): Promise<void> {
    const chave = email.toLowerCase();
    await db.query('delete from convites where lower(email) = $1', [chave]);
    await db.query(
      `delete from login_failures
       where chave = 'conta:' || $1 or left(chave, length('conta-endereco:' || $1 || '|')) = 'conta-endereco:' || $1 || '|'`,
      [chave],
    );
    await db.query('delete from limites_de_pedidos where chave = any($1::text[])', [
      [`recuperacao:${chave}`, `verificacao:${userId}`, `senha:${userId}`],
    ]);
    await db.query('delete from users where id = $1', [userId]);
  }

  async dadosPessoais(userId: string) {
    const [perfil, empresas, recebidos, enviados, enderecos, historico] = await Promise.all([
      this.db.query<{
        id: string;
        nome: string;
        email: string;
        telefone: string;
        email_verificado: boolean;
        created_at: Date;
      }>(
        `select id, nome, email, telefone, email_verificado_em is not null as email_verificado, created_at
         from users where id = $1`,
        [userId],
      ),
      this.db.query<{ id: string; nome: string; nif: string; role: Papel; desde: Date }>(
        `select e.id, e.nome, e.nif, m.role, m.created_at as desde
         from membros m join empresas e on e.id = m.empresa_id where m.user_id = $1 order by e.nome`,
        [userId],
      ),
      this.db.query<{
        id: string;
        empresa_id: string;
        empresa_nome: string;
        role: Papel;
        sent_at: Date;
        expires_at: Date;
      }>(
        `select c.id, c.empresa_id, e.nome as empresa_nome, c.role, c.sent_at, c.expires_at
         from convites c join empresas e on e.id = c.empresa_id
         join users u on lower(u.email) = lower(c.email) and u.email_verificado_em is not null
         where u.id = $1 order by c.sent_at`,
        [userId],
      ),
      this.db.query<{
        id: string;
        empresa_id: string;
        empresa_nome: string;
        email: string;
        role: Papel;
        sent_at: Date;
      }>(
        `select c.id, c.empresa_id, e.nome as empresa_nome, c.email, c.role, c.sent_at
         from convites c join empresas e on e.id = c.empresa_id
         where c.convidado_por = $1 order by c.sent_at`,
        [userId],
      ),
      this.db.query<{ endereco: string; ultimo_em: Date }>(
        'select endereco, ultimo_em from login_enderecos where user_id = $1 order by ultimo_em',
        [userId],
      ),
      this.db.query<{
        empresa_id: string;
        empresa_nome: string;
        planilha_id: string;
        em: Date;
        acao: string;
        campo: string | null;
        antes: unknown;
        depois: unknown;
      }>(
        `select h.empresa_id, e.nome as empresa_nome, h.planilha_id, h.em, h.acao, h.campo, h.antes, h.depois
         from planilha_historico h
         join membros m on m.empresa_id = h.empresa_id and m.user_id = h.user_id
         join empresas e on e.id = h.empresa_id
         where h.user_id = $1 order by h.em, h.id`,
        [userId],
      ),
    ]);
    return {
      perfil: perfil.rows[0],
      empresas: empresas.rows,
      recebidos: recebidos.rows,
      enviados: enviados.rows,
      enderecos: enderecos.rows,
      historico: historico.rows,
    };
  }
}
