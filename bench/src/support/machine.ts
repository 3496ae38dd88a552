import { cpus, totalmem } from 'node:os';

/** What the figures were measured on, for BENCHMARKS.md. */
export function describeMachine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'desconhecido';
  return `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node.js ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}
