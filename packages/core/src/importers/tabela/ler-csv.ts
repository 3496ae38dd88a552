import { parse } from 'csv-parse/sync';
import type { LinhaTabela, Tabela } from './tabela';

export type Separador = ';' | '\t' | ',';

const SEPARADORES: readonly Separador[] = [';', '\t', ','];

function contarForaDeAspas(linha: string, separador: string): number {
  let n = 0;
  let dentro = false;
  for (const ch of linha) {
    if (ch === '"') dentro = !dentro;
    else if (ch === separador && !dentro) n++;
  }
  return n;
}

/**
 * Picks the separator that splits the most lines into the same number of fields (the table's
 * width), as csv.Sniffer does: a comma inside '2.897,47' varies from line to line, the real
 * separator does not. Ties go to ';', then TAB, then ','.
 */
export function detetarSeparador(texto: string): Separador {
  const linhas = texto
    .slice(0, 65536)
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 60);
  let melhor: Separador = ';';
  let melhorPontos = -1;
  for (const sep of SEPARADORES) {
    const frequencia = new Map<number, number>();
    for (const l of linhas) {
      const n = contarForaDeAspas(l, sep);
      if (n > 0) frequencia.set(n, (frequencia.get(n) ?? 0) + 1);
    }
    let pontos = 0;
    for (const [campos, vezes] of frequencia) pontos = Math.max(pontos, vezes * 1000 + campos);
    if (pontos > melhorPontos) {
      melhor = sep;
      melhorPontos = pontos;
    }
  }
  return melhor;
}

interface RegistoCsv {
  record: string[];
  info: { lines: number };
}

function registosParaLinhas(registos: RegistoCsv[]): LinhaTabela[] {
  const linhas: LinhaTabela[] = [];
  let fimAnterior = 0;
  for (const { record, info } of registos) {
    // csv-parse reports the line where a record ends; it starts right after the previous one.
    linhas.push({ numero: fimAnterior + 1, celulas: record });
    fimAnterior = info.lines;
  }
  return linhas;
}

function semAspasEnvolventes(campo: string): string {
  const t = campo.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"') : campo;
}

/** Text → rows of text cells with their physical line numbers; never throws. */
export function lerCsv(texto: string, separador: Separador = detetarSeparador(texto)): Tabela {
  // Bank exports are mostly unquoted: splitting is exact then, and far cheaper than csv-parse, which
  // builds an error object for every line whose width differs from the preamble's.
  if (!texto.includes('"')) {
    const fisicas = texto.split(/\r\n|\n|\r/);
    if (fisicas.at(-1) === '') fisicas.pop();
    return { linhas: fisicas.map((linha, i) => ({ numero: i + 1, celulas: linha.split(separador) })) };
  }
  const opcoes = {
    delimiter: separador,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    info: true,
  } as const;
  try {
    return { linhas: registosParaLinhas(parse(texto, opcoes) as unknown as RegistoCsv[]) };
  } catch {
    // An unbalanced quote: read the lines literally so each bad line can be reported on its own.
    const registos = parse(texto, { ...opcoes, quote: false }) as unknown as RegistoCsv[];
    return {
      linhas: registosParaLinhas(registos).map((l) => ({
        numero: l.numero,
        celulas: l.celulas.map((c) => semAspasEnvolventes(String(c))),
      })),
    };
  }
}
