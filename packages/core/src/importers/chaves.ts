import { semAcentos } from './decode';
import type { FaturaImportada, MovimentoBancario } from './tipos';

function normalizar(texto: string): string {
  return semAcentos(texto).toUpperCase().replace(/\s+/g, ' ').trim();
}

/**
 * An invoice is the issuer's NIF plus its document number: the ATCUD is missing on older
 * documents and on those the acquirer registered, and an issuer never reuses a number.
 * Issuer-view rows have no NIF in the file: fill nifEmitente with the company's first.
 */
export function chaveFatura(fatura: Pick<FaturaImportada, 'nifEmitente' | 'numeroDocumento'>): string {
  return `${fatura.nifEmitente.trim()}|${normalizar(fatura.numeroDocumento)}`;
}

/**
 * A bank line is the bank's own reference when the file has one (FITID, AcctSvcrRef), since
 * it survives re-exports; otherwise date, amount, description and running balance, which
 * together tell apart even same-day same-amount lines wherever a balance is printed. The
 * account is part of the key because references are unique per account only.
 */
export function chaveMovimento(
  movimento: Pick<
    MovimentoBancario,
    'conta' | 'referenciaBanco' | 'dataMovimento' | 'valorCents' | 'descricao' | 'saldoCents'
  >,
): string {
  const conta = movimento.conta ?? '';
  if (movimento.referenciaBanco) return `${conta}|ref|${movimento.referenciaBanco}`;
  return [
    conta,
    movimento.dataMovimento,
    movimento.valorCents,
    normalizar(movimento.descricao),
    movimento.saldoCents ?? '',
  ].join('|');
}

/**
 * Keys for all lines of one file. Identical lines without reference or balance (two equal
 * card payments on one day) get '#2', '#3'…, so they stay distinct within the file while an
 * overlapping export of the same days still maps onto the same keys.
 */
export function chavesMovimentos(movimentos: readonly MovimentoBancario[]): string[] {
  return movimentos.map(chavesDoFicheiro());
}

/**
 * `chavesMovimentos` one line at a time, the file's lines given in order: for a caller that goes over a big
 * file in slices.
 */
export function chavesDoFicheiro(): (movimento: MovimentoBancario) => string {
  const vezes = new Map<string, number>();
  return (m) => {
    const chave = chaveMovimento(m);
    const n = (vezes.get(chave) ?? 0) + 1;
    vezes.set(chave, n);
    return n === 1 ? chave : `${chave}#${n}`;
  };
}
