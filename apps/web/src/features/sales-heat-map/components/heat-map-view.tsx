import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { TMapConfig } from '@brasa/contracts';
import { HEAT_MAP, formatMoney, heatPoints, type Cents, type HeatMapCustomer, type LatLngPoint } from '@brasa/domain';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { loadHeatLayer } from './leaflet-heat';

export type HeatMapMode = 'PONTOS' | 'RAIO';

export interface HeatMapViewProps {
  config: TMapConfig;
  center: LatLngPoint;
  customers: readonly HeatMapCustomer[];
  mode: HeatMapMode;
  circle: { center: LatLngPoint; radius: number };
  onCircleChange: (circle: { center: LatLngPoint; radius: number }) => void;
}

const money = (cents: number) => formatMoney(cents as Cents);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function customerIcon(customer: HeatMapCustomer): L.DivIcon {
  return L.divIcon({
    className: 'brasa-heat-marker',
    html: `<div data-customer="${customer.pessoa.id}" style="background:#c2185b;color:#fff;border-radius:14px;min-width:26px;height:26px;padding:0 4px;display:flex;align-items:center;justify-content:center;font:600 11px/1 sans-serif;border:2px solid #fff;box-sizing:border-box;box-shadow:0 1px 3px rgba(0,0,0,.5)">${escapeHtml(String(customer.quantidadePedido))}</div>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
}

/** 'Pontos de Calor': leaflet.heat with radius 20 and opacity 0.5 (doc 3 §9), weighted by order count. */
function HeatLayer({ customers }: { customers: readonly HeatMapCustomer[] }) {
  const map = useMap();
  useEffect(() => {
    let layer: L.Layer | null = null;
    let cancelled = false;
    void loadHeatLayer().then((heatLayer) => {
      if (cancelled) return;
      layer = heatLayer(heatPoints(customers), {
        radius: HEAT_MAP.HEAT_RADIUS,
        minOpacity: HEAT_MAP.HEAT_OPACITY,
        max: 1,
      }).addTo(map);
      const canvas = (layer as unknown as { _canvas?: HTMLCanvasElement })._canvas;
      if (canvas) canvas.dataset.testid = 'heat-layer';
    });
    return () => {
      cancelled = true;
      if (layer) map.removeLayer(layer);
    };
  }, [map, customers]);
  return null;
}

const handleIcon = (color: string, label: string) =>
  L.divIcon({
    className: 'brasa-circle-handle',
    html: `<div data-handle="${label}" style="width:14px;height:14px;border-radius:7px;background:${color};border:2px solid #fff;box-shadow:0 0 2px #000"></div>`,
    iconSize: [14, 14],
    iconAnchor: [7, 7],
  });
const CENTER_HANDLE = handleIcon('#d32f2f', 'centro');
const EDGE_HANDLE = handleIcon('#fff', 'raio');

/** The point `meters` east of `center` (where the resize handle sits). */
function eastOf(center: LatLngPoint, meters: number): LatLngPoint {
  const dLng = meters / (111_320 * Math.cos((center.lat * Math.PI) / 180));
  return { lat: center.lat, lng: center.lng + dLng };
}

/** 'Raio de Distância': a red circle, dragged by its centre and resized by the handle on its edge. */
function EditableCircle({
  circle,
  onChange,
}: {
  circle: HeatMapViewProps['circle'];
  onChange: HeatMapViewProps['onCircleChange'];
}) {
  const edge = eastOf(circle.center, circle.radius);
  return (
    <>
      <Circle
        center={[circle.center.lat, circle.center.lng]}
        radius={circle.radius}
        pathOptions={{ color: '#d32f2f', fillColor: '#d32f2f', fillOpacity: 0.15 }}
      />
      <Marker
        position={[circle.center.lat, circle.center.lng]}
        icon={CENTER_HANDLE}
        draggable
        title="Arraste para mover o raio"
        eventHandlers={{
          drag: (e) => {
            const p = (e.target as L.Marker).getLatLng();
            onChange({ center: { lat: p.lat, lng: p.lng }, radius: circle.radius });
          },
        }}
      />
      <Marker
        position={[edge.lat, edge.lng]}
        icon={EDGE_HANDLE}
        draggable
        title="Arraste para alterar o raio"
        eventHandlers={{
          drag: (e) => {
            const p = (e.target as L.Marker).getLatLng();
            const radius = L.latLng(circle.center.lat, circle.center.lng).distanceTo(p);
            onChange({ center: circle.center, radius: Math.max(100, Math.round(radius)) });
          },
        }}
      />
    </>
  );
}

const shopIcon = L.divIcon({
  className: 'brasa-shop-marker',
  html: '<div style="background:#000;color:#fff;border-radius:4px;width:26px;height:26px;display:flex;align-items:center;justify-content:center;font:700 14px/1 sans-serif;border:2px solid #fff">L</div>',
  iconSize: [26, 26],
  iconAnchor: [13, 13],
});

/** The heat map's Leaflet map (doc 3 §2.2): heat points or the distance circle, over the customers' markers. */
export function HeatMapView({ config, center, customers, mode, circle, onCircleChange }: HeatMapViewProps) {
  const markers = useMemo(
    () =>
      customers.map((c) => (
        <Marker key={c.pessoa.id} position={[c.lat, c.lng]} icon={customerIcon(c)} title={c.pessoa.nome}>
          <Popup>
            <strong>{c.pessoa.nome}</strong>
            <br />
            Pedidos: {c.quantidadePedido}
            <br />
            Valor total: {money(c.valorPedidoCents)}
            <br />
            Ticket médio: {money(c.ticketMedioCents)}
          </Popup>
        </Marker>
      )),
    [customers],
  );
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={HEAT_MAP.DEFAULT_ZOOM}
      style={{ height: '100%', width: '100%' }}
      data-testid="heat-map"
    >
      <TileLayer url={config.tileUrl} attribution={config.attribution} />
      {config.empresa ? <Marker position={[config.empresa.lat, config.empresa.lng]} icon={shopIcon} /> : null}
      {mode === 'PONTOS' ? <HeatLayer customers={customers} /> : null}
      {mode === 'RAIO' ? <EditableCircle circle={circle} onChange={onCircleChange} /> : null}
      {/* doc 3 §9: clusters from the first marker on (Leaflet.markercluster groups two or more close ones). */}
      <MarkerClusterGroup chunkedLoading disableClusteringAtZoom={16}>
        {markers}
      </MarkerClusterGroup>
    </MapContainer>
  );
}
