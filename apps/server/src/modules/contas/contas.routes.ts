import { type AnaliseConta, centsToEuros } from '@contas/core';
import { contaAtualizada, contasBancarias, mensagem, transferenciaDesfeita } from '@contas/core/contrato';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { withTransaction } from '../../db/database';
import { isUuid } from '../../db/ids';
import { conflito, invalido, naoEncontrado } from '../../errors/app-error';
import {
  comEsquemas,
  daEmpresa,
  daEmpresaPeloCorpo,
  requireEmpresa,
  requireUtilizador,
} from '../../http/access';
import { idParam, parseWith } from '../../http/validation';
import { bloquearLedger } from '../correspondencias/ligacoes.repository';
import { ContasRepository } from './contas.repository';
import { contaBody, desfazerTransferenciaBody, transferenciaBody } from './contas.schemas';
import { type ContaAnalisada, ContasService } from './contas.service';
import { desfazerTransferencia, ligarPernas } from './transferencias.repository';

const saldoJson = (s: { cents: number; data: string } | undefined) =>
  s ? { valor: centsToEuros(s.cents), data: s.data } : null;

const continuidadeJson = (a: AnaliseConta) => ({
  ok: a.falhas.length === 0,
  falhas: a.falhas.map((f) => ({
    tipo: f.tipo,
    de: f.de,
    ate: f.ate,
    diferenca: centsToEuros(f.diferencaCents),
  })),
});

const contaJson = (c: ContaAnalisada) => ({
  _id: c.id,
  banco: c.banco,
  conta: c.conta,
  iban: c.iban,
  nome: c.nome,
  loja: c.loja_id ? { _id: c.loja_id, nome: c.loja_nome } : null,
  extratos: c.extratos,
  abertura: saldoJson(c.analise.abertura),
  ultimoSaldo: saldoJson(c.analise.ultimoSaldo),
  continuidade: continuidadeJson(c.analise),
});

/*
 * GET /get/contas/:empresaId (leitor+) → { contas: [{ _id, banco, conta, iban, nome, loja: { _id, nome } | null,
 *   extratos, abertura: { valor, data } | null, ultimoSaldo: { valor, data } | null,
 *   continuidade: { ok, falhas: [{ tipo: 'lacuna' | 'diferenca', de, ate, diferenca }] } }] }
 * PUT /put/contas/:empresaId/:contaId { lojaId | null, nome?, iban?, moverLinhas? } (editor+) → the same, all
 *   accounts, and `linhasMovidas`.
 * POST /api/planilha/transferencia { idPlanilha, idPlanilhaPar } (editor+): two bank lines as a transfer's legs.
 * POST /api/planilha/desfazer-transferencia { idPlanilha } (editor+): not a transfer after all.
 */
