// `npm run pacote`: the release artefact, built here so that the production machine never builds nor rewrites the
// lock file. It holds the built server and web app, the lock file and every workspace's package.json (for
// `npm ci --omit=dev`), and the scripts that serve and back up. Plain Node and the system's tar.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instalarSeFaltar } from './instalar.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { version, workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const nome = `contas-claras-${version}`;
// 'apps/*' is every folder of apps/ that has a package.json.
const pastasDosWorkspaces = workspaces.flatMap((w) =>
  w.endsWith('/*')
    ? readdirSync(path.join(root, w.slice(0, -2))).map((p) => path.join(w.slice(0, -2), p))
    : [w],
);

const CONTEUDO = [
  'package.json',
  'package-lock.json',
  'README.md',
  '.env.example',
  ...pastasDosWorkspaces
    .map((w) => path.join(w, 'package.json'))
    .filter((p) => existsSync(path.join(root, p))),
  'apps/server/runtime.json',
  'apps/server/dist',
  'apps/web/dist',
  'scripts/servir.mjs',
  'scripts/processo-filho.mjs',
  'scripts/backup.mjs',
  'scripts/restaurar.mjs',
  'scripts/compilar.mjs',
  'scripts/instalar.mjs',
];

function correr(comando, args) {
  const resultado = spawnSync(comando, args, { cwd: root, stdio: 'inherit' });
  if (resultado.status !== 0) process.exit(resultado.status ?? 1);
}

instalarSeFaltar(root);
console.log('A compilar a aplicação…');
correr(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);

const pasta = mkdtempSync(path.join(tmpdir(), 'contas-pacote-'));
try {
  for (const parte of CONTEUDO) {
    const destino = path.join(pasta, nome, parte);
    mkdirSync(path.dirname(destino), { recursive: true });
    cpSync(path.join(root, parte), destino, { recursive: true });
  }
  const saida = path.join(root, 'pacotes');
  mkdirSync(saida, { recursive: true });
  const ficheiro = path.join(saida, `${nome}.tar.gz`);
  correr('tar', ['-czf', ficheiro, '-C', pasta, nome]);
  const megabytes = (statSync(ficheiro).size / 1e6).toFixed(1).replace('.', ',');
  console.log(`Pacote gravado em ${path.relative(root, ficheiro)} (${megabytes} MB).`);
} finally {
  rmSync(pasta, { recursive: true, force: true });
}
