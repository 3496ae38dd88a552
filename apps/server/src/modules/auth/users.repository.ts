import type { Queryable } from '../../db/database';
import { isUuid } from '../../db/ids';
import { preparada } from '../../db/preparadas';

export type UserRecord = { id: string; nome: string; email: string; telefone: string };

type UserRow = UserRecord & { password_hash: string };

export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * What every authenticated request checks: the user and when their sessions were revoked; with a company,
   * also their role in it (null when not a member), in the same round trip.
   */
  async findSessionState(
    id: string,
    empresaId?: string,
    db: Queryable = this.db,
  ): Promise<
    { id: string; email: string; sessionsRevokedAt: Date | null; papel: string | null } | undefined
  > {
    if (!isUuid(id)) return undefined;
    const { rows } = await db.query<{
      id: string;
      email: string;
      sessions_revoked_at: Date | null;
      role: string | null;
    }>(
      empresaId === undefined
        ? preparada('select id, email, sessions_revoked_at, null as role from users where id = $1', [id])
        : preparada(
            `select u.id, u.email, u.sessions_revoked_at, m.role from users u
             left join membros m on m.empresa_id = $2 and m.user_id = u.id where u.id = $1`,
            [id, empresaId],
          ),
    );
    const row = rows[0];
    return (
      row && { id: row.id, email: row.email, sessionsRevokedAt: row.sessions_revoked_at, papel: row.role }
    );
  }

  async findByEmailWithHash(email: string, db: Queryable = this.db): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(
      'select id, nome, email, telefone, password_hash from users where lower(email) = lower($1)',
      [email],
    );
    return rows[0];
  }

  async findById(id: string, db: Queryable = this.db): Promise<UserRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await db.query<UserRecord>('select id, nome, email, telefone from users where id = $1', [
      id,
    ]);
    return rows[0];
  }

  /** Undefined when the e-mail is already registered (any letter case). */
  async create(user: Omit<UserRecord, 'id'> & { passwordHash: string }): Promise<UserRecord | undefined> {
    const { rows } = await this.db.query<UserRecord>(
      `insert into users (nome, email, telefone, password_hash) values ($1, $2, $3, $4)
       on conflict ((lower(email))) do nothing
       returning id, nome, email, telefone`,
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
       returning id, nome, email, telefone`,
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
}
