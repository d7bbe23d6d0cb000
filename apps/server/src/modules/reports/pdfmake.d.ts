// pdfmake 0.3 ships no types: the part of its server API the DRE export uses.
declare module 'pdfmake' {
  interface PdfMakeServer {
    setFonts(fonts: Record<string, Record<string, string>>): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
  }
  const pdfmake: PdfMakeServer;
  export default pdfmake;
}
