import type { ReportLine } from '@contas/core/reports';
import { IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { GRUPOS_COLUNAS, type RotulosSeries, subColunas, valorCelula } from '../colunas';
import { type Expandidas, linhasVisiveis } from '../expansao';
import { formatarCelula } from '../formatacao';
import classes from './tabela-comparativa.module.css';

interface TabelaComparativaProps {
  /** The report's name: the table's caption, for screen readers. */
  titulo: string;
  linhas: readonly ReportLine[];
  rotulos: RotulosSeries;
  expandidas: Expandidas;
  onAlternar: (key: string) => void;
  ocultarZeros?: boolean;
  /** Something after a line's label (links to the rows behind it). */
  aposRotulo?: (linha: ReportLine) => ReactNode;
}

const INDENTACAO_REM = 1;

/**
 * A comparative report (SPEC §2): for each month, the Total and the Média, four columns (year 1,
 * year 2, ∆ €, ∆ %). A real table: column groups with scope, a row header per line, and lines
 * with sub-lines open and close with a button that says whether it is expanded. The header rows
 * and the first column stay in place while the table scrolls inside its frame.
 */
export function TabelaComparativa({
  titulo,
  linhas,
  rotulos,
  expandidas,
  onAlternar,
  ocultarZeros = false,
  aposRotulo,
}: TabelaComparativaProps) {
  const visiveis = useMemo(
    () => linhasVisiveis(linhas, expandidas, { ocultarZeros }),
    [linhas, expandidas, ocultarZeros],
  );
  const series = subColunas(rotulos);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls; the keyboard must reach it.
    <section className={classes.scroll} tabIndex={0} aria-label={titulo}>
      <table className={classes.table}>
        <caption className={classes.legenda}>{titulo}</caption>
        <colgroup>
          <col />
        </colgroup>
        {GRUPOS_COLUNAS.map((grupo) => (
          <colgroup key={grupo.id} span={series.length} />
        ))}
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={classes.canto}>
              Rubrica
            </th>
            {GRUPOS_COLUNAS.map((grupo) => (
              <th
                key={grupo.id}
                scope="colgroup"
                colSpan={series.length}
                className={`${classes.cabecalhoGrupo} ${classes.inicioGrupo}`}
              >
                {grupo.label}
              </th>
            ))}
          </tr>
          <tr>
            {GRUPOS_COLUNAS.map((grupo) => (
              <Fragment key={grupo.id}>
                {series.map((serie, i) => (
                  <th
                    key={serie.serie}
                    scope="col"
                    className={`${classes.cabecalhoSerie} ${i === 0 ? classes.inicioGrupo : ''}`}
                  >
                    {serie.label}
                  </th>
                ))}
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {visiveis.map(({ linha, temFilhos, expandida }) => {
            const tipoClasse =
              linha.tipo === 'resultado' || linha.tipo === 'saldo'
                ? classes.resultado
                : linha.tipo === 'grupo'
                  ? classes.grupo
                  : '';
            return (
              <tr key={linha.key} className={tipoClasse} data-linha={linha.key}>
                <th scope="row" style={{ paddingLeft: `${0.5 + linha.level * INDENTACAO_REM}rem` }}>
                  {temFilhos ? (
                    <button
                      type="button"
                      className={classes.alternar}
                      aria-expanded={expandida}
                      onClick={() => onAlternar(linha.key)}
                    >
                      <IconChevronRight size={14} className={classes.seta} aria-hidden />
                      <span>{linha.label}</span>
                    </button>
                  ) : (
                    <span className={classes.semSeta}>{linha.label}</span>
                  )}
                  {aposRotulo?.(linha)}
                </th>
                {GRUPOS_COLUNAS.map((grupo) => (
                  <Fragment key={grupo.id}>
                    {series.map(({ serie }, i) => {
                      const celula = formatarCelula(
                        valorCelula(linha.valores, grupo, serie),
                        linha.unidade,
                        serie,
                      );
                      return (
                        <td
                          key={serie}
                          className={[
                            classes.valor,
                            i === 0 ? classes.inicioGrupo : '',
                            celula.negativo ? classes.negativo : '',
                          ].join(' ')}
                          data-negativo={celula.negativo || undefined}
                        >
                          {celula.texto}
                        </td>
                      );
                    })}
                  </Fragment>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
