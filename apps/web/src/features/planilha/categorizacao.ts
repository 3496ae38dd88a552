import {
  CAMPOS_CLASSIFICACAO,
  CLASSIFICACAO_PREDEFINIDA,
  SEM_CATEGORIA_A,
  SEM_CATEGORIA_B,
} from '@contas/core';
import type { LinhaPlanilha } from '@contas/core/contrato';
import { DEFINICAO_CAMPOS } from './campos';

const PREFIXO = 'Categorizada automaticamente';

/**
 * The tooltip of a row the import classified from the company's history (`categorizacaoAutomatica`
 * = `{ origem: 'nif' | 'descricao' | 'cartao' | 'regra', campos }`): from which history, what it set, and whether a person
 * has changed it since. Undefined when the row was not classified automatically.
 */
export function descreverCategorizacao(linha: LinhaPlanilha): string | undefined {
  const auto = linha.categorizacaoAutomatica;
  if (!auto) return undefined;

  let fonte = 'a partir do histórico da empresa';
  if (auto.origem === 'nif') {
    const nif = linha.fatura?.nif;
    fonte = nif
      ? `a partir das faturas anteriores do mesmo NIF (${nif})`
      : 'a partir das faturas anteriores do mesmo NIF';
  } else if (auto.origem === 'descricao') {
    fonte = 'a partir dos movimentos bancários anteriores com a mesma descrição';
  } else if (auto.origem === 'cartao') {
    fonte = 'como comissão do terminal de pagamento automático (TPA)';
  } else if (auto.origem === 'regra') {
    fonte = 'por uma regra de categorização';
  }

  const { campos } = auto;
  const aplicados = campos
    ? CAMPOS_CLASSIFICACAO.filter(
        (campo) => typeof campos[campo] === 'string' && campos[campo] !== CLASSIFICACAO_PREDEFINIDA[campo],
      )
    : [];
  const detalhe =
    aplicados.length > 0
      ? ` — ${aplicados.map((campo) => `${DEFINICAO_CAMPOS[campo].titulo}: ${String(campos?.[campo])}`).join('; ')}`
      : '';
  const alterada =
    campos &&
    CAMPOS_CLASSIFICACAO.some((campo) => typeof campos[campo] === 'string' && campos[campo] !== linha[campo])
      ? ' Alterada depois manualmente.'
      : '';
  return `${PREFIXO} ${fonte}${detalhe}.${alterada}`;
}

/** A row with a Categoria A or B: one a rule can be drawn from ('Criar regra a partir desta linha'). */
export function linhaClassificada(linha: Pick<LinhaPlanilha, 'categoria_A' | 'categoria_B'>): boolean {
  return linha.categoria_A !== SEM_CATEGORIA_A || linha.categoria_B !== SEM_CATEGORIA_B;
}
