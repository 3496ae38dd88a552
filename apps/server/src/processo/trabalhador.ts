// The server's CPU-bound work, in a thread of its own so that its event loop keeps answering meanwhile: reading an
// uploaded file with core's parsers, and the matching engine (issue 19). Messages from `a-parte.ts`.
import { parentPort } from 'node:worker_threads';
import { lerEfaturaOuExtrato } from '@contas/core/importers';
import { calcularCom } from '../modules/correspondencias/calculo';
import type { PedidoAParte } from './a-parte';

const porta = parentPort;
if (!porta) throw new Error('trabalhador.ts corre numa thread de trabalho.');

porta.on('message', async ({ id, pedido }: { id: number; pedido: PedidoAParte }) => {
  try {
    const valor =
      pedido.tipo === 'ler-ficheiro'
        ? await lerEfaturaOuExtrato(pedido.bytes, pedido.nome, pedido.campo)
        : calcularCom(pedido.lido);
    porta.postMessage({ id, valor });
  } catch (erro) {
    porta.postMessage({ id, erro: erro instanceof Error ? (erro.stack ?? erro.message) : String(erro) });
  }
});
