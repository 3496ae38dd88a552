import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Linux clock ticks per second (USER_HZ), the unit of utime/stime in /proc/<pid>/stat. */
const TICKS = 100;

/** Peak (VmHWM) and current (VmRSS) resident memory of a process, in MiB; 0 when it is gone. */
export function memoria(pid: number): { picoMiB: number; atualMiB: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (campo: string) => Number(new RegExp(`^${campo}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { picoMiB: kb('VmHWM') / 1024, atualMiB: kb('VmRSS') / 1024 };
  } catch {
    return { picoMiB: 0, atualMiB: 0 };
  }
}

/** Resets the peak (VmHWM) to the current RSS, so the next reading is the peak of one phase. */
export function limparPico(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not permitted (or gone): the peak then covers the process's whole life, which the report says.
  }
}

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
export function cpuSegundos(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(campos[11]) + Number(campos[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The direct children of a process (e.g. the PGlite host the server forks). */
export function filhos(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** The load average (1, 5, 15 min) as the report shows it next to each figure. */
export function carga(): string {
  return loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');
}

/** A log whose lines start with the seconds since it was made and the load average. */
export function registo(): (...args: unknown[]) => void {
  const inicio = performance.now();
  return (...args) =>
    console.log(`[${((performance.now() - inicio) / 1000).toFixed(0)} s, carga ${carga()}]`, ...args);
}

/** Median, percentiles and friends of a list of numbers. */
export function percentil(valores: readonly number[], p: number): number {
  if (valores.length === 0) return Number.NaN;
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)] as number;
}

export const mediana = (valores: readonly number[]) => percentil(valores, 50);
