import { LINHA_FC } from '@contas/core/reports';
import { useFluxoCaixaOrcamento } from '../api/relatorios-api';
import { fluxoCaixaOrcamentoVazio } from '../orcamento-textos';
import { TODAS_AS_LOJAS } from '../selecao';
import { ConteudoOrcamento } from './ConteudoOrcamento';
import { ligacoesDaLinha } from './LigacoesPorClassificar';
import { type ContextoOrcamento, OrcamentoFrame } from './OrcamentoFrame';
import { PrazosPagamentoPainel } from './PrazosPagamentoPainel';

const TITULO = 'Fluxo de Caixa Orçamento';

/** The cash flow's lines that flow (a balance has no running total), as the chart may draw them. */
const LINHAS_GRAFICO: readonly string[] = [
  LINHA_FC.variacao,
  LINHA_FC.operacionais,
  LINHA_FC.investimento,
  LINHA_FC.financiamento,
];

function FluxoCaixaOrcamento(contexto: ContextoOrcamento) {
  const { empresaId, lojaId, ano, role } = contexto;
  const query = useFluxoCaixaOrcamento(empresaId, lojaId, ano);
  return (
    <ConteudoOrcamento
      titulo={TITULO}
      contexto={contexto}
      query={query}
      vazio={fluxoCaixaOrcamentoVazio}
      semOrcamento={(r) =>
        `${r.loja._id === TODAS_AS_LOJAS ? 'O orçamento da empresa' : `O orçamento de ${r.loja.nome}`} para ${r.ano} ` +
        'não tem linhas com Categoria B (Cash Flow «Sim»): nada dele chega à caixa.'
      }
      linhasGrafico={LINHAS_GRAFICO}
      extra={(r) => (
        <PrazosPagamentoPainel empresaId={empresaId} prazos={r.prazos} podeEditar={role === 'admin'} />
      )}
      aposRotulo={ligacoesDaLinha({ ...contexto, ano1: ano, ano2: ano }, LINHA_FC.naoClassificado, 'caixa')}
    />
  );
}

/** 'Fluxo de Caixa Orçamento' (SPEC §2): the cash flow against the budget as cash, with the year-end forecast. */
export function FluxoCaixaOrcamentoPage() {
  return (
    <OrcamentoFrame titulo={TITULO} exportar="fluxo-caixa-orcamento">
      {(contexto) => <FluxoCaixaOrcamento {...contexto} />}
    </OrcamentoFrame>
  );
}
