import { xlsx } from '../../__fixtures__/xlsx.fixture';

/** Bank XLSX exports in their real shapes (DOMAIN §2.2, 2.3, 2.4, 2.7, 2.8), anonymised. */

/** Millennium BCP: account in C2, period in C3/C4, rows 5–7 absent, header in row 8. */
export const millennium = () =>
  xlsx([
    {
      nome: 'Movimentos',
      linhas: [
        ['Consulta de Movimentos'],
        ['Conta', null, '0000045615660381 - EUR'],
        ['Data de Início', null, '01/07/2026'],
        ['Data de Fim', null, '31/07/2026'],
        undefined,
        undefined,
        undefined,
        ['Data Lançamento', 'Data Valor', 'Descrição', 'Montante', 'Saldo Contabilistico', 'Moeda', 'Notas', 'Tratado'],
        ['15/07/2026', '15/07/2026', 'JUROS EMPRESTIMO 555000111222', -106.64, 4987.21, 'EUR'],
        ['02/07/2026', '02/07/2026', 'TRF DE CLIENTE EXEMPLO FT A2026/9', 2233.73, 5093.85, 'EUR'],
      ],
    },
  ]);

/** BPI Net Empresas: sheet 'Download de MOVIMENTOS', account in C7, header in row 18, text amounts. */
export const bpi = () =>
  xlsx([
    {
      nome: 'Download de MOVIMENTOS',
      linhas: [
        ['BPI Net Empresas'],
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        ['Conta', null, '4-5970154.000.001 (EUR)'],
        undefined,
        ['Data de início', null, '01-05-2026'],
        ['Data de fim', null, '25-05-2026'],
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        ['Data Mov.', 'Data Valor', 'Descrição do Movimento', 'Valor em EUR', 'Saldo em EUR'],
        ['25-05-2026', '25-05-2026', 'TRF P/O FORNECEDOR EXEMPLO', '-3.874,50', '35.910,82'],
        ['20-05-2026', '19-05-2026', 'TRF DE CLIENTE EXEMPLO', '12.000,00', '39.785,32'],
      ],
    },
  ]);

/** Santander XLSX variant: the first column is empty. */
export const santander = () =>
  xlsx([
    {
      nome: 'Listagem',
      linhas: [
        [null, 'Listagem de Movimentos'],
        undefined,
        [null, 'Conta:', '000012345678901 - EUR'],
        undefined,
        [null, 'Data Operação', 'Data valor', 'Descrição', 'Montante( EUR )', 'Saldo Contabilístico( EUR )'],
        [null, '03-07-2026', '03-07-2026', 'Trf De Cliente Exemplo', '1.250,00', '11.813,15'],
      ],
    },
  ]);

/** Crédito Agrícola: unsigned Montante + 'D' (C/D), detail rows between movements, oldest first. */
export const creditoAgricola = () =>
  xlsx([
    {
      nome: 'Movimentos',
      linhas: [
        ['Operação:', 'Consulta de Movimentos de Contas D.O.'],
        ['Conta:', '40123456789'],
        ['De:', '01/07/2026'],
        ['A:', '31/07/2026'],
        undefined,
        ['Data de Movimento', 'Data Valor', 'Descrição', 'Descritivo', 'Montante', 'D', 'Saldo Contabilístico'],
        ['02/07/2026', '02/07/2026', 'TRF SEPA', 'CLIENTE EXEMPLO LDA', 1500, 'C', 3500],
        [null, null, 'Nome Ordenante', 'CLIENTE EXEMPLO LDA'],
        [null, null, 'NIB/IBAN/Conta Ordenante', 'PT50003300004567890123457'],
        ['05/07/2026', '05/07/2026', 'PAG SERVICOS', 'LUZ EXEMPLO', 120.55, 'D', 3379.45],
        [null, null, 'Referência', '123456789'],
        ['06/07/2026', '06/07/2026', 'ESTRANHO', '', 10, 'X', 3369.45],
      ],
    },
  ]);

/** ActivoBank: 'HISTÓRICO DE CONTA NÚMERO …' preamble, dates as Excel serial numbers. */
export const activobank = () =>
  xlsx([
    {
      nome: 'Historico',
      linhas: [
        ['HISTÓRICO DE CONTA NÚMERO 123456789'],
        ['Moeda:', 'EUR'],
        ['Tipo:', 'Todos'],
        ['Data de:', '01/07/2026'],
        ['Data até:', '31/07/2026'],
        undefined,
        ['Data Lanc.', 'Data Valor', 'Descrição', 'Valor', 'Saldo'],
        [46209, 46208, 'COMPRA 4321 MERCEARIA EXEMPLO', -45.1, 954.9],
        [46204, 46204, 'TRF DE CLIENTE EXEMPLO', 1000, 1000],
      ],
    },
  ]);

/** Date-typed cells (ExcelJS gives JS Dates) are read as their calendar day. */
export const millenniumComDatas = () =>
  xlsx([
    {
      nome: 'Movimentos',
      linhas: [
        ['Data Lançamento', 'Data Valor', 'Descrição', 'Montante', 'Saldo Contabilistico'],
        [new Date(Date.UTC(2026, 6, 31)), new Date(Date.UTC(2026, 6, 30)), 'COMISSAO', -7.5, 100],
      ],
    },
  ]);
