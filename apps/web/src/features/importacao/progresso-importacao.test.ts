import { describe, expect, it } from 'vitest';
import { descreverProgresso, novoIdDeTarefa, percentagemDoProgresso } from './progresso-importacao';

describe('descreverProgresso', () => {
  it('names the phase, and file n of N while writing', () => {
    expect(descreverProgresso(null)).toBe('Em processamento...');
    expect(descreverProgresso({ fase: 'a-ler', feitas: 0, total: 1 })).toBe('A ler o ficheiro...');
    expect(descreverProgresso({ fase: 'a-ler', feitas: 0, total: 2 })).toBe('A ler os 2 ficheiros...');
    expect(descreverProgresso({ fase: 'a-esperar', feitas: 0, total: 2 })).toBe(
      'À espera de que termine outra importação ou correspondência desta empresa...',
    );
    expect(descreverProgresso({ fase: 'a-escrever', feitas: 0, total: 1, ficheiro: 'cgd.csv' })).toBe(
      'A escrever cgd.csv...',
    );
    expect(descreverProgresso({ fase: 'a-escrever', feitas: 1, total: 2, ficheiro: 'cgd.csv' })).toBe(
      'A escrever o ficheiro 2 de 2: cgd.csv...',
    );
  });

  it('says how many of the lines are in, when the server writes the file in parts', () => {
    const linhas = { feitas: 12_500, total: 20_000 };
    expect(descreverProgresso({ fase: 'a-escrever', feitas: 0, total: 1, ficheiro: 'cgd.csv', linhas })).toBe(
      'A escrever cgd.csv: 12.500 de 20.000 linhas...',
    );
    expect(descreverProgresso({ fase: 'a-escrever', feitas: 1, total: 2, ficheiro: 'cgd.csv', linhas })).toBe(
      'A escrever o ficheiro 2 de 2: cgd.csv: 12.500 de 20.000 linhas...',
    );
  });
});

describe('percentagemDoProgresso', () => {
  it('counts reading and writing each file as steps', () => {
    expect(percentagemDoProgresso(null)).toBe(0);
    expect(percentagemDoProgresso({ fase: 'a-ler', feitas: 0, total: 2 })).toBe(0);
    expect(percentagemDoProgresso({ fase: 'a-esperar', feitas: 0, total: 2 })).toBe(0);
    // 2 files read, none written: 2 of 4 steps.
    expect(percentagemDoProgresso({ fase: 'a-escrever', feitas: 0, total: 2, ficheiro: 'a.csv' })).toBe(50);
    expect(percentagemDoProgresso({ fase: 'a-escrever', feitas: 1, total: 2, ficheiro: 'b.csv' })).toBe(75);
  });

  it("moves within a file's step as its lines go in", () => {
    // 2 files read, the first half written: 2,5 of 4 steps.
    const metade = { feitas: 500, total: 1_000 };
    expect(
      percentagemDoProgresso({ fase: 'a-escrever', feitas: 0, total: 2, ficheiro: 'a.csv', linhas: metade }),
    ).toBe(63);
    expect(
      percentagemDoProgresso({ fase: 'a-escrever', feitas: 0, total: 1, ficheiro: 'a.csv', linhas: metade }),
    ).toBe(75);
  });
});

describe('novoIdDeTarefa', () => {
  it('is a version 4 UUID, different each time', () => {
    const a = novoIdDeTarefa();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(novoIdDeTarefa()).not.toBe(a);
  });
});
