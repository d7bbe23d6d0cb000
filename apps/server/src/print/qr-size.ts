/**
 * The QR code's module size (dots) for a printed width of at least 25 mm at 203 dpi (the DANFE NFC-e manual's
 * minimum), from the payload's QR version: byte mode, error correction M, model 2 — what the ticket prints.
 */

/** Byte-mode capacity at error correction M of QR versions 1 to 40 (ISO/IEC 18004, table 7). */
const BYTE_CAPACITY_M = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779, 857, 911,
  997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
];

/** 25 mm at 203 dots per inch. */
export const QR_MIN_DOTS = Math.ceil((25 / 25.4) * 203);
/** ESC/POS GS ( k accepts module sizes 1 to 16; common 58/80 mm printers take up to 8. */
const MAX_MODULE = 8;

/** The smallest QR version that holds `payload` (UTF-8 bytes) at level M. */
export function qrVersion(payload: string): number {
  const bytes = Buffer.byteLength(payload, 'utf8');
  const index = BYTE_CAPACITY_M.findIndex((capacity) => capacity >= bytes);
  if (index < 0) throw new Error(`QR payload too long: ${bytes} bytes`);
  return index + 1;
}

/** Modules per side of a version: 17 + 4 × version. */
export const qrModules = (version: number) => 17 + 4 * version;

/** The module size that prints the payload's QR at least QR_MIN_DOTS wide (capped at the printer's maximum). */
export function qrModuleSize(payload: string): number {
  return Math.min(MAX_MODULE, Math.ceil(QR_MIN_DOTS / qrModules(qrVersion(payload))));
}
