import { deflateSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxPlugin } from '../../sandbox/server';

/** OpenStreetMap's standard tiles and the attribution their usage policy requires. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; colaboradores do <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const SANDBOX_TILE_ATTRIBUTION = 'Mapa de demonstração (sem dados de ruas)';
const TILE_SIZE = 256;
const MAX_ZOOM = 22;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 256×256 greyscale PNG: a light background with a faint grid every 32 px and a slightly darker tile edge, so
 * the offline map shows where it is panning instead of a blank page. Built once with node:zlib.
 */
export function gridTilePng(): Buffer {
  const raw = Buffer.alloc((TILE_SIZE + 1) * TILE_SIZE);
  for (let y = 0; y < TILE_SIZE; y++) {
    const row = y * (TILE_SIZE + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < TILE_SIZE; x++) {
      const edge = x === 0 || y === 0;
      const grid = x % 32 === 0 || y % 32 === 0;
      raw[row + 1 + x] = edge ? 0xd8 : grid ? 0xe6 : 0xf3;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `/{z}/{x}/{y}.png` like a tile server: one grid tile for every valid tile, 404 outside the world. */
const plugin: FastifyPluginAsync = async (app) => {
  const png = gridTilePng();
  app.get<{ Params: { z: string; x: string; y: string } }>('/:z/:x/:y.png', async (request, reply) => {
    const [z, x, y] = [request.params.z, request.params.x, request.params.y].map(Number) as [number, number, number];
    const inWorld =
      [z, x, y].every(Number.isInteger) && z >= 0 && z <= MAX_ZOOM && x >= 0 && y >= 0 && x < 2 ** z && y < 2 ** z;
    if (!inWorld) return reply.status(404).send({ errorMessage: 'Tile inexistente.', code: 'NOT_FOUND' });
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .send(png);
  });
};

export const tilesSandbox: SandboxPlugin = { name: 'tiles', prefix: '/sandbox/tiles', plugin };
