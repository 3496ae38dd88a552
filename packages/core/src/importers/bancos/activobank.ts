import { LAYOUT_BASE, type LayoutBanco } from './base';
import { BANCOS } from './codigos';

/**
 * ActivoBank 'HISTÓRICO DE CONTA NÚMERO …' (XLSX with serial dates, or Windows-1252 CSV with a
 * space as thousands separator). The credit-card CSV has no balance and writes purchases
 * positive, so its sign is turned (DOMAIN §2.8).
 */
export const activobank: LayoutBanco = {
  ...LAYOUT_BASE,
  banco: BANCOS.activobank.nome,
  colunas: {
    dataMovimento: ['data lanc.'],
    dataValor: ['data valor'],
    descricao: ['descricao'],
    valor: ['valor'],
    saldo: ['saldo'],
  },
  marcas: ['historico de conta', 'conta cartao', 'activobank'],
  sinalInvertido: (preambulo) => preambulo.includes('conta cartao'),
};
