// The progress stream against a fetch that answers Server-Sent Events: the session's headers on
// each connection, `run` events parsed by the contract (heartbeats, other events and broken data
// ignored), a reconnection when the stream ends, and no retry when the server refuses it.
import { waitFor } from '@testing-library/react';
import type { SyncRun } from '@portal/domain/erp-sync';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '#shared/session/session-storage.ts';
import { json, stubFetch } from '../../../../testing/fake-api.ts';
import { adminUser, runningRun, syncRun } from '../testing/sync-server.ts';
import { parseRunEvent, subscribeSyncProgress, type ProgressConnection } from './sync-progress-stream.ts';

function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

const runEvent = (run: SyncRun | null) => `event: run\ndata: ${JSON.stringify(run)}\n\n`;

function follow() {
  const runs: (SyncRun | null)[] = [];
  const connections: ProgressConnection[] = [];
  const stop = subscribeSyncProgress({
    onRun: (run) => runs.push(run),
    onConnection: (connection) => connections.push(connection),
  });
  return { runs, connections, stop };
}

beforeEach(() => {
  sessionStorage.clear();
  setStoredUser(adminUser());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('synchronisation progress stream', { timeout: 15_000 }, () => {
  it('reads the runs with the session headers and ignores what is not a run', async () => {
    let connections = 0;
    const server = stubFetch(() => {
      connections += 1;
      return connections === 1
        ? eventStream([
            ': keep-alive\n\n',
            runEvent(runningRun()),
            'event: other\ndata: {}\n\n',
            'event: run\ndata: {"id":"not a run"}\n\n',
            'event: run\ndata: not json\n\n',
            // One event split across two chunks.
            runEvent(syncRun({ id: 5 })).slice(0, 20),
            runEvent(syncRun({ id: 5 })).slice(20),
          ])
        : new Promise<Response>(() => undefined);
    });
    const { runs, connections: states, stop } = follow();
    await waitFor(() => expect(runs).toHaveLength(2));
    stop();
    expect(runs.map((run) => [run?.id, run?.estat])).toEqual([
      [5, 'running'],
      [5, 'succeeded'],
    ]);
    expect(states[0]).toBe('open');
    const request = server.requests[0]!;
    expect(request.path).toBe('/sincronitzacio/progres');
    expect(request.headers.authorization).toBe(`Bearer ${adminUser().accessToken}`);
    expect(request.headers.accept).toBe('text/event-stream');
    expect(request.headers['accept-language']).toBe('en');
  });

  it('connects again when the stream ends, and says so meanwhile', async () => {
    let connections = 0;
    stubFetch(() => {
      connections += 1;
      if (connections === 1) return eventStream([runEvent(runningRun())]);
      if (connections === 2) return eventStream([runEvent(null)]);
      return new Promise<Response>(() => undefined);
    });
    const { runs, connections: states, stop } = follow();
    await waitFor(() => expect(runs).toHaveLength(2), { timeout: 5_000 });
    stop();
    expect(runs[1]).toBeNull();
    expect(states.slice(0, 3)).toEqual(['open', 'reconnecting', 'open']);
  });

  it('gives up when the server refuses the stream', async () => {
    const server = stubFetch(() =>
      json({ error: 'forbidden', missatge: 'errors.forbidden', error_description: 'No' }, 403),
    );
    const { connections, stop } = follow();
    await waitFor(() => expect(connections).toEqual(['closed']));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(server.requests).toHaveLength(1);
    stop();
  });

  it('parses only runs of the contract', () => {
    expect(parseRunEvent(JSON.stringify(syncRun()))?.id).toBe(4);
    expect(parseRunEvent('null')).toBeNull();
    expect(parseRunEvent('{"id":1}')).toBeUndefined();
    expect(parseRunEvent('{')).toBeUndefined();
  });
});
