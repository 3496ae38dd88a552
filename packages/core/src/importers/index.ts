export { parseCamt053 } from './camt053/parse-camt053';
export { chaveFatura, chaveMovimento, chavesDoFicheiro, chavesMovimentos } from './chaves';
export { decodeBytes, normalizarCabecalho } from './decode';
export {
  type FicheiroReconhecido,
  identificarConteudo,
  lerEfaturaOuExtrato,
  parseEfatura,
  parseExtrato,
} from './detect';
export {
  type EvidenciasDoFicheiro,
  type FicheiroAlheio,
  ficheiroAlheio,
  type LadoDoFicheiro,
  type MotivoFicheiroAlheio,
  normalizarNif,
} from './efatura/empresa-do-ficheiro';
export { parseEfaturaCsv } from './efatura/parse-efatura';
export { EFATURA_NAO_RECONHECIDA, EXTRATO_NAO_RECONHECIDO, FORMATOS_EXTRATO_SUPORTADOS } from './mensagens';
export { parseOfx } from './ofx/parse-ofx';
export type {
  Codificacao,
  FaturaImportada,
  MovimentoBancario,
  Problema,
  Resultado,
  ResultadoEfatura,
  ResultadoExtrato,
  ResumoExtrato,
  VistaEfatura,
} from './tipos';
