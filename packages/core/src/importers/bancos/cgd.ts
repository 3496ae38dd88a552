import { lerMontanteInglesCelula } from '../tabela/tabela';
import { LAYOUT_BASE, type LayoutBanco } from './base';
import { BANCOS } from './codigos';

/**
 * Caixadirecta 'Consultar saldos e movimentos à ordem': ';' or TAB, a trailing space in
 * text cells and a trailing ';', unsigned Débito and Crédito, dd-mm-yyyy (DOMAIN §2.1).
 */
export const cgd: LayoutBanco = {
  ...LAYOUT_BASE,
  banco: BANCOS.cgd.nome,
  colunas: {
    dataMovimento: ['data mov.'],
    dataValor: ['data valor'],
    descricao: ['descricao'],
    debito: ['debito'],
    credito: ['credito'],
    saldo: ['saldo contabilistico'],
  },
  marcas: ['consultar saldos e movimentos', 'caixadirecta'],
};

/** The same screen in the English UI: 'Op. Date', numbers written '15,419.44'. */
export const cgdIngles: LayoutBanco = {
  ...cgd,
  colunas: {
    dataMovimento: ['op. date'],
    dataValor: ['value date'],
    descricao: ['description'],
    debito: ['debit'],
    credito: ['credit'],
    saldo: ['balance accounting'],
  },
  marcas: ['view current operations'],
  lerMontante: lerMontanteInglesCelula,
};
