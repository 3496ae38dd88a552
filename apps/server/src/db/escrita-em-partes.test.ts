import { describe, expect, it } from 'vitest';
import { escreverEmPartes, PortaoDasEmpresas } from './escrita-em-partes';

const A = 'empresa-a';
const B = 'empresa-b';
const depois = () => new Promise((resolve) => setImmediate(resolve));

/** A promise and its resolve, to hold a write or a request open for as long as the test says. */
function aberta() {
  let fechar = () => {};
  const promessa = new Promise<void>((resolve) => {
    fechar = resolve;
  });
  return { promessa, fechar };
}

describe("a company's gate", () => {
  it("a big write waits for the company's requests inside, and the requests that come meanwhile wait for it", async () => {
    const portao = new PortaoDasEmpresas();
    const ordem: string[] = [];
    const sairDoPrimeiro = await portao.entrar(A);
    const escrita = aberta();
    const feita = portao.sozinho(A, async () => {
      ordem.push('escrita começa');
      await escrita.promessa;
      ordem.push('escrita acaba');
    });
    const segundo = portao.entrar(A).then((sair) => {
      ordem.push('segundo pedido entra');
      sair();
    });
    await depois();
    expect(ordem).toEqual([]);
    expect(portao.fechado(A)).toBe(true);
    sairDoPrimeiro();
    await depois();
    expect(ordem).toEqual(['escrita começa']);
    escrita.fechar();
    await Promise.all([feita, segundo]);
    expect(ordem).toEqual(['escrita começa', 'escrita acaba', 'segundo pedido entra']);
    expect(portao.fechado(A)).toBe(false);
  });

  it("another company's requests go in while a big write runs", async () => {
    const portao = new PortaoDasEmpresas();
    const escrita = aberta();
    const feita = portao.sozinho(A, () => escrita.promessa);
    const sair = await portao.entrar(B);
    sair();
    expect(portao.fechado(A)).toBe(true);
    escrita.fechar();
    await feita;
  });

  it('two big writes of one company run one after the other, in order, and a failed one opens the gate', async () => {
    const portao = new PortaoDasEmpresas();
    const ordem: string[] = [];
    const primeira = aberta();
    const falhada = portao.sozinho(A, async () => {
      ordem.push('1');
      await primeira.promessa;
      throw new Error('falhou');
    });
    const segunda = portao.sozinho(A, async () => {
      ordem.push('2');
    });
    await depois();
    expect(ordem).toEqual(['1']);
    primeira.fechar();
    await expect(falhada).rejects.toThrow('falhou');
    await segunda;
    expect(ordem).toEqual(['1', '2']);
    const sair = await portao.entrar(A);
    sair();
    sair();
    expect(portao.fechado(A)).toBe(false);
  });

  it('a big write says when it waits for another of its company, and not when it waits for requests inside', async () => {
    const portao = new PortaoDasEmpresas();
    const avisos: string[] = [];
    const sairDoPedido = await portao.entrar(A);
    const primeira = portao.sozinho(
      A,
      async () => {},
      () => void avisos.push('primeira espera'),
    );
    const segunda = portao.sozinho(
      A,
      async () => {},
      () => void avisos.push('segunda espera'),
    );
    await depois();
    expect(avisos).toEqual(['segunda espera']);
    sairDoPedido();
    await Promise.all([primeira, segunda]);
    await portao.sozinho(
      A,
      async () => {},
      () => void avisos.push('terceira espera'),
    );
    expect(avisos).toEqual(['segunda espera']);
  });
});

describe('the big writes running', () => {
  it('are told when the first starts and when the last ends, of any company', async () => {
    const avisos: boolean[] = [];
    const portao = new PortaoDasEmpresas({ aoMudarEscritas: (emCurso) => void avisos.push(emCurso) });
    const a = aberta();
    const b = aberta();
    const deA = portao.sozinho(A, () => a.promessa);
    const deB = portao.sozinho(B, () => b.promessa);
    await depois();
    expect(avisos).toEqual([true]);
    a.fechar();
    await deA;
    expect(avisos).toEqual([true]);
    b.fechar();
    await deB;
    expect(avisos).toEqual([true, false]);
  });
});

/** A big write of A held open, and a request of A counted and waiting at A's shut gate. */
async function pedidoNoPortaoFechado() {
  const portao = new PortaoDasEmpresas();
  const escrita = aberta();
  const feita = portao.sozinho(A, async () => {
    await escrita.promessa;
  });
  const pedido = portao.comecar();
  const dentro = portao.entrar(A, pedido);
  await depois();
  return { portao, escrita, feita, pedido, dentro };
}

describe('between the parts of a big write', () => {
  it('waits for the requests being served to end, or no longer than it was told', async () => {
    const portao = new PortaoDasEmpresas();
    await portao.darVez(10_000);
    const { acabar } = portao.comecar();
    let passou = false;
    const vez = portao.darVez(10_000).then(() => {
      passou = true;
    });
    await depois();
    expect(passou).toBe(false);
    acabar();
    acabar();
    await vez;
    const lento = portao.comecar();
    const t0 = performance.now();
    await portao.darVez(20);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(15);
    lento.acabar();
  });

  it("does not wait for a request held at its company's closed gate", async () => {
    const { portao, escrita, feita, pedido, dentro } = await pedidoNoPortaoFechado();
    // A's request waits for A's write: the write's turn-giving does not wait for it.
    await portao.darVez(10_000);
    escrita.fechar();
    await feita;
    (await dentro)();
    pedido.acabar();
  });

  it('a request that ends while it waits at its closed gate is counted neither then nor once let in', async () => {
    const { portao, escrita, feita, pedido, dentro } = await pedidoNoPortaoFechado();
    // The client goes away while it waits: the write's turn-giving has nobody to wait for.
    pedido.acabar();
    let t0 = performance.now();
    await portao.darVez(5_000);
    expect(performance.now() - t0).toBeLessThan(1_000);
    escrita.fechar();
    await feita;
    (await dentro)();
    t0 = performance.now();
    await portao.darVez(5_000);
    expect(performance.now() - t0).toBeLessThan(1_000);
  });
});

describe('writing in parts', () => {
  it('writes every item once, in order, in parts sized by how long the last one took', async () => {
    const itens = Array.from({ length: 5000 }, (_, i) => i);
    const partes: number[][] = [];
    const avancos: number[] = [];
    // 0,1 ms an item: a part of the 100 ms target holds about 1 000.
    let relogio = 0;
    const agora = performance.now;
    performance.now = () => relogio;
    try {
      await escreverEmPartes(
        itens,
        async (parte) => {
          partes.push(parte);
          relogio += parte.length * 0.1;
        },
        { aoAvancar: (feitos, total) => void avancos.push(feitos / total) },
      );
    } finally {
      performance.now = agora;
    }
    expect(partes.flat()).toEqual(itens);
    // 200 first, then halfway towards 1 000 each time.
    expect(partes.slice(0, 4).map((p) => p.length)).toEqual([200, 600, 800, 900]);
    expect(avancos.at(-1)).toBe(1);
  });

  it('keeps a heavy item whole and counts items by their weight', async () => {
    const grupos = [[1], [2, 3, 4], [5]];
    const partes: number[][][] = [];
    await escreverEmPartes(
      grupos,
      async (parte) => {
        partes.push(parte);
      },
      { peso: (g) => g.length },
    );
    expect(partes.flat()).toEqual(grupos);
  });
});
