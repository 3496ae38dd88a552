/** Invoice ↔ bank-statement matching: pure, deterministic, explained. */
export {
  CLASSIFICACAO_COMISSAO_CARTAO,
  eComissaoCartao,
  eLiquidacaoCartao,
  vendasExplicamLiquidacao,
} from './cartoes';
export { computeCorrespondencias, totalComSinal } from './compute-correspondencias';
export {
  type DocumentoParaAssociar,
  diferencaPedeConfirmacao,
  type MovimentoCandidato,
  ordenarCandidatos,
  PESOS_ASSOCIACAO,
  type PontuacaoCandidato,
  pontuarCandidato,
  TOLERANCIA_DIFERENCA_CENTS,
} from './pontuacao-manual';
export {
  DIAS_ENTRE_PERNAS,
  type EmpresaParaTransferencia,
  emparelharTransferencias,
  type MovimentoParaTransferencia,
} from './transferencias';
export type {
  ConfiancaCorrespondencia,
  Correspondencia,
  EntradaCorrespondencia,
  ErroCorrespondencia,
  FaturaParaCorrespondencia,
  LadoFatura,
  LiquidacaoCartao,
  MovimentoParaCorrespondencia,
  OpcoesCorrespondencia,
  ParBloqueado,
  ParFixo,
  RegraCorrespondencia,
  ResultadoCorrespondencia,
  TipoDocumento,
} from './types';
export { OPCOES_CORRESPONDENCIA_PADRAO } from './types';
