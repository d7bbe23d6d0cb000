import { parseScaleFrame, readingOfFrame, scaleErrorReading, type WeightReading } from '@brasa/domain';
import Fastify from 'fastify';
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

/**
 * The local scale agent: on the machine the serial scale is plugged into, it asks the scale for its weight
 * (ENQ, 0x05) every `pollMs` (500 ms, doc 3 §9), reads the STX…ETX answer (parseScaleFrame, Toledo Prix /
 * Filizola style) and serves the current reading on loopback: `GET /peso` → `{ peso, estavel, codigo, mensagem }`.
 * When the scale stops answering for `silentPolls` polls (5, doc 2 §8) the reading is code 10 with weight 0.
 * Run it with `npm run scale-agent -w apps/server` (SCALE_SERIAL_PATH, SCALE_SERIAL_BAUD, SCALE_AGENT_PORT).
 */
export interface SerialLine {
  readable: Readable;
  writable: Writable;
  close(): void;
}

export interface ScaleAgent {
  url: string;
  port: number;
  /** The reading it serves now. */
  current(): WeightReading;
  close(): Promise<void>;
}

const ENQ = new Uint8Array([0x05]);

export async function startScaleAgent(opts: {
  serial: SerialLine;
  port?: number;
  host?: string;
  pollMs?: number;
  silentPolls?: number;
}): Promise<ScaleAgent> {
  const pollMs = opts.pollMs ?? 500;
  const silentPolls = opts.silentPolls ?? 5;
  let reading: WeightReading = scaleErrorReading(10);
  let pending: Uint8Array = new Uint8Array(0);
  let unanswered = 0;

  opts.serial.readable.on('data', (chunk: Buffer) => {
    const { frame, rest } = parseScaleFrame(new Uint8Array([...pending, ...chunk]));
    // A line that never closes its frame is dropped past 64 bytes.
    pending = rest.length > 64 ? new Uint8Array(0) : rest;
    if (frame) {
      reading = readingOfFrame(frame);
      unanswered = 0;
    }
  });
  opts.serial.readable.on('error', () => (reading = scaleErrorReading(10)));
  opts.serial.writable.on('error', () => (reading = scaleErrorReading(10)));
  const timer = setInterval(() => {
    unanswered++;
    if (unanswered > silentPolls) reading = scaleErrorReading(10);
    opts.serial.writable.write(ENQ);
  }, pollMs);
  opts.serial.writable.write(ENQ);

  const app = Fastify({ logger: false });
  app.get('/peso', async () => reading);
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ port: opts.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 0);
  return {
    url: `http://${host}:${port}`,
    port,
    current: () => reading,
    async close() {
      clearInterval(timer);
      opts.serial.close();
      await app.close();
    },
  };
}

/** A serial device (e.g. /dev/ttyUSB0) as a line: raw mode at `baud` 8N1 through stty, then read and written as a file. */
export function openSerialDevice(path: string, baud = 9600): SerialLine {
  spawnSync('stty', ['-F', path, String(baud), 'raw', '-echo', 'cs8', '-cstopb', '-parenb'], { stdio: 'ignore' });
  const readable = createReadStream(path);
  const writable = createWriteStream(path, { flags: 'w' });
  return {
    readable,
    writable,
    close() {
      readable.destroy();
      writable.destroy();
    },
  };
}
