/**
 * The camera and the barcode reader behind the camera-scan dialog (order entry, dispatch). Tests pass their own ScanDevices (jsdom has
 * no camera). The reader is the browser's BarcodeDetector when it reads our formats, else the barcode-detector
 * ponyfill (ZXing in WebAssembly), loaded on first use; its .wasm is bundled by Vite and served by our own
 * server under /assets, never from the package's default CDN.
 */
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { INSECURE_CONTEXT_ERROR, READER_ERROR, type ScanFormat } from './camera-scan';

export interface DetectedCode {
  readonly rawValue: string;
  readonly format?: string;
}

export interface BarcodeReader {
  /** The codes in the video's current frame ([] while the video has no frame yet). */
  detect(video: HTMLVideoElement): Promise<readonly DetectedCode[]>;
}

export interface ScanDevices {
  /** The rear camera when there is one (any camera otherwise, e.g. a USB webcam). */
  openCamera(): Promise<MediaStream>;
  createReader(formats: readonly ScanFormat[]): Promise<BarcodeReader>;
}

/** Where the ZXing .wasm is served: Vite's hashed copy in our build (e.g. /assets/zxing_reader-<hash>.wasm). */
const ZXING_WASM_URL: string = zxingReaderWasmUrl;

/** One object for every call: zxing-wasm keeps its instance while the overrides stay the same (shallow equal). */
const ZXING_OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? ZXING_WASM_URL : prefix + path),
};

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

function named(name: string, message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { name });
}

/** The browser's own BarcodeDetector, if it reads at least one of the formats. */
async function nativeDetector(formats: readonly ScanFormat[]): Promise<NativeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Native?.getSupportedFormats !== 'function') return null;
  try {
    const supported = await Native.getSupportedFormats();
    const usable = formats.filter((format) => supported.includes(format));
    return usable.length > 0 ? new Native({ formats: usable }) : null;
  } catch {
    return null;
  }
}

/** After a failed load zxing-wasm would hand back the same rejected promise: the next try loads again. */
let zxingLoadFailed = false;

async function zxingDetector(formats: readonly ScanFormat[]): Promise<NativeDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Must run before the first `new BarcodeDetector()`, which would otherwise load the package's CDN default.
  // fireImmediately loads the .wasm now, so a failure shows when the dialog opens rather than on every frame.
  try {
    await prepareZXingModule({
      overrides: ZXING_OVERRIDES,
      fireImmediately: true,
      ...(zxingLoadFailed ? { equalityFn: () => false } : {}),
    });
    zxingLoadFailed = false;
  } catch (error) {
    zxingLoadFailed = true;
    throw error;
  }
  const detector = new BarcodeDetector({ formats: [...formats] });
  return { detect: (source) => detector.detect(source) };
}

const hasFrame = (video: HTMLVideoElement) =>
  video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0 && video.videoHeight > 0;

export const browserScanDevices: ScanDevices = {
  async openCamera() {
    // Browsers only expose mediaDevices to secure pages (HTTPS or localhost).
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      throw named(INSECURE_CONTEXT_ERROR, 'navigator.mediaDevices indisponível');
    }
    return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  },

  async createReader(formats) {
    let detector: NativeDetector;
    try {
      detector = (await nativeDetector(formats)) ?? (await zxingDetector(formats));
    } catch (error) {
      throw named(READER_ERROR, 'leitor de códigos de barras indisponível', error);
    }
    return { detect: async (video) => (hasFrame(video) ? detector.detect(video) : []) };
  },
};

/** Stops every track, which turns the camera (and its light) off. */
export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
