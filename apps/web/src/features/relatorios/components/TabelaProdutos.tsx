import type { ReportLine } from '@contas/core/reports';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { GrupoColunas, Serie } from '../colunas';
import {
  type ColunaOrdenacao,
  celulaProduto,
  mesmaColuna,
  type Ordenacao,
  rotuloSubcoluna,
  SUBCOLUNAS_PRODUTOS,
} from '../produtos';
import classes from './produtos.module.css';
import tabela from './tabela-comparativa.module.css';

interface TabelaProdutosProps {
  linhas: readonly ReportLine[];
  ano1: number;
  ano2: number;
  ordenacao: Ordenacao;
  onOrdenar: (coluna: ColunaOrdenacao) => void;
  /** Jan..Dez, Total and Média, in the order and with the headers the screen shows them. */
  grupos: readonly GrupoColunas[];
  /** A cell of a month not yet begun: empty, not 0. */
  semFigura: (grupo: GrupoColunas, serie: Serie) => boolean;
}

function CabecalhoOrdenavel({
  coluna,
  ordenacao,
  onOrdenar,
  rotulo,
  descricao,
}: {
  coluna: ColunaOrdenacao;
  ordenacao: Ordenacao;
  onOrdenar: (coluna: ColunaOrdenacao) => void;
  rotulo: string;
  /** What the column is, for the button's name ('Ordenar por Jan 2025'). */
  descricao: string;
}) {
  const ativa = mesmaColuna(ordenacao.coluna, coluna);
  const Seta = !ativa ? IconArrowsSort : ordenacao.direcao === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <button
      type="button"
      className={`${classes.ordenar} ${ativa ? classes.ordenado : ''}`}
      onClick={() => onOrdenar(coluna)}
      aria-label={`Ordenar por ${descricao}`}
    >
      <span>{rotulo}</span>
      <Seta size={12} className={classes.seta} aria-hidden />
    </button>
  );
}

const ariaSort = (ordenacao: Ordenacao, coluna: ColunaOrdenacao) =>
  mesmaColuna(ordenacao.coluna, coluna)
    ? ordenacao.direcao === 'asc'
      ? 'ascending'
      : 'descending'
    : undefined;

/**
 * The products analysis (SPEC §2): one row per product; for each month, the Total and the Média, the
 * two years, the difference and the % difference. Every header sorts (SPEC §9's sortable tables); the
 * header rows and the product column stay in place while the table scrolls inside its frame.
 */
export function TabelaProdutos({
  linhas,
  ano1,
  ano2,
  ordenacao,
  onOrdenar,
  grupos,
  semFigura,
}: TabelaProdutosProps) {
  const nome: ColunaOrdenacao = { tipo: 'nome' };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls; the keyboard must reach it.
    <section className={tabela.scroll} tabIndex={0} aria-label="Quantidades vendidas por produto">
      <table className={tabela.table}>
        <caption className={tabela.legenda}>
          Quantidades vendidas por produto, {ano1} e {ano2}
        </caption>
        <colgroup>
          <col />
        </colgroup>
        {grupos.map((grupo) => (
          <colgroup key={grupo.id} span={SUBCOLUNAS_PRODUTOS.length} />
        ))}
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={tabela.canto} aria-sort={ariaSort(ordenacao, nome)}>
              <CabecalhoOrdenavel
                coluna={nome}
                ordenacao={ordenacao}
                onOrdenar={onOrdenar}
                rotulo="Produto"
                descricao="Produto"
              />
            </th>
            {grupos.map((grupo) => (
              <th
                key={grupo.id}
                scope="colgroup"
                colSpan={SUBCOLUNAS_PRODUTOS.length}
                className={`${tabela.cabecalhoGrupo} ${tabela.inicioGrupo}`}
              >
                {grupo.label}
              </th>
            ))}
          </tr>
          <tr>
            {grupos.map((grupo) => (
              <Fragment key={grupo.id}>
                {SUBCOLUNAS_PRODUTOS.map((serie, i) => {
                  const coluna: ColunaOrdenacao = { tipo: 'valor', grupo: grupo.id, serie };
                  const rotulo = rotuloSubcoluna(serie, ano1, ano2);
                  return (
                    <th
                      key={serie}
                      scope="col"
                      className={`${tabela.cabecalhoSerie} ${i === 0 ? tabela.inicioGrupo : ''}`}
                      aria-sort={ariaSort(ordenacao, coluna)}
                    >
                      <CabecalhoOrdenavel
                        coluna={coluna}
                        ordenacao={ordenacao}
                        onOrdenar={onOrdenar}
                        rotulo={rotulo}
                        descricao={`${grupo.label} ${rotulo}`}
                      />
                    </th>
                  );
                })}
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {linhas.map((linha) => (
            <tr key={linha.key} data-produto={linha.label}>
              <th scope="row">
                <span>{linha.label}</span>
              </th>
              {grupos.map((grupo) => (
                <Fragment key={grupo.id}>
                  {SUBCOLUNAS_PRODUTOS.map((serie, i) => {
                    const texto = semFigura(grupo, serie) ? '' : celulaProduto(linha, grupo, serie);
                    const negativo = texto.startsWith('-');
                    return (
                      <td
                        key={serie}
                        className={[
                          tabela.valor,
                          i === 0 ? tabela.inicioGrupo : '',
                          negativo ? tabela.negativo : '',
                        ].join(' ')}
                      >
                        {texto}
                      </td>
                    );
                  })}
                </Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
