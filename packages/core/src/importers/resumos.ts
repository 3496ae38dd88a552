import { normalizarIban } from '../contas/iban';
import type { ResultadoExtrato, ResumoExtrato } from './tipos';

/**
 * What every statement says about its accounts, completed the same way whatever the format:
 * - the IBAN, when the account is given as one (camt.053, a preamble line);
 * - the opening balance, when the file states only the closing one (OFX LEDGERBAL): the closing less
 *   the account's lines in the file;
 * - the period, from the lines' dates when the file does not state it.
 */
export function completarResumos(resultado: ResultadoExtrato): ResultadoExtrato {
  const extratos = resultado.extratos.map((resumo): ResumoExtrato => {
    const linhas = resultado.rows.filter((r) => (r.conta ?? '') === (resumo.conta ?? ''));
    const datas = linhas.map((r) => r.dataMovimento).sort();
    const iban = resumo.iban ?? (resumo.conta ? normalizarIban(resumo.conta) : undefined);
    const semAbertura = resumo.saldoInicialCents === undefined && resumo.saldoFinalCents !== undefined;
    const dataInicio = resumo.dataInicio ?? datas[0];
    const dataFim = resumo.dataFim ?? datas.at(-1);
    return {
      ...resumo,
      ...(iban && { iban }),
      ...(semAbertura && {
        saldoInicialCents: (resumo.saldoFinalCents as number) - linhas.reduce((s, r) => s + r.valorCents, 0),
      }),
      ...(dataInicio && { dataInicio }),
      ...(dataFim && { dataFim }),
    };
  });
  return { ...resultado, extratos };
}
