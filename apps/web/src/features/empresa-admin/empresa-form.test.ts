import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../lib/validation';
import {
  confirmaNomeEmpresa,
  type EmpresaInfo,
  empresaInfoPayload,
  stripWebsiteScheme,
  validateEmpresaInfo,
  websiteUrl,
} from './empresa-form';

describe('stripWebsiteScheme', () => {
  it.each([
    ['www.empresa.pt', 'www.empresa.pt'],
    ['https://www.empresa.pt', 'www.empresa.pt'],
    ['HTTPS://empresa.pt/loja', 'empresa.pt/loja'],
    ['http://empresa.pt', 'empresa.pt'],
    ['  https://empresa.pt', 'empresa.pt'],
    ['https://https://empresa.pt', 'empresa.pt'],
    ['https:/', 'https:/'],
    ['', ''],
    ['empresa.pt/https://x', 'empresa.pt/https://x'],
  ])('%j → %j', (typed, stored) => {
    expect(stripWebsiteScheme(typed)).toBe(stored);
  });
});

describe('websiteUrl', () => {
  it('puts https:// before the stored website, once', () => {
    expect(websiteUrl('empresa.pt')).toBe('https://empresa.pt');
    expect(websiteUrl('https://empresa.pt')).toBe('https://empresa.pt');
  });
});

const draft: EmpresaInfo = {
  nome: ' Padaria ',
  endereco: ' Rua A ',
  telefone: ' 912 ',
  email: ' geral@padaria.pt ',
  link: ' https://padaria.pt ',
  imagem_link: ' https://cdn.pt/logo.png ',
};

describe('empresaInfoPayload', () => {
  it('trims every field and stores the website without its scheme', () => {
    expect(empresaInfoPayload(draft)).toEqual({
      nome: 'Padaria',
      endereco: 'Rua A',
      telefone: '912',
      email: 'geral@padaria.pt',
      link: 'padaria.pt',
      imagem_link: 'https://cdn.pt/logo.png',
    });
  });
});

describe('validateEmpresaInfo', () => {
  it('requires nome and e-mail', () => {
    expect(validateEmpresaInfo(draft)).toEqual({});
    expect(validateEmpresaInfo({ ...draft, nome: ' ', email: '' })).toEqual({
      nome: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
    });
  });
});

describe('confirmaNomeEmpresa', () => {
  it('needs the name exactly', () => {
    expect(confirmaNomeEmpresa('Padaria Central', 'Padaria Central')).toBe(true);
    expect(confirmaNomeEmpresa('padaria central', 'Padaria Central')).toBe(false);
    expect(confirmaNomeEmpresa('Padaria Central ', 'Padaria Central')).toBe(false);
    expect(confirmaNomeEmpresa('', '')).toBe(false);
  });
});
