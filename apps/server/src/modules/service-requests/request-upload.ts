// A new request as `multipart/form-data`: one part `dades`, the JSON text of the kind's
// form, and up to MAX_ATTACHMENTS file parts `fitxers`. The parser enforces the limits as the bytes
// arrive (@fastify/multipart over busboy), so an oversized upload is cut off, not buffered; each
// file is then read whole and recognised by its first bytes. Nothing is stored here: the service
// stores the request and its files in one transaction once everything is valid.
import fastifyMultipart from '@fastify/multipart';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  sniffAttachment,
  type AttachmentType,
} from '@portal/domain/service-requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';
import { dropUnpairedSurrogates } from './well-formed-text.ts';

/** A file as it is stored: the name cleaned, the type its bytes say, the bytes. */
export interface UploadedFile {
  nom: string;
  tipus: AttachmentType;
  bytes: Uint8Array;
}

export interface RequestUpload {
  /** The `dades` part parsed as JSON (not yet checked against the form). */
  dades: unknown;
  files: UploadedFile[];
}

/**
 * The largest `dades` text: a maintenance request's 50 machines with serials and the longest
 * observations fit several times over; nothing a form allows comes near it.
 */
const FORM_FIELD_BYTES = 256 * 1024;
/** Besides `dades`, a few stray text fields are refused one by one (400), not as "too large". */
const MAX_FIELDS = 10;
const MAX_FILE_NAME = 200;

/**
 * Makes the routes registered on `scope` (and only those: the plugin is encapsulated in it)
 * accept multipart bodies, with the limits enforced by the parser.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_ATTACHMENT_BYTES,
      files: MAX_ATTACHMENTS,
      fields: MAX_FIELDS,
      fieldSize: FORM_FIELD_BYTES,
      parts: MAX_ATTACHMENTS + MAX_FIELDS,
    },
    throwFileSizeLimit: true,
  });
}

const tooLarge = () => new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');
const unsupportedMediaType = () => new AppError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');

/** The parser's limits and refusals as our errors; anything else it throws is a malformed body. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError(413, 'payload_too_large', 'serviceRequests.tooManyFiles', { max: MAX_ATTACHMENTS });
    case 'FST_REQ_FILE_TOO_LARGE': {
      const part = (error as { part?: { filename?: string } }).part;
      return new AppError(413, 'payload_too_large', 'serviceRequests.fileTooBig', {
        nom: cleanFileName(part?.filename, 0, null),
        max: MAX_ATTACHMENT_BYTES / (1024 * 1024),
      });
    }
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupportedMediaType();
    default:
      // Busboy's "Unexpected end of form", a missing boundary, a prototype key as a part name …
      return badRequest('errors.validation');
  }
}

const EXTENSION: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * The name a file is shown and downloaded with: the customer's own without its folders (old
 * browsers send `C:\fakepath\…`), control characters or broken UTF-16, at most MAX_FILE_NAME
 * characters with its extension kept; `adjunt-2.pdf` when nothing is left.
 */
export function cleanFileName(raw: string | undefined, index: number, type: AttachmentType | null): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const name = dropUnpairedSurrogates(base).replace(/[\u0000-\u001f\u007f]+/g, ' ');
  const clean = name.replace(/\s+/g, ' ').trim();
  if (!clean) return `adjunt-${index + 1}${type ? `.${EXTENSION[type]}` : ''}`;
  const chars = Array.from(clean);
  if (chars.length <= MAX_FILE_NAME) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return chars.slice(0, MAX_FILE_NAME - Array.from(extension).length).join('') + extension;
}

/** The form's JSON, parsed as every JSON body is (prototype keys refused), or a 400 on `dades`. */
function parseForm(request: FastifyRequest, text: string): unknown {
  const parse = request.server.getDefaultJsonParser('error', 'error');
  let parsed: unknown;
  let failed = false;
  parse(request, text, (error, value) => {
    failed = error !== null;
    parsed = value;
  });
  if (failed) throw badRequest('errors.validation', [{ field: 'dades', key: 'validation.invalidValue' }]);
  return parsed;
}

/**
 * Reads the whole upload: every file fully read and recognised, the form parsed. The first
 * refusal ends it: 415 for a file that is not an image or a PDF (naming it), 413 past a limit,
 * 400 for a malformed body or a part this route does not take.
 */
export async function readRequestUpload(request: FastifyRequest): Promise<RequestUpload> {
  if (!request.isMultipart()) throw unsupportedMediaType();
  const files: UploadedFile[] = [];
  let formText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'fitxers') {
          // Read to the end so busboy moves on; the request is refused either way.
          await part.toBuffer();
          throw badRequest('errors.validation', [{ field: part.fieldname, key: 'validation.invalidValue' }]);
        }
        const bytes = new Uint8Array(await part.toBuffer());
        const tipus = sniffAttachment(bytes);
        const nom = cleanFileName(part.filename, files.length, tipus);
        if (!tipus) throw new AppError(415, 'unsupported_media_type', 'serviceRequests.fileType', { nom });
        files.push({ nom, tipus, bytes });
      } else if (part.fieldname === 'dades' && formText === undefined) {
        if (part.valueTruncated) throw tooLarge();
        // A part declared `application/json` arrives parsed (prototype keys already refused by the
        // plugin); as text again, it goes through the same checks as the usual plain-text part.
        formText = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      } else {
        throw badRequest('errors.validation', [{ field: part.fieldname, key: 'validation.invalidValue' }]);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (formText === undefined || formText.trim() === '')
    throw badRequest('errors.validation', [{ field: 'dades', key: 'validation.required' }]);
  return { dades: parseForm(request, formText), files };
}
