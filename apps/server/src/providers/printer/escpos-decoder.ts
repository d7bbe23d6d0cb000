import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';

/** ESC t n → code page, as the encoder's 'epson' mapping numbers them (the ones a Brazilian printer uses). */
const EPSON_CODEPAGES: Record<number, Codepage> = {
  0: 'cp437',
  2: 'cp850',
  3: 'cp860',
  16: 'windows1252',
  19: 'cp858',
};

const tables = new Map<Codepage, number[]>();
function tableOf(codepage: Codepage): number[] {
  let table = tables.get(codepage);
  if (!table) {
    table = CodepageEncoder.getCodepoints(codepage, true);
    tables.set(codepage, table);
  }
  return table;
}

/** Bytes of arguments after ESC x (fixed-length commands the encoder and common drivers emit). */
const ESC_ARGS: Record<number, number> = {
  0x21: 1,
  0x24: 2,
  0x2d: 1,
  0x32: 0,
  0x33: 1,
  0x34: 1,
  0x35: 1,
  0x40: 0,
  0x45: 1,
  0x47: 1,
  0x4a: 1,
  0x4d: 1,
  0x52: 1,
  0x56: 1,
  0x61: 1,
  0x63: 2,
  0x64: 1,
  0x69: 0,
  0x6d: 0,
  0x70: 3,
  0x72: 1,
  0x74: 1,
  0x7b: 1,
};
const GS_ARGS: Record<number, number> = {
  0x21: 1,
  0x42: 1,
  0x48: 1,
  0x49: 1,
  0x4c: 2,
  0x57: 2,
  0x66: 1,
  0x68: 1,
  0x72: 1,
  0x77: 1,
};

/**
 * What a thermal printer would show, as text: ESC/POS commands stripped, the bytes decoded with the code page
 * the stream selected (ESC t n), barcodes as `|| value ||`. Not a full ESC/POS interpreter: the commands our
 * encoder emits and the usual ones around them.
 */
export function decodeEscPos(bytes: Uint8Array): string {
  let codepage: Codepage = 'cp437';
  let out = '';
  let i = 0;
  const at = (k: number) => bytes[k] ?? 0;
  while (i < bytes.length) {
    const b = at(i);
    if (b === 0x1b) {
      const cmd = at(i + 1);
      if (cmd === 0x74) codepage = EPSON_CODEPAGES[at(i + 2)] ?? codepage;
      if (cmd === 0x2a) {
        // ESC * m nL nH: bit image, nL + nH*256 columns (×3 bytes in 24-dot modes).
        const n = at(i + 3) + at(i + 4) * 256;
        i += 5 + (at(i + 2) >= 32 ? n * 3 : n);
        continue;
      }
      i += 2 + (ESC_ARGS[cmd] ?? 0);
      continue;
    }
    if (b === 0x1d) {
      const cmd = at(i + 1);
      if (cmd === 0x6b) {
        // GS k m: m < 65 data ends in NUL; m >= 65 a length byte. Code 128 data starts with '{B'-style code set.
        const m = at(i + 2);
        let data: number[];
        if (m < 65) {
          let end = i + 3;
          while (end < bytes.length && at(end) !== 0) end++;
          data = [...bytes.subarray(i + 3, end)];
          i = end + 1;
        } else {
          const n = at(i + 3);
          data = [...bytes.subarray(i + 4, i + 4 + n)];
          i += 4 + n;
        }
        const text = String.fromCharCode(...data).replace(/^\{[ABC]/, '');
        out += `|| ${text} ||`;
        continue;
      }
      if (cmd === 0x56) {
        // GS V m [n]: cut; m 65/66 carry a feed amount.
        i += at(i + 2) >= 65 ? 4 : 3;
        continue;
      }
      if (cmd === 0x28) {
        // GS ( x pL pH ...: length-prefixed (QR codes, PDF417...).
        const length = at(i + 3) + at(i + 4) * 256;
        if (at(i + 2) === 0x6b && at(i + 5) === 0x31 && at(i + 6) === 0x50) {
          // GS ( k cn=49 fn=80 m: store the QR code's data (what the symbol encodes), shown as `[QR Code] data`.
          out += `[QR Code] ${String.fromCharCode(...bytes.subarray(i + 8, i + 5 + length))}\n`;
        }
        i += 5 + length;
        continue;
      }
      if (cmd === 0x76 && at(i + 2) === 0x30) {
        // GS v 0 m xL xH yL yH: raster image.
        i += 8 + (at(i + 4) + at(i + 5) * 256) * (at(i + 6) + at(i + 7) * 256);
        continue;
      }
      i += 2 + (GS_ARGS[cmd] ?? 0);
      continue;
    }
    if (b === 0x1c) {
      // FS . (cancel Kanji) and FS & take no argument; FS ! / FS C take one.
      const cmd = at(i + 1);
      i += 2 + (cmd === 0x21 || cmd === 0x43 ? 1 : 0);
      continue;
    }
    if (b === 0x10) {
      i += 3; // DLE EOT n / DLE ENQ n
      continue;
    }
    if (b === 0x0a) out += '\n';
    else if (b === 0x09) out += '\t';
    else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
    else if (b >= 0x80) out += String.fromCodePoint(tableOf(codepage)[b] ?? 0x3f);
    i++;
  }
  return out;
}
