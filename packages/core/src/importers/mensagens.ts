export const FORMATOS_EXTRATO_SUPORTADOS =
  'CSV/XLSX da CGD, Millennium BCP, BPI, Santander, Montepio, Crédito Agrícola, ActivoBank e Novo Banco, ' +
  'ISO 20022 camt.053 e OFX';

export const EXTRATO_NAO_RECONHECIDO = `Formato de extrato não reconhecido. Formatos suportados: ${FORMATOS_EXTRATO_SUPORTADOS}.`;

export const EFATURA_NAO_RECONHECIDA =
  'Formato de e-fatura não reconhecido. Formato suportado: a exportação CSV do Portal das Finanças ' +
  '(também guardada em XLSX), das faturas de aquisição ("Setor;Emitente;Nº Fatura / ATCUD;…") ' +
  'ou das faturas emitidas ("Nº Documento / ATCUD;NIF Adquirente;…").';
