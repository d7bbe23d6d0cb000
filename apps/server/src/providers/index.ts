import { createCepSandbox, createViaCepClient, type CepProvider } from './cep';
import { createOsrmClient, type DirectionsProvider } from './directions';
import { createGoogleGeocodingClient, createNominatimClient, type GeocodingProvider } from './geocoding';
import { createTcpPrinterClient, type PrinterClient } from './printer';
import {
  COURIER_PLATFORM_SANDBOX_PREFIX,
  IFOOD_SHIPPING_SANDBOX_PREFIX,
  createCourierPlatformClient,
  createIfoodShippingClient,
  type LogisticsProvider,
} from './logistics';
import { LOYALTY_SANDBOX_PREFIX, createLoyaltyClient, type LoyaltyProvider } from './loyalty';
import { MESSAGING_SANDBOX_PREFIX, createMessagingClient, type MessagingProvider } from './messaging';
import { OSM_ATTRIBUTION, OSM_TILE_URL, SANDBOX_TILE_ATTRIBUTION } from './tiles';
import { DEFAULT_SCALE_AGENT_PORT, SCALE_SANDBOX_PREFIX, createScaleAgentClient, type ScaleProvider } from './scale';

/** What the browser's map draws under the markers (GET /api-v2/roteirizacao/mapa). */
export interface MapTiles {
  /** Leaflet URL template with {z}/{x}/{y}. */
  tileUrl: string;
  attribution: string;
}
import { MARKETPLACE_SANDBOX_PREFIX, createIfoodClientFactory, type MarketplaceClientFactory } from './marketplace';
import { TEF_SANDBOX_PREFIX, createControlPayClient, type TefProvider } from './tef';
import { endpointsFor, sandboxEndpoints, type Environment, type FiscalEndpoints } from './fiscal/endpoints';
import { createSefazClient, FISCAL_SANDBOX_PREFIX, type FiscalProvider } from './fiscal';
import { readEnv, type Env } from '../env';

export interface Providers {
  cep: CepProvider;
  directions: DirectionsProvider;
  geocoding: GeocodingProvider;
  maps: MapTiles;
  /** ESC/POS over TCP; the sandbox is the virtual printer it talks to (providers/printer/virtual-printer.ts). */
  printer: PrinterClient;
  /**
   * The card terminal's cloud API (ControlPay style): the sandbox's by default, TEF_PROVIDER=controlpay with
   * TEF_URL (e.g. https://sandbox.controlpay.com.br) for the real one; null when neither is available.
   */
  tef: TefProvider | null;
  /**
   * Couriers for one order (doc 1 §2.12): iFood's on-demand delivery (integration tipo ID; IFOOD_SHIPPING_URL for
   * the real one, e.g. https://merchant-api.ifood.com.br) and a courier platform (tipos KA and FD;
   * COURIER_PLATFORM_URL). Sandboxes by default.
   */
  logistics: { ifood: LogisticsProvider; plataforma: LogisticsProvider };
  /** Loyalty platforms FM, ST, ZO (doc 2 §2.7): LOYALTY_FM_URL, LOYALTY_ST_URL, LOYALTY_ZO_URL; sandboxes by default. */
  loyalty: LoyaltyProvider;
  /** The messaging app's gateway (doc 2 §2.8): MESSAGING_URL and MESSAGING_API_KEY; the sandbox by default. */
  messaging: MessagingProvider;
  /**
   * The marketplace (iFood Merchant API) client of an integration: its base URL is the integration's
   * (`dados.baseUrl`), else MARKETPLACE_URL (e.g. https://merchant-api.ifood.com.br), else the sandbox's.
   */
  marketplace: MarketplaceClientFactory;
  /** True when the marketplace's default base URL is this process's sandbox. */
  marketplaceIsSandbox: boolean;
  /**
   * Tax documents: the SEFAZ SOAP client and where it sends a unit's documents — the sandbox's services by default,
   * the state's authority (endpoints.ts) with SEFAZ_PROVIDER=sefaz.
   */
  fiscal: {
    client: FiscalProvider;
    endpoints: (uf: string, modelo: '55' | '65', environment: Environment) => FiscalEndpoints | null;
  };
  /**
   * The scale of the weighing kiosk and order entry: the local scale agent (providers/scale/agent.ts) with
   * SCALE_PROVIDER=agent and SCALE_AGENT_URL (default http://127.0.0.1:2002); the sandbox scale otherwise.
   */
  scale: ScaleProvider;
}

export interface ProviderOptions {
  /**
   * Base URL of this process's sandbox server (src/sandbox): a provider left on its sandbox points its real HTTP
   * client at `{sandboxUrl}{its prefix}`.
   */
  sandboxUrl?: string;
}

/** A provider left on its sandbox when no sandbox server runs (BRASA_SANDBOXES=off and nothing configured). */
function sandboxBase(opts: ProviderOptions, prefix: string): string {
  // An unroutable address: calls fail (and are answered as a provider failure) instead of reaching the internet.
  return `${opts.sandboxUrl ?? 'http://127.0.0.1:9'}${prefix}`;
}

