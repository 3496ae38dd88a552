// The server's CPU-bound work, in a thread of its own so that its event loop keeps answering meanwhile: reading an
// uploaded file with core's parsers, and the matching engine (issue 19). Messages from `a-parte.ts`.
import { parentPort } from 'node:worker_threads';
import { lerEfaturaOuExtrato } from '@contas/core/importers';
import { calcularCom, type Lido } from '../modules/correspondencias/calculo';
import { emLotes, type MensagemAoTrabalhador, type MensagemDoTrabalhador, tirarLista } from './a-parte';

const porta = parentPort;
if (!porta) throw new Error('trabalhador.ts corre numa thread de trabalho.');
const responder = (mensagem: MensagemDoTrabalhador) => porta.postMessage(mensagem);

/** The ledgers' rows received ahead of their jobs, by job. */
type Recebidas = { faturas: Lido['faturas'][number][]; movimentos: Lido['movimentos'][number][] };
const linhasRecebidas = new Map<number, Recebidas>();

porta.on('message', async (mensagem: MensagemAoTrabalhador) => {
  const { id } = mensagem;
  if ('lote' in mensagem) {
    const recebidas: Recebidas = linhasRecebidas.get(id) ?? { faturas: [], movimentos: [] };
    for (const f of mensagem.lote.faturas ?? []) recebidas.faturas.push(f);
    for (const m of mensagem.lote.movimentos ?? []) recebidas.movimentos.push(m);
    linhasRecebidas.set(id, recebidas);
    return;
  }
  const { pedido } = mensagem;
  try {
    let valor: Awaited<ReturnType<typeof lerEfaturaOuExtrato>> | ReturnType<typeof calcularCom>;
    if (pedido.tipo === 'ler-ficheiro')
      valor = await lerEfaturaOuExtrato(pedido.bytes, pedido.nome, pedido.campo);
    else {
      const recebidas = linhasRecebidas.get(id);
      linhasRecebidas.delete(id);
      valor = calcularCom({ ...pedido.lido, ...recebidas });
    }
    await emLotes(tirarLista(valor), (lote) => responder({ id, lote }));
    responder({ id, valor });
  } catch (erro) {
    responder({ id, erro: erro instanceof Error ? (erro.stack ?? erro.message) : String(erro) });
  }
});
