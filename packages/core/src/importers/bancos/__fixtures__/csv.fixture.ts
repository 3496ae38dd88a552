import { cp1252, utf8ComBom } from '../../__fixtures__/bytes.fixture';

/**
 * Bank CSV exports in their real shapes (DOMAIN §2), anonymised. Each keeps what the bank's
 * file does: preamble, encoding, separator, trailing spaces and separators, line ends.
 */

const LINHAS_CGD = [
  'Consultar saldos e movimentos à ordem - 22-07-2026',
  '',
  'Conta ;0574003591800 - EUR - Conta à ordem',
  'Data de início ;27-06-2026',
  'Data de fim ;22-07-2026',
  '',
  'Data mov. ;Data valor ;Descrição ;Débito ;Crédito ;Saldo contabilístico ;Saldo disponível ;Categoria ;',
  '22-07-2026;21-07-2026;VIA VERDE ;2,80;;2.897,47;2.879,79;Diversos ;',
  '21-07-2026;21-07-2026;DEVOL MANGO ;;63,97;2.900,27;2.943,49;DEPOSITO ;',
  '20-07-2026;20-07-2026;TRF P/O CONTABILIDADE EXEMPLO FT CE2026/12 ;1.169,68;;2.836,30;2.836,30;Diversos ;',
  '01-07-2026;01-07-2026;TPA VENDAS 1234567 ;;3.500,00;4.005,98;4.005,98;DEPOSITO ;',
  '',
  'Saldo disponível ;2.879,79 ;',
];

/** Caixadirecta, ';', Windows-1252, CRLF. */
export const cgd = cp1252(LINHAS_CGD);

/** The same export tab-separated. */
export const cgdTab = cp1252(LINHAS_CGD.map((l) => l.replaceAll(';', '\t')));

/** English UI: comma thousands, dot decimals, '--' for a missing balance. */
export const cgdIngles = cp1252([
  'View current operations and balances - 22-07-2026',
  '',
  'Account ;0574003591800 - EUR - Current account',
  '',
  'Op. Date ;Value Date ;Description ;Debit ;Credit ;Balance Accounting ;Balance available ;Categoria (EN) ;',
  '22-07-2026;21-07-2026;VIA VERDE ;2.80;;15,419.44;15,401.76;Miscellaneous ;',
  '21-07-2026;21-07-2026;TRANSFER FROM CLIENTE ;;1,063.97;--;--;Income ;',
]);

/** CGD with lines a reader must report. */
export const cgdComErros = cp1252([
  'Data mov. ;Data valor ;Descrição ;Débito ;Crédito ;Saldo contabilístico ;Saldo disponível ;Categoria ;',
  '32-07-2026;21-07-2026;VIA VERDE ;2,80;;2.897,47;2.879,79;Diversos ;',
  '21-07-2026;21-07-2026;DEVOL MANGO ;;6O,97;2.900,27;2.943,49;DEPOSITO ;',
  '20-07-2026;20-07-2026;SEM MONTANTE ;;;2.836,30;2.836,30;Diversos ;',
  '19-07-2026;19-07-2026;DOIS LADOS ;1,00;2,00;2.836,30;2.836,30;Diversos ;',
  '18-07-2026;31-06-2026;DATA VALOR MA ;1,00;;2.836,30;2.836,30;Diversos ;',
  '17-07-2026;17-07-2026;SALDO MAU ;1,00;;x;2.836,30;Diversos ;',
  '16-07-2026;16-07-2026;BOA ;1,00;;2.837,30;2.837,30;Diversos ;',
]);

/** BPI particulares CSV [unverified layout, DOMAIN §2.3]. */
export const bpiCsv = cp1252([
  'Data Mov.;Data Valor;Descrição;Valor;Saldo',
  '03-02-2026;03-02-2026;TRF. P/O FORNECEDOR EXEMPLO;-3.874,50;35.910,82',
  '02-02-2026;01-02-2026;COMPRA 1234 MERCEARIA EXEMPLO;-45,10;39.785,32',
]);

