import { LAYOUT_BASE, type LayoutBanco } from './base';
import { BANCOS } from './codigos';

/**
 * BPI Net Empresas XLSX (sheet 'Download de MOVIMENTOS', header around row 18, amounts as PT
 * text) and the particulares CSV 'Data Mov.;Data Valor;Descrição;Valor;Saldo' (DOMAIN §2.3).
 */
export const bpi: LayoutBanco = {
  ...LAYOUT_BASE,
  banco: BANCOS.bpi.nome,
  colunas: {
    dataMovimento: ['data mov.'],
    dataValor: ['data valor'],
    descricao: ['descricao do movimento', 'descricao'],
    valor: ['valor em eur', 'valor'],
    saldo: ['saldo em eur', 'saldo'],
  },
  marcas: ['download de movimentos', 'bpi'],
};
