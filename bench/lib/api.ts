import { createHash } from 'node:crypto';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function login(baseUrl: string, username: string) {
  const res = await fetch(`${baseUrl}/api-v2/usuario/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: sha256(username) }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return (await res.json()) as { jwtToken: string; unidade: { uuid: string } };
}

export async function api<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Creates `count` delivery and counter orders of today through the API. */
export async function seedOrders(baseUrl: string, token: string, count: number) {
  // Delivery orders need a customer (doc 2 §5.1): the demo's MARIA DA SILVA.
  const [customer] = await api<{ id: number }[]>(baseUrl, token, 'GET', '/api-v2/pessoa/list?q=maria');
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const order = await api<{ id: number }>(baseUrl, token, 'POST', '/api-v2/pedidoIntegracao', {
      tipo: i % 3 === 0 ? 'BALCAO' : 'DELIVERY',
      pessoaCliente: { id: customer!.id },
      iFoodOrder: {
        customer: { name: `CLIENTE ${i}`, phone: `119${String(i).padStart(8, '0')}` },
        deliveryMethod: { mode: i % 3 === 0 ? 'TAKEOUT' : 'DELIVERY' },
        deliveryFee: 5,
        deliveryAddress: {
          streetName: 'Rua Augusta',
          streetNumber: String(100 + i),
          neighborhood: 'Consolação',
          city: 'São Paulo',
        },
        items: [
          {
            name: 'X-Burger',
            quantity: 1 + (i % 3),
            price: 24.9,
            subItems: [{ name: 'Bacon', quantity: 1, price: 4 }],
          },
          { name: 'Refrigerante lata 350ml', quantity: 1, price: 7 },
        ],
        payments: [],
      },
    });
    ids.push(order.id);
  }
  return ids;
}
