export {
  chavesDeConteudo,
  type LinhaPlanilhaCompleta,
  MODELO_PLANILHA_COMPLETA,
  parsePlanilhaCompleta,
} from './parse-planilha-completa';
