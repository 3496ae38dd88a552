import { centsToEuros } from '@contas/core';
import type { LinhaDeRelatorio, valoresDoAno } from '@contas/core/contrato';
import type { MonthValues, ReportLine } from '@contas/core/reports';
import type { z } from 'zod';

/** One year (or ∆) of a line: Jan..Dez, Total, Média. */
export type ValoresJson = z.infer<typeof valoresDoAno>;

/**
 * A report line as the API sends it (its schema is the contract's): core's ReportLine with money in euros
 * (2 decimals) instead of cents, once, here. ∆ % stays a full-precision percentage (12.5 means 12,5 %); the
 * screen rounds it.
 */
export type LinhaJson = LinhaDeRelatorio;

function valores(v: MonthValues, converter: (n: number) => number): ValoresJson {
  return { meses: v.meses.map(converter), total: converter(v.total), media: converter(v.media) };
}

const identidade = (n: number) => n;

export function linhaJson(line: ReportLine): LinhaJson {
  const dinheiro = line.unidade === 'cents' ? centsToEuros : identidade;
  return {
    key: line.key,
    label: line.label,
    level: line.level,
    tipo: line.tipo,
    unidade: line.unidade === 'cents' ? 'euros' : line.unidade,
    ...(line.codigo !== undefined && { codigo: line.codigo }),
    ...(line.children && { children: line.children.map(linhaJson) }),
    valores: {
      ano1: valores(line.valores.ano1, dinheiro),
      ano2: valores(line.valores.ano2, dinheiro),
      deltaEuros: valores(line.valores.deltaEuros, dinheiro),
      deltaPercent: valores(line.valores.deltaPercent, identidade),
    },
  };
}

export type DadosJson = { [chave: string]: number | DadosJson };

/** A report's SPEC §3 data from cents to euros, leaf by leaf. */
export function dadosEmEuros(dados: object): DadosJson {
  return Object.fromEntries(
    Object.entries(dados).map(([k, v]) => [k, typeof v === 'number' ? centsToEuros(v) : dadosEmEuros(v)]),
  );
}
