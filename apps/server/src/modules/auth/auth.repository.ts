import type { Queryable } from '../../db/database';

export type RefreshTokenRow = {
  id: string;
  created_at: Date;
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
      `select id, user_id, family_id, expires_at, used_at, revoked_at, created_at from refresh_tokens
       where token_hash = $1 for update`,
      [tokenHash],
    );
    return rows[0];
  }

  /** The session's tokens issued after this one and not revoked, locked: two refreshes at once see each other. */
  async lockNewerOfFamily(
    db: Queryable,
    token: { id: string; family_id: string; created_at: Date },
  ): Promise<Array<{ id: string; used_at: Date | null }>> {
    const { rows } = await db.query<{ id: string; used_at: Date | null }>(
      `select id, used_at from refresh_tokens
       where family_id = $1 and id <> $2 and created_at >= $3 and revoked_at is null
       order by created_at for update`,
      [token.family_id, token.id, token.created_at],
    );
    return rows;
  }

  async revokeIds(db: Queryable, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.query('update refresh_tokens set revoked_at = now() where id = any($1::uuid[])', [ids]);
  }

  async markRefreshTokenUsed(db: Queryable, id: string): Promise<void> {
    await db.query('update refresh_tokens set used_at = coalesce(used_at, now()) where id = $1', [id]);
  }

  async revokeFamily(db: Queryable, familyId: string): Promise<void> {
    await db.query(
      'update refresh_tokens set revoked_at = now() where family_id = $1 and revoked_at is null',
      [familyId],
    );
  }

  /** The session an access token names, only when it is the token's own user's. */
  async revokeFamilyOfUser(db: Queryable, familyId: string, userId: string): Promise<void> {
    await db.query(
      'update refresh_tokens set revoked_at = now() where family_id = $1 and user_id = $2 and revoked_at is null',
      [familyId, userId],
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

  /**
   * Marks the reset used and answers its user, only when it was unused and still valid; every other
   * outstanding reset link of the account retires with it.
   */
  async consumePasswordReset(db: Queryable, tokenHash: string, agora: Date): Promise<string | undefined> {
    const { rows } = await db.query<{ user_id: string }>(
      `update password_resets set used_at = $2
       where token_hash = $1 and used_at is null and expires_at > $2
       returning user_id`,
      [tokenHash, agora],
    );
    const userId = rows[0]?.user_id;
    if (userId)
      await db.query('update password_resets set used_at = $2 where user_id = $1 and used_at is null', [
        userId,
        agora,
      ]);
    return userId;
  }

  /** A new verification link retires the account's earlier ones: only the last message sent works. */
  async insertVerificacao(db: Queryable, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await db.query('update verificacoes_email set used_at = now() where user_id = $1 and used_at is null', [
      userId,
    ]);
    await db.query('insert into verificacoes_email (user_id, token_hash, expires_at) values ($1, $2, $3)', [
      userId,
      tokenHash,
      expiresAt,
    ]);
  }

  /** Marks the link used and answers its user, only when it was unused and still valid. */
  async consumirVerificacao(db: Queryable, tokenHash: string, agora: Date): Promise<string | undefined> {
    const { rows } = await db.query<{ user_id: string }>(
      `update verificacoes_email set used_at = $2
       where token_hash = $1 and used_at is null and expires_at > $2
       returning user_id`,
      [tokenHash, agora],
    );
    return rows[0]?.user_id;
  }

  /** Records a failure under each key, and forgets every failure older than the window. */
  async recordLoginFailure(chaves: string[], em: Date, janelaSegundos: number): Promise<void> {
    await this.db.query(
      `with antigas as (
         delete from login_failures where failed_at < $2::timestamptz - make_interval(secs => $3)
       )
       insert into login_failures (chave, failed_at) select unnest($1::text[]), $2`,
      [chaves, em, janelaSegundos],
    );
  }

  async clearLoginFailures(chaves: string[]): Promise<void> {
    await this.db.query('delete from login_failures where chave = any($1::text[])', [chaves]);
  }

  /** The failures of a key since `desde`, and the last of them. */
  async countLoginFailures(chave: string, desde: Date): Promise<{ falhas: number; ultima: Date | null }> {
    const { rows } = await this.db.query<{ falhas: number; ultima: Date | null }>(
      `select count(*)::int as falhas, max(failed_at) as ultima
       from login_failures where chave = $1 and failed_at > $2`,
      [chave, desde],
    );
    return rows[0] ?? { falhas: 0, ultima: null };
  }

  /** After a password reset the account starts afresh: its own failures, from every address, are forgotten. */
  async esquecerFalhasDaConta(db: Queryable, chaveDaConta: string, prefixoDosPares: string): Promise<void> {
    await db.query('delete from login_failures where chave = $1 or left(chave, length($2)) = $2', [
      chaveDaConta,
      prefixoDosPares,
    ]);
  }

  async lembrarEndereco(userId: string, endereco: string, em: Date): Promise<void> {
    await this.db.query(
      `insert into login_enderecos (user_id, endereco, ultimo_em) values ($1, $2, $3)
       on conflict (user_id, endereco) do update set ultimo_em = excluded.ultimo_em`,
      [userId, endereco, em],
    );
  }

  async enderecoConhecido(userId: string, endereco: string, desde: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      'select 1 from login_enderecos where user_id = $1 and endereco = $2 and ultimo_em > $3',
      [userId, endereco, desde],
    );
    return rows.length > 0;
  }
}
