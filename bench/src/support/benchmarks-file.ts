import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../BENCHMARKS.md');

const HEADER = `# Medições de desempenho

Cada secção é escrita pelo script de \`bench/\` que a mede (\`npm run <script> -w @contas/bench\`), com a máquina e a data.
Os tempos nunca entram nos testes.
`;

/** A number as the sections write it: pt-PT, with `casas` decimals. */
export const fmt = (n: number, casas = 1): string =>
  n.toLocaleString('pt-PT', { maximumFractionDigits: casas, minimumFractionDigits: casas });

/** A whole number as the sections write it: '1.234.567'. */
export const inteiro = (n: number): string => Math.round(n).toLocaleString('pt-PT');

/**
 * Replaces (or appends) one script's section, between its markers, leaving the others as they are;
 * BENCH_DRY=1 prints it instead (a trial run at a small scale leaves BENCHMARKS.md alone).
 */
export function writeSection(id: string, markdown: string): void {
  if (process.env.BENCH_DRY === '1') {
    console.log(markdown);
    return;
  }
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const i = current.indexOf(start);
  const j = current.indexOf(end);
  const next =
    i >= 0 && j > i
      ? current.slice(0, i) + block + current.slice(j + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
  console.log(`BENCHMARKS.md: secção '${id}' atualizada`);
}
