import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { AppError, conflito, invalido, naoAutenticado } from '../../errors/app-error';
import type { Mailer } from '../../mail/mailer';
import type { AuthRepository } from './auth.repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { hashToken, newOpaqueToken, REFRESH_TOKEN_DAYS, signAccessToken } from './tokens';
import type { UserRecord, UsersRepository } from './users.repository';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
const RESET_TOKEN_MINUTES = 60;

export type Tokens = { accessToken: string; refreshToken: string };

type Deps = {
  pool: pg.Pool;
  users: UsersRepository;
  auth: AuthRepository;
  mailer: Mailer;
  jwtSecret: string;
  publicUrl: string;
  now: () => Date;
  log: { error(obj: unknown, msg: string): void };
};

export class AuthService {
  constructor(private readonly deps: Deps) {}

  async signup(input: { nome: string; email: string; senha: string; telefone: string }): Promise<UserRecord> {
    const passwordHash = await hashPassword(input.senha);
    const user = await this.deps.users.create({ ...input, passwordHash });
    if (!user) throw conflito('Já existe uma conta com este e-mail.');
    return user;
  }

  async login(input: { email: string; senha: string }, address: string): Promise<Tokens> {
    const emailKey = `email:${input.email.toLowerCase()}`;
    const addressKey = `ip:${address}`;
    await this.refuseWhenTooManyFailures(emailKey, MAX_FAILURES_PER_EMAIL);
    await this.refuseWhenTooManyFailures(addressKey, MAX_FAILURES_PER_ADDRESS);

    const user = await this.deps.users.findByEmailWithHash(input.email);
    let valid = false;
    if (user) valid = await verifyPassword(user.password_hash, input.senha);
    else await burnPasswordCheck(input.senha);
    if (!user || !valid) {
      await this.deps.auth.recordLoginFailure([emailKey, addressKey], LOGIN_WINDOW_SECONDS);
      throw naoAutenticado('Credenciais inválidas.');
    }
    await this.deps.auth.clearLoginFailures(emailKey);
    return withTransaction(this.deps.pool, (tx) => this.issueTokens(tx, user, randomUUID()));
  }

  private async refuseWhenTooManyFailures(chave: string, max: number): Promise<void> {
    const { count, retryAfterSeconds } = await this.deps.auth.countLoginFailures(chave, LOGIN_WINDOW_SECONDS);
    if (count < max) return;
    throw new AppError(
      'demasiadas-tentativas',
      'Muitas tentativas de login falhadas. Tente novamente mais tarde.',
      {
        'retry-after': String(retryAfterSeconds),
      },
    );
  }

  private async issueTokens(
    tx: pg.PoolClient,
    user: { id: string; email: string },
    familyId: string,
  ): Promise<Tokens> {
    const refreshToken = newOpaqueToken();
    const expiresAt = new Date(this.deps.now().getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
    await this.deps.auth.insertRefreshToken(tx, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt,
    });
    const accessToken = await signAccessToken(user, this.deps.jwtSecret, this.deps.now());
    return { accessToken, refreshToken };
  }

  /** Rotates the refresh token; a token presented twice revokes its whole family (theft detection). */
  async refresh(refreshToken: string): Promise<Tokens> {
    const outcome = await withTransaction(this.deps.pool, async (tx) => {
      const stored = await this.deps.auth.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
      if (!stored || stored.revoked_at)
        return { error: 'Sessão inválida. Inicie sessão novamente.' } as const;
      if (stored.used_at) {
        await this.deps.auth.revokeFamily(tx, stored.family_id);
        return {
          error: 'Sessão terminada por segurança: o token de renovação já tinha sido usado.',
        } as const;
      }
      if (stored.expires_at.getTime() <= this.deps.now().getTime()) {
        return { error: 'Sessão expirada. Inicie sessão novamente.' } as const;
      }
      const user = await this.deps.users.findSessionState(stored.user_id, undefined, tx);
      if (!user) return { error: 'Sessão inválida. Inicie sessão novamente.' } as const;
      await this.deps.auth.markRefreshTokenUsed(tx, stored.id);
      return { tokens: await this.issueTokens(tx, user, stored.family_id) } as const;
    });
    // The family revocation above must be committed, so the refusal is thrown only after the transaction.
    if ('error' in outcome) throw naoAutenticado(outcome.error);
    return outcome.tokens;
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    await withTransaction(this.deps.pool, async (tx) => {
      const stored = await this.deps.auth.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
      if (stored) await this.deps.auth.revokeFamily(tx, stored.family_id);
    });
  }

  /** Same answer for known and unknown e-mails; the link is single-use, valid 1 hour, stored hashed. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.deps.users.findByEmailWithHash(email);
    if (!user) return;
    const token = newOpaqueToken();
    await this.deps.auth.insertPasswordReset(
      user.id,
      hashToken(token),
      new Date(this.deps.now().getTime() + RESET_TOKEN_MINUTES * 60_000),
    );
    const link = `${this.deps.publicUrl}/reset-password/${token}`;
    await this.deps.mailer
      .send({
        to: user.email,
        subject: 'Contas Claras — redefinir a palavra-passe',
        text: [
          `Olá ${user.nome},`,
          '',
          'Recebemos um pedido para redefinir a palavra-passe da sua conta Contas Claras.',
          `Para escolher uma nova palavra-passe, abra este link (válido durante 1 hora, uma única vez):`,
          link,
          '',
          'Se não fez este pedido, ignore esta mensagem: a sua palavra-passe continua a mesma.',
        ].join('\n'),
      })
      .catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'falhou o envio do e-mail de redefinição'),
      );
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await withTransaction(this.deps.pool, async (tx) => {
      const userId = await this.deps.auth.consumePasswordReset(tx, hashToken(token));
      if (!userId) throw invalido('O link de redefinição é inválido ou expirou. Peça um novo.');
      await this.deps.users.setPasswordAndRevokeSessions(tx, userId, passwordHash);
      await this.deps.auth.revokeAllOfUser(tx, userId);
    });
  }
}
