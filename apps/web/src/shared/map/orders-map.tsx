import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import type { TLatLng, TMapConfig } from '@brasa/contracts';
import { DEFAULT_CENTER, MAP_ZOOM } from './map-config';

export interface MapMarker {
  id: number;
  lat: number;
  lng: number;
  color: string;
  /** Shown on the marker (the order's number) and in its tooltip. */
  label: string;
  tooltip?: string;
  selected?: boolean;
}

export interface OrdersMapProps {
  config: TMapConfig;
  markers: readonly MapMarker[];
  onMarkerClick?: (id: number) => void;
  /** A route line, [lat, lng] pairs. */
  path?: readonly (readonly [number, number])[];
  /** Groups close markers (the planning map); the route dialog's small maps show each stop. */
  cluster?: boolean;
  height?: number | string;
  testId?: string;
}

// One icon per colour/label/selection, built once: 300 markers share a handful of icons.
const iconCache = new Map<string, L.DivIcon>();
function markerIcon(color: string, label: string, selected: boolean): L.DivIcon {
  const key = `${color}|${label}|${selected ? 1 : 0}`;
  let icon = iconCache.get(key);
  if (!icon) {
    const ring = selected ? 'box-shadow:0 0 0 3px #fff,0 0 0 6px #000;' : 'box-shadow:0 1px 3px rgba(0,0,0,.5);';
    icon = L.divIcon({
      className: 'brasa-marker',
      html: `<div style="background:${color};${ring}color:#fff;border-radius:14px;min-width:28px;height:28px;padding:0 4px;display:flex;align-items:center;justify-content:center;font:600 11px/1 sans-serif;border:2px solid #fff;box-sizing:border-box">${escapeHtml(label)}</div>`,
      iconSize: [28, 28],
      iconAnchor: [14, 14],
    });
    iconCache.set(key, icon);
  }
  return icon;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fits the view to the markers once they change, never closer than zoom 13 (doc 4 §9). */
function FitBounds({ points, fallback }: { points: readonly TLatLng[]; fallback: TLatLng }) {
  const map = useMap();
  const key = points.map((p) => `${p.lat},${p.lng}`).join(';');
  useEffect(() => {
    if (points.length === 0) {
      map.setView([fallback.lat, fallback.lng], MAP_ZOOM);
      return;
    }
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAP_ZOOM });
    // Only a different set of places refits; a new selection must not move the map under the pointer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

const shopIcon = L.divIcon({
  className: 'brasa-shop-marker',
  html: '<div style="background:#000;color:#fff;border-radius:4px;width:26px;height:26px;display:flex;align-items:center;justify-content:center;font:700 14px/1 sans-serif;border:2px solid #fff">L</div>',
  iconSize: [26, 26],
  iconAnchor: [13, 13],
});

/** A Leaflet map of orders (doc 4 §2 route planning and routes dialog), tiles from the server's map configuration. */
export function OrdersMap({
  config,
  markers,
  onMarkerClick,
  path,
  cluster = true,
  height = '100%',
  testId,
}: OrdersMapProps) {
  const center = config.empresa ?? DEFAULT_CENTER;
  const points = useMemo(
    () => [...markers.map((m) => ({ lat: m.lat, lng: m.lng })), ...(config.empresa ? [config.empresa] : [])],
    [markers, config.empresa],
  );
  const items = markers.map((m) => (
    <Marker
      key={m.id}
      position={[m.lat, m.lng]}
      icon={markerIcon(m.color, m.label, Boolean(m.selected))}
      eventHandlers={onMarkerClick ? { click: () => onMarkerClick(m.id) } : undefined}
      title={m.tooltip ?? m.label}
      alt={`pedido-${m.id}`}
    >
      {m.tooltip ? <Tooltip>{m.tooltip}</Tooltip> : null}
    </Marker>
  ));
  return (
    <div style={{ height, width: '100%' }} data-testid={testId}>
      <MapContainer center={[center.lat, center.lng]} zoom={MAP_ZOOM} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={config.tileUrl} attribution={config.attribution} />
        {config.empresa ? <Marker position={[config.empresa.lat, config.empresa.lng]} icon={shopIcon} /> : null}
        {cluster ? (
          <MarkerClusterGroup chunkedLoading disableClusteringAtZoom={16}>
            {items}
          </MarkerClusterGroup>
        ) : (
          items
        )}
        {path && path.length > 1 ? (
          <Polyline positions={path.map(([lat, lng]) => [lat, lng] as [number, number])} color="#7b1fa2" />
        ) : null}
        <FitBounds points={points} fallback={center} />
      </MapContainer>
    </div>
  );
}
