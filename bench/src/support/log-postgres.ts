import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** The local PostgreSQL server's log (Debian layout); the benches read what their own database logged. */
const LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

/** Settings that make a bench database log its slow statements (and their plans), never their parameters. */
export const registoLento = (statementMs: number, planoMs: number): Record<string, string> => ({
  log_min_duration_statement: String(statementMs),
  log_parameter_max_length: '0',
  log_parameter_max_length_on_error: '0',
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': String(planoMs),
  'auto_explain.log_nested_statements': 'on',
  'auto_explain.log_analyze': 'off',
});

/** Where the log ends now: read from here later to get only what came after. */
export function marcaDoLog(): number {
  try {
    return statSync(LOG).size;
  } catch {
    return -1;
  }
}

export type EntradaLog = { duracaoMs: number; texto: string };

/**
 * The log entries of one database since a mark: each entry is its first line and the continuation lines
 * (plans), with the duration it reports. Empty when the log cannot be read.
 */
export function entradasDoLog(desde: number, database: string): EntradaLog[] {
  if (desde < 0) return [];
  let texto: string;
  try {
    const tamanho = statSync(LOG).size;
    if (tamanho <= desde) return [];
    const fd = openSync(LOG, 'r');
    const buffer = Buffer.alloc(Math.min(tamanho - desde, 64 * 1024 * 1024));
    readSync(fd, buffer, 0, buffer.length, desde);
    closeSync(fd);
    texto = buffer.toString('utf8');
  } catch {
    return [];
  }
  const entradas: EntradaLog[] = [];
  let atual: string[] | undefined;
  const fechar = () => {
    if (!atual) return;
    const bloco = atual.join('\n');
    const d = /duration: ([\d.]+) ms/.exec(bloco);
    entradas.push({ duracaoMs: d ? Number(d[1]) : 0, texto: bloco });
    atual = undefined;
  };
  for (const linha of texto.split('\n')) {
    if (/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.test(linha)) {
      fechar();
      if (linha.includes(`@${database} `)) atual = [linha];
    } else if (atual) {
      atual.push(linha);
    }
  }
  fechar();
  return entradas;
}

/** A statement's text from a log entry, on one line and cut, for a table. */
export function resumoDaInstrucao(entrada: EntradaLog, max = 140): string {
  const m =
    /(?:statement|(?:execute|bind|parse) [^:]*|Query Text): ([\s\S]*?)(?:\n\s*(?:Insert|Update|Delete|Sort|Hash|Nested|Seq|Index|Aggregate|Result|Limit|Merge|Gather|WindowAgg|Subquery|Function|ProjectSet|Bitmap|Unique|Append|CTE|Materialize)\b|$)/.exec(
      entrada.texto,
    );
  const texto = (m?.[1] ?? entrada.texto).replace(/\s+/g, ' ').trim();
  return texto.length > max ? `${texto.slice(0, max)}…` : texto;
}
