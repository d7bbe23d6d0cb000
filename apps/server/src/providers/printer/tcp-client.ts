import { Socket } from 'node:net';
import { readEnv } from '../../env';

export interface PrinterAddress {
  host: string;
  port: number;
}

export interface PrinterTimeouts {
  /** Connecting to the printer (busy Wi-Fi: 3 s is often too short). */
  connectMs: number;
  /** Writing the ticket, from connection to the last byte handed to the OS and the socket closed. */
  writeMs: number;
}

/** Sends raw bytes to a printer; a rejection is a failed attempt (the queue retries it). */
export interface PrinterClient {
  send(address: PrinterAddress, bytes: Uint8Array): Promise<void>;
}

export function printerTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): PrinterTimeouts {
  const e = readEnv(env);
  return {
    connectMs: e.BRASA_PRINTER_CONNECT_TIMEOUT_MS,
    writeMs: e.BRASA_PRINTER_WRITE_TIMEOUT_MS,
  };
}

/**
 * ESC/POS over TCP (raw port 9100): connect, write, half-close and wait for the printer to close. A socket write
 * that succeeded means sent, not printed: printers rarely answer.
 */
export function createTcpPrinterClient(timeouts: PrinterTimeouts = printerTimeoutsFromEnv()): PrinterClient {
  return {
    send: (address, bytes) =>
      new Promise<void>((resolve, reject) => {
        const socket = new Socket();
        let settled = false;
        const finish = (err?: Error) => {
          if (settled) return;
          settled = true;
          clearTimeout(connectTimer);
          clearTimeout(writeTimer);
          socket.destroy();
          if (err) reject(err);
          else resolve();
        };
        const connectTimer = setTimeout(
          () => finish(new Error(`Tempo esgotado ao conectar na impressora ${address.host}:${address.port}`)),
          timeouts.connectMs,
        );
        let writeTimer: NodeJS.Timeout | undefined;
        socket.once('error', (err: NodeJS.ErrnoException) =>
          finish(new Error(`Impressora ${address.host}:${address.port} indisponível (${err.code ?? err.message})`)),
        );
        socket.connect(address.port, address.host, () => {
          clearTimeout(connectTimer);
          writeTimer = setTimeout(
            () => finish(new Error(`Tempo esgotado ao enviar para a impressora ${address.host}:${address.port}`)),
            timeouts.writeMs,
          );
          // Printers close (or not) after the data: the end of our side flushed is what we can know.
          socket.end(bytes, () => finish());
        });
      }),
  };
}
