export {
  calcularIva,
  chaveLinhaOrcamento,
  type LinhaOrcamento,
  MODELO_ORCAMENTO,
  mesesDoOrcamento,
  parseOrcamento,
  type ResultadoOrcamento,
  type ValoresMes,
} from './parse-orcamento';
