import { centsToEuros, parseDotAmount, parsePtAmount } from '@contas/core';
import { useRef, useState } from 'react';
import type { RenderEditCellProps } from 'react-data-grid';
import type { LojaOpcao } from '../campos';
import { type Campo, DEFINICAO_CAMPOS, opcoesDoCampo, type ValorCampo } from '../campos';
import { textoParaCopiar } from '../colagem';
import type { LinhaGrid } from '../linha-grid';
import classes from './planilha.module.css';

type PropsEditor = RenderEditCellProps<LinhaGrid> & { campo: Campo };

function comValor(row: LinhaGrid, campo: Campo, valor: ValorCampo): LinhaGrid {
  return { ...row, valores: { ...row.valores, [campo]: valor } };
}

/** Keys that change a closed native select's value without the user having picked from its list. */
const TECLAS_DE_PERCURSO = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * A dropdown cell: a native select, so the keyboard works as everywhere (Alt+↓ or Space opens it,
 * arrows and letters move through it, Enter keeps the choice, Escape restores the cell). A pick
 * from the open list is kept at once; moving through a closed select with the keyboard is kept
 * only on Enter, Tab or leaving the cell, so Escape can still undo it.
 */
export function EditorLista({
  row,
  campo,
  onRowChange,
  onClose,
  lojas,
}: PropsEditor & { lojas: readonly LojaOpcao[] }) {
  const teclaEm = useRef(0);
  const atual = row.valores[campo];
  const opcoes = opcoesDoCampo(campo, row.valores, lojas);
  // A stored value outside today's list (an old import) still shows as it is.
  const lista =
    atual !== null && !opcoes.some((o) => o.value === atual)
      ? [{ value: String(atual), label: String(atual) }, ...opcoes]
      : opcoes;
  return (
    <select
      className={classes.editor}
      aria-label={DEFINICAO_CAMPOS[campo].titulo}
      // biome-ignore lint/a11y/noAutofocus: the grid opens an editor to type in it at once
      autoFocus
      value={atual === null ? '' : String(atual)}
      onKeyDown={(event) => {
        if (TECLAS_DE_PERCURSO.has(event.key) || event.key.length === 1) teclaEm.current = Date.now();
      }}
      onChange={(event) => {
        const porTeclado = Date.now() - teclaEm.current < 250;
        onRowChange(comValor(row, campo, event.target.value), !porTeclado);
      }}
      onBlur={() => onClose(true, false)}
    >
      {atual === null && <option value="" disabled />}
      {lista.map((opcao) => (
        <option key={opcao.value} value={opcao.value}>
          {opcao.label}
        </option>
      ))}
    </select>
  );
}

/** Free text (NIF, emitente, invoice number, description). An empty cell is no value. */
export function EditorTexto({ row, campo, onRowChange, onClose }: PropsEditor) {
  const valor = row.valores[campo];
  return (
    <input
      className={classes.editor}
      aria-label={DEFINICAO_CAMPOS[campo].titulo}
      // biome-ignore lint/a11y/noAutofocus: the grid opens an editor to type in it at once
      autoFocus
      value={valor === null ? '' : String(valor)}
      onChange={(event) =>
        onRowChange(comValor(row, campo, event.target.value === '' ? null : event.target.value))
      }
      onBlur={() => onClose(true, false)}
    />
  );
}

function lerMontante(texto: string): number | null | undefined {
  if (texto.trim() === '') return null;
  const cents = parsePtAmount(texto) ?? parseDotAmount(texto.trim());
  return cents === undefined ? undefined : centsToEuros(cents);
}

/** An amount typed the Portuguese way ('1.234,56', '-12,5'); an unreadable text is marked and not kept. */
export function EditorMontante({
  row,
  campo,
  onRowChange,
  onClose,
  lojas,
}: PropsEditor & { lojas: readonly LojaOpcao[] }) {
  const [texto, setTexto] = useState(() => textoParaCopiar(campo, row.valores, lojas));
  const invalido = lerMontante(texto) === undefined;
  return (
    <input
      className={`${classes.editor} ${classes.numero}`}
      aria-label={DEFINICAO_CAMPOS[campo].titulo}
      aria-invalid={invalido}
      inputMode="decimal"
      // biome-ignore lint/a11y/noAutofocus: the grid opens an editor to type in it at once
      autoFocus
      value={texto}
      onChange={(event) => {
        const novo = event.target.value;
        setTexto(novo);
        const euros = lerMontante(novo);
        if (euros !== undefined) onRowChange(comValor(row, campo, euros));
      }}
      onBlur={() => onClose(true, false)}
    />
  );
}

/** A calendar date; clearing it leaves the field without a date. */
export function EditorData({ row, campo, onRowChange, onClose }: PropsEditor) {
  const valor = row.valores[campo];
  return (
    <input
      type="date"
      className={classes.editor}
      aria-label={DEFINICAO_CAMPOS[campo].titulo}
      // biome-ignore lint/a11y/noAutofocus: the grid opens an editor to type in it at once
      autoFocus
      value={valor === null ? '' : String(valor)}
      onChange={(event) => onRowChange(comValor(row, campo, event.target.value || null))}
      onBlur={() => onClose(true, false)}
    />
  );
}
