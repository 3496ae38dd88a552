import type { FaturaImportada, MovimentoBancario } from '@contas/core/importers';

/** The `planilha` columns the import writes, in the order of the CSV lines below. */
export const COLUNAS_PLANILHA = [
  'empresa_id',
  'loja_id',
  'lado',
  'nif',
  'emitente',
  'numero_fatura',
  'atcud',
  'tipo_documento',
  'situacao',
  'anulado',
  'data_emissao',
  'base_cents',
  'iva_cents',
  'total_cents',
  'status_correspondencia',
  'movimento_id',
  'extrato_descricao',
  'extrato_data',
  'extrato_valor_cents',
  'tipo_movimento',
  'data_pagamento',
] as const;

export type ColunaPlanilha = (typeof COLUNAS_PLANILHA)[number];

type Valor = string | number | boolean | null | undefined;

/** One CSV line for COPY (format csv): strings quoted, null and undefined empty. */
export const linhaCsv = (valores: readonly Valor[]): string =>
  valores
    .map((v) =>
      v === null || v === undefined ? '' : typeof v === 'string' ? `"${v.replaceAll('"', '""')}"` : String(v),
    )
    .join(',');

/**
 * The rows as the import writes them, as CSV for COPY into `colunas`: purchases (negative), and one
 * statement-only row per bank line, pointing at `movimentoIds[i]` where given (the column left empty otherwise).
 */
export function csvDaPlanilha(
  colunas: readonly ColunaPlanilha[],
  linhas: {
    empresaId: string;
    lojaId: string;
    faturas: readonly FaturaImportada[];
    movimentos: readonly MovimentoBancario[];
    movimentoIds?: readonly string[];
  },
): string {
  const { empresaId, lojaId, faturas, movimentos, movimentoIds } = linhas;
  // A column a row doesn't name stays empty.
  const linha = (valores: Partial<Record<ColunaPlanilha, Valor>>) => linhaCsv(colunas.map((c) => valores[c]));
  const csv = [
    ...faturas.map((f) =>
      linha({
        empresa_id: empresaId,
        loja_id: lojaId,
        lado: 'compra',
        nif: f.nifEmitente,
        emitente: f.nomeEmitente ? `${f.nifEmitente} - ${f.nomeEmitente}` : f.nifEmitente,
        numero_fatura: f.numeroDocumento,
        atcud: f.atcud,
        tipo_documento: f.tipo,
        situacao: f.situacao,
        anulado: f.anulado,
        data_emissao: f.dataEmissao,
        base_cents: -Math.abs(f.baseCents),
        iva_cents: -Math.abs(f.ivaCents),
        total_cents: -Math.abs(f.totalCents),
        status_correspondencia: 'Pendente',
      }),
    ),
    ...movimentos.map((m, i) =>
      linha({
        empresa_id: empresaId,
        loja_id: lojaId,
        anulado: false,
        status_correspondencia: 'Sem fatura',
        movimento_id: movimentoIds?.[i],
        extrato_descricao: m.descricao,
        extrato_data: m.dataMovimento,
        extrato_valor_cents: m.valorCents,
        tipo_movimento: m.valorCents >= 0 ? 'Entrada' : 'Saída',
        data_pagamento: m.dataMovimento,
      }),
    ),
  ];
  return `${csv.join('\n')}\n`;
}
