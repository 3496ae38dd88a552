import type { PorClassificar } from '@contas/core';
import type { ReportLine } from '@contas/core/reports';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ligacoesPorClassificar } from '../por-classificar';
import type { ContextoRelatorio } from './RelatorioFrame';
import classes from './tabela-comparativa.module.css';

/**
 * After the 'Por classificar' label, for those who may open the spreadsheet: a link per year to the
 * rows the report leaves out.
 */
export function ligacoesDaLinha(contexto: ContextoRelatorio, key: string, lado: PorClassificar) {
  const podeAbrir = contexto.role === 'admin' || contexto.role === 'editor';
  return (linha: ReportLine) => {
    if (!podeAbrir || linha.key !== key) return null;
    return ligacoesPorClassificar(linha, contexto, lado).map(({ ano, caminho }) => (
      <Anchor
        key={ano}
        component={Link}
        to={caminho}
        size="xs"
        className={classes.ligacao}
        aria-label={`ver ${ano}: as linhas por classificar`}
      >
        ver {ano}
      </Anchor>
    ));
  };
}
