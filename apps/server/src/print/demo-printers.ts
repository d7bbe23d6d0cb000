import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localImpressao } from '../db/schema';
import { startVirtualPrinter, type VirtualPrinter } from '../providers/printer';

/** The demo's print locations, each with its virtual printer (doc 3: CAIXA, COZINHA, BAR). */
export const DEMO_PRINT_LOCATIONS = ['CAIXA', 'COZINHA', 'BAR'] as const;
const LOOPBACK = ['127.0.0.1', 'localhost'];

export interface DemoPrinterConfig {
  /** BRASA_VIRTUAL_PRINTERS=off: no virtual printers (a shop with real ones). */
  enabled: boolean;
  /** BRASA_VIRTUAL_PRINTER_PORT_CAIXA / _COZINHA / _BAR (default 9101, 9102, 9103; 0 = any free port). */
  ports: Record<(typeof DEMO_PRINT_LOCATIONS)[number], number>;
}

export function demoPrinterConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DemoPrinterConfig {
  const port = (name: string, fallback: number) => {
    const value = env[`BRASA_VIRTUAL_PRINTER_PORT_${name}`];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 65535)
      throw new Error(`BRASA_VIRTUAL_PRINTER_PORT_${name} inválida: ${value}`);
    return n;
  };
  return {
    enabled: env.BRASA_VIRTUAL_PRINTERS !== 'off',
    ports: { CAIXA: port('CAIXA', 9101), COZINHA: port('COZINHA', 9102), BAR: port('BAR', 9103) },
  };
}

/** Starts one virtual printer per demo location on loopback. */
export async function startDemoPrinters(config: DemoPrinterConfig): Promise<Map<string, VirtualPrinter>> {
  const printers = new Map<string, VirtualPrinter>();
  if (!config.enabled) return printers;
  for (const location of DEMO_PRINT_LOCATIONS) {
    printers.set(
      location,
      await startVirtualPrinter({ name: location, port: config.ports[location], maxTickets: 200 }),
    );
  }
  return printers;
}

/**
 * Points the demo locations of every unit at the virtual printers, unless a real printer (another host) was
 * configured there: run at each start, so changed ports are followed.
 */
export async function attachDemoPrinters(db: Db, printers: ReadonlyMap<string, VirtualPrinter>): Promise<void> {
  for (const [location, printer] of printers) {
    await db
      .update(localImpressao)
      .set({ impressoraHost: printer.host, impressoraPorta: printer.port })
      .where(
        and(
          eq(localImpressao.chave, location),
          or(isNull(localImpressao.impressoraHost), inArray(localImpressao.impressoraHost, LOOPBACK)),
        ),
      );
  }
}
