import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { isUuid } from '../../db/ids';
import { AppError, conflito, invalido, naoAutenticado } from '../../errors/app-error';
import type { Tarefas } from '../../http/tarefas';
import type { Mailer } from '../../mail/mailer';
import type { AuthRepository } from './auth.repository';
import type { LimitesDePedidos } from './limites';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { hashToken, newOpaqueToken, REFRESH_TOKEN_DAYS, signAccessToken, verifyAccessToken } from './tokens';
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
const VERIFICACAO_HORAS = 24;
const HORA = 60 * 60;
/** Reset e-mails: a few an hour to one address (nobody needs more), more from one address (an office). */
export const LIMITES_DE_RECUPERACAO = { email: 3, endereco: 20 } as const;
export const LIMITE_DE_REENVIOS = 3;
const DEMASIADOS_PEDIDOS = 'Demasiados pedidos. Tente novamente mais tarde.';

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
  limites: LimitesDePedidos;
  tarefas: Tarefas;
  /** New accounts an address may create in an hour (SIGNUP_RATE_LIMIT). */
  limiteDeRegistos: number;
  jwtSecret: string;
  publicUrl: string;
  now: () => Date;
};

export class AuthService {
  constructor(private readonly deps: Deps) {}

  /** Creates the account unverified and sends the link that proves the address. */
  async signup(
    input: { nome: string; email: string; senha: string; telefone: string },
    endereco: string,
  ): Promise<UserRecord> {
    await this.deps.limites.contar(
      [{ chave: `registo:${endereco}`, maximo: this.deps.limiteDeRegistos, janelaSegundos: HORA }],
      this.deps.now(),
      'Demasiadas contas criadas a partir deste endereço. Tente novamente mais tarde.',
    );
    const passwordHash = await hashPassword(input.senha);
    const criado = await withTransaction(this.deps.pool, async (tx) => {
      const user = await this.deps.users.create({ ...input, passwordHash }, tx);
      return user && { user, link: await this.novaVerificacao(tx, user.id) };
    });
    if (!criado) throw conflito('Já existe uma conta com este e-mail.');
    this.enviarVerificacao(criado.user, criado.link);
    return criado.user;
  }

  private async novaVerificacao(tx: pg.PoolClient, userId: string): Promise<string> {
    const token = newOpaqueToken();
    await this.deps.auth.insertVerificacao(
      tx,
      userId,
      hashToken(token),
      new Date(this.deps.now().getTime() + VERIFICACAO_HORAS * HORA * 1000),
    );
    return `${this.deps.publicUrl}/verificar-email/${token}`;
  }

  private enviarVerificacao(user: { nome: string; email: string }, link: string): void {
    this.deps.tarefas.executar('e-mail de confirmação', () =>
      this.deps.mailer.send({
        to: user.email,
        subject: 'Contas Claras — confirme o seu e-mail',
        text: [
          `Olá ${user.nome},`,
          '',
          'Para confirmar que este e-mail é seu, abra este link (válido durante 24 horas, uma única vez):',
          link,
          '',
          'Enquanto não o confirmar, não pode aceitar convites nem criar empresas.',
          'Se não criou uma conta no Contas Claras, ignore esta mensagem.',
        ].join('\n'),
      }),
    );
  }

  /** The link of the last verification e-mail, once, within 24 hours. */
  async verificarEmail(token: string): Promise<void> {
    await withTransaction(this.deps.pool, async (tx) => {
      const userId = await this.deps.auth.consumirVerificacao(tx, hashToken(token), this.deps.now());
      if (!userId) throw invalido('O link de confirmação é inválido ou expirou. Peça um novo.');
      await this.deps.users.marcarVerificado(tx, userId);
    });
  }

