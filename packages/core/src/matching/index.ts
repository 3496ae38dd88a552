/** Invoice ↔ bank-statement matching: pure, deterministic, explained. */
export {
  CLASSIFICACAO_COMISSAO_CARTAO,
  eComissaoCartao,
  eLiquidacaoCartao,
  vendasExplicamLiquidacao,
} from './cartoes';
export { computeCorrespondencias, totalComSinal } from './compute-correspondencias';
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
