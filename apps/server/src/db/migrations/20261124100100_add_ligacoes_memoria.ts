export const sql = `
-- A bank line's own row (statement-only, with the classification and store a person gave it) as it was
-- when a link absorbed it into an invoice row; undoing the link brings that row back as it was, same id.
alter table movimentos add column linha_absorvida jsonb;

-- The invoice row's classification before a link copied the bank line's into it (null when it copied
-- nothing): undoing the link puts it back, unless a person changed the classification since.
alter table correspondencias add column classificacao_antes jsonb;
`;