  /** A new link (the earlier ones stop working); a few an hour. Answers false when already verified. */
  async reenviarVerificacao(userId: string): Promise<boolean> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw naoAutenticado();
    if (user.emailVerificado) return false;
    await this.deps.limites.contar(
      [{ chave: `verificacao:${user.id}`, maximo: LIMITE_DE_REENVIOS, janelaSegundos: HORA }],
      this.deps.now(),
      DEMASIADOS_PEDIDOS,
    );
    const link = await withTransaction(this.deps.pool, (tx) => this.novaVerificacao(tx, user.id));
    this.enviarVerificacao(user, link);
    return true;
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
    const accessToken = await signAccessToken(user, familyId, this.deps.jwtSecret, this.deps.now());
    return { accessToken, refreshToken };
  }

  /**
   * Rotates the refresh token. A client that keeps its first token (SPEC §7 answers only `accessToken`) may
   * present it again while no newer token of the session has been used: it is still current, and the unused
   * newer ones retire. A token presented after a newer one was used is a stolen copy: the whole session ends.
   */
  async refresh(refreshToken: string): Promise<Tokens> {
    const outcome = await withTransaction(this.deps.pool, async (tx) => {
      const stored = await this.deps.auth.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
      if (!stored || stored.revoked_at)
        return { error: 'Sessão inválida. Inicie sessão novamente.' } as const;
      if (stored.used_at) {
        const posteriores = await this.deps.auth.lockNewerOfFamily(tx, stored);
        if (posteriores.some((p) => p.used_at)) {
          await this.deps.auth.revokeFamily(tx, stored.family_id);
          return {
            error: 'Sessão terminada por segurança: o token de renovação já tinha sido usado.',
          } as const;
        }
        await this.deps.auth.revokeIds(
          tx,
          posteriores.map((p) => p.id),
        );
      }
      if (stored.expires_at.getTime() <= this.deps.now().getTime()) {
        return { error: 'Sessão expirada. Inicie sessão novamente.' } as const;
      }
      const user = await this.deps.users.findById(stored.user_id, tx);
      if (!user) return { error: 'Sessão inválida. Inicie sessão novamente.' } as const;
      await this.deps.auth.markRefreshTokenUsed(tx, stored.id);
      return { tokens: await this.issueTokens(tx, user, stored.family_id) } as const;
    });
    // The family revocation above must be committed, so the refusal is thrown only after the transaction.
    if ('error' in outcome) throw naoAutenticado(outcome.error);
    return outcome.tokens;
  }

  /** Ends the session of the refresh token and of the access token presented with it (either may be absent). */
  async logout(refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
    const acesso = accessToken ? await verifyAccessToken(accessToken, this.deps.jwtSecret) : undefined;
    const sessaoDoAcesso =
      acesso && isUuid(acesso.sessao) ? { userId: acesso.id, sessao: acesso.sessao } : undefined;
    await withTransaction(this.deps.pool, async (tx) => {
      if (refreshToken) {
        const stored = await this.deps.auth.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
        if (stored) await this.deps.auth.revokeFamily(tx, stored.family_id);
      }
      if (sessaoDoAcesso)
        await this.deps.auth.revokeFamilyOfUser(tx, sessaoDoAcesso.sessao, sessaoDoAcesso.userId);
    });
  }

  /**
   * Same answer, in the same time, for known and unknown e-mails: past the limits, the work (finding the
   * account, the link, the e-mail) happens after the answer. The link is single-use, valid 1 hour, stored hashed.
   */
  async forgotPassword(email: string, endereco: string): Promise<void> {
    const agora = this.deps.now();
    await this.deps.limites.contar(
      [
        {
          chave: `recuperacao:${email.toLowerCase()}`,
          maximo: LIMITES_DE_RECUPERACAO.email,
          janelaSegundos: HORA,
        },
        {
          chave: `recuperacao-endereco:${endereco}`,
          maximo: LIMITES_DE_RECUPERACAO.endereco,
          janelaSegundos: HORA,
        },
      ],
      agora,
      'Demasiados pedidos de redefinição. Tente novamente mais tarde.',
    );
    this.deps.tarefas.executar('e-mail de redefinição', () => this.enviarRecuperacao(email, agora));
  }

  private async enviarRecuperacao(email: string, pedidoEm: Date): Promise<void> {
    const user = await this.deps.users.findByEmailWithHash(email);
    if (!user) return;
    const token = newOpaqueToken();
    await this.deps.auth.insertPasswordReset(
      user.id,
      hashToken(token),
      new Date(pedidoEm.getTime() + RESET_TOKEN_MINUTES * 60_000),
    );
    const link = `${this.deps.publicUrl}/reset-password/${token}`;
    await this.deps.mailer.send({
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
    });
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await withTransaction(this.deps.pool, async (tx) => {
      const userId = await this.deps.auth.consumePasswordReset(tx, hashToken(token), this.deps.now());
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