export function contasRoutes(app: FastifyInstance, deps: { pool: pg.Pool }): void {
  const service = new ContasService(deps.pool);
  const repo = new ContasRepository();
  const listar = async (empresaId: string) => ({ contas: (await service.listar(empresaId)).map(contaJson) });

  app.get(
    '/get/contas/:empresaId',
    comEsquemas(daEmpresa('leitor'), {
      resumo: 'As contas bancárias da empresa, com os saldos e a sua continuidade',
      respostas: { 200: contasBancarias },
    }),
    async (request) => listar(requireEmpresa(request).id),
  );

  app.put(
    '/put/contas/:empresaId/:contaId',
    comEsquemas(daEmpresa('editor'), {
      resumo: 'Alterar a loja, o nome ou o IBAN de uma conta bancária',
      corpo: contaBody,
      respostas: { 200: contaAtualizada },
    }),
    async (request) => {
      const { id } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const contaId = idParam(request.params, 'contaId', 'Conta não encontrada.');
      const { lojaId, nome, iban, moverLinhas } = parseWith(contaBody, request.body);
      if (lojaId !== null && !(isUuid(lojaId) && (await repo.lojaDaEmpresa(deps.pool, id, lojaId))))
        throw invalido('Loja desconhecida.');
      const movidas = await withTransaction(deps.pool, async (tx) => {
        await bloquearLedger(tx, id);
        const antes = await repo.atualizar(tx, id, contaId, { lojaId, nome, iban });
        if (!antes) throw naoEncontrado('Conta não encontrada.');
        // Lines of an account without a store went to the company's first store.
        const de = antes.lojaAntes ?? (await repo.primeiraLoja(tx, id));
        const para = lojaId ?? (await repo.primeiraLoja(tx, id));
        if (!moverLinhas || !de || !para || de === para) return 0;
        return repo.moverLinhas(tx, id, contaId, de, para, me.id);
      });
      return { ...(await listar(id)), linhasMovidas: movidas };
    },
  );

  app.post(
    '/api/planilha/transferencia',
    comEsquemas(daEmpresaPeloCorpo('editor', 'idPlanilha'), {
      resumo: 'Marcar duas linhas de extrato como uma transferência entre contas próprias',
      corpo: transferenciaBody,
      respostas: { 200: mensagem },
      erros: [409],
    }),
    async (request) => {
      const { id: empresaId } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const { idPlanilha, idPlanilhaPar } = parseWith(transferenciaBody, request.body);
      if (!isUuid(idPlanilhaPar)) throw naoEncontrado('Linha não encontrada.');
      await withTransaction(deps.pool, async (tx) => {
        await bloquearLedger(tx, empresaId);
        const { rows } = await tx.query<{
          id: string;
          movimento_id: string | null;
          conta_id: string | null;
          valor_cents: number;
          par: string | null;
        }>(
          `select p.id, p.movimento_id, m.conta_id, m.valor_cents, p.transferencia_par as par
           from planilha p left join movimentos m on m.id = p.movimento_id
           where p.empresa_id = $1 and p.id = any($2::uuid[])`,
          [empresaId, [idPlanilha, idPlanilhaPar]],
        );
        const [a, b] = [rows.find((r) => r.id === idPlanilha), rows.find((r) => r.id === idPlanilhaPar)];
        if (!a || !b) throw naoEncontrado('Linha não encontrada.');
        if (!a.movimento_id || !b.movimento_id)
          throw conflito('Só duas linhas de extrato sem fatura podem ser as pernas de uma transferência.');
        if (a.par || b.par) throw conflito('Uma das linhas já é perna de uma transferência.');
        if (a.conta_id === b.conta_id)
          throw conflito(
            'As duas pernas de uma transferência entre contas próprias são de contas diferentes.',
          );
        if (a.valor_cents + b.valor_cents !== 0)
          throw conflito(
            'As duas pernas de uma transferência têm o mesmo valor, uma a sair e a outra a entrar.',
          );
        const [saida, entrada] = a.valor_cents < 0 ? [a, b] : [b, a];
        await ligarPernas(
          tx,
          empresaId,
          [[saida.movimento_id as string, entrada.movimento_id as string]],
          me.id,
          'transferencia-manual',
        );
      });
      return { message: 'Transferência entre contas próprias registada.' };
    },
  );

  app.post(
    '/api/planilha/desfazer-transferencia',
    comEsquemas(daEmpresaPeloCorpo('editor', 'idPlanilha'), {
      resumo: 'Desfazer uma transferência entre contas próprias',
      corpo: desfazerTransferenciaBody,
      respostas: { 200: transferenciaDesfeita },
      erros: [409],
    }),
    async (request) => {
      const { id: empresaId } = requireEmpresa(request);
      const me = requireUtilizador(request);
      const { idPlanilha } = parseWith(desfazerTransferenciaBody, request.body);
      const outra = await withTransaction(deps.pool, async (tx) => {
        await bloquearLedger(tx, empresaId);
        return desfazerTransferencia(tx, empresaId, idPlanilha, me.id);
      });
      if (!outra) throw conflito('Esta linha não é uma transferência entre contas próprias.');
      return { message: 'As duas linhas deixaram de ser uma transferência entre contas próprias.', outra };
    },
  );
}
