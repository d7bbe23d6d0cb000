import type { TPessoaDetalhe } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { createOrder } from './order-factory';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = 'caixa') =>
  ctx.app.inject({ method, url, headers: await ctx.auth(as), ...(payload ? { payload } : {}) });

describe('customers', () => {
  it('saves a customer with upper-cased names and digits-only documents, phone and CEP', async () => {
    const res = await call('POST', '/api-v2/pessoa', {
      nome: '  paula rocha ',
      nomeFantasia: 'rocha doces',
      tipo: 'F',
      cpfCnpj: '390.533.447-05',
      fone: '(11) 98888-7777',
      cep: '01310-100',
      endereco: 'Avenida Paulista',
      numero: '900',
      bairro: 'Bela Vista',
      municipio: { codigoIbge: '3550308' },
      dataNascimento: '1990-05-20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'PAULA ROCHA',
      nomeFantasia: 'ROCHA DOCES',
      cpfCnpj: '39053344705',
      fone: '11988887777',
      cep: '01310100',
      tipoCliente: true,
      municipio: { nome: 'São Paulo', estado: { sigla: 'SP' } },
      enderecos: [],
      contatos: [],
    });
  });

  it('a CPF/CNPJ belongs to one customer of the unit: a second one is refused naming the first (the database says so)', async () => {
    // ANA SOUZA, a demo customer, has 123.456.789-09.
    const res = await call('POST', '/api-v2/pessoa', { nome: 'Outra Ana', tipo: 'F', cpfCnpj: '123.456.789-09' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toMatch(
      /^Este CPF\/CNPJ já está cadastrado para o cliente ANA SOUZA \(código \d+\)\.$/,
    );
    // Editing a customer to another's document is refused the same way; the same customer keeps its own.
    const other = (await call('POST', '/api-v2/pessoa', { nome: 'Bruno Lima', tipo: 'F' })).json<{ id: number }>();
    const edit = await call('POST', '/api-v2/pessoa', {
      id: other.id,
      nome: 'Bruno Lima',
      tipo: 'F',
      cpfCnpj: '12345678909',
    });
    expect(edit.statusCode).toBe(409);
    const own = { id: other.id, nome: 'Bruno Lima', tipo: 'F', cpfCnpj: '27182818205' };
    expect((await call('POST', '/api-v2/pessoa', own)).statusCode).toBe(200);
    // Saving the same customer again with its own document is no conflict.
    expect((await call('POST', '/api-v2/pessoa', own)).statusCode).toBe(200);
    // Another unit may have a customer with the same document (Bruno's, of the Matriz).
    const filial = await call(
      'POST',
      '/api-v2/pessoa',
      { nome: 'Ana na Filial', tipo: 'F', cpfCnpj: '27182818205' },
      'caixa_filial',
    );
    expect(filial.statusCode, filial.body).toBe(200);
  });

  it('keeps an alphanumeric CNPJ and types the person as J', async () => {
    const res = await call('POST', '/api-v2/pessoa', {
      nome: 'Nova Empresa',
      tipo: 'F',
      cpfCnpj: '12.abc.345/01de-35',
    });
    expect(res.json()).toMatchObject({ cpfCnpj: '12ABC34501DE35', tipo: 'J' });
  });

  it('refuses an invalid document, a future birth date, a blank name and an unknown city', async () => {
    const doc = await call('POST', '/api-v2/pessoa', { nome: 'X', cpfCnpj: '111.111.111-11' });
    expect(doc.statusCode).toBe(422);
    expect(doc.json().errorMessage).toBe(MSG.INVALID_DOCUMENT);
    const birth = await call('POST', '/api-v2/pessoa', { nome: 'X', dataNascimento: '2999-01-01' });
    expect(birth.json().errorMessage).toBe(MSG.BIRTH_DATE_IN_FUTURE);
    const blank = await call('POST', '/api-v2/pessoa', { nome: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errorMessage).toContain('Nome: obrigatório');
    const city = await call('POST', '/api-v2/pessoa', { nome: 'X', municipio: { codigoIbge: '0000000' } });
    expect(city.statusCode).toBe(404);
  });

  it('finds active people by name, phone and document, and nothing for empty text', async () => {
    const byName = (await call('GET', '/api-v2/pessoa/list?q=maria')).json<TPessoaDetalhe[]>();
    expect(byName.map((p) => p.nome)).toEqual(['MARIA DA SILVA']);
    expect(byName[0]!.enderecos).toHaveLength(1);
    expect((await call('GET', '/api-v2/pessoa/list?q=(11) 91234')).json()[0].nome).toBe('JOÃO PEREIRA');
    expect((await call('GET', '/api-v2/pessoa/list?q=529.982')).json()[0].nome).toBe('MARIA DA SILVA');
    expect((await call('GET', '/api-v2/pessoa/list?q=')).json()).toEqual([]);
    // staff and couriers are not customers
    expect((await call('GET', '/api-v2/pessoa/list?q=motoboy')).json()).toEqual([]);
    expect((await call('GET', '/api-v2/pessoa/list?q=camila')).json()).toEqual([]);
    expect((await call('GET', '/api-v2/pessoa/list?q=maria', undefined, 'caixa_filial')).json()[0].id).not.toBe(
      byName[0]!.id,
    );
  });

  it('adds, edits and deletes secondary addresses and contacts, scoped to the unit', async () => {
    const person = (await call('POST', '/api-v2/pessoa', { nome: 'Lucas Lima' })).json<TPessoaDetalhe>();
    const address = await call('POST', '/api-v2/endereco', {
      pessoa: { id: person.id },
      endereco: 'Rua Augusta',
      numero: '10',
      cep: '01304-001',
      municipio: { codigoIbge: '3550308' },
    });
    expect(address.json()).toMatchObject({
      endereco: 'Rua Augusta',
      cep: '01304001',
      municipio: { nome: 'São Paulo' },
    });
    const contact = await call('POST', '/api-v2/contatoPessoa', {
      pessoa: { id: person.id },
      tipo: 'FONE',
      valor: '(11) 3333-2222',
    });
    expect(contact.json()).toMatchObject({ tipo: 'FONE', valor: '1133332222' });
    const empty = await call('POST', '/api-v2/contatoPessoa', { pessoa: { id: person.id }, tipo: 'EMAIL', valor: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errorMessage).toBe('Informe um e-mail.');
    const detail = (await call('GET', `/api-v2/pessoa/${person.id}`)).json<TPessoaDetalhe>();
    expect(detail.enderecos).toHaveLength(1);
    expect(detail.contatos).toHaveLength(1);
    expect((await call('DELETE', `/api-v2/endereco/${address.json().id}`, undefined, 'caixa_filial')).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api-v2/endereco/${address.json().id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api-v2/contatoPessoa/${contact.json().id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api-v2/contatoPessoa/${contact.json().id}`)).statusCode).toBe(404);
    const foreign = await call(
      'POST',
      '/api-v2/endereco',
      { pessoa: { id: person.id }, endereco: 'X' },
      'caixa_filial',
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('lists cities by name', async () => {
    const res = await call('GET', '/api-v2/municipio/list?q=camp');
    expect(res.json()).toEqual([
      { id: expect.any(Number), nome: 'Campinas', codigoIbge: '3509502', estado: { sigla: 'SP' } },
    ]);
  });
});

describe('providers: CEP and directions', () => {
  it('looks a CEP up through the sandbox, with the spec messages', async () => {
    const found = await call('GET', '/api-v2/cep/01304-001');
    expect(found.json()).toMatchObject({
      cep: '01304001',
      logradouro: 'Rua Augusta',
      municipio: { nome: 'São Paulo' },
    });
    const missing = await call('GET', '/api-v2/cep/12345678');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe(MSG.CEP_NOT_FOUND);
    expect((await call('GET', '/api-v2/cep/123')).statusCode).toBe(400);
    const down = await call('GET', '/api-v2/cep/99999999');
    expect(down.statusCode).toBe(502);
    expect(down.json().errorMessage).toBe(MSG.CEP_PROVIDER_FAILED);
  });

  it('computes distance and duration between two addresses', async () => {
    const res = await call(
      'GET',
      `/api-v2/endereco/directions/${encodeURIComponent('-23.5614,-46.6559')}/${encodeURIComponent('-23.5567,-46.6593')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().distanceMeters).toBeGreaterThan(500);
    expect(res.json().distanceMeters).toBeLessThan(1500);
    expect(res.json().humanized).toMatch(/^\d+,\d km - \d+ min$/);
    const none = await call('GET', `/api-v2/endereco/directions/Rua%20A/${encodeURIComponent('Rua sem rota')}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().errorMessage).toBe(MSG.NO_ROUTE_FOR_ADDRESS);
  });
});

describe('customer accounts, history and users', () => {
  it('shows pending accounts only with ROLE_VISUALIZAR_VALORES_PENDENTES', async () => {
    const maria = (await call('GET', '/api-v2/pessoa/list?q=maria')).json<TPessoaDetalhe[]>()[0]!;
    const methods = (await call('GET', '/service?action=list&entity=formaPagamento')).json<
      { id: number; codigo: string; descricao: string }[]
    >();
    const fiado = methods.find((m) => m.codigo === 'CL')!;
    await createOrder(ctx, 'caixa', {
      pessoaCliente: { id: maria.id },
      iFoodOrder: {
        items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
        payments: [{ value: 24.9, formaPagamento: { id: fiado.id } }],
      },
    });
    const res = await call('GET', `/api-v2/pedidoIntegracao/contasPendentes/${maria.id}`);
    expect(res.json()).toEqual([
      {
        descricao: expect.stringContaining(fiado.descricao),
        dataVencimento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        saldo: 24.9,
      },
    ]);
    const denied = await call('GET', `/api-v2/pedidoIntegracao/contasPendentes/${maria.id}`, undefined, 'despacho');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorMessage).toBe(MSG.NO_PENDING_VALUES_PERMISSION);
    const history = await call('GET', `/api-v2/pedidoIntegracao/listByPessoa/${maria.id}`);
    expect(history.json()).toHaveLength(1);
    expect(
      (await call('GET', `/api-v2/pedidoIntegracao/listByPessoa/${maria.id}`, undefined, 'caixa_filial')).statusCode,
    ).toBe(404);
  });

  it('lists the unit users who sell for the waiter dialog: waiters and cashiers, never couriers or kitchen staff', async () => {
    const users = (await call('GET', '/api-v2/usuario/listUsuarios')).json<{ nome: string; idPessoa: number }[]>();
    const names = users.map((u) => u.nome);
    expect(names).toEqual(expect.arrayContaining(['Gabriel Garçom', 'Camila Caixa']));
    expect(names).not.toContain('Motoboy Carlos');
    expect(names).not.toContain('Cláudia Cozinha');
    expect(names).not.toContain('Fábio Caixa Filial');
    expect(users.every((u) => u.idPessoa > 0)).toBe(true);
  });

  it('logs deleted items', async () => {
    const order = await createOrder(ctx);
    const res = await call('POST', '/api-v2/log/saveListItens', [
      { pedidoId: order.id, name: 'X-Burger', justificativaExclusao: 'cliente desistiu' },
    ]);
    expect(res.json()).toEqual({ saved: 1 });
  });
});

describe('a customer’s private data', () => {
  it('CPF, RG and birth date reach who registers customers; a waiter gets only a near birthday’s dd/MM', async () => {
    const soon = new Date(Date.now() + 24 * 3600_000);
    const far = new Date(Date.now() + 40 * 24 * 3600_000);
    const iso = (d: Date, year: number) =>
      `${year}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const save = async (nome: string, dataNascimento: string, cpfCnpj: string) =>
      (
        await call('POST', '/api-v2/pessoa', { nome, tipo: 'F', cpfCnpj, rgIc: '123456', dataNascimento })
      ).json<TPessoaDetalhe>();
    const near = await save('Aniversariante Perto', iso(soon, 1990), '31415926590');
    const later = await save('Aniversariante Longe', iso(far, 1985), '16180339805');

    const cashier = (await call('GET', `/api-v2/pessoa/${near.id}`)).json<TPessoaDetalhe>();
    expect(cashier).toMatchObject({ cpfCnpj: '31415926590', rgIc: '123456', dataNascimento: iso(soon, 1990) });

    for (const [person, aniversario] of [
      [near, `${iso(soon, 1990).slice(8, 10)}/${iso(soon, 1990).slice(5, 7)}`],
      [later, null],
    ] as const) {
      const waiter = (await call('GET', `/api-v2/pessoa/${person.id}`, undefined, 'garcom')).json<TPessoaDetalhe>();
      expect(waiter).toMatchObject({ cpfCnpj: null, rgIc: null, dataNascimento: null, aniversario });
      const listed = (
        await call('GET', `/api-v2/pessoa/list?q=${encodeURIComponent(person.nome)}`, undefined, 'garcom')
      )
        .json<TPessoaDetalhe[]>()
        .find((p) => p.id === person.id)!;
      expect(listed).toMatchObject({ cpfCnpj: null, dataNascimento: null, aniversario });
    }
  });
});
