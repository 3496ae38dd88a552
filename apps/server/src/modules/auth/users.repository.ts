import type { Queryable } from '../../db/database';
import { isUuid } from '../../db/ids';
import { preparada } from '../../db/preparadas';

export type UserRecord = {
  id: string;
  nome: string;
  email: string;
  telefone: string;
  emailVerificado: boolean;
};

const COLUNAS = 'id, nome, email, telefone, email_verificado_em is not null as "emailVerificado"';

type UserRow = UserRecord & { password_hash: string };

export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * What every authenticated request checks: the user, whether their address is verified, when their sessions
   * were revoked and whether the token's session (refresh-token family) is still open; with a company, also
   * their role in it (null when not a member), in the same round trip.
   */
  async findSessionState(
    id: string,
    opcoes: { sessao?: string; empresaId?: string } = {},
    db: Queryable = this.db,
  ): Promise<
    | {
        id: string;
        email: string;
        emailVerificado: boolean;
        sessionsRevokedAt: Date | null;
        sessaoAberta: boolean;
        papel: string | null;
      }
    | undefined
  > {
    if (!isUuid(id)) return undefined;
    const { rows } = await db.query<{
      id: string;
      email: string;
      email_verificado_em: Date | null;
      sessions_revoked_at: Date | null;
      sessao_aberta: boolean;
      role: string | null;
    }>(
      preparada(
        `select u.id, u.email, u.email_verificado_em, u.sessions_revoked_at, m.role,
           exists (select 1 from refresh_tokens r
                   where r.family_id = $2 and r.user_id = u.id and r.revoked_at is null) as sessao_aberta
         from users u left join membros m on m.empresa_id = $3 and m.user_id = u.id
         where u.id = $1`,
        [id, opcoes.sessao ?? null, opcoes.empresaId ?? null],
      ),
    );
    const row = rows[0];
    return (
      row && {
        id: row.id,
        email: row.email,
        emailVerificado: row.email_verificado_em !== null,
        sessionsRevokedAt: row.sessions_revoked_at,
        sessaoAberta: row.sessao_aberta,
        papel: row.role,
      }
    );
  }

  async findByEmailWithHash(email: string, db: Queryable = this.db): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(
      `select ${COLUNAS}, password_hash from users where lower(email) = lower($1)`,
      [email],
    );
    return rows[0];
  }

  async findById(id: string, db: Queryable = this.db): Promise<UserRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await db.query<UserRecord>(`select ${COLUNAS} from users where id = $1`, [id]);
    return rows[0];
  }

  /** Undefined when the e-mail is already registered (any letter case). */
  async create(
    user: Omit<UserRecord, 'id' | 'emailVerificado'> & { passwordHash: string },
    db: Queryable = this.db,
  ): Promise<UserRecord | undefined> {
    const { rows } = await db.query<UserRecord>(
      `insert into users (nome, email, telefone, password_hash) values ($1, $2, $3, $4)
       on conflict ((lower(email))) do nothing
       returning ${COLUNAS}`,
      [user.nome, user.email, user.telefone, user.passwordHash],
    );
    return rows[0];
  }

  async updateProfile(
    id: string,
    profile: { nome: string; telefone: string },
  ): Promise<UserRecord | undefined> {
    const { rows } = await this.db.query<UserRecord>(
      `update users set nome = $2, telefone = $3, updated_at = now() where id = $1
       returning ${COLUNAS}`,
      [id, profile.nome, profile.telefone],
    );
    return rows[0];
  }

  async setPasswordAndRevokeSessions(db: Queryable, id: string, passwordHash: string): Promise<void> {
    await db.query(
      `update users set password_hash = $2, sessions_revoked_at = date_trunc('second', now()) + interval '1 second',
       updated_at = now() where id = $1`,
      [id, passwordHash],
    );
  }

  async marcarVerificado(db: Queryable, id: string): Promise<void> {
    await db.query(
      'update users set email_verificado_em = coalesce(email_verificado_em, now()), updated_at = now() where id = $1',
      [id],
    );
  }
}
