import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** QR codes and the common 1D barcodes of parcel labels. */
export const SCAN_FORMATS = ['qr_code', 'code_128', 'code_39', 'code_93', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'itf', 'codabar', 'data_matrix'] as const;

export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android, ChromeOS, macOS), else the
 * ZXing WebAssembly ponyfill. The ponyfill and its .wasm are bundled with the app (Vite copies the
 * file into the build and gives its URL), so scanning works offline and loads only here.
 */
export async function createCodeDetector(): Promise<CodeDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      const supported = await Native.getSupportedFormats();
      const formats = SCAN_FORMATS.filter((format) => supported.includes(format));
      if (formats.includes('qr_code')) return new Native({ formats });
    } catch {
      // Some browsers expose the class without a working backend: the ponyfill then.
    }
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] });
}
