import { lisbonToday } from '@contas/core';
import { gerarModeloOrcamento, gerarModeloPlanilhaCompleta, gerarModeloProdutos } from '@contas/core/modelos';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { naoEncontrado } from '../../errors/app-error';
import { autenticado, comEsquemas } from '../../http/access';
import { parseWith } from '../../http/validation';
import { enviarXlsx, TIPO_XLSX } from '../../http/xlsx';

const consulta = z.object({
  ano: z.coerce
    .number({ error: 'O ano deve ser um número.' })
    .int('O ano deve ser inteiro.')
    .min(1900, 'Ano inválido.')
    .max(2200, 'Ano inválido.')
    .optional(),
});

/** Each template: its file name and bytes for a year (the current year in Lisbon when none is asked). */
const MODELOS: Record<string, (ano: number) => { ficheiro: string; bytes: () => Promise<Uint8Array> }> = {
  'planilha-completa': () => ({
    ficheiro: 'modelo-planilha-completa.xlsx',
    bytes: () => gerarModeloPlanilhaCompleta(),
  }),
  // The budget import offers next year by default (SPEC §9), and so does its template.
  orcamento: (ano) => ({ ficheiro: `modelo-orcamento-${ano}.xlsx`, bytes: () => gerarModeloOrcamento(ano) }),
  produtos: (ano) => ({ ficheiro: `modelo-produtos-${ano}.xlsx`, bytes: () => gerarModeloProdutos(ano) }),
};

/** The templates the import screen links to ('template download link', SPEC §2). */
export function modelosRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  app.get(
    '/get/modelos/:modelo',
    comEsquemas(autenticado, {
      resumo: 'Descarregar um modelo de importação (.xlsx)',
      consulta,
      respostas: { 200: { ficheiro: TIPO_XLSX } },
    }),
    async (request, reply) => {
      const { modelo } = request.params as { modelo: string };
      const gerar = Object.hasOwn(MODELOS, modelo) ? MODELOS[modelo] : undefined;
      if (!gerar) throw naoEncontrado('Modelo não encontrado: use planilha-completa, orcamento ou produtos.');
      const { ano } = parseWith(consulta, request.query);
      const anoAtual = Number(lisbonToday(deps.now()).slice(0, 4));
      const escolhido = gerar(ano ?? (modelo === 'orcamento' ? anoAtual + 1 : anoAtual));
      const bytes = await escolhido.bytes();
      return enviarXlsx(reply.header('cache-control', 'no-store'), escolhido.ficheiro, Buffer.from(bytes));
    },
  );
}
