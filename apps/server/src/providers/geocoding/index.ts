export * from './types';
export { createNominatimClient } from './nominatim';
export { createGoogleGeocodingClient } from './google';
export { nominatimSandbox } from './sandbox';
