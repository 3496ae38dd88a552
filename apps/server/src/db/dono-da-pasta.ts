// Who may touch the embedded database's files. Two lock files under DATA_DIR, each naming a live process:
//   pgdata.lock       the server (or the backup) that uses the folder: a second server is refused at once;
//   pgdata.host.lock  the process that has PGlite open on it: whoever opens it next waits until that one has
//                     exited, because a server killed with SIGKILL leaves its database process closing the files.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** How long whoever opens the database waits for the previous database process to close the files. */
export const ESPERA_PELA_BASE_ANTERIOR_MS = 120_000;

/** A process as the lock files record it: its pid and, on Linux, its start time (a reused pid is someone else). */
export type Dono = { pid: number; inicio?: string };

export class DataDirInUseError extends Error {
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
  }
}

/** The fields of /proc/<pid>/stat from the third (the state) on; undefined off Linux or when gone. */
function camposDoProcesso(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat, the process's start time in clock ticks; undefined off Linux or when gone. */
export function inicioDoProcesso(pid: number): string | undefined {
  return camposDoProcesso(pid)?.[19];
}

/**
 * Whether the process has ended: gone, or a zombie. A zombie holds no files; it waits only for its parent to
 * reap it, and an orphan's new parent (PID 1 of a container) may take seconds to.
 */
export function processoTerminou(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return true;
  }
  return camposDoProcesso(pid)?.[0] === 'Z';
}

export function esteProcesso(): Dono {
  const inicio = inicioDoProcesso(process.pid);
  return inicio ? { pid: process.pid, inicio } : { pid: process.pid };
}

export function donoVivo(dono: Dono): boolean {
  if (processoTerminou(dono.pid)) return false;
  return dono.inicio === undefined || inicioDoProcesso(dono.pid) === dono.inicio;
}

/** The owner a lock file names; a file cut short by a crash, or written by an older version (a bare pid), too. */
export function lerDono(ficheiro: string): Dono | undefined {
  let texto: string;
  try {
    texto = readFileSync(ficheiro, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (/^\d+$/.test(texto)) return { pid: Number(texto) };
  try {
    const dono = JSON.parse(texto) as Partial<Dono>;
    if (typeof dono.pid === 'number')
      return dono.inicio ? { pid: dono.pid, inicio: dono.inicio } : { pid: dono.pid };
  } catch {
    // Half-written by a process killed while writing it: nobody owns it.
  }
  return { pid: 0 };
}

/**
 * Takes the lock for this process if it is free or its owner is dead; answers the live owner otherwise.
 * `wx` makes the creation atomic: of two processes racing for a stale lock, one gets it.
 */
export function tentarTomar(ficheiro: string): Dono | undefined {
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    try {
      writeFileSync(ficheiro, JSON.stringify(esteProcesso()), { flag: 'wx', mode: 0o600 });
      return undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const dono = lerDono(ficheiro);
    if (dono && dono.pid !== 0 && donoVivo(dono)) return dono;
    // Removed only if still the stale one just read: another process may have taken it meanwhile.
    if (JSON.stringify(lerDono(ficheiro)) === JSON.stringify(dono)) rmSync(ficheiro, { force: true });
  }
  const dono = lerDono(ficheiro);
  return dono ?? { pid: 0 };
}

/** The server's lock: a live owner means another server runs on this folder, and it is refused at once. */
export function tomarOuRecusar(ficheiro: string, pasta: string): void {
  const dono = tentarTomar(ficheiro);
  if (!dono) return;
  throw new DataDirInUseError(
    `A pasta de dados ${pasta} já está a ser usada por outro processo (pid ${dono.pid}). ` +
      'Pare esse servidor antes de iniciar outro, ou use outra pasta em DATA_DIR.',
    dono.pid,
  );
}

/** The database's lock: a live owner is a database process still closing the files, so it is waited for. */
export async function tomarQuandoLivre(
  ficheiro: string,
  opcoes: { prazoMs: number; aoEsperar?: (dono: Dono) => void },
): Promise<void> {
  const limite = Date.now() + opcoes.prazoMs;
  const esgotado = (dono: Dono) =>
    new DataDirInUseError(
      `O processo anterior da base de dados embutida (pid ${dono.pid}) ainda não fechou os ficheiros ao fim ` +
        `de ${Math.round(opcoes.prazoMs / 1000)} s. Espere que termine (ou termine-o: kill ${dono.pid}) e ` +
        'volte a iniciar.',
      dono.pid,
    );
  const pausa = () => new Promise((resolve) => setTimeout(resolve, 50));
  let anterior: Dono | undefined;
  for (;;) {
    const dono = tentarTomar(ficheiro);
    if (!dono) break;
    if (!anterior) opcoes.aoEsperar?.(dono);
    anterior = dono;
    if (Date.now() >= limite) throw esgotado(dono);
    await pausa();
  }
  // The previous process frees the lock once its files are closed, a moment before it ends: wait for the end.
  while (anterior && donoVivo(anterior)) {
    if (Date.now() >= limite) {
      largar(ficheiro);
      throw esgotado(anterior);
    }
    await pausa();
  }
}

/** Frees a lock only if this process holds it: never another's, even after a crash left ours behind. */
export function largar(ficheiro: string): void {
  const dono = lerDono(ficheiro);
  if (dono && dono.pid === process.pid) rmSync(ficheiro, { force: true });
}
