import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localImpressao } from '../db/schema';
import { startVirtualPrinter, type VirtualPrinter } from '../providers/printer';
import { readEnv } from '../env';

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
  const e = readEnv(env);
  return {
    enabled: e.BRASA_VIRTUAL_PRINTERS,
    ports: {
      CAIXA: e.BRASA_VIRTUAL_PRINTER_PORT_CAIXA,
      COZINHA: e.BRASA_VIRTUAL_PRINTER_PORT_COZINHA,
      BAR: e.BRASA_VIRTUAL_PRINTER_PORT_BAR,
    },
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
