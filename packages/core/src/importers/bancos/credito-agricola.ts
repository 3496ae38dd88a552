import { normalizarCabecalho } from '../decode';
import { LAYOUT_BASE, type LayoutBanco } from './base';
import { BANCOS } from './codigos';

const ROTULOS_DETALHE = [
  'nome ordenante',
  'nib/iban/conta ordenante',
  'nome do beneficiario',
  'nib/iban/conta beneficiario',
  'referencia',
].map(normalizarCabecalho);

/**
 * CA Online 'Consulta de Movimentos de Contas D.O.' XLSX: unsigned Montante plus a 'D'
 * column holding C or D, and detail rows (payer, payee, reference) between movements
 * (DOMAIN §2.7).
 */
export const creditoAgricola: LayoutBanco = {
  ...LAYOUT_BASE,
  banco: BANCOS.creditoAgricola.nome,
  colunas: {
    dataMovimento: ['data de movimento', 'data movimento'],
    dataValor: ['data valor'],
    descricao: ['descricao', 'descritivo'],
    valor: ['montante'],
    natureza: ['d', 'd/c', 'c/d'],
    saldo: ['saldo contabilistico', 'saldo'],
  },
  marcas: ['contas d.o.', 'credito agricola'],
  linhaDeDetalhe: (celulas) => celulas.some((c) => ROTULOS_DETALHE.includes(c.replace(/:$/, ''))),
};
