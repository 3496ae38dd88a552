/** Our own XLSX templates (Planilha Completa, Orçamento Anual, Produtos Mensais) and their readers. */
export {
  calcularIva,
  chaveLinhaOrcamento,
  type LinhaOrcamento,
  MODELO_ORCAMENTO,
  mesesDoOrcamento,
  parseOrcamento,
  type ResultadoOrcamento,
  type ValoresMes,
} from '../importers/orcamento';
export {
  chavesDeConteudo,
  type LinhaPlanilhaCompleta,
  MODELO_PLANILHA_COMPLETA,
  parsePlanilhaCompleta,
} from '../importers/planilha-completa';
export { type LinhaProdutos, MODELO_PRODUTOS, parseProdutos } from '../importers/produtos';
export { COLUNAS_ORCAMENTO, COLUNAS_PLANILHA_COMPLETA, COLUNAS_PRODUTOS, type ColunaModelo } from './colunas';
export { gerarModeloOrcamento, gerarModeloPlanilhaCompleta, gerarModeloProdutos } from './gerar-modelos';
export { type FalhaFicheiro, FOLHA_INSTRUCOES, FOLHA_LISTAS, type TipoFalha } from './ler-livro';
export { LISTAS, TAXAS_IVA } from './listas';
export type { ResultadoModelo } from './resultado';
