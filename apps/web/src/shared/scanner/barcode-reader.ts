// Reading EAN-13 and Code 128 labels from the camera: the browser's own BarcodeDetector where it
// exists and knows those formats (Android, ChromeOS, macOS), otherwise ZXing (@zxing/browser),
// loaded only when a scan starts. Either way the caller gets each code read and a stop().
export interface BarcodeReading {
  stop: () => void;
}

/** Why the camera could not be used: none there, or not allowed. */
export type CameraProblem = 'noCamera' | 'notAllowed';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const FORMATS = ['ean_13', 'code_128'];

function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'notAllowed' : 'noCamera';
}

async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('noCamera');
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  } catch (error) {
    throw new CameraError(cameraProblemOf(error));
  }
}

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    return FORMATS.every((format) => supported.includes(format)) ? new Detector({ formats: FORMATS }) : null;
  } catch {
    return null;
  }
}

/** Starts the camera into `video` and calls `onCode` for every code read, until stop(). */
export async function startReading(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<BarcodeReading> {
  const stream = await openCamera();
  const stopStream = () => stream.getTracks().forEach((track) => track.stop());
  const detector = await nativeDetector();
  if (detector) {
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    let running = true;
    const loop = async () => {
      while (running) {
        try {
          for (const found of await detector.detect(video)) onCode(found.rawValue);
        } catch {
          // A frame not ready yet: the next one is tried.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    void loop();
    return {
      stop: () => {
        running = false;
        stopStream();
      },
    };
  }
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map<number, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.CODE_128]],
  ]);
  const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 150 });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return {
    stop: () => {
      controls.stop();
      stopStream();
    },
  };
}
