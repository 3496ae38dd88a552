/**
 * The state of a spreadsheet row, as the server computes it (planilha.estado): an annulled document
 * counts in no report; a document settled by the bank, typed with its payment, or a Fatura-recibo
 * (paid when issued) is paid; a bank line without document; any other document is still pending.
 */
export const ESTADOS_LINHA = ['Pendente', 'Pago', 'Anulado', 'Sem fatura'] as const;

export type EstadoLinha = (typeof ESTADOS_LINHA)[number];

/**
 * Which rows wait for a classification: those a report leaves out (no known Categoria A on the accrual side,
 * no Categoria B on the cash side), or the spreadsheet's own 'Por classificar' ('categorias': no Categoria A
 * or no Categoria B, annulled documents aside).
 */
export const POR_CLASSIFICAR = ['resultados', 'caixa', 'categorias'] as const;

export type PorClassificar = (typeof POR_CLASSIFICAR)[number];
