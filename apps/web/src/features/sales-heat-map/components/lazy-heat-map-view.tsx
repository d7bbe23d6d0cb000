import { lazy } from 'react';

/** Leaflet, leaflet.heat and the clusters load with the heat map page's map only. */
export const LazyHeatMapView = lazy(() => import('./heat-map-view').then((m) => ({ default: m.HeatMapView })));
