/**
 * EAN-13 barcodes as SVG text, drawn by bwip-js, loaded on first use (the dispatch page's drawer and its
 * print), so the encoder never weighs on the page's first load.
 */
export async function ean13Svg(code: string): Promise<string> {
  const { encodeEan13Svg } = await import('./ean13-encoder');
  return encodeEan13Svg(code);
}
