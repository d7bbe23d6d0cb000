export * from './types';
export { createOsrmClient } from './osrm';
export { osrmSandbox } from './sandbox';
export { encodePolyline, decodePolyline } from './polyline';
