export const sql = `
-- Deleting bank lines and ledger rows (an import undone, 'Anular importação') checks every table that points at
-- them. Without an index on the pointing column each deleted row read the whole table: undoing a statement of
-- 20 000 lines spent 33 s on the transfers' own column alone.
create index movimentos_transferencia_par_idx on movimentos (transferencia_par) where transferencia_par is not null;
create index correspondencias_bloqueadas_movimento_idx on correspondencias_bloqueadas (movimento_id);
create index erros_correspondencia_movimento_idx on erros_correspondencia (movimento_id);
create index erros_correspondencia_planilha_idx on erros_correspondencia (planilha_id);
`;
