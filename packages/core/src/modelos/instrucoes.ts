/** The general notes of each template's 'Instruções' sheet, in pt-PT; the column table follows them. */

const SINAIS =
  'Sinais: receitas e entradas positivas, gastos e saídas negativos (uma fatura de fornecedor de 123,00 € ' +
  'escreve-se -123,00; uma venda de 50,00 € escreve-se 50,00).';
const VALORES =
  'Valores: números em euros com 2 casas decimais (ex.: -1234,56). Também se aceita texto como "-1.234,56 €".';
const DATAS = 'Datas: dd/mm/aaaa (ex.: 31/01/2026), como data do Excel ou como texto.';
const LISTAS_TEXTO =
  'Classificação: escolha das listas de cada coluna. A lista de subcategorias tem as de todas as categorias: ' +
  'a importação confirma que cada subcategoria pertence à sua categoria (tabelas no fim desta folha) e recusa a ' +
  'linha que não pertença, indicando a linha e a coluna.';
const CABECALHO =
  'Não altere os nomes das colunas nem apague colunas; a ordem das colunas pode mudar. Linhas em branco são ' +
  'ignoradas.';

export const INSTRUCOES_PLANILHA_COMPLETA: readonly string[] = [
  'Uma linha por documento ou movimento bancário da loja, a partir da linha 2 da folha "Planilha". Escolha a ' +
    'loja no ecrã de importação: todas as linhas do ficheiro ficam nessa loja.',
  CABECALHO,
  SINAIS,
  VALORES,
  DATAS,
  LISTAS_TEXTO,
  'Cada linha precisa de uma data (Data Emissão ou Data Pagamento) e de um valor (Total, Base Tributável ou ' +
    'Valor Extrato). O Valor Extrato e a Data Pagamento formam a parte do extrato da linha.',
  'Importar de novo o mesmo ficheiro não duplica linhas. Um documento (NIF + Nº Fatura) já importado, por este ' +
    'modelo ou pelo e-fatura, não é criado outra vez: fica com a classificação do ficheiro e mantém os valores ' +
    'que tinha. Uma linha sem NIF ou sem Nº Fatura é reconhecida pelo seu conteúdo.',
  'Uma linha com erros é recusada (a resposta indica a linha e a coluna); as restantes são importadas. Corrija ' +
    'e importe de novo o ficheiro inteiro: as linhas já importadas não se repetem.',
];

export function instrucoesOrcamento(ano: number): readonly string[] {
  return [
    `Orçamento de uma loja para um ano: escreva o ano na célula B1 (este modelo traz ${ano}) e escolha a mesma ` +
      'loja e o mesmo ano no ecrã de importação. Um ficheiro de outro ano é recusado.',
    'Uma linha por rubrica do orçamento, a partir da linha 4 da folha "Orçamento", com a base tributável ' +
      '(sem IVA) de cada mês nas colunas Jan a Dez: copie um valor para o lado para repetir todos os meses.',
    CABECALHO,
    SINAIS,
    VALORES,
    'Taxa IVA: a taxa dos valores da linha. O IVA de cada mês é calculado (base × taxa, arredondado ao ' +
      'cêntimo) e o Total é a base mais o IVA. Vazia é 0% (salários, juros, subsídios).',
    LISTAS_TEXTO,
    'Cada mês com valor torna-se uma linha do orçamento com data no dia 1 desse mês; um mês vazio ou 0 não conta.',
    'Importar o orçamento substitui todo o orçamento dessa loja nesse ano: importar de novo o mesmo ficheiro dá ' +
      'o mesmo orçamento, sem duplicar. Se alguma linha tiver erros, nada é importado e a resposta indica a ' +
      'linha e a coluna de cada erro.',
  ];
}

export function instrucoesProdutos(ano: number): readonly string[] {
  return [
    'Uma linha por produto e por ano, a partir da linha 2 da folha "Produtos", com as quantidades vendidas em ' +
      `cada mês (ex.: Ano ${ano}). Escolha a loja no ecrã de importação.`,
    CABECALHO,
    'Quantidades: números inteiros, 0 ou mais. Uma célula vazia deixa esse mês como estava; 0 grava zero.',
    'Escreva o nome de cada produto sempre da mesma forma: é o nome que junta os meses e os anos na análise de ' +
      'produtos vendidos. O mesmo produto só pode aparecer uma vez por ano no ficheiro.',
    'Importar de novo o mesmo ficheiro não duplica nada: cada produto, ano e mês tem uma só quantidade, que a ' +
      'nova importação substitui.',
    'Uma linha com erros é recusada (a resposta indica a linha e a coluna); as restantes são importadas.',
  ];
}
