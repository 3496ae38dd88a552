import { formatDecimal } from '@contas/core';
import type { ProgressoDaImportacao } from '@contas/core/contrato';

/** What the server is doing with an import, in words (issue 19); before its first phase, the plain busy text. */
export function descreverProgresso(progresso: ProgressoDaImportacao | null): string {
  if (!progresso) return 'Em processamento...';
  if (progresso.fase === 'a-ler')
    return progresso.total === 1 ? 'A ler o ficheiro...' : `A ler os ${progresso.total} ficheiros...`;
  if (progresso.fase === 'a-esperar')
    return 'À espera de que termine outra importação ou correspondência desta empresa...';
  const { linhas } = progresso;
  const quantas = linhas
    ? `: ${formatDecimal(linhas.feitas, 0)} de ${formatDecimal(linhas.total, 0)} linhas`
    : '';
  return progresso.total === 1
    ? `A escrever ${progresso.ficheiro}${quantas}...`
    : `A escrever o ficheiro ${progresso.feitas + 1} de ${progresso.total}: ${progresso.ficheiro}${quantas}...`;
}

/** The steps done, 0–100, for a bar: each file is read, then written (line by line, when the server says). */
export function percentagemDoProgresso(progresso: ProgressoDaImportacao | null): number {
  if (!progresso || progresso.total === 0) return 0;
  if (progresso.fase === 'a-ler' || progresso.fase === 'a-esperar') return 0;
  const { linhas } = progresso;
  const doFicheiro = linhas && linhas.total > 0 ? Math.min(1, linhas.feitas / linhas.total) : 0;
  return Math.round(((progresso.total + progresso.feitas + doFicheiro) / (2 * progresso.total)) * 100);
}

/**
 * A job id for an upload, chosen here so the screen can follow the job while the upload waits for it. Random
 * bytes make a version 4 UUID: `crypto.randomUUID` exists only on HTTPS pages, and a server on a local
 * network may be reached over plain HTTP.
 */
export function novoIdDeTarefa(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
