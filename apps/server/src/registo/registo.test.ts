import { describe, expect, it } from 'vitest';
import { redigirUrl } from './registo';

describe('redigirUrl', () => {
  it('hides the token of a reset or verification link, in the API and in the page', () => {
    expect(redigirUrl('/api/auth/reset-password/abcDEF123_-')).toBe('/api/auth/reset-password/[redigido]');
    expect(redigirUrl('/reset-password/abc')).toBe('/reset-password/[redigido]');
    expect(redigirUrl('/api/auth/verificar-email/xyz')).toBe('/api/auth/verificar-email/[redigido]');
    expect(redigirUrl('/verificar-email/xyz/')).toBe('/verificar-email/[redigido]/');
  });

  it('keeps the names of query parameters and hides their values', () => {
    expect(redigirUrl('/get/search/planilhas/e1?searchTerm=509999999&page=2')).toBe(
      '/get/search/planilhas/e1?searchTerm=[redigido]&page=[redigido]',
    );
    expect(redigirUrl('/reset-password/t?x=1')).toBe('/reset-password/[redigido]?x=[redigido]');
    expect(redigirUrl('/a?')).toBe('/a?');
    expect(redigirUrl('/a?flag')).toBe('/a?flag=[redigido]');
  });

  it('leaves other paths as they are', () => {
    expect(redigirUrl('/get/empresa/0b9c0d6e-1f1f-4a4a-9b9b-123456789abc')).toBe(
      '/get/empresa/0b9c0d6e-1f1f-4a4a-9b9b-123456789abc',
    );
    expect(redigirUrl('/api/auth/reset-password/')).toBe('/api/auth/reset-password/');
    expect(redigirUrl('/')).toBe('/');
  });
});
