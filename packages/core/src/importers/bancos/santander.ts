import { LAYOUT_BASE, type LayoutBanco } from './base';
import { BANCOS } from './codigos';

/**
 * Santander Totta 'Listagem de Movimentos': 'Montante( EUR )' signed, dd-mm-yyyy; the XLSX
 * variant has an empty first column, which header search by content absorbs (DOMAIN §2.4).
 */
export const santander: LayoutBanco = {
  ...LAYOUT_BASE,
  banco: BANCOS.santander.nome,
  colunas: {
    dataMovimento: ['data operacao'],
    dataValor: ['data valor'],
    descricao: ['descricao'],
    valor: ['montante'],
    saldo: ['saldo contabilistico'],
  },
  marcas: ['listagem de movimentos', 'santander'],
};
