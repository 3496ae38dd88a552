import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { NIVEIS_DE_REGISTO } from '../registo/registo';

const shutdownWarning = z
  .string()
  .trim()
  .regex(/^(off|on|on@([01]\d|2[0-3]):[0-5]\d)$/i, 'use off, on ou on@HH:MM (hora de Lisboa do encerramento)')
  .transform((v) => {
    const lower = v.toLowerCase();
    if (lower === 'off') return { enabled: false, hora: '19:00' };
    return { enabled: true, hora: lower.startsWith('on@') ? lower.slice(3) : '19:00' };
  });

const onOff = z.enum(['on', 'off'], 'use on ou off');

// Names proxy-addr (Fastify's trustProxy) knows for whole ranges of addresses.
const GAMAS_COM_NOME = new Set(['loopback', 'linklocal', 'uniquelocal']);

function enderecoOuGama(valor: string): boolean {
  if (GAMAS_COM_NOME.has(valor)) return true;
  const [endereco, prefixo, ...resto] = valor.split('/');
  const versao = isIP(endereco ?? '');
  if (!versao || resto.length > 0) return false;
  if (prefixo === undefined) return true;
  return /^\d+$/.test(prefixo) && Number(prefixo) <= (versao === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (X-Forwarded-For): none by default, so nobody can pose as another
 * address to the login limits; behind a proxy, its addresses (or ranges), or the number of proxies in front.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((valor, ctx): boolean | number | string[] => {
    const minusculas = valor.toLowerCase();
    if (minusculas === 'off' || minusculas === 'false') return false;
    if (/^\d+$/.test(valor)) return Number(valor);
    const enderecos = valor.split(',').map((v) => v.trim());
    if (enderecos.every(enderecoOuGama)) return enderecos;
    ctx.addIssue({
      code: 'custom',
      message:
        'use off, o número de proxies à frente do servidor (ex.: 1) ou os seus endereços separados por vírgulas ' +
        '(ex.: 10.0.0.5,192.168.0.0/16, loopback)',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve ser um URL postgres://utilizador:palavra-passe@servidor:porta/base')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PORT: z.coerce.number().int('deve ser um número inteiro').min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve ser um URL smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Contas Claras <nao-responder@contasclaras.pt>'),
  PUBLIC_URL: z.url('deve ser um URL completo, por exemplo https://app.exemplo.pt').optional(),
  STAFF_EMAIL_MARKER: z
    .string()
    .trim()
    .regex(/^@?[a-z0-9.-]+\.[a-z]{2,}$/i, 'deve ser o domínio do pessoal, por exemplo @contasclaras.pt')
    .default('@contasclaras.pt'),
  SIGNUP_RATE_LIMIT: z.coerce
    .number('deve ser um número de contas por hora')
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(20),
  SHUTDOWN_WARNING: shutdownWarning.default({ enabled: false, hora: '19:00' }),
  LOG_LEVEL: z.enum(NIVEIS_DE_REGISTO, `use ${NIVEIS_DE_REGISTO.join(', ')}`).default('info'),
  LOG_REQUESTS: onOff.default('on'),
  VALIDATE_RESPONSES: onOff.default('off'),
  DEMO_SEED: onOff.optional(),
  NODE_ENV: z.string().optional(),
  SHUTDOWN_TIMEOUT: z.coerce
    .number('deve ser um número de segundos')
    .int('deve ser um número inteiro de segundos')
    .min(1, 'deve ser pelo menos 1 segundo')
    .max(3600, 'deve ser no máximo 3600 segundos')
    .default(30),
  TRUST_PROXY: trustProxy.default(false),
});

export type AppConfig = {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  host: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** The provider's staff: verified addresses of exactly this domain (STAFF_EMAIL_MARKER without the @). */
  staffDomain: string;
  /** New accounts an address may create in an hour. */
  signupRateLimit: number;
  shutdownWarning: { enabled: boolean; hora: string };
  logLevel: string;
  /** The request log ("incoming request", "request completed"); errors are logged either way. */
  logRequests: boolean;
  /** Every JSON answer checked against its route's response schema as it leaves (tests, development). */
  validateResponses: boolean;
  demoSeed: boolean;
  /** How long requests in flight may take to finish after SIGTERM. */
  shutdownTimeoutMs: number;
  trustProxy: boolean | number | string[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Empty strings in the environment mean "not set". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

/** The secret is generated once per DATA_DIR and kept there, never a fixed default. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

function parse<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}

/** Reads and checks every setting; lists all problems at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parse(envSchema, env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir,
    port: e.PORT,
    host: e.HOST,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    staffDomain: e.STAFF_EMAIL_MARKER.toLowerCase().replace(/^@/, ''),
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    shutdownWarning: e.SHUTDOWN_WARNING,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === 'on',
    validateResponses: e.VALIDATE_RESPONSES === 'on',
    // A demo company belongs on a trial machine, not beside real companies: off in production unless asked for.
    demoSeed: e.DEMO_SEED ? e.DEMO_SEED === 'on' : !e.DATABASE_URL && e.NODE_ENV !== 'production',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
    trustProxy: e.TRUST_PROXY,
  };
}

/**
 * Only where the data lives, checked as the server checks it: for the tools that run beside the server
 * (the backup), which must not create DATA_DIR nor its JWT secret when DATA_DIR is mistyped.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): {
  databaseUrl: string | undefined;
  dataDir: string;
} {
  const e = parse(envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }), env);
  return { databaseUrl: e.DATABASE_URL, dataDir: path.resolve(e.DATA_DIR) };
}
