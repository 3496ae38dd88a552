import { formatDecimal, formatPercent } from '@contas/core';
import type { Pareto } from '@contas/core/reports';
import { Badge, Stack, Text } from '@mantine/core';
import { filtrarPorNome, resumoPareto } from '../produtos';
import classes from './produtos.module.css';
import tabela from './tabela-comparativa.module.css';

interface ParetoProdutosProps {
  pareto: Pareto;
  ano: number;
  /** Shows only the products whose name holds it; positions and shares stay those of every product. */
  pesquisa: string;
}

/**
 * The Pareto view: the products of a year by units sold, most first, with their share and the running
 * share; the fewest that together reach 80 % of the units are marked.
 */
export function ParetoProdutos({ pareto, ano, pesquisa }: ParetoProdutosProps) {
  const posicoes = pareto.posicoes.map((p, i) => ({ ...p, posicao: i + 1 }));
  const visiveis = filtrarPorNome(posicoes, pesquisa, (p) => p.nome);
  return (
    <Stack gap="sm">
      <Text fw={600} data-testid="resumo-pareto">
        {resumoPareto(pareto, ano)}
      </Text>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls; the keyboard must reach it. */}
      <section className={tabela.scroll} tabIndex={0} aria-label={`Pareto das unidades vendidas em ${ano}`}>
        <table className={tabela.table}>
          <caption className={tabela.legenda}>Pareto das unidades vendidas em {ano}</caption>
          <thead>
            <tr>
              {['Produto', 'Posição', 'Unidades', '% das unidades', '% acumulada', `${pareto.limiar} %`].map(
                (titulo, i) => (
                  <th
                    key={titulo}
                    scope="col"
                    className={`${tabela.cabecalhoGrupo} ${i === 0 ? classes.cantoPareto : ''}`}
                  >
                    {titulo}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {visiveis.map((p) => (
              <tr key={p.nome} className={p.noPareto ? classes.noPareto : ''} data-produto={p.nome}>
                <th scope="row">{p.nome}</th>
                <td className={tabela.valor}>{p.posicao}</td>
                <td className={tabela.valor}>{formatDecimal(p.quantidade, 0)}</td>
                <td className={tabela.valor}>{formatPercent(p.percentagem)}</td>
                <td className={tabela.valor}>{formatPercent(p.acumulada)}</td>
                <td>
                  {p.noPareto && (
                    <Badge size="sm" variant="light" color="cyan">
                      Faz parte
                    </Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Stack>
  );
}
