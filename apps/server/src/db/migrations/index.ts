import { sql as createAccounts } from './20261121000000_create_accounts';
import { sql as createEmpresas } from './20261121010000_create_empresas';
import { sql as createLedger } from './20261122000000_create_ledger';
import { sql as extendPlanilhaImports } from './20261122010000_extend_planilha_imports';
import { sql as createOrcamentoProdutos } from './20261122020000_create_orcamento_produtos';
import { sql as createRelatorios } from './20261122030000_create_relatorios';
import { sql as createPlanilhaPagination } from './20261122040000_create_planilha_pagination';
import { sql as renameDemoAccounts } from './20261124000000_rename_demo_accounts';
import { sql as createLoginEnderecos } from './20261124000100_create_login_enderecos';
import { sql as addEmpresasRegimeIrc } from './20261124100000_add_empresas_regime_irc';
import { sql as addLigacoesMemoria } from './20261124100100_add_ligacoes_memoria';
import { sql as addPlanilhaEstado } from './20261124100200_add_planilha_estado';
import { sql as createContasBancarias } from './20261124100300_create_contas_bancarias';
import { sql as createOrcamentoPrazos } from './20261124200000_create_orcamento_prazos';
import { sql as addVerificacaoEmail } from './20261124300000_add_verificacao_email';
import { sql as addPlanilhaDocumentosGlobais } from './20261124400000_add_planilha_documentos_globais';
import { sql as createImportacoesConteudo } from './20261124400100_create_importacoes_conteudo';
import { sql as addCartoes } from './20261124450000_add_cartoes';
import { sql as createSomasDocumentos } from './20261124700000_create_somas_documentos';
import { sql as somasDocumentosPorTaxa } from './20261124700100_somas_documentos_por_taxa';
import { sql as createCapitalProprio } from './20261124750000_create_capital_proprio';
import { sql as createRegrasCategorizacao } from './20261125200000_create_regras_categorizacao';
import { sql as createPrimeirosPassos } from './20261125210000_create_primeiros_passos';
import { sql as createErrosResolvidos } from './20261125300000_create_erros_resolvidos';
import { sql as createVersoesAgregados } from './20261125300100_create_versoes_agregados';
import { sql as planilhaIndiceDoIntervalo } from './20261126000000_planilha_indice_do_intervalo';
import { sql as createTarefas } from './20261126100000_create_tarefas';
import { sql as importacoesEmCurso } from './20261201000000_importacoes_em_curso';
import { sql as indicesDasReferencias } from './20261203000000_indices_das_referencias';
import { sql as somasDocumentosDoQueMudou } from './20261204000000_somas_documentos_do_que_mudou';
import { sql as somasSemPlanearCadaParte } from './20261207000000_somas_sem_planear_cada_parte';

export type Migration = { version: string; name: string; sql: string };

/** In order; a landed migration is never edited, a change is a new file. */
export const migrations: Migration[] = [
  { version: '20261121000000', name: 'create_accounts', sql: createAccounts },
  { version: '20261121010000', name: 'create_empresas', sql: createEmpresas },
  { version: '20261122000000', name: 'create_ledger', sql: createLedger },
  { version: '20261122010000', name: 'extend_planilha_imports', sql: extendPlanilhaImports },
  { version: '20261122020000', name: 'create_orcamento_produtos', sql: createOrcamentoProdutos },
  { version: '20261122030000', name: 'create_relatorios', sql: createRelatorios },
  { version: '20261122040000', name: 'create_planilha_pagination', sql: createPlanilhaPagination },
  { version: '20261124000000', name: 'rename_demo_accounts', sql: renameDemoAccounts },
  { version: '20261124000100', name: 'create_login_enderecos', sql: createLoginEnderecos },
  { version: '20261124100000', name: 'add_empresas_regime_irc', sql: addEmpresasRegimeIrc },
  { version: '20261124100100', name: 'add_ligacoes_memoria', sql: addLigacoesMemoria },
  { version: '20261124100200', name: 'add_planilha_estado', sql: addPlanilhaEstado },
  { version: '20261124100300', name: 'create_contas_bancarias', sql: createContasBancarias },
  { version: '20261124200000', name: 'create_orcamento_prazos', sql: createOrcamentoPrazos },
  { version: '20261124300000', name: 'add_verificacao_email', sql: addVerificacaoEmail },
  { version: '20261124400000', name: 'add_planilha_documentos_globais', sql: addPlanilhaDocumentosGlobais },
  { version: '20261124400100', name: 'create_importacoes_conteudo', sql: createImportacoesConteudo },
  { version: '20261124450000', name: 'add_cartoes', sql: addCartoes },
  { version: '20261124700000', name: 'create_somas_documentos', sql: createSomasDocumentos },
  { version: '20261124700100', name: 'somas_documentos_por_taxa', sql: somasDocumentosPorTaxa },
  { version: '20261124750000', name: 'create_capital_proprio', sql: createCapitalProprio },
  { version: '20261125200000', name: 'create_regras_categorizacao', sql: createRegrasCategorizacao },
  { version: '20261125210000', name: 'create_primeiros_passos', sql: createPrimeirosPassos },
  { version: '20261125300000', name: 'create_erros_resolvidos', sql: createErrosResolvidos },
  { version: '20261125300100', name: 'create_versoes_agregados', sql: createVersoesAgregados },
  { version: '20261126000000', name: 'planilha_indice_do_intervalo', sql: planilhaIndiceDoIntervalo },
  { version: '20261126100000', name: 'create_tarefas', sql: createTarefas },
  { version: '20261201000000', name: 'importacoes_em_curso', sql: importacoesEmCurso },
  { version: '20261203000000', name: 'indices_das_referencias', sql: indicesDasReferencias },
  { version: '20261204000000', name: 'somas_documentos_do_que_mudou', sql: somasDocumentosDoQueMudou },
  { version: '20261207000000', name: 'somas_sem_planear_cada_parte', sql: somasSemPlanearCadaParte },
];
