import { LAYOUT_BASE, type LayoutBanco } from './base';
import { BANCOS } from './codigos';

/**
 * Montepio Net24 '.csv': TAB-separated, Windows-1252, upper-case header 'DATA MOV.' …
 * 'IMPORTÂNCIA' (one signed amount) after metadata lines (DOMAIN §2.6).
 */
export const montepio: LayoutBanco = {
  ...LAYOUT_BASE,
  banco: BANCOS.montepio.nome,
  colunas: {
    dataMovimento: ['data mov.', 'data movimento'],
    dataValor: ['data valor'],
    descricao: ['descricao'],
    valor: ['importancia'],
    saldo: ['saldo contabilistico', 'saldo disponivel', 'saldo'],
  },
  marcas: ['montepio', 'net24'],
};
