import type { TOrder, TOrderSaveRequest, TProdutoCardapio } from '@brasa/contracts';
import { MSG } from '@brasa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logItemExcluido } from '../src/db/schema';
import { createTestContext, withRole, type TestContext } from './helpers';
import { completeOrderInput, createOrder, makeOrderInput, paymentOf, setParameter } from './order-factory';

let ctx: TestContext;
let mariaId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api-v2/pessoa/list?q=maria',
    headers: await ctx.auth('caixa'),
  });
  mariaId = res.json()[0].id;
});
afterAll(() => ctx.close());

const save = async (input: unknown, as = 'caixa') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api-v2/pedidoIntegracao',
    headers: await ctx.auth(as),
    payload: input as object,
  });
const message = async (input: unknown, as = 'caixa') =>
  (await save(input, as)).json().errorMessage as string | undefined;

describe('doc 2 §5.1 on save', () => {
  it('needs a type', async () => {
    expect(await message({ ...makeOrderInput(), tipo: undefined })).toContain('Informe o tipo do pedido');
  });

  it('needs a tab identifier, a table when required, and no negative table', async () => {
    expect(await message(makeOrderInput({ tipo: 'COMANDA' }))).toBe(MSG.TAB_REQUIRED);
    await setParameter(ctx, 'caixa', 'IDENTIFICADOR_SECUNDARIO_OBRIGATORIO', 'S');
    const required = await message(makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '5' }));
    await setParameter(ctx, 'caixa', 'IDENTIFICADOR_SECUNDARIO_OBRIGATORIO', 'N');
    expect(required).toBe('o campo Mesa deve ser informado.');
    expect(
      await message(makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '5', identificadorSecundario: '-2' })),
    ).toBe('Não é possível inserir um valor negativo para Mesa.');
  });

  it('accepts only active, non-blocked tables', async () => {
    expect(await message(makeOrderInput({ tipo: 'MESA', identificadorPrincipal: '99' }))).toBe(
      MSG.mesaNaoEncontrada('99'),
    );
    expect(await message(makeOrderInput({ tipo: 'MESA', identificadorPrincipal: '13' }))).toBe(
      MSG.mesaNaoEncontrada('13'),
    );
    expect((await save(makeOrderInput({ tipo: 'MESA', identificadorPrincipal: '4' }))).statusCode).toBe(200);
    // A tab's table (secondary identifier) follows the same rule.
    expect(
      await message(makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '61', identificadorSecundario: '99' })),
    ).toBe(MSG.mesaNaoEncontrada('99'));
    expect(
      await message(makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '62', identificadorSecundario: '13' })),
    ).toBe(MSG.mesaNaoEncontrada('13'));
  });

  it('needs items, or a customer to open a tab', async () => {
    const empty = makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '8' });
    empty.iFoodOrder.items = [];
    expect(await message(empty)).toBe(
      'Adicione pelo menos 1 item no pedido ou selecione um cliente para abrir uma comanda.',
    );
    expect((await save({ ...empty, pessoaCliente: { id: mariaId } })).statusCode).toBe(200);
  });

  it('needs a customer and, in delivery mode, an address for delivery orders', async () => {
    const delivery = makeOrderInput({ tipo: 'DELIVERY' });
    delivery.iFoodOrder.deliveryMethod = { mode: 'DELIVERY' };
    expect(await message(delivery)).toBe(MSG.CUSTOMER_REQUIRED);
    expect(await message({ ...delivery, pessoaCliente: { id: mariaId } })).toBe(
      'Selecione o endereço de entrega do cliente.',
    );
    const takeout = makeOrderInput({ tipo: 'DELIVERY', pessoaCliente: { id: mariaId } });
    expect((await save(takeout)).statusCode).toBe(200);
  });

  it('needs a customer on tabs unless PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA', async () => {
    await setParameter(ctx, 'caixa', 'PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA', 'N');
    const res = await message(makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '9' }));
    await setParameter(ctx, 'caixa', 'PERMITE_LANCAR_ITENS_IDENTIFICADOR_SEM_PESSOA', 'S');
    expect(res).toBe(MSG.CUSTOMER_REQUIRED);
  });

  it('refuses a past schedule for new orders only, and negative people', async () => {
    const past = makeOrderInput({ pedidoAgendado: 'AGENDADO' });
    past.iFoodOrder.schedule = { deliveryDateTimeStart: new Date(Date.now() - 3600_000).toISOString() };
    expect(await message(past)).toBe('A data do agendamento não pode ser retroativa.');
    const future = structuredClone(past);
    future.iFoodOrder.schedule = { deliveryDateTimeStart: new Date(Date.now() + 3600_000).toISOString() };
    const saved = (await save(future)).json<TOrder>();
    const later = { ...saved, iFoodOrder: { ...saved.iFoodOrder, schedule: past.iFoodOrder.schedule } };
    expect((await save(later)).statusCode).toBe(200);
    expect(await message(makeOrderInput({ quantidadePessoas: -1 }))).toBe(
      'Nao e possivel inserir um valor negativo de pessoas.',
    );
  });

  it('asks a waiter for the seller of every tab item', async () => {
    const res = await save(makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '10' }), 'garcom');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('WAITER_REQUIRED');
    const ok = await save(
      await completeOrderInput(ctx, 'garcom', makeOrderInput({ tipo: 'COMANDA', identificadorPrincipal: '10' })),
      'garcom',
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('doc 2 §5.3–§5.5 item rules on save', () => {
  it('refuses negative quantities and prices', async () => {
    const negative = makeOrderInput();
    negative.iFoodOrder.items[0]!.quantity = -1;
    expect((await save(negative)).statusCode).toBe(422);
    const price = makeOrderInput();
    price.iFoodOrder.items[0]!.price = -5;
    expect((await save(price)).statusCode).toBe(422);
    const sub = makeOrderInput();
    sub.iFoodOrder.items[0]!.subItems = [{ name: 'Adicional', quantity: 1, price: 2, totalPrice: -20 }];
    const res = await save(sub);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.ITEM_PRICE_NEGATIVE);
  });

  it('takes menu prices when the unit price is locked, keeping typed prices otherwise', async () => {
    const products = (
      await ctx.app.inject({ method: 'GET', url: '/api-v2/produto/list?q=X-Burger', headers: await ctx.auth('caixa') })
    ).json();
    const cheap = (): TOrderSaveRequest => {
      const input = makeOrderInput();
      input.iFoodOrder.items = [
        {
          name: 'X-Burger',
          externalCode: products.find((p: { descricao: string }) => p.descricao === 'X-Burger').idProduto,
          quantity: 1,
          price: 1,
        },
      ];
      return input;
    };
    expect((await save(cheap())).json().totalPedido).toBe(1);
    await withRole(ctx, 'caixa', 'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_VALOR_UNITARIO_PEDIDO', async () => {
      const locked = (await save(cheap())).json<TOrder>();
      expect(locked.iFoodOrder.items[0]!.price).toBe(24.9);
      expect(locked.totalPedido).toBe(24.9);
    });
  });

  it('blocks granting or changing discounts with the discount role', async () => {
    const order = await createOrder(ctx);
    await withRole(ctx, 'caixa', 'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_DESCONTO_PEDIDO', async () => {
      const discounted = structuredClone(order);
      discounted.iFoodOrder.items[0]!.discount = 5;
      const res = await save(discounted);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toBe(MSG.ITEM_NO_DISCOUNT_PERMISSION);
      const orderDiscount = { ...order, iFoodOrder: { ...order.iFoodOrder, discount: 2 } };
      expect((await save(orderDiscount)).statusCode).toBe(403);
      expect((await save({ ...order, descricao: 'sem desconto' })).statusCode).toBe(200);
    });
  });

  it('removes saved items only with a justification, records them, and honours the removal role', async () => {
    const order = await createOrder(ctx);
    const [burger, drink] = order.iFoodOrder.items;
    const withoutDrink = { ...order, iFoodOrder: { ...order.iFoodOrder, items: [burger!] } };
    const noReason = await save(withoutDrink);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errorMessage).toBe('Justificativa e obrigatoria');
    await withRole(ctx, 'caixa', 'ROLE_PDV_ONLINE_BRASA_BLOQUEIO_EXCLUSAO_ITEM', async () => {
      const blocked = await save({
        ...withoutDrink,
        deletedItems: [{ referenceCode: drink!.referenceCode, justificativaExclusao: 'errado' }],
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().errorMessage).toBe(MSG.NO_ITEM_REMOVAL_PERMISSION);
    });
    const removed = await save({
      ...withoutDrink,
      deletedItems: [{ referenceCode: drink!.referenceCode, justificativaExclusao: 'Lançado errado' }],
    });
    expect(removed.statusCode).toBe(200);
    const body = removed.json<TOrder>();
    expect(body.totalPedido).toBe(49.8);
    expect(body.logs).toContain('Item Refrigerante lata 350ml excluído por caixa');
    expect(
      (body.iFoodOrder as { deletedItems?: { dadosExclusao: { justificativaExclusao: string } }[] }).deletedItems?.[0]
        ?.dadosExclusao.justificativaExclusao,
    ).toBe('Lançado errado');
    const rows = await ctx.database.db.select().from(logItemExcluido).where(eq(logItemExcluido.pedidoId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses removing an item worth more than what is still pending', async () => {
    const paid = makeOrderInput();
    paid.iFoodOrder.payments = [await paymentOf(ctx, 'DIN', 50)];
    const order = (await save(paid)).json<TOrder>();
    const withoutBurgers = { ...order, iFoodOrder: { ...order.iFoodOrder, items: [order.iFoodOrder.items[1]!] } };
    const res = await save({
      ...withoutBurgers,
      deletedItems: [{ referenceCode: order.iFoodOrder.items[0]!.referenceCode, justificativaExclusao: 'teste' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe(MSG.ITEM_TOTAL_ABOVE_PENDING);
  });
});

describe('combo choices carry menu prices', () => {
  async function comboOrder(mutate?: (subs: { name: string; price: number; totalPrice: number }[]) => void) {
    const menu = (
      await ctx.app.inject({
        method: 'GET',
        url: '/service?action=list&entity=produtoCardapio&filtroProduto=PDV_ONLINE',
        headers: await ctx.auth('caixa'),
      })
    ).json<TProdutoCardapio[]>();
    const combo = menu.find((p) => p.produto.descricao === 'Combo X-Burger')!;
    const pick = (step: string, name: string) => {
      const s = combo.complementos.find((c) => c.descricao === step)!;
      return s.itens.find((i) => i.produto.descricao === name)!;
    };
    const burger = pick('Escolha o lanche', 'X-Burger');
    const bacon = pick('Adicionais', 'Adicional de bacon');
    const suco = pick('Escolha a bebida', 'Suco natural de laranja');
    const subs = [
      { name: 'X-Burger', externalCode: burger.produto.idProduto, quantity: 2, price: burger.valor, totalPrice: 0 },
      {
        name: 'Adicional de bacon',
        externalCode: bacon.produto.idProduto,
        externalCodeFather: burger.produto.idProduto,
        quantity: 2,
        price: bacon.valor,
        totalPrice: 8,
      },
      {
        name: 'Suco natural de laranja',
        externalCode: suco.produto.idProduto,
        quantity: 2,
        price: suco.valor,
        totalPrice: 4,
      },
    ];
    mutate?.(subs);
    const input = makeOrderInput();
    input.iFoodOrder.items = [
      {
        name: 'Combo X-Burger',
        externalCode: combo.produto.idProduto,
        quantity: 2,
        price: combo.produto.valorUnitarioVenda,
        subItems: subs,
      },
    ];
    return save(input);
  }

  it('accepts a combo priced from its steps (level 2 and level 3)', async () => {
    const res = await comboOrder();
    expect(res.statusCode).toBe(200);
    expect(res.json().totalPedido).toBe(32.9 * 2 + 8 + 4);
  });

  it('refuses a sub-item whose price or total is not the menu one', async () => {
    const cheap = await comboOrder((subs) => {
      subs[1]!.price = 0.01;
      subs[1]!.totalPrice = 0.02;
    });
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json().errorMessage).toBe(MSG.comboPriceMismatch('Adicional de bacon'));
    const total = await comboOrder((subs) => {
      subs[2]!.totalPrice = 0.5;
    });
    expect(total.statusCode).toBe(422);
  });
});
