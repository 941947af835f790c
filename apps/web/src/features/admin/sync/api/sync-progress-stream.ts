// `GET /sincronitzacio/progres`: the run under way (or the last one) pushed with Server-Sent
// Events — one `run` event at once and on every change, comment lines as heartbeats. The browser's
// EventSource cannot send `Authorization`, so the stream is read with fetch-event-source, with the
// headers of the one HTTP client taken afresh on every (re)connection; an expired token is renewed
// by that client. A dropped stream reconnects with a growing pause (1 s to 30 s);
// a refused one (401 after renewal, 403) is not tried again.
import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { SYNC_PROGRESS_EVENT, syncRunSchema, type SyncRun } from '@portal/domain/erp-sync';
import { API_BASE, sessionFetch } from '#shared/api/http-client.ts';

export const SYNC_PROGRESS_PATH = '/sincronitzacio/progres';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** `open`: events arrive; `reconnecting`: dropped, trying again; `closed`: refused, given up. */
export type ProgressConnection = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ProgressHandlers {
  /** A run as the server sent it; null when no run has ever been made. */
  onRun: (run: SyncRun | null) => void;
  onConnection: (connection: ProgressConnection) => void;
}

/** The server refused the stream: trying again would not help. */
class StreamRefused extends Error {}
/** The server ended the stream (a restart, a proxy's time-out): reconnect. */
class StreamEnded extends Error {}

const nullableRun = syncRunSchema.nullable();

/** A `run` event's data as a run, or undefined when it is not one (ignored, never cast). */
export function parseRunEvent(data: string): SyncRun | null | undefined {
  try {
    const parsed = nullableRun.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Follows the progress until the returned function is called. */
export function subscribeSyncProgress({ onRun, onConnection }: ProgressHandlers): () => void {
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;

  fetchEventSource(`${API_BASE}${SYNC_PROGRESS_PATH}`, {
    signal: controller.signal,
    // The client's fetch: the session's headers on each (re)connection, an expired token renewed.
    fetch: sessionFetch,
    // fetch-event-source adds `accept: text/event-stream` itself.
    // Kept open in a hidden tab: a run that ends meanwhile is notified when the user comes back.
    openWhenHidden: true,
    onopen: async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.startsWith(EventStreamContentType)) {
        retryMs = FIRST_RETRY_MS;
        onConnection('open');
        return;
      }
      if (response.status === 401 || response.status === 403) {
        throw new StreamRefused(`progress stream refused: ${response.status}`);
      }
      throw new Error(`progress stream answered ${response.status}`);
    },
    onmessage: (message) => {
      if (message.event !== SYNC_PROGRESS_EVENT) return;
      const run = parseRunEvent(message.data);
      if (run !== undefined) onRun(run);
    },
    onclose: () => {
      throw new StreamEnded('progress stream ended');
    },
    onerror: (error: unknown) => {
      if (error instanceof StreamRefused) throw error;
      onConnection('reconnecting');
      const wait = retryMs;
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      return wait;
    },
  }).catch(() => {
    if (!controller.signal.aborted) onConnection('closed');
  });

  return () => controller.abort();
}
