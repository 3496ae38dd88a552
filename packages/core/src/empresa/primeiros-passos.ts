/**
 * A new company's first steps (issue 20): stores → importing e-invoices and statements → classifying →
 * reports. Each step is ticked from the company's own data; only the last, opening a report, is remembered
 * because no data can tell it.
 */
export const PASSOS = ['lojas', 'importar', 'classificar', 'relatorios'] as const;
export type Passo = (typeof PASSOS)[number];

/** Classifying is done once this share of the rows is out of 'Por classificar' (a few odd lines may stay). */
export const PERCENTAGEM_CLASSIFICADA_MINIMA = 90;

export type FactosPrimeirosPassos = {
  lojas: number;
  importacoes: { efatura: number; extrato: number };
  /** Rows the reports read (not cancelled, not a transfer between own accounts). */
  linhas: number;
  /** Of those, rows in the income statement's or the cash flow's 'Por classificar'. */
  porClassificar: number;
  relatoriosVistos: boolean;
};

/** The share of rows classified, 0–100 and rounded down (99.6 % is not yet all); 0 without rows. */
export function percentagemClassificada(linhas: number, porClassificar: number): number {
  if (linhas <= 0) return 0;
  return Math.floor(((linhas - Math.min(porClassificar, linhas)) * 100) / linhas);
}

export function passosFeitos(f: FactosPrimeirosPassos): Record<Passo, boolean> {
  return {
    lojas: f.lojas > 0,
    // The matching needs both: invoices and the bank lines that pay them.
    importar: f.importacoes.efatura > 0 && f.importacoes.extrato > 0,
    classificar:
      f.linhas > 0 && percentagemClassificada(f.linhas, f.porClassificar) >= PERCENTAGEM_CLASSIFICADA_MINIMA,
    relatorios: f.relatoriosVistos,
  };
}
