import L from 'leaflet';

/**
 * leaflet.heat 0.2 is a script that extends the global `L`; it must see Leaflet's instance before it runs, so
 * this module sets the global and then loads the plugin (imported by the map chunk only).
 */
(globalThis as unknown as { L: typeof L }).L = L;

export async function loadHeatLayer(): Promise<typeof L.heatLayer> {
  await import('leaflet.heat');
  return L.heatLayer;
}
