import type { TipoDocumento } from '@contas/core/matching';

/** The e-fatura 'Tipo' as the matching engine names it (the portal writes these words). */
export function tipoDocumento(texto: string): TipoDocumento {
  const t = texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (t.includes('nota de credito')) return 'Nota de crédito';
  if (t.includes('nota de debito')) return 'Nota de débito';
  if (t.includes('recibo')) return 'Fatura-recibo';
  if (t.includes('simplificada')) return 'Fatura simplificada';
  return 'Fatura';
}
