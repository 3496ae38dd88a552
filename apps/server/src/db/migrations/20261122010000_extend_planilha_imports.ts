export const sql = `
-- The customer of a sales document (issuer-view e-fatura): the issuer is the company itself.
alter table planilha add column nif_adquirente text;

-- A bank description reduced to its merchant words: tokens with digits (dates, card and reference
-- numbers) and punctuation dropped, accent- and case-folded. 'COMPRA 4821 CASH & CARRY EXEMPLO' and
-- 'COMPRA 1234 CASH & CARRY EXEMPLO' fall together, so a categorised line teaches the next ones.
create or replace function descricao_chave(value text) returns text
  language sql immutable parallel safe strict
  as $$ select btrim(regexp_replace(regexp_replace(public.pt_fold(value), '\\S*\\d\\S*', ' ', 'g'),
                                    '[^a-z]+', ' ', 'g')) $$;

create index planilha_descricao_chave_idx on planilha (empresa_id, descricao_chave(extrato_descricao))
  where movimento_id is not null;
`;
