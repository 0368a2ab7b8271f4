// Counters shared by the workers of one cluster without Redis: the primary
// process keeps one MemoryCounterStore and each worker asks it over the IPC
// channel node:cluster opens. The primary handles one message at a time, so a
// check-and-count stays atomic across all workers: a key gets exactly its
// allowance however many workers serve it. The primary also saves those
// counters when it stops (server/counter-file.ts).
//
// One message per turn of a worker's event loop, not one per request: the
// requests read in one turn go together, in order, and while one batch is
// with the primary the next waits for its answer (under load the batches grow
// instead of the messages). Unlimited keys' counts are added up and sent
// apart (server/tallies.ts).

import type { Worker } from 'node:cluster';
import { CountersUnavailableError, type ConsumeResult, type CounterHealth, type CounterStore, type CounterWindow, type MemoryCounterStore, type Tally } from './counters.js';
import { TallyBuffer } from './tallies.js';

interface BatchMessage {
  type: 'counters:batch';
  id: number;
  now: number;
  /** Requests to check and count, in order: each one's windows. */
  consume: CounterWindow[][];
  /** Counts to add, before the requests. */
  add: Tally[];
}

interface ResultsMessage {
  type: 'counters:results';
  id: number;
  /** One result per request of the batch, in order. */
  results: ConsumeResult[];
}

const isBatch = (value: unknown): value is BatchMessage => (value as BatchMessage | null)?.type === 'counters:batch';
const isResults = (value: unknown): value is ResultsMessage => (value as ResultsMessage | null)?.type === 'counters:results';

/** In the primary: answers a worker's batch from the one store. */
export function answerCounterRequests(worker: Worker, message: unknown, store: MemoryCounterStore): boolean {
  if (!isBatch(message)) return false;
  store.add(message.add, message.now);
  const reply: ResultsMessage = { type: 'counters:results', id: message.id, results: message.consume.map((windows) => store.consume(windows, message.now)) };
  // A worker that died meanwhile gets nothing; its requests went with it.
  if (worker.isConnected()) worker.send(reply);
  return true;
}

interface Waiting {
  resolve: (results: ConsumeResult[]) => void;
  reject: (error: Error) => void;
}

/** In a worker: the primary's counters, one IPC round trip per turn of the event loop. */
export class PrimaryCounterStore implements CounterStore {
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private gone = false;
  /** Requests read in this turn, sent together once it is over. */
  private queue: { windows: readonly CounterWindow[]; now: number; resolve: (result: ConsumeResult) => void; reject: (error: Error) => void }[] = [];
  /** The last handing over of tallies: the primary answers in order, so once it is answered all are in. */
  private talliesSent: Promise<unknown> = Promise.resolve();
  private readonly tallies = new TallyBuffer((tallies) => (this.talliesSent = this.send([], tallies, Date.now()).catch(() => {})));

  constructor(private readonly channel: NodeJS.Process = process) {
    if (!channel.send) throw new Error('PrimaryCounterStore runs in a cluster worker only');
    channel.on('message', (message: unknown) => {
      if (!isResults(message)) return;
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      waiter?.resolve(message.results);
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
    if (this.gone) return Promise.reject(this.unavailable());
    return new Promise((resolve, reject) => {
      // setImmediate, not a microtask: it runs after every request read in this turn has queued its windows.
      // While a batch is with the primary, the next one waits for its answer (and grows meanwhile).
      if (this.queue.length === 0 && !this.asking) setImmediate(() => this.sendQueue());
      this.queue.push({ windows, now, resolve, reject });
    });
  }

  tally(windows: readonly CounterWindow[]): void {
    this.tallies.add(windows);
  }

  /** A batch is with the primary. */
  private asking = false;

  private sendQueue(): void {
    if (this.asking || this.queue.length === 0) return;
    const queued = this.queue;
    this.queue = [];
    this.asking = true;
    this.send(
      queued.map((request) => [...request.windows]),
      [],
      queued[0]!.now,
    )
      .then(
        (results) => queued.forEach((request, index) => request.resolve(results[index]!)),
        (error: Error) => queued.forEach((request) => request.reject(error)),
      )
      .finally(() => {
        this.asking = false;
        this.sendQueue();
      });
  }

  private send(consume: CounterWindow[][], add: Tally[], now: number): Promise<ConsumeResult[]> {
    if (this.gone) return Promise.reject(this.unavailable());
    const id = this.nextId++;
    const message: BatchMessage = { type: 'counters:batch', id, now, consume, add };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.channel.send!(message);
    });
  }

  /** Hands the counts still waiting to the primary, and waits until it has them. */
  async close(): Promise<void> {
    this.tallies.flush();
    await this.talliesSent;
  }

  health(): CounterHealth {
    return { store: 'primary', degraded: false, detail: 'limits counted by the cluster primary, shared by every worker on this machine' };
  }
}
