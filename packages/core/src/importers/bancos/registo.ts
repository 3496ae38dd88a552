import { activobank } from './activobank';
import type { LayoutBanco } from './base';
import { bpi } from './bpi';
import { cgd, cgdIngles } from './cgd';
import { creditoAgricola } from './credito-agricola';
import { millennium } from './millennium';
import { montepio } from './montepio';
import { novoBanco, novoBancoDebitoCredito } from './novo-banco';
import { santander } from './santander';

/** Every bank layout read from CSV/XLSX; on an equal match the earlier one wins. */
export const LAYOUTS_BANCOS: readonly LayoutBanco[] = [
  cgd,
  cgdIngles,
  millennium,
  bpi,
  santander,
  montepio,
  creditoAgricola,
  activobank,
  novoBanco,
  novoBancoDebitoCredito,
];
