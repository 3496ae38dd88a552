import { Paper, Text } from '@mantine/core';
import { PaginaEmpresa } from './PaginaEmpresa';

/** The company area's entry; the summary itself arrives with the reports. */
export function ResumoPage() {
  return (
    <PaginaEmpresa titulo="Resumo">
      <Paper withBorder p="lg" maw={640}>
        <Text>
          O resumo do ano — demonstração de resultados, fluxo de caixa, margens e rentabilidade, ponto de
          equilíbrio e a comparação com o orçamento — aparece aqui quando os relatórios estiverem disponíveis.
        </Text>
      </Paper>
    </PaginaEmpresa>
  );
}
