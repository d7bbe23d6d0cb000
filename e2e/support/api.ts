import type { TOrder } from '@brasa/contracts';
import { createHash } from 'node:crypto';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A small client of the real API for arranging test data (the browser sends the same hashed password). */
export class Api {
  private constructor(
    private readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async login(baseUrl: string, username: string, password = username): Promise<Api> {
    const response = await fetch(`${baseUrl}/api-v2/usuario/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: sha256Hex(password) }),
    });
    if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
    const { jwtToken } = (await response.json()) as { jwtToken: string };
    return new Api(baseUrl, jwtToken);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A GET of the API as this user (JSON answer). */
  async get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  /** A registered person's id by name (GET /api-v2/pessoa/list?q=). */
  async findPersonId(name: string): Promise<number> {
    const people = await this.call<{ id: number; nome: string }[]>(
      'GET',
      `/api-v2/pessoa/list?q=${encodeURIComponent(name)}`,
    );
    const person = people.find((candidate) => candidate.nome === name);
    if (!person) throw new Error(`pessoa ${name} não encontrada`);
    return person.id;
  }

  /** A registered courier's person id by name (GET /api-v2/pessoa/entregador). */
  async findCourierId(name: string): Promise<number> {
    const couriers = await this.call<{ id: number; nome: string }[]>('GET', '/api-v2/pessoa/entregador');
    const courier = couriers.find((candidate) => candidate.nome === name);
    if (!courier) throw new Error(`entregador ${name} não encontrado`);
    return courier.id;
  }

  /**
   * A delivery order of the day for a seeded customer, in PENDENTE. The server requires the registered
   * customer and, in delivery mode, the address (doc 2 §5.1).
   */
  /** A delivery order for a registered customer; `address` replaces the default one (Rua Augusta, 1500). */
  async createDeliveryOrder(customer: string, address?: Record<string, unknown>): Promise<TOrder> {
    return this.call<TOrder>('POST', '/api-v2/pedidoIntegracao', {
      tipo: 'DELIVERY',
      pessoaCliente: { id: await this.findPersonId(customer) },
      iFoodOrder: {
        customer: { name: customer },
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryAddress: address ?? { streetName: 'Rua Augusta', streetNumber: '1500', neighborhood: 'Consolação' },
        items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
        payments: [],
      },
    });
  }

  changeStatus(id: number, status: string, motivoCancelamento?: string): Promise<TOrder> {
    const query = motivoCancelamento ? `?motivoCancelamento=${encodeURIComponent(motivoCancelamento)}` : '';
    return this.call<TOrder>('POST', `/api-v2/pedidoIntegracao/situacao/${id}/${status}${query}`);
  }

  /**
   * A route for a courier as the dispatcher creates it (doc 4 §7 associar-despacho): the orders join one dispatch
   * group with the courier, keeping `situacao` (CONFIRMADO in a shop without the awaiting-pickup column).
   */
  associateDispatch(ids: number[], situacao: string, courierId: number): Promise<TOrder[]> {
    return this.call<TOrder[]>(
      'POST',
      `/api-v2/pedidoIntegracao/associar-despacho/multiple/${ids.join(',')}/${situacao}?idDeliveryMan=${courierId}`,
    );
  }

  getOrder(id: number): Promise<TOrder> {
    return this.call<TOrder>('GET', `/api-v2/pedidoIntegracao/${id}`);
  }

  /** An open tab (COMANDA) or table (MESA) order on `number` with the given lines (name, quantity, price). */
  createIdentifierOrder(
    tipo: 'COMANDA' | 'MESA',
    number: string,
    items: { name: string; quantity: number; price: number }[],
  ): Promise<TOrder> {
    return this.call<TOrder>('POST', '/api-v2/pedidoIntegracao', {
      tipo,
      identificadorPrincipal: number,
      iFoodOrder: { deliveryMethod: { mode: 'INDOOR' }, items, payments: [] },
    });
  }

  /** A delivery scheduled for `at` (ISO date-time with offset) for a seeded customer. */
  /** A counter order paid in cash (a cashier's closed sale, not imported yet). */
  async createPaidCounterOrder(customer = 'MARIA DA SILVA'): Promise<TOrder> {
    const methods = await this.call<{ id: number; codigo: string; utilizaTef: boolean }[]>(
      'GET',
      '/service?action=list&entity=formaPagamento',
    );
    const cash = methods.find((m) => m.codigo === 'DIN' && !m.utilizaTef);
    if (!cash) throw new Error('forma de pagamento DIN não encontrada');
    return this.call<TOrder>('POST', '/api-v2/pedidoIntegracao', {
      tipo: 'BALCAO',
      pessoaCliente: { id: await this.findPersonId(customer) },
      iFoodOrder: {
        deliveryMethod: { mode: 'TAKEOUT' },
        items: [{ name: 'X-Burger', quantity: 1, price: 24.9 }],
        payments: [{ value: 24.9, formaPagamento: { id: cash.id } }],
      },
    });
  }

  async createScheduledDelivery(customer: string, at: string): Promise<TOrder> {
    return this.call<TOrder>('POST', '/api-v2/pedidoIntegracao', {
      tipo: 'DELIVERY',
      pedidoAgendado: 'AGENDADO',
      pessoaCliente: { id: await this.findPersonId(customer) },
      iFoodOrder: {
        customer: { name: customer },
        deliveryMethod: { mode: 'DELIVERY' },
        deliveryAddress: { streetName: 'Rua Augusta', streetNumber: '1500', neighborhood: 'Consolação' },
        scheduled: true,
        schedule: { deliveryDateTimeStart: at },
        items: [{ name: 'X-Burger', quantity: 2, price: 24.9 }],
        payments: [],
      },
    });
  }
}
