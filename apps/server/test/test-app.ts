import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createPool, createPoolDePreparadas, type Database } from '../src/db/database';
import type { Papel } from '../src/http/access';
import { lerCaixaDeSaida, ultimoLink } from '../src/mail/caixa-de-saida';
import type { Email, Mailer } from '../src/mail/mailer';

export type TestApp = {
  app: FastifyInstance;
  /** The app's database as buildApp got it; closing it ends the pools. */
  db: Database;
  pool: pg.Pool;
  dataDir: string;
  clock: { now: Date };
  /** Messages written to the outbox so far, once the e-mails being sent in the background are written. */
  mails(): Promise<Email[]>;
  close(): Promise<void>;
};

/** The real app on the run's real database, with its own data folder and a movable clock. */
export async function startTestApp(
  env: Record<string, string> = {},
  opcoes: {
    webDist?: string;
    /** The server's JSON log, for a test that reads what it logs. */
    registo?: pino.Logger;
    /** Routes of the test's own, registered before the app is ready. */
    antesDePronto?: (app: FastifyInstance) => void;
    /** Instead of the outbox (which `mails()` then does not see). */
    mailer?: Mailer;
  } = {},
): Promise<TestApp> {
  const database = inject('database');
  // As in production: PGlite is one session, and concurrent connections over its socket interleave messages.
  const pool = createPool(database.connection, database.kind === 'pglite' ? 1 : 4);
  const preparadas = database.kind === 'pglite' ? pool : createPoolDePreparadas(database.connection, 2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contas-test-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    PUBLIC_URL: 'http://contas.test',
    // Every test signs its users up from the same few addresses; the limit's own test sets a small one.
    SIGNUP_RATE_LIMIT: '1000000',
    // Every answer of the suite is checked against its route's response schema.
    VALIDATE_RESPONSES: 'on',
    ...env,
  });
  const clock = { now: new Date() };
  const db: Database = { pool, preparadas, kind: database.kind, close: () => pool.end() };
  const app = await buildApp({
    config,
    db,
    now: () => clock.now,
    ...(opcoes.webDist ? { webDist: opcoes.webDist } : {}),
    ...(opcoes.registo ? { registo: opcoes.registo } : {}),
    ...(opcoes.mailer ? { mailer: opcoes.mailer } : {}),
  });
  opcoes.antesDePronto?.(app);
  await app.ready();
  return {
    app,
    db,
    pool,
    dataDir,
    clock,
    async mails() {
      await app.tarefas.esperar();
      return lerCaixaDeSaida(dataDir);
    },
    async close() {
      await app.close();
      await pool.end();
      if (preparadas !== pool) await preparadas.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's app and its people: started before the file's tests, with one user per name signed up
 * and in (in that order), and closed after them. `t` and `u` are filled in place by the time a test runs.
 */
export function appComUtilizadores<N extends string>(
  nomes: readonly N[],
): { t: TestApp; u: Record<N, TestUser> } {
  const t = {} as TestApp;
  const u = {} as Record<N, TestUser>;
  beforeAll(async () => {
    Object.assign(t, await startTestApp());
    for (const nome of nomes) u[nome] = await createUser(t);
  });
  afterAll(() => t.close());
  return { t, u };
}

export function uniqueEmail(prefix = 'utilizador'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@exemplo.pt`;
}

export type TestUser = { id: string; email: string; token: string; auth: { authorization: string } };

let loginAddress = 0;

/** The token of the newest verification e-mail sent to an address. */
export async function linkDeVerificacao(t: TestApp, email: string): Promise<string> {
  await t.app.tarefas.esperar();
  const enviado = ultimoLink(t.dataDir, email, 'verificar-email');
  if (!enviado) throw new Error(`não há e-mail de confirmação para ${email}`);
  return enviado.token;
}

/**
 * Signs up and signs in through the API, as a person would; the address verified by the link of the e-mail
 * sign-up sent, unless `verificado: false`.
 */
export async function createUser(
  t: TestApp,
  options: { email?: string; staff?: boolean; verificado?: boolean } = {},
): Promise<TestUser> {
  const email =
    options.email ?? (options.staff ? `staff-${randomUUID().slice(0, 8)}@contasclaras.pt` : uniqueEmail());
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { nome: `Pessoa ${email.split('@')[0]}`, email, senha: 'segredo1', telefone: '' },
  });
  if (signup.statusCode !== 201) throw new Error(`signup falhou: ${signup.body}`);
  if (options.verificado !== false) {
    const token = await linkDeVerificacao(t, email);
    const verificado = await t.app.inject({ method: 'POST', url: `/api/auth/verificar-email/${token}` });
    if (verificado.statusCode !== 200) throw new Error(`verificação falhou: ${verificado.body}`);
  }
  loginAddress += 1;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, senha: 'segredo1' },
    remoteAddress: `10.200.${Math.floor(loginAddress / 250)}.${loginAddress % 250}`,
  });
  if (login.statusCode !== 200) throw new Error(`login falhou: ${login.body}`);
  const token = login.json().accessToken as string;
  return { id: signup.json().user._id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** A valid NIF that no other test uses: 5 + 7 random digits + the check digit. */
export function uniqueNif(): string {
  const base = `5${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(base[i]) * (9 - i);
  const r = sum % 11;
  return `${base}${r < 2 ? 0 : 11 - r}`;
}

/**
 * A company written straight to the database, with its members and stores. The stores go in one insert,
 * so they share created_at; lojaIds follow the order given.
 */
export async function criarEmpresaDeTeste(
  t: TestApp,
  opcoes: { nome?: string; membros: Array<[TestUser, Papel]>; lojas: string[] },
): Promise<{ id: string; nif: string; lojaIds: string[] }> {
  const nif = uniqueNif();
  const { rows } = await t.pool.query<{ id: string }>(
    "insert into empresas (nome, nif, email) values ($1, $2, 'geral@exemplo.pt') returning id",
    [opcoes.nome ?? 'Empresa de Teste, Lda', nif],
  );
  const id = rows[0]?.id as string;
  await t.pool.query(
    'insert into membros (empresa_id, user_id, role) select $1, * from unnest($2::uuid[], $3::text[])',
    [id, opcoes.membros.map(([user]) => user.id), opcoes.membros.map(([, papel]) => papel)],
  );
  const lojas = await t.pool.query<{ id: string; nome: string }>(
    'insert into lojas (empresa_id, nome) select $1, nome from unnest($2::text[]) as l (nome) returning id, nome',
    [id, opcoes.lojas],
  );
  // RETURNING promises no order: each id by its store's name.
  const porNome = new Map(lojas.rows.map((r) => [r.nome, r.id]));
  return { id, nif, lojaIds: opcoes.lojas.map((nome) => porNome.get(nome) as string) };
}
