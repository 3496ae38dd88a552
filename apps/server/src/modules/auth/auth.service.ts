import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { AppError, conflito, invalido, naoAutenticado } from '../../errors/app-error';
import type { Mailer } from '../../mail/mailer';
import type { AuthRepository } from './auth.repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { hashToken, newOpaqueToken, REFRESH_TOKEN_DAYS, signAccessToken } from './tokens';
import type { UserRecord, UsersRepository } from './users.repository';

/**
 * Failed sign-ins are throttled, never locked out: past a number of free tries the next one waits, 1 minute,
 * then 2, 4, 8, up to 15 after the last failure. Counted per account at one address (what a person mistyping
 * meets), per address (one machine trying many accounts) and per account from every address (many machines
 * on one account); the last never holds back an address the account has already signed in from, so a stranger
 * cannot keep its owner out.
 */
export const TENTATIVAS_LIVRES = { contaNoEndereco: 5, endereco: 20, conta: 20 } as const;
export const JANELA_DE_FALHAS_SEGUNDOS = 24 * 60 * 60;
const ENDERECO_CONHECIDO_DIAS = 180;
const RESET_TOKEN_MINUTES = 60;

/** Seconds the next try waits after the last failure. */
export function esperaDeLogin(falhas: number, livres: number): number {
  if (falhas < livres) return 0;
  return Math.min(60 * 2 ** (falhas - livres), 15 * 60);
}

const chavesDeLogin = (email: string, endereco: string) => ({
  contaNoEndereco: `conta-endereco:${email}|${endereco}`,
  endereco: `endereco:${endereco}`,
  conta: `conta:${email}`,
});

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
    const chaves = chavesDeLogin(input.email.toLowerCase(), address);
    const agora = this.deps.now();
    const user = await this.deps.users.findByEmailWithHash(input.email);
    const conhecido =
      !!user &&
      (await this.deps.auth.enderecoConhecido(
        user.id,
        address,
        new Date(agora.getTime() - ENDERECO_CONHECIDO_DIAS * 86_400_000),
      ));
    await this.recusarEnquantoEmEspera(chaves.contaNoEndereco, TENTATIVAS_LIVRES.contaNoEndereco, agora);
    await this.recusarEnquantoEmEspera(chaves.endereco, TENTATIVAS_LIVRES.endereco, agora);
    if (!conhecido) await this.recusarEnquantoEmEspera(chaves.conta, TENTATIVAS_LIVRES.conta, agora);

    let valid = false;
    if (user) valid = await verifyPassword(user.password_hash, input.senha);
    else await burnPasswordCheck(input.senha);
    if (!user || !valid) {
      await this.deps.auth.recordLoginFailure(Object.values(chaves), agora, JANELA_DE_FALHAS_SEGUNDOS);
      throw naoAutenticado('Credenciais inválidas.');
    }
    await this.deps.auth.clearLoginFailures([chaves.contaNoEndereco, chaves.conta]);
    await this.deps.auth.lembrarEndereco(user.id, address, agora);
    return withTransaction(this.deps.pool, (tx) => this.issueTokens(tx, user, randomUUID()));
  }

  private async recusarEnquantoEmEspera(chave: string, livres: number, agora: Date): Promise<void> {
    const desde = new Date(agora.getTime() - JANELA_DE_FALHAS_SEGUNDOS * 1000);
    const { falhas, ultima } = await this.deps.auth.countLoginFailures(chave, desde);
    const espera = esperaDeLogin(falhas, livres);
    if (!ultima || espera === 0) return;
    const faltam = Math.ceil((ultima.getTime() + espera * 1000 - agora.getTime()) / 1000);
    if (faltam <= 0) return;
    throw new AppError(
      'demasiadas-tentativas',
      'Muitas tentativas de login falhadas. Tente novamente mais tarde.',
      {
        'retry-after': String(faltam),
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
      // Whoever reset it reads the account's mail: the throttle on the account starts afresh.
      const user = await this.deps.users.findById(userId, tx);
      if (user) {
        const chaves = chavesDeLogin(user.email.toLowerCase(), '');
        await this.deps.auth.esquecerFalhasDaConta(tx, chaves.conta, chaves.contaNoEndereco);
      }
    });
  }
}
