import { MESES } from '@contas/core';
import type { ResumoResposta } from '@contas/core/contrato';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatarCelulaResumo, textoMotivo } from '../resumo';
import classes from './resumo.module.css';
import tabela from './tabela-comparativa.module.css';

/** The year's cell lacks a figure for a reason the reader can act on: said under the line's name. */
const DITO_NA_LINHA = new Set([
  'pessoal-em-falta',
  'sem-capital-proprio',
  'capital-da-empresa',
  'sem-investimento',
]);

interface TabelaResumoProps {
  resumo: Pick<ResumoResposta, 'ano' | 'blocos' | 'lojasSemPessoal'>;
  /** The report each block comes from, for a link in its header row. */
  ligacoes: Partial<Record<ResumoResposta['blocos'][number]['key'], { caminho: string; nome: string }>>;
}

/**
 * The summary's first table (SPEC §2): four blocks, one header row each, then its lines with the 12
 * months and the year. A ratio says how it is computed under its name; a cell without a figure shows
 * '—' and says why.
 */
export function TabelaResumo({ resumo, ligacoes }: TabelaResumoProps) {
  const contexto = { ano: resumo.ano, lojasSemPessoal: resumo.lojasSemPessoal };
  const colunas = MESES.length + 2;
  return (
    <section
      className={`${tabela.scroll} ${classes.inteira}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls sideways; the keyboard must reach it.
      tabIndex={0}
      aria-label={`Resumo de ${resumo.ano}`}
    >
      <table className={tabela.table}>
        <caption className={tabela.legenda}>Resumo de {resumo.ano}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${tabela.cabecalhoGrupo} ${classes.canto}`}>
              Rubrica
            </th>
            {[...MESES, 'Ano'].map((mes) => (
              <th key={mes} scope="col" className={tabela.cabecalhoGrupo}>
                {mes}
              </th>
            ))}
          </tr>
        </thead>
        {resumo.blocos.map((bloco) => {
          const ligacao = ligacoes[bloco.key];
          return (
            <tbody key={bloco.key} data-bloco={bloco.key}>
              <tr className={classes.bloco}>
                <th scope="colgroup" colSpan={colunas}>
                  {bloco.titulo}
                  {ligacao && (
                    <Anchor component={Link} to={ligacao.caminho} size="xs" className={tabela.ligacao}>
                      Ver {ligacao.nome}
                    </Anchor>
                  )}
                </th>
              </tr>
              {bloco.linhas.map((linha) => {
                const motivoAno = linha.motivos[MESES.length];
                return (
                  <tr key={linha.key} data-linha={linha.key}>
                    <th scope="row">
                      <span>{linha.label}</span>
                      {linha.formula && <span className={classes.formula}>{linha.formula}</span>}
                      {motivoAno && DITO_NA_LINHA.has(motivoAno) && (
                        <span className={classes.falta}>{textoMotivo(motivoAno, contexto)}</span>
                      )}
                    </th>
                    {linha.valores.map((valor, i) => {
                      const motivo = linha.motivos[i];
                      const texto = formatarCelulaResumo(valor, linha.unidade);
                      return (
                        <td
                          // biome-ignore lint/suspicious/noArrayIndexKey: the 13 columns are fixed.
                          key={i}
                          className={`${tabela.valor} ${texto.startsWith('-') ? tabela.negativo : ''}`}
                        >
                          {motivo ? (
                            <abbr className={classes.semValor} title={textoMotivo(motivo, contexto)}>
                              {texto}
                            </abbr>
                          ) : (
                            texto
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </section>
  );
}
