import { LAYOUT_BASE, type LayoutBanco } from './base';
import { BANCOS } from './codigos';

/**
 * Millennium BCP XLSX: account '… - EUR' and the period above a header in row 8; dates as
 * text dd/mm/yyyy, Montante and Saldo as signed numeric cells (DOMAIN §2.2).
 */
export const millennium: LayoutBanco = {
  ...LAYOUT_BASE,
  banco: BANCOS.millennium.nome,
  colunas: {
    dataMovimento: ['data lancamento'],
    dataValor: ['data valor'],
    descricao: ['descricao'],
    valor: ['montante'],
    saldo: ['saldo contabilistico'],
  },
  marcas: ['millennium', 'bcp'],
};
