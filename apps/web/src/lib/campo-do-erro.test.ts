import { describe, expect, it } from 'vitest';
import { campoDoErro } from './campo-do-erro';

describe('campoDoErro', () => {
  it('finds the field the server named, only among the form’s own', () => {
    const campos = ['senhaAtual', 'novaSenha'] as const;
    expect(campoDoErro({ message: 'x', detalhes: { campo: 'senhaAtual' } }, campos)).toBe('senhaAtual');
    expect(campoDoErro({ message: 'x', detalhes: { campo: 'outro' } }, campos)).toBeUndefined();
    expect(campoDoErro({ message: 'x', detalhes: 'senhaAtual' }, campos)).toBeUndefined();
    expect(campoDoErro({ message: 'x' }, campos)).toBeUndefined();
    expect(campoDoErro(undefined, campos)).toBeUndefined();
  });
});
