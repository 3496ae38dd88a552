import { LINHA_DR } from '@contas/core/reports';
import { useDrOrcamento } from '../api/relatorios-api';
import { drOrcamentoVazio } from '../orcamento-textos';
import { TODAS_AS_LOJAS } from '../selecao';
import { ConteudoOrcamento } from './ConteudoOrcamento';
import { ligacoesDaLinha } from './LigacoesPorClassificar';
import { type ContextoOrcamento, OrcamentoFrame } from './OrcamentoFrame';

const TITULO = 'DR Orçamento';

/** The income statement's headline lines, as the chart may draw them. */
const LINHAS_GRAFICO: readonly string[] = [
  LINHA_DR.vendas,
  LINHA_DR.margemBruta,
  LINHA_DR.resultadoAntesDepreciacoes,
  LINHA_DR.resultadoLiquido,
];

function DrOrcamento(contexto: ContextoOrcamento) {
  const { empresaId, lojaId, ano } = contexto;
  const query = useDrOrcamento(empresaId, lojaId, ano);
  return (
    <ConteudoOrcamento
      titulo={TITULO}
      contexto={contexto}
      query={query}
      vazio={drOrcamentoVazio}
      semOrcamento={(r) =>
        `${r.loja._id === TODAS_AS_LOJAS ? 'Nenhuma loja tem' : `${r.loja.nome} não tem`} orçamento de ${r.ano}.`
      }
      linhasGrafico={LINHAS_GRAFICO}
      aposRotulo={ligacoesDaLinha(
        { ...contexto, ano1: ano, ano2: ano },
        LINHA_DR.naoClassificado,
        'resultados',
      )}
    />
  );
}

/** 'DR Orçamento' (SPEC §2): the income statement against the budget of a year, with the year-end forecast. */
export function DrOrcamentoPage() {
  return (
    <OrcamentoFrame titulo={TITULO} exportar="dr-orcamento">
      {(contexto) => <DrOrcamento {...contexto} />}
    </OrcamentoFrame>
  );
}
