/** Deterministic generators of the real export formats and of the demo company's year of files. */
export { type Aleatorio, criarAleatorio } from './aleatorio';
export {
  CONTA_CGD,
  CONTA_MILLENNIUM,
  type DadosDemo,
  type DocumentoDemo,
  type FicheiroDemo,
  gerarCafeDemo,
  type MovimentoDemo,
  type OpcoesCafeDemo,
} from './cafe-demo';
export {
  type DocumentoEfatura,
  type Extrato,
  escreverEfaturaAdquirente,
  escreverEfaturaEmitente,
  escreverExtratoCgd,
  escreverExtratoMillennium,
  type LinhaExtrato,
  montantePt,
  type VarianteEfatura,
} from './formatos';
export { orcamentoDoAnoAnterior, type SomaDoAno } from './orcamento-demo';
