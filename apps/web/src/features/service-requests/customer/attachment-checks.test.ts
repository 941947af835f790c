// The client's own check of a request's files, before anything is sent: the kind by the first
// bytes (a renamed executable is refused whatever its name), the size, the count, and the same
// file picked twice kept once.
import { MAX_ATTACHMENT_BYTES } from '@portal/domain/service-requests';
import { describe, expect, it } from 'vitest';
import { addAttachments } from './attachment-checks.ts';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const PDF = [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0));
const WEBP = [...'RIFF\u0000\u0000\u0000\u0000WEBPVP8 '].map((c) => c.charCodeAt(0));
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0];

function file(name: string, bytes: number[], type = '', lastModified = 1): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified });
}

/** A file that says it is `size` bytes long without holding them. */
function sized(name: string, bytes: number[], size: number): File {
  const made = file(name, bytes, 'image/jpeg');
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('attachment checks', () => {
  it('keeps photos and PDFs by their first bytes, whatever they are called', async () => {
    const picked = [file('a.jpg', JPEG), file('b.png', PNG), file('scan', PDF), file('c.webp', WEBP)];
    const { files, problems } = await addAttachments([], picked);
    expect(files.map((f) => f.name)).toEqual(['a.jpg', 'b.png', 'scan', 'c.webp']);
    expect(problems).toEqual([]);
  });

  it('refuses a renamed executable, an empty file and a text file, naming each', async () => {
    const { files, problems } = await addAttachments(
      [],
      [
        file('photo.jpg', EXE, 'image/jpeg'),
        file('empty.pdf', []),
        file(
          'notes.pdf',
          [...'hello'].map((c) => c.charCodeAt(0)),
        ),
      ],
    );
    expect(files).toEqual([]);
    expect(problems).toEqual([
      { kind: 'fileType', name: 'photo.jpg' },
      { kind: 'fileType', name: 'empty.pdf' },
      { kind: 'fileType', name: 'notes.pdf' },
    ]);
  });

  it('refuses a file over 10 MB and keeps one of exactly 10 MB', async () => {
    const { files, problems } = await addAttachments(
      [],
      [sized('big.jpg', JPEG, MAX_ATTACHMENT_BYTES + 1), sized('limit.jpg', JPEG, MAX_ATTACHMENT_BYTES)],
    );
    expect(files.map((f) => f.name)).toEqual(['limit.jpg']);
    expect(problems).toEqual([{ kind: 'fileTooBig', name: 'big.jpg' }]);
  });

  it('keeps at most five, adding to those already chosen, and the same file once', async () => {
    const chosen = [file('1.jpg', JPEG), file('2.jpg', JPEG), file('3.jpg', JPEG)];
    const { files, problems } = await addAttachments(chosen, [
      file('1.jpg', JPEG),
      file('4.pdf', PDF),
      file('5.png', PNG),
      file('6.png', PNG),
    ]);
    expect(files.map((f) => f.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.pdf', '5.png']);
    expect(problems).toEqual([{ kind: 'tooManyFiles', name: '6.png' }]);
  });
});
