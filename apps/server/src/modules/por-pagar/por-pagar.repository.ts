import type { DocumentoPorPagar } from '@contas/core/reports';
import type pg from 'pg';

/** The name in 'NIF - Nome' (the e-fatura's issuer), else the text as it is. */
function nomeDe(emitente: string | null): string | null {
  if (!emitente) return null;
  const i = emitente.indexOf(' - ');
  return i < 0 ? emitente : emitente.slice(i + 3);
}

export class PorPagarRepository {
  constructor(private readonly pool: pg.Pool) {}

  async empresaNome(empresaId: string): Promise<string> {
    const { rows } = await this.pool.query<{ nome: string }>('select nome from empresas where id = $1', [
      empresaId,
    ]);
    return rows[0]?.nome ?? '';
  }

  async lojas(empresaId: string): Promise<Array<{ id: string; nome: string }>> {
    const { rows } = await this.pool.query<{ id: string; nome: string }>(
      'select id, nome from lojas where empresa_id = $1 order by created_at, nome, id',
      [empresaId],
    );
    return rows;
  }

  /**
   * The documents of a store (or of every store) issued by a date that the bank had not fully paid by
   * then: what core ages. Each payment on its own day (`pagamentos`, for instalments), else the row's
   * statement part on its payment date. A row of the full spreadsheet has no side: its sign says it.
   */
  async documentos(empresaId: string, lojaId: string | null, data: string): Promise<DocumentoPorPagar[]> {
    const { rows } = await this.pool.query<{
      id: string;
      lado: 'compra' | 'venda';
      loja_id: string;
      numero_fatura: string;
      emitente: string | null;
      nif_contraparte: string | null;
      tipo_documento: string | null;
      anulado: boolean;
      data_emissao: string;
      total_cents: number;
      pagamentos: Array<{ data: string; cents: number }>;
    }>(
      `select p.id, coalesce(p.lado, case when p.total_cents < 0 then 'compra' else 'venda' end) as lado, p.loja_id,
              p.numero_fatura, p.emitente,
              case when p.lado = 'venda' then p.nif_adquirente else p.nif end as nif_contraparte,
              p.tipo_documento, p.anulado, p.data_emissao, p.total_cents,
              coalesce(p.pagamentos,
                       case when p.extrato_valor_cents is not null then jsonb_build_array(jsonb_build_object(
                         'data', coalesce(p.data_pagamento, p.extrato_data), 'cents', p.extrato_valor_cents)) end,
                       '[]'::jsonb) as pagamentos
       from planilha p
       where p.empresa_id = $1 and ($2::uuid is null or p.loja_id = $2) and p.numero_fatura is not null
         and p.total_cents is not null and p.data_emissao <= $3
         and (p.extrato_valor_cents is null or p.extrato_valor_cents <> p.total_cents
              or coalesce(p.data_pagamento, p.extrato_data) > $3)`,
      [empresaId, lojaId, data],
    );
    return rows.map((r) => ({
      id: r.id,
      lado: r.lado,
      lojaId: r.loja_id,
      numero: r.numero_fatura,
      contraparte: (r.lado === 'compra' ? nomeDe(r.emitente) : null) ?? r.nif_contraparte ?? '',
      nifContraparte: r.nif_contraparte,
      tipo: r.tipo_documento ?? '',
      anulado: r.anulado,
      dataEmissao: r.data_emissao,
      totalCents: Number(r.total_cents),
      pagamentos: r.pagamentos.map((p) => ({ data: p.data, cents: Number(p.cents) })),
    }));
  }
}
