// A fake camera for Chromium (`--use-file-for-fake-video-capture`): a Y4M video whose frames show
// a real EAN-13 label, rendered by bwip-js (a barcode generator) and converted here to the
// YUV 4:2:0 frames Chromium reads, the label centred on white.
import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';

const WIDTH = 640;
const HEIGHT = 480;

export async function writeBarcodeVideo(ean: string, file: string): Promise<void> {
  const png = PNG.sync.read(
    await bwipjs.toBuffer({
      bcid: 'ean13',
      text: ean,
      scale: 4,
      height: 20,
      includetext: false,
      backgroundcolor: 'FFFFFF',
      paddingwidth: 12,
      paddingheight: 12,
    }),
  );
  if (png.width > WIDTH || png.height > HEIGHT) throw new Error('The label is larger than the frame');
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - png.width) / 2);
  const top = Math.floor((HEIGHT - png.height) / 2);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const alpha = png.data[i + 3]! / 255;
      const grey = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
      luma[(top + y) * WIDTH + left + x] = Math.round(grey * alpha + 255 * (1 - alpha));
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}
