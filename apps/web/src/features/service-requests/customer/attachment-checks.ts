// The files of a request, checked as the server will check them before anything is sent: at most
// MAX_ATTACHMENTS, each at most MAX_ATTACHMENT_BYTES, and each a JPEG, PNG, WebP or PDF by its
// first bytes (`sniffAttachment`), never by its name. A file that fails is not added, and the
// customer is told which and why.
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, sniffAttachment } from '@portal/domain/service-requests';

export type AttachmentProblem =
  | { kind: 'fileType'; name: string }
  | { kind: 'fileTooBig'; name: string }
  | { kind: 'tooManyFiles'; name: string };

/** The first bytes of a file; FileReader, since it reads a Blob in every browser (and in jsdom). */
function head(file: Blob, bytes = 16): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds `picked` to `chosen` where the rules allow: returns the new list and what was refused. The
 * same file picked twice is kept once.
 */
export async function addAttachments(
  chosen: readonly File[],
  picked: readonly File[],
): Promise<{ files: File[]; problems: AttachmentProblem[] }> {
  const files = [...chosen];
  const problems: AttachmentProblem[] = [];
  for (const file of picked) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (file.size > MAX_ATTACHMENT_BYTES) {
      problems.push({ kind: 'fileTooBig', name: file.name });
      continue;
    }
    let type;
    try {
      type = sniffAttachment(await head(file));
    } catch {
      type = null;
    }
    if (!type) {
      problems.push({ kind: 'fileType', name: file.name });
      continue;
    }
    if (files.length >= MAX_ATTACHMENTS) {
      problems.push({ kind: 'tooManyFiles', name: file.name });
      continue;
    }
    files.push(file);
  }
  return { files, problems };
}
