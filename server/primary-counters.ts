// Counters shared by the workers of one cluster without Redis: the primary
// process keeps one MemoryCounterStore and each worker asks it over the IPC
// channel node:cluster opens. The primary handles one message at a time, so a
// check-and-count stays atomic across all workers: a key gets exactly its
// allowance however many workers serve it. The primary also saves those
// counters when it stops (server/counter-file.ts).

import type { Worker } from 'node:cluster';
import { CountersUnavailableError, type ConsumeResult, type CounterHealth, type CounterStore, type CounterWindow, type MemoryCounterStore } from './counters.js';

interface ConsumeMessage {
  type: 'counters:consume';
  id: number;
  windows: CounterWindow[];
  now: number;
}

interface ResultMessage {
  type: 'counters:result';
  id: number;
  result: ConsumeResult;
}

const isConsume = (value: unknown): value is ConsumeMessage => (value as ConsumeMessage | null)?.type === 'counters:consume';
const isResult = (value: unknown): value is ResultMessage => (value as ResultMessage | null)?.type === 'counters:result';

/** In the primary: answers a worker's count requests from the one store. */
export function answerCounterRequests(worker: Worker, message: unknown, store: MemoryCounterStore): boolean {
  if (!isConsume(message)) return false;
  const reply: ResultMessage = { type: 'counters:result', id: message.id, result: store.consume(message.windows, message.now) };
  // A worker that died meanwhile gets nothing; its request went with it.
  if (worker.isConnected()) worker.send(reply);
  return true;
}

/** In a worker: the primary's counters, one IPC round trip per request. */
export class PrimaryCounterStore implements CounterStore {
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (result: ConsumeResult) => void; reject: (error: Error) => void }>();
  private gone = false;

  constructor(private readonly channel: NodeJS.Process = process) {
    if (!channel.send) throw new Error('PrimaryCounterStore runs in a cluster worker only');
    channel.on('message', (message: unknown) => {
      if (!isResult(message)) return;
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      waiter?.resolve(message.result);
    });
    // The primary is gone (the worker stops too): what waits is answered 503, not left hanging.
    channel.once('disconnect', () => {
      this.gone = true;
      for (const waiter of this.waiting.values()) waiter.reject(this.unavailable());
      this.waiting.clear();
    });
  }

  private unavailable(): CountersUnavailableError {
    return new CountersUnavailableError('the request counters (kept by the cluster primary) cannot be reached: the server is stopping');
  }

  consume(windows: readonly CounterWindow[], now: number): Promise<ConsumeResult> {
    const id = this.nextId++;
    const message: ConsumeMessage = { type: 'counters:consume', id, windows: [...windows], now };
    if (this.gone) return Promise.reject(this.unavailable());
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.channel.send!(message);
    });
  }

  health(): CounterHealth {
    return { store: 'primary', degraded: false, detail: 'limits counted by the cluster primary, shared by every worker on this machine' };
  }
}
