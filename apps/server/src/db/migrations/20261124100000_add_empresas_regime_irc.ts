export const sql = `
-- How the company is taxed, for the income statement's IRC (CIRC art. 87, Lei 73/2013 art. 18):
-- the SME reduced rate on the first band of taxable income, and its municipality's derrama, in percent.
-- An unknown municipality is charged the legal maximum, 1,5 %: an estimate that errs on paying more.
alter table empresas
  add column irc_pme boolean not null default false,
  add column derrama_municipal numeric(3, 2) not null default 1.5
    check (derrama_municipal between 0 and 1.5);
`;
