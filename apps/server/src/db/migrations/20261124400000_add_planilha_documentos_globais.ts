export const sql = `
-- An e-fatura file's documents looked up in every company (is this file another company's?): by issuer and
-- number on purchases, by ATCUD (unique to the issuer's series) on sales.
create index planilha_documento_global_idx on planilha (nif, numero_fatura)
  where not criada_manualmente and numero_fatura is not null;
create index planilha_atcud_idx on planilha (atcud) where atcud is not null;
`;
