import { Agent, request } from 'node:http';

/**
 * A keep-alive HTTP/1.1 client on node:http. The bench's own client shares the machine's two cores with the server
 * and the database: `fetch` (undici) spent about 2 ms of CPU per order save here, a sixth of the whole save, so the
 * figures that time requests use this cheaper one (about a third of that). It measures the server, not the client.
 */
export function httpClient(baseUrl: string, maxSockets = 64) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets });
  function send(method: string, path: string, headers: Record<string, string>, body?: string) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  return { send, close: () => agent.destroy() };
}
