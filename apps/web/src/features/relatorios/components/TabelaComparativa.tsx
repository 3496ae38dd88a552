import type { ReportLine } from '@contas/core/reports';
import { IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { celulaDaColuna, type GrupoTabela } from '../colunas';
import { type Expandidas, type LinhaArvore, linhasVisiveis } from '../expansao';
import classes from './tabela-comparativa.module.css';

interface TabelaComparativaProps<L extends LinhaArvore<L>> {
  /** The report's name: the table's caption, for screen readers. */
  titulo: string;
  linhas: readonly L[];
  /** The column groups and their columns (gruposComparativos, gruposOrcamento). */
  grupos: readonly GrupoTabela<L>[];
  expandidas: Expandidas;
  onAlternar: (key: string) => void;
  ocultarZeros?: boolean;
  /** Something after a line's label (links to the rows behind it). */
  aposRotulo?: (linha: ReportLine) => ReactNode;
}

const INDENTACAO_REM = 1;

/**
 * A comparative report (SPEC §2): a group of columns per month, the Total and the Média (and, in the
 * budget reports, the year-end forecast). A real table: column groups with scope, a row header per
 * line, and lines with sub-lines open and close with a button that says whether it is expanded. The
 * header rows and the first column stay in place while the table scrolls inside its frame. An empty
 * cell is a figure that does not exist yet (a future month's real figures).
 */
export function TabelaComparativa<L extends LinhaArvore<L>>({
  titulo,
  linhas,
  grupos,
  expandidas,
  onAlternar,
  ocultarZeros = false,
  aposRotulo,
}: TabelaComparativaProps<L>) {
  const visiveis = useMemo(
    () => linhasVisiveis(linhas, expandidas, { ocultarZeros }),
    [linhas, expandidas, ocultarZeros],
  );
  const aberto = (grupo: GrupoTabela<L>) => (grupo.aberto ? classes.aberto : '');

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls; the keyboard must reach it.
    <section className={classes.scroll} tabIndex={0} aria-label={titulo}>
      <table className={classes.table}>
        <caption className={classes.legenda}>{titulo}</caption>
        <colgroup>
          <col />
        </colgroup>
        {grupos.map((grupo) => (
          <colgroup key={grupo.id} span={grupo.colunas.length} />
        ))}
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={classes.canto}>
              Rubrica
            </th>
            {grupos.map((grupo) => (
              <th
                key={grupo.id}
                scope="colgroup"
                colSpan={grupo.colunas.length}
                className={`${classes.cabecalhoGrupo} ${classes.inicioGrupo} ${aberto(grupo)}`}
              >
                {grupo.label}
              </th>
            ))}
          </tr>
          <tr>
            {grupos.map((grupo) => (
              <Fragment key={grupo.id}>
                {grupo.colunas.map((coluna, i) => (
                  <th
                    key={coluna.id}
                    scope="col"
                    className={`${classes.cabecalhoSerie} ${i === 0 ? classes.inicioGrupo : ''} ${aberto(grupo)}`}
                  >
                    {coluna.label}
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
                {grupos.map((grupo) => (
                  <Fragment key={grupo.id}>
                    {grupo.colunas.map((coluna, i) => {
                      const celula = celulaDaColuna(coluna, linha);
                      return (
                        <td
                          key={coluna.id}
                          className={[
                            classes.valor,
                            i === 0 ? classes.inicioGrupo : '',
                            aberto(grupo),
                            celula.negativo ? classes.negativo : '',
                          ].join(' ')}
                          data-negativo={celula.negativo || undefined}
                          title={celula.motivo}
                        >
                          {celula.motivo ? (
                            <>
                              <span aria-hidden>{celula.texto}</span>
                              <span className={classes.legenda}>{celula.motivo}</span>
                            </>
                          ) : (
                            celula.texto
                          )}
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