function geocodingFrom(env: Env, opts: ProviderOptions): GeocodingProvider {
  if (env.GEOCODING_PROVIDER === 'google') {
    return createGoogleGeocodingClient(env.GOOGLE_GEOCODING_URL, env.GOOGLE_MAPS_KEY);
  }
  if (env.GEOCODING_URL) {
    // A public Nominatim allows 1 request/s; a private one may set GEOCODING_MIN_INTERVAL_MS=0.
    return createNominatimClient(env.GEOCODING_URL, {
      minIntervalMs: env.GEOCODING_MIN_INTERVAL_MS,
      userAgent: env.GEOCODING_USER_AGENT,
    });
  }
  return createNominatimClient(sandboxBase(opts, '/sandbox/nominatim'), { minIntervalMs: 0 });
}

function mapTilesFrom(env: Env, opts: ProviderOptions): MapTiles {
  if (env.MAP_TILE_URL) {
    return { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION || OSM_ATTRIBUTION };
  }
  if (opts.sandboxUrl) {
    return { tileUrl: `${opts.sandboxUrl}/sandbox/tiles/{z}/{x}/{y}.png`, attribution: SANDBOX_TILE_ATTRIBUTION };
  }
  return { tileUrl: OSM_TILE_URL, attribution: OSM_ATTRIBUTION };
}

/**
 * Sandboxes unless configured otherwise: CEP_PROVIDER=viacep; OSRM_URL (or DIRECTIONS_PROVIDER=osrm with OSRM_URL)
 * for a real OSRM; GEOCODING_URL for a Nominatim-compatible service or GEOCODING_PROVIDER=google; MAP_TILE_URL for
 * the map's tiles; TEF_PROVIDER=controlpay with TEF_URL for a real card-terminal API; MARKETPLACE_URL for iFood;
 * SCALE_PROVIDER=agent with SCALE_AGENT_URL for the scale agent.
 */
export function createProviders(source: NodeJS.ProcessEnv = process.env, opts: ProviderOptions = {}): Providers {
  const env = readEnv(source);
  return {
    cep: env.CEP_PROVIDER === 'viacep' ? createViaCepClient() : createCepSandbox(),
    directions: createOsrmClient(env.OSRM_URL ?? sandboxBase(opts, '/sandbox/osrm')),
    geocoding: geocodingFrom(env, opts),
    maps: mapTilesFrom(env, opts),
    printer: createTcpPrinterClient(),
    tef: tefProviderOf(env, opts),
    logistics: {
      ifood: createIfoodShippingClient(env.IFOOD_SHIPPING_URL ?? sandboxBase(opts, IFOOD_SHIPPING_SANDBOX_PREFIX)),
      plataforma: createCourierPlatformClient(
        env.COURIER_PLATFORM_URL ?? sandboxBase(opts, COURIER_PLATFORM_SANDBOX_PREFIX),
      ),
    },
    loyalty: createLoyaltyClient({
      FM: env.LOYALTY_FM_URL ?? sandboxBase(opts, `${LOYALTY_SANDBOX_PREFIX}/fm`),
      ST: env.LOYALTY_ST_URL ?? sandboxBase(opts, `${LOYALTY_SANDBOX_PREFIX}/st`),
      ZO: env.LOYALTY_ZO_URL ?? sandboxBase(opts, `${LOYALTY_SANDBOX_PREFIX}/zo`),
    }),
    messaging: createMessagingClient(
      env.MESSAGING_URL ?? sandboxBase(opts, MESSAGING_SANDBOX_PREFIX),
      env.MESSAGING_API_KEY,
    ),
    marketplace: createIfoodClientFactory(env.MARKETPLACE_URL ?? sandboxBase(opts, MARKETPLACE_SANDBOX_PREFIX)),
    marketplaceIsSandbox: !env.MARKETPLACE_URL,
    fiscal: {
      client: createSefazClient({ timeoutMs: env.SEFAZ_TIMEOUT_MS }),
      endpoints:
        env.SEFAZ_PROVIDER === 'sefaz'
          ? endpointsFor
          : () => sandboxEndpoints(sandboxBase(opts, FISCAL_SANDBOX_PREFIX)),
    },
    scale: createScaleAgentClient(
      env.SCALE_PROVIDER === 'agent'
        ? (env.SCALE_AGENT_URL ?? `http://127.0.0.1:${DEFAULT_SCALE_AGENT_PORT}`)
        : sandboxBase(opts, SCALE_SANDBOX_PREFIX),
    ),
  };
}

function tefProviderOf(env: Env, opts: ProviderOptions): TefProvider | null {
  if (env.TEF_PROVIDER === 'controlpay' && env.TEF_URL) return createControlPayClient(env.TEF_URL);
  return opts.sandboxUrl ? createControlPayClient(`${opts.sandboxUrl}${TEF_SANDBOX_PREFIX}`) : null;
}
