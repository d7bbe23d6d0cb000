/** doc 4 §9 "App version 1.2.45" (kept equal to apps/web/package.json). */
export const APP_VERSION = '1.2.45';
