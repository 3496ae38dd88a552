import { LINHA_FC } from '@contas/core/reports';
import { useCallback } from 'react';
import { useFluxoCaixa } from '../api/relatorios-api';
import type { LinhaGrafico } from '../grafico';
import { fluxoCaixaVazio } from '../relatorios-vazios';
import { CaixaInicialPainel } from './CaixaInicialPainel';
import { ConteudoRelatorio } from './ConteudoRelatorio';
import { ligacoesDaLinha } from './LigacoesPorClassificar';
import { type ContextoRelatorio, RelatorioFrame } from './RelatorioFrame';

const TITULO = 'Fluxo de Caixa';

/** The month's variation of cash and the cash at its end (CFP), for the two years. */
const LINHAS_GRAFICO: readonly LinhaGrafico[] = [
  { key: LINHA_FC.variacao, label: 'Variação de caixa', color: 'cyan' },
  { key: LINHA_FC.cfp, label: 'Caixa no fim do período', color: 'violet' },
];

function FluxoCaixa(contexto: ContextoRelatorio) {
  const { empresaId, lojaId, ano1, ano2, role } = contexto;
  const query = useFluxoCaixa(empresaId, lojaId, ano1, ano2);
  const vazio = useCallback(() => fluxoCaixaVazio(ano1, ano2), [ano1, ano2]);
  return (
    <ConteudoRelatorio
      titulo={TITULO}
      query={query}
      vazio={vazio}
      grafico={{ titulo: 'Variação de caixa e caixa no fim de cada mês', linhas: LINHAS_GRAFICO }}
      ano1={ano1}
      ano2={ano2}
      aposRotulo={ligacoesDaLinha(contexto, LINHA_FC.naoClassificado, 'caixa')}
      extra={
        <CaixaInicialPainel
          empresaId={empresaId}
          lojaId={lojaId}
          anos={[ano1, ano2]}
          podeEditar={role === 'admin' || role === 'editor'}
        />
      }
    />
  );
}

/** 'Fluxo de Caixa' (SPEC §2): cash basis, two years compared month by month. */
export function FluxoCaixaPage() {
  return (
    <RelatorioFrame titulo={TITULO} exportar="fluxo-caixa">
      {(contexto) => <FluxoCaixa {...contexto} />}
    </RelatorioFrame>
  );
}
