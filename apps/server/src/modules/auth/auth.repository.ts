import type { Queryable } from '../../db/database';

export type RefreshTokenRow = {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
};

/** Refresh-token families, password resets and failed-login counters. */
export class AuthRepository {
  constructor(private readonly db: Queryable) {}

  async insertRefreshToken(
    db: Queryable,
    token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.query(
      'insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values ($1, $2, $3, $4)',
      [token.userId, token.familyId, token.tokenHash, token.expiresAt],
    );
  }

  async findRefreshTokenForUpdate(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const { rows } = await db.query<RefreshTokenRow>(
      `select id, user_id, family_id, expires_at, used_at, revoked_at from refresh_tokens
       where token_hash = $1 for update`,
      [tokenHash],
    );
    return rows[0];
  }

  async markRefreshTokenUsed(db: Queryable, id: string): Promise<void> {
    await db.query('update refresh_tokens set used_at = now() where id = $1', [id]);
  }

  async revokeFamily(db: Queryable, familyId: string): Promise<void> {
    await db.query(
      'update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null',
      [familyId],
    );
  }

  async revokeAllOfUser(db: Queryable, userId: string): Promise<void> {
    await db.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [
      userId,
    ]);
  }

  async insertPasswordReset(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.query('insert into password_resets (user_id, token_hash, expires_at) values ($1, $2, $3)', [
      userId,
      tokenHash,
      expiresAt,
    ]);
  }

  /** Marks the reset used and answers its user, only when it was unused and still valid. */
  async consumePasswordReset(db: Queryable, tokenHash: string): Promise<string | undefined> {
    const { rows } = await db.query<{ user_id: string }>(
      `update password_resets set used_at = now()
       where token_hash = $1 and used_at is null and expires_at > now()
       returning user_id`,
      [tokenHash],
    );
    return rows[0]?.user_id;
  }

  /** Records a failure and forgets those of the same keys that left the window. */
  async recordLoginFailure(chaves: string[], windowSeconds: number): Promise<void> {
    await this.db.query(
      `with stale as (
         delete from login_failures where chave = any($1::text[]) and failed_at < now() - make_interval(secs => $2)
       )
       insert into login_failures (chave) select unnest($1::text[])`,
      [chaves, windowSeconds],
    );
  }

  async clearLoginFailures(chave: string): Promise<void> {
    await this.db.query('delete from login_failures where chave = $1', [chave]);
  }

  /** Failures within the window, and the seconds until the oldest of them leaves it (database clock). */
  async countLoginFailures(
    chave: string,
    windowSeconds: number,
  ): Promise<{ count: number; retryAfterSeconds: number }> {
    const { rows } = await this.db.query<{ count: number; retry_after: number | null }>(
      `select count(*)::int as count,
              ceil(extract(epoch from (min(failed_at) + make_interval(secs => $2) - now())))::int as retry_after
       from login_failures
       where chave = $1 and failed_at > now() - make_interval(secs => $2)`,
      [chave, windowSeconds],
    );
    const row = rows[0];
    return { count: row?.count ?? 0, retryAfterSeconds: Math.max(1, row?.retry_after ?? 1) };
  }
}
