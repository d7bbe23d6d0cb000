import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import type { TLatLng, TMapConfig } from '@brasa/contracts';
import { DEFAULT_CENTER, MAP_ZOOM } from './map-config';

export interface MapMarker {
  id: number;
  lat: number;
  lng: number;
  color: string;
  /** Shown on the marker (the order's number). */
  label: string;
  /** The marker's title (shown on hover). */
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
  /** Pixels on the left covered by a floating panel, kept clear when fitting the markers. */
  padLeft?: number;
}

/** A round marker with the order's number; `data-marker` lets tests and the bench find it. */
function markerIcon(id: number, color: string, label: string, selected: boolean): L.DivIcon {
  const ring = selected ? 'box-shadow:0 0 0 3px #fff,0 0 0 6px #000;' : 'box-shadow:0 1px 3px rgba(0,0,0,.5);';
  return L.divIcon({
    className: 'brasa-marker',
    html: `<div data-marker="${id}" style="background:${color};${ring}color:#fff;border-radius:14px;min-width:28px;height:28px;padding:0 4px;display:flex;align-items:center;justify-content:center;font:600 11px/1 sans-serif;border:2px solid #fff;box-sizing:border-box">${escapeHtml(label)}</div>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

/** Few markers are shown one by one; clusters start when the map gets crowded. */
const CLUSTER_FROM = 30;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fits the view to the markers once they change, never closer than zoom 13 (doc 4 §9). */
function FitBounds({ points, fallback, padLeft }: { points: readonly TLatLng[]; fallback: TLatLng; padLeft: number }) {
  const map = useMap();
  const key = points.map((p) => `${p.lat},${p.lng}`).join(';');
  useEffect(() => {
    if (points.length === 0) {
      map.setView([fallback.lat, fallback.lng], MAP_ZOOM);
      return;
    }
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { paddingTopLeft: [padLeft, 40], paddingBottomRight: [40, 40], maxZoom: MAP_ZOOM });
    // Only a different set of places refits; a new selection must not move the map under the pointer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, padLeft]);
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
  padLeft = 40,
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
      icon={markerIcon(m.id, m.color, m.label, Boolean(m.selected))}
      eventHandlers={onMarkerClick ? { click: () => onMarkerClick(m.id) } : undefined}
      title={m.tooltip ?? m.label}
      alt={`pedido-${m.id}`}
    />
  ));
  return (
    <div style={{ height, width: '100%' }} data-testid={testId}>
      <MapContainer center={[center.lat, center.lng]} zoom={MAP_ZOOM} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={config.tileUrl} attribution={config.attribution} />
        {config.empresa ? <Marker position={[config.empresa.lat, config.empresa.lng]} icon={shopIcon} /> : null}
        {cluster && markers.length >= CLUSTER_FROM ? (
          <MarkerClusterGroup chunkedLoading disableClusteringAtZoom={16}>
            {items}
          </MarkerClusterGroup>
        ) : (
          items
        )}
        {path && path.length > 1 ? (
          <Polyline positions={path.map(([lat, lng]) => [lat, lng] as [number, number])} color="#7b1fa2" />
        ) : null}
        <FitBounds points={points} fallback={center} padLeft={padLeft} />
      </MapContainer>
    </div>
  );
}
