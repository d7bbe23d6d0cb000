/**
 * Google's encoded polyline format (precision 5), which OSRM answers with `geometries=polyline`: each coordinate
 * is the zig-zag-encoded difference from the previous one, in 5-bit chunks offset by 63.
 */
export function encodePolyline(points: readonly (readonly [number, number])[], precision = 5): string {
  const factor = 10 ** precision;
  let out = '';
  let lastLat = 0;
  let lastLng = 0;
  for (const [lat, lng] of points) {
    const la = Math.round(lat * factor);
    const ln = Math.round(lng * factor);
    out += encodeSigned(la - lastLat) + encodeSigned(ln - lastLng);
    lastLat = la;
    lastLng = ln;
  }
  return out;
}

function encodeSigned(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

/** [lat, lng] pairs of an encoded polyline. */
export function decodePolyline(text: string, precision = 5): [number, number][] {
  const factor = 10 ** precision;
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= text.length) throw new Error('polyline truncada');
      byte = text.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < text.length) {
    lat += next();
    lng += next();
    points.push([lat / factor, lng / factor]);
  }
  return points;
}
