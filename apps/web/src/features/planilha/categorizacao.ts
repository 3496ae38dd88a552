import {
  CAMPOS_CLASSIFICACAO,
  CLASSIFICACAO_PREDEFINIDA,
  SEM_CATEGORIA_A,
  SEM_CATEGORIA_B,
} from '@contas/core';
import { DEFINICAO_CAMPOS } from './campos';
import type { PlanilhaLinha } from './planilha-tipos';

const PREFIXO = 'Categorizada automaticamente';

function isObjeto(valor: unknown): valor is Record<string, unknown> {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

/**
 * The tooltip of a row the import classified from the company's history (`categorizacaoAutomatica`
 * = `{ origem: 'nif' | 'descricao' | 'cartao' | 'regra', campos }`): from which history, what it set, and whether a person
 * has changed it since. Undefined when the row was not classified automatically.
 */
export function descreverCategorizacao(linha: PlanilhaLinha): string | undefined {
  const auto = linha.categorizacaoAutomatica;
  if (auto === null || auto === undefined || auto === false) return undefined;
  if (!isObjeto(auto)) return `${PREFIXO}.`;

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

  const campos = isObjeto(auto.campos) ? auto.campos : undefined;
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
export function linhaClassificada(linha: Pick<PlanilhaLinha, 'categoria_A' | 'categoria_B'>): boolean {
  return linha.categoria_A !== SEM_CATEGORIA_A || linha.categoria_B !== SEM_CATEGORIA_B;
}
