/** Invoice ↔ bank-statement matching: pure, deterministic, explained. */
export { computeCorrespondencias, totalComSinal } from './compute-correspondencias';
export type {
  ConfiancaCorrespondencia,
  Correspondencia,
  EntradaCorrespondencia,
  ErroCorrespondencia,
  FaturaParaCorrespondencia,
  LadoFatura,
  MovimentoParaCorrespondencia,
  OpcoesCorrespondencia,
  ParBloqueado,
  ParFixo,
  RegraCorrespondencia,
  ResultadoCorrespondencia,
  TipoDocumento,
} from './types';
export { OPCOES_CORRESPONDENCIA_PADRAO } from './types';