/** Santander Totta 'Listagem de Movimentos', UTF-8 with BOM, CRLF. */
export const santander = utf8ComBom([
  'Listagem de Movimentos',
  '',
  'Conta:;000012345678901 - EUR',
  'Titular:;EMPRESA EXEMPLO, LDA',
  'Período:;01-07-2026 a 31-07-2026',
  'Data:;01-08-2026',
  '',
  'Data Operação;Data valor;Descrição;Montante( EUR );Saldo Contabilístico( EUR )',
  '03-07-2026;03-07-2026;Imp.Selo-Mo Limpezas-E05869186;-0,05;11.813,10',
  '03-07-2026;03-07-2026;Trf De Cliente Exemplo;1.250,00;11.813,15',
  '01-07-2026;01-07-2026;Dd Eletricidade Exemplo;-86,85;10.563,15',
]);

const CABECALHO_MONTEPIO = 'DATA MOV.\tDATA VALOR\tDESCRIÇÃO\tIMPORTÂNCIA\tSALDO CONTABILÍSTICO';

/** Montepio Net24 '.csv': TAB, Windows-1252, metadata lines, upper-case header. */
export const montepio = cp1252([
  'Montepio - Net24',
  'Conta:\t012.10.123456-7',
  'Titular:\tEMPRESA EXEMPLO LDA',
  'Período:\t01-07-2026 a 31-07-2026',
  '',
  CABECALHO_MONTEPIO,
  '15-07-2026\t15-07-2026\tPAGAMENTO SERVIÇOS ÁGUA\t-45,30\t1.954,70',
  '01-07-2026\t01-07-2026\tTRANSFERÊNCIA RECEBIDA\t500,00\t2.000,00',
]);

/** Montepio read back by a tool that wrote month first (DOMAIN §2.6). */
export const montepioMesPrimeiro = cp1252([
  CABECALHO_MONTEPIO,
  '07/15/2026\t07/15/2026\tPAGAMENTO SERVIÇOS ÁGUA\t-45,30\t1.954,70',
  '07/01/2026\t07/02/2026\tTRANSFERÊNCIA RECEBIDA\t500,00\t2.000,00',
]);

/** ActivoBank account CSV: Windows-1252, a space as thousands separator. */
export const activobankCsv = cp1252([
  'HISTÓRICO DE CONTA NÚMERO 123456789',
  'Moeda:;EUR',
  'Tipo:;Todos',
  'Data de:;01/07/2026',
  'Data até:;31/07/2026',
  '',
  'Data Lanc.;Data Valor;Descrição;Valor;Saldo',
  '10/07/2026;10/07/2026;TRF P/O SENHORIO RENDA JUL;-1 200,00;1 300,00',
  '01/07/2026;01/07/2026;TRF DE CLIENTE EXEMPLO;2 500,00;2 500,00',
]);

/** ActivoBank credit-card CSV: UTF-8 with BOM, no balance, purchases written positive. */
export const activobankCartao = utf8ComBom([
  'Movimentos a Crédito na Conta Cartão Número 4321',
  '',
  'Data Lanc.;Data Valor;Descrição;Valor;',
  '12/07/2026;11/07/2026;COMPRA AMAZON EU;35,99;',
  '15/07/2026;15/07/2026;PAGAMENTO CARTAO;-35,99;',
]);

/** Novo Banco as other projects assume it [weak evidence, DOMAIN §2.5]. */
export const novoBanco = cp1252([
  'Data Operação;Data Valor;Movimento;Valor;Saldo Disponível',
  '05-07-2026;05-07-2026;COMPRA ELECTRICIDADE;-73,20;926,80',
  '01-07-2026;01-07-2026;DEPOSITO;1.000,00;1.000,00',
]);

export const novoBancoDebitoCredito = cp1252([
  'Data Operação;Data Valor;Descrição;Débito;Crédito;Saldo Disponível',
  '05-07-2026;05-07-2026;COMPRA ELECTRICIDADE;73,20;;926,80',
  '01-07-2026;01-07-2026;DEPOSITO;;1.000,00;1.000,00',
]);
