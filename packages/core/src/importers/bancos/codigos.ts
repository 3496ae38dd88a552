/** Portuguese banks by the 4-digit code that opens their NIBs/IBANs and by their BIC. */
interface BancoPt {
  nome: string;
  codigo: string;
  bic: string;
}

export const BANCOS = {
  cgd: { nome: 'Caixa Geral de Depósitos', codigo: '0035', bic: 'CGDIPTPL' },
  millennium: { nome: 'Millennium BCP', codigo: '0033', bic: 'BCOMPTPL' },
  bpi: { nome: 'BPI', codigo: '0010', bic: 'BBPIPTPL' },
  santander: { nome: 'Santander Totta', codigo: '0018', bic: 'TOTAPTPL' },
  montepio: { nome: 'Montepio', codigo: '0036', bic: 'MPIOPTPL' },
  creditoAgricola: { nome: 'Crédito Agrícola', codigo: '0045', bic: 'CCCMPTPL' },
  activobank: { nome: 'ActivoBank', codigo: '0023', bic: 'ACTVPTPL' },
  novoBanco: { nome: 'Novo Banco', codigo: '0007', bic: 'BESCPTPL' },
} as const satisfies Record<string, BancoPt>;

/** Names the bank from a PT IBAN, a BIC or a bank code, whichever the file gives. */
export function nomeDoBanco(pistas: { iban?: string; bic?: string; codigo?: string }): string | undefined {
  const codigo =
    /^PT50(\d{4})/.exec(pistas.iban?.replace(/\s/g, '').toUpperCase() ?? '')?.[1] ?? pistas.codigo;
  const bic = pistas.bic?.trim().toUpperCase().slice(0, 8);
  for (const banco of Object.values(BANCOS)) {
    if (banco.codigo === codigo || banco.bic === bic) return banco.nome;
  }
  return undefined;
}
