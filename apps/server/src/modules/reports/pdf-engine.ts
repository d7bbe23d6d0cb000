// The bench and other packages compile this file without the server's folder of declarations: name them here.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pdfmake.d.ts" />
import type pdfmakeModule from 'pdfmake';

type PdfMake = typeof pdfmakeModule;

// The standard 14 PDF fonts (pdfkit's own metrics): nothing else may be read from disk, nothing fetched.
const STANDARD_FONTS = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);

let engine: Promise<PdfMake> | undefined;

/**
 * pdfmake, set up for the server's PDFs (the DRE export, the DANFE NF-e): Helvetica only, no file but the standard
 * fonts, no URL. Loaded on the first PDF, not at start: with pdfkit it is a fifth of a second of every start.
 */
export function pdfEngine(): Promise<PdfMake> {
  engine ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      Helvetica: {
        normal: 'Helvetica',
        bold: 'Helvetica-Bold',
        italics: 'Helvetica-Oblique',
        bolditalics: 'Helvetica-BoldOblique',
      },
    });
    pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
    pdfmake.setUrlAccessPolicy(() => false);
    return pdfmake;
  });
  return engine;
}
