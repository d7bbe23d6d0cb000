import { describe, expect, it } from 'vitest';
import { UNIT_LINKS, readHttpUrl } from './unit-links';

describe('readHttpUrl', () => {
  it('keeps absolute http and https addresses, trimmed', () => {
    expect(readHttpUrl('https://brasa.example/beneficios')).toBe('https://brasa.example/beneficios');
    expect(readHttpUrl('  http://treino.example/curso?x=1 ')).toBe('http://treino.example/curso?x=1');
    expect(readHttpUrl('HTTPS://Suporte.example')).toBe('HTTPS://Suporte.example');
  });

  it('refuses empty, relative and other schemes', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      '/helpdesk',
      'www.brasa.example',
      'javascript:alert(1)',
      'ftp://files.example',
      'mailto:a@b.example',
      'data:text/html,x',
      'https://',
      'http:// espaço',
    ])
      expect(readHttpUrl(value), String(value)).toBeNull();
  });

  it('names the three links in the order the bar shows them', () => {
    expect(UNIT_LINKS.map((link) => link.chave)).toEqual([
      'URL_PROGRAMA_BENEFICIOS',
      'URL_CURSO_TREINAMENTO',
      'URL_CHAT_SUPORTE',
    ]);
  });
});
