import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES, UFS, ZSetupForm, type TSetupFormInput } from './setup';

const valid = (): TSetupFormInput => ({
  empresa: {
    cpfCnpj: '12.abc.345/01de-35',
    nome: 'Churrascaria Fogo Alto Ltda',
    nomeFantasia: 'Fogo Alto',
    cep: '01310-100',
    endereco: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    municipio: 'São Paulo',
    estado: 'SP',
  },
  unidade: { nome: 'Matriz' },
  administrador: { nome: 'Ana', username: 'Ana.Dona', senha: 'segredo', confirmacaoSenha: 'segredo' },
});

const messages = (input: unknown) => {
  const parsed = ZSetupForm.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('first-run form schema', () => {
  it('accepts an alphanumeric CNPJ (Receita Federal example) and stores it unmasked, upper-case', () => {
    const parsed = ZSetupForm.parse(valid());
    expect(parsed.empresa.cpfCnpj).toBe('12ABC34501DE35');
    expect(parsed.empresa.cep).toBe('01310100');
    expect(parsed.administrador.username).toBe('ana.dona');
  });

  it('accepts a numeric CNPJ and a CPF', () => {
    for (const cpfCnpj of ['11.222.333/0001-81', '529.982.247-25'])
      expect(messages({ ...valid(), empresa: { ...valid().empresa, cpfCnpj } })).toEqual([]);
  });

  it.each(['12ABC34501DE36', '12ABC34501DE3A', '11222333000182', '11111111111', '123'])('refuses %s', (cpfCnpj) => {
    expect(messages({ ...valid(), empresa: { ...valid().empresa, cpfCnpj } })).toEqual([
      SETUP_MESSAGES.CPF_CNPJ_INVALID,
    ]);
  });

  it('knows the 27 UFs and refuses others', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(messages({ ...valid(), empresa: { ...valid().empresa, estado: 'XX' } })).toEqual([
      SETUP_MESSAGES.UF_INVALID,
    ]);
  });

  it('refuses a CEP without 8 digits, a short password and a confirmation that differs', () => {
    expect(messages({ ...valid(), empresa: { ...valid().empresa, cep: '1234-567' } })).toEqual([
      SETUP_MESSAGES.CEP_INVALID,
    ]);
    const administrador = { nome: 'Ana', username: 'ana', senha: '12345', confirmacaoSenha: '12345' };
    expect(messages({ ...valid(), administrador })).toEqual([SETUP_MESSAGES.PASSWORD_SHORT]);
    expect(
      messages({ ...valid(), administrador: { ...administrador, senha: '1234567', confirmacaoSenha: '1234568' } }),
    ).toEqual([SETUP_MESSAGES.PASSWORD_MISMATCH]);
  });
});
