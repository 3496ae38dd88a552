import { LAYOUT_BASE, type LayoutBanco } from './base';
import { BANCOS } from './codigos';

/**
 * Novo Banco: no real export was seen (DOMAIN §2.5, weak evidence). Read the layout other
 * projects assume, 'Data Operação;Data Valor;Movimento;Valor;Saldo Disponível', and its
 * Débito/Crédito variant.
 */
export const novoBanco: LayoutBanco = {
  ...LAYOUT_BASE,
  banco: BANCOS.novoBanco.nome,
  colunas: {
    dataMovimento: ['data operacao'],
    dataValor: ['data valor'],
    descricao: ['movimento', 'descricao'],
    valor: ['valor'],
    saldo: ['saldo disponivel', 'saldo contabilistico', 'saldo'],
  },
  marcas: ['novo banco', 'novobanco'],
};

export const novoBancoDebitoCredito: LayoutBanco = {
  ...novoBanco,
  colunas: {
    dataMovimento: ['data operacao'],
    dataValor: ['data valor'],
    descricao: ['movimento', 'descricao'],
    debito: ['debito'],
    credito: ['credito'],
    saldo: ['saldo disponivel', 'saldo contabilistico', 'saldo'],
  },
};
