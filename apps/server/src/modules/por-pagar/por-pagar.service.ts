import { centsToEuros, type IsoDate } from '@contas/core';
import {
  computePorPagar,
  type DocumentoEmAberto,
  ESCALOES_IDADE,
  type LadoPorPagar,
  type TotaisPorEscalao,
} from '@contas/core/reports';
import { TODAS_AS_LOJAS } from '../../http/access';
import type { PorPagarRepository } from './por-pagar.repository';

type Loja = { _id: string; nome: string };

const totaisJson = (t: TotaisPorEscalao) => ({
  escaloes: Object.fromEntries(ESCALOES_IDADE.map((e) => [e.chave, centsToEuros(t.escaloes[e.chave])])),
  total: centsToEuros(t.total),
  documentos: t.documentos,
});

/** The API's shape of one side (euros, each store and document with its store's name). */
function ladoJson(lado: LadoPorPagar, nomes: ReadonlyMap<string, string>) {
  const loja = (id: string): Loja => ({ _id: id, nome: nomes.get(id) ?? '' });
  return {
    documentos: lado.documentos.map((d: DocumentoEmAberto) => ({
      _id: d.id,
      numero: d.numero,
      tipo: d.tipo,
      contraparte: d.contraparte,
      nif: d.nifContraparte,
      dataEmissao: d.dataEmissao,
      loja: loja(d.lojaId),
      total: centsToEuros(d.totalCents),
      pago: centsToEuros(d.pagoCents),
      emAberto: centsToEuros(d.emAbertoCents),
      idade: d.idadeDias,
      escalao: d.escalao,
    })),
    lojas: lado.lojas.map((t) => ({ ...loja(t.lojaId), ...totaisJson(t) })),
    total: totaisJson(lado.total),
  };
}

export type PorPagarJson = Awaited<ReturnType<PorPagarService['calcular']>>;

export class PorPagarService {
  constructor(private readonly repo: PorPagarRepository) {}

  empresaNome(empresaId: string): Promise<string> {
    return this.repo.empresaNome(empresaId);
  }

  /** 'Por pagar / por receber' of a store ('todas': every store, each with its totals) at a date. */
  async calcular(empresaId: string, lojaId: string, data: IsoDate) {
    const lojas = await this.repo.lojas(empresaId);
    const todas = lojaId === TODAS_AS_LOJAS;
    const doAmbito = todas ? lojas : lojas.filter((l) => l.id === lojaId);
    const documentos = await this.repo.documentos(empresaId, todas ? null : lojaId, data);
    const r = computePorPagar(
      documentos,
      data,
      doAmbito.map((l) => l.id),
    );
    const nomes = new Map(lojas.map((l) => [l.id, l.nome]));
    return {
      data: r.data,
      loja: todas
        ? { _id: TODAS_AS_LOJAS, nome: 'Todas as lojas' }
        : { _id: lojaId, nome: nomes.get(lojaId) ?? '' },
      escaloes: ESCALOES_IDADE.map((e) => ({ chave: e.chave, titulo: e.titulo })),
      porPagar: ladoJson(r.porPagar, nomes),
      porReceber: ladoJson(r.porReceber, nomes),
    };
  }
}
