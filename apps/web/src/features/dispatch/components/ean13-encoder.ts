import { drawingSVG, ean13 } from 'bwip-js/browser';

/** bwip-js's EAN-13 encoder alone (named imports, so the build keeps only this symbology of the library). */
export function encodeEan13Svg(code: string): string {
  return ean13(
    { bcid: 'ean13', text: code, includetext: true, scale: 2, height: 12, textxalign: 'center' },
    drawingSVG(),
  );
}
