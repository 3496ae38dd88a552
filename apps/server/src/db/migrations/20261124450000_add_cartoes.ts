export const sql = `
-- The row of a card-terminal settlement's commission: the settlement's bank line pays the day's sales
-- documents their totals and this row the commission (negative), so both add up to the bank's line. It
-- goes with the settlement (unlinking it, or deleting the line, takes the row away).
alter table planilha add column comissao_de uuid references movimentos (id) on delete cascade;
create index planilha_comissao_de_idx on planilha (comissao_de) where comissao_de is not null;

-- How a card-terminal settlement that pays no document counts: as the sales themselves, net of VAT at
-- the store's usual rate ({ "modo": "vendas", "taxaIva": 13, "origem": "loja" | "empresa" | "omissao" }),
-- or only as the cash of sales its days' documents already hold ({ "modo": "faturadas", "vendasCents": n }).
alter table planilha add column vendas_cartao jsonb;
`;
