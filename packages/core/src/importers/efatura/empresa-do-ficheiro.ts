/**
 * Whether an e-fatura file is another company's. The portal's exports name only the other party (the
 * supplier of a purchase, the customer of a sale), so the file's own NIF — the acquirer of purchases, the
 * issuer of sales — is read from what there is: a column some tools add, the same documents already in
 * another company's ledger on the same side, or the company's own documents of the other side (a sale
 * it bought, a purchase it sold).
 */

/** 'compra': an acquirer-view export (purchases); 'venda': an issuer-view export (sales). */
export type LadoDoFicheiro = 'compra' | 'venda';

export interface EvidenciasDoFicheiro {
  ficheiro: string;
  lado: LadoDoFicheiro;
  empresa: { nome: string; nif: string };
  /** The company's NIF as each document of the file states it, when the file has such a column. */
  declarados: readonly string[];
  /**
   * Other companies already holding documents of the file on the same side, most documents first;
   * nome and nif are null where the person is not one of its members (they are not shown to others).
   */
  noutrasEmpresas: ReadonlyArray<{ nome: string | null; nif: string | null; documentos: number }>;
  /**
   * The file's documents this company has on the other side, by the party they name (most first): a
   * sales file's documents among its purchases name their issuer; a purchases file's documents among its
   * sales name their customer.
   */
  contrapartidas: ReadonlyArray<{ nif: string; documentos: number }>;
}

export type MotivoFicheiroAlheio = 'coluna' | 'outra-empresa' | 'contrapartida';

export interface FicheiroAlheio {
  motivo: MotivoFicheiroAlheio;
  /** The file's own NIF, when known and shown (never another company's to a non-member). */
  nifFicheiro: string | null;
  /** How many of the file's documents say so. */
  documentos: number;
  mensagem: string;
}

/** 'PT 509 999 990' → '509999990'. */
export function normalizarNif(nif: string): string {
  return nif
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^PT(?=\d{9}$)/, '');
}

const documentosDoFicheiro = (n: number, ja = '') =>
  `${n} dos seus documentos ${ja}${n === 1 ? 'está' : 'estão'}`;

/** The first reason the file is not the company's, in the order above; undefined when none. */
export function ficheiroAlheio(e: EvidenciasDoFicheiro): FicheiroAlheio | undefined {
  const { ficheiro, lado, empresa } = e;
  const proprio = normalizarNif(empresa.nif);
  const inicio = `O ficheiro «${ficheiro}» não é desta empresa:`;
  const fim = 'Nada foi importado.';

  const alheios = e.declarados.map(normalizarNif).filter((n) => n !== '' && n !== proprio);
  if (alheios.length > 0) {
    const nifs = [...new Set(alheios)];
    const papel = lado === 'compra' ? 'adquirente' : 'emitente';
    const sujeito =
      nifs.length === 1
        ? `o NIF ${papel} das suas faturas é ${nifs[0]}`
        : `os NIF ${papel} das suas faturas são ${nifs.join(', ')}`;
    return {
      motivo: 'coluna',
      nifFicheiro: nifs[0] as string,
      documentos: alheios.length,
      mensagem: `${inicio} ${sujeito}, e o da empresa «${empresa.nome}» é ${proprio}. ${fim}`,
    };
  }

  const lista = lado === 'compra' ? 'compras' : 'vendas';
  const outra = e.noutrasEmpresas.find((o) => o.documentos > 0);
  if (outra) {
    const onde =
      outra.nome && outra.nif ? `da empresa «${outra.nome}» (NIF ${outra.nif})` : 'de outra empresa';
    const engano =
      outra.nome && outra.nif
        ? ` Se foram importados na «${outra.nome}» por engano, anule lá essa importação.`
        : '';
    return {
      motivo: 'outra-empresa',
      nifFicheiro: outra.nif,
      documentos: outra.documentos,
      mensagem:
        `${inicio} ${documentosDoFicheiro(outra.documentos, 'já ')} nas ${lista} ${onde}, ` +
        `e esta empresa, «${empresa.nome}», tem o NIF ${proprio}. ${fim}${engano}`,
    };
  }

  const contrapartida = e.contrapartidas.find((c) => c.documentos > 0 && normalizarNif(c.nif) !== proprio);
  if (contrapartida) {
    const nif = normalizarNif(contrapartida.nif);
    const mensagem =
      lado === 'venda'
        ? `${inicio} é das faturas emitidas pelo NIF ${nif}, e a empresa «${empresa.nome}» tem o NIF ${proprio}: ` +
          `${documentosDoFicheiro(contrapartida.documentos)} nas compras desta empresa, como faturas desse fornecedor. ${fim}`
        : `${inicio} é das faturas de aquisição do NIF ${nif}, e a empresa «${empresa.nome}» tem o NIF ${proprio}: ` +
          `${documentosDoFicheiro(contrapartida.documentos)} nas vendas desta empresa a esse cliente. ${fim}`;
    return { motivo: 'contrapartida', nifFicheiro: nif, documentos: contrapartida.documentos, mensagem };
  }
  return undefined;
}
