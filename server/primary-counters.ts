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
// apart (server/tallies.ts). A key far from large limits takes its allowance
// in blocks (server/allowance-leases.ts), as with Redis: most of its requests
// are then admitted in the worker, without a message.

import type { Worker } from 'node:cluster';
import {
  CountersUnavailableError,
  type ConsumeResult,
  type CounterHealth,
  type CounterStore,
  type CounterWindow,
  type MemoryCounterStore,
  type Tally,
} from './counters.js';
import { TallyBuffer } from './tallies.js';
import { AllowanceLeases, LEASE_IDLE_MS, leaseId, type GivenBack } from './allowance-leases.js';

interface BatchMessage {
  type: 'counters:batch';
  id: number;
  now: number;
  /** Requests to check and count, in order: each one's windows. */
  consume: CounterWindow[][];
  /** The block each request asks for (1: none); absent, none does. */
  blocks?: number[];
  /** Counts to add, before the requests. */
  add: Tally[];
  /** Unused requests of blocks to take back, before the requests. */
  giveBack?: Tally[];
}

interface ResultsMessage {
  type: 'counters:results';
  id: number;
  /** One result per request of the batch, in order. */
  results: ConsumeResult[];
  /** Per request, the requests counted (a block granted, else 1 or 0). */
  granted: number[];
}

const isBatch = (value: unknown): value is BatchMessage => (value as BatchMessage | null)?.type === 'counters:batch';
const isResults = (value: unknown): value is ResultsMessage =>
  (value as ResultsMessage | null)?.type === 'counters:results';

/** In the primary: answers a worker's batch from the one store. */
export function answerCounterRequests(worker: Worker, message: unknown, store: MemoryCounterStore): boolean {
  if (!isBatch(message)) return false;
  store.add(message.add, message.now);
  store.giveBack(message.giveBack ?? [], message.now);
  const answers = message.consume.map((windows, index) =>
    store.consumeBlock(windows, message.now, message.blocks?.[index] ?? 1),
  );
  const reply: ResultsMessage = {
    type: 'counters:results',
    id: message.id,
    results: answers.map((answer) => answer.result),
    granted: answers.map((answer) => answer.granted),
  };
  // A worker that died meanwhile gets nothing; its requests went with it.
  if (worker.isConnected()) worker.send(reply);
  return true;
}

interface Waiting {
  resolve: (reply: ResultsMessage) => void;
  reject: (error: Error) => void;
}

/** In a worker: the primary's counters, one IPC round trip per turn of the event loop. */
export class PrimaryCounterStore implements CounterStore {
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private gone = false;
  /** Requests read in this turn, sent together once it is over. */
  private queue: {
    windows: readonly CounterWindow[];
    now: number;
    resolve: (result: ConsumeResult) => void;
    reject: (error: Error) => void;
    id: string;
    block: number;
  }[] = [];
  /** Blocks of allowance this worker holds for keys far from their limits. */
  private readonly leases = new AllowanceLeases();
  /** Unused requests of idle blocks, sent with the next message. */
  private givenBack: Tally[] = [];
  private readonly giveBackTimer = setInterval(
    () => this.collectIdle(this.leases.idle(Date.now())),
    LEASE_IDLE_MS,
  ).unref();
  /** The last handing over of tallies: the primary answers in order, so once it is answered all are in. */
  private talliesSent: Promise<unknown> = Promise.resolve();
  private readonly tallies = new TallyBuffer(
    (tallies) => (this.talliesSent = this.send([], tallies, Date.now()).catch(() => {})),
  );

  constructor(private readonly channel: NodeJS.Process = process) {
    if (!channel.send) throw new Error('PrimaryCounterStore runs in a cluster worker only');
    channel.on('message', (message: unknown) => {
      if (!isResults(message)) return;
      const waiter = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      waiter?.resolve(message);
    });
    // The primary is gone (the worker stops too): what waits is answered 503, not left hanging.
    channel.once('disconnect', () => {
      this.gone = true;
      for (const waiter of this.waiting.values()) waiter.reject(this.unavailable());
      this.waiting.clear();
    });
  }

  private unavailable(): CountersUnavailableError {
    return new CountersUnavailableError(
      'the request counters (kept by the cluster primary) cannot be reached: the server is stopping',
    );
  }

  consume(windows: readonly CounterWindow[], now: number): ConsumeResult | Promise<ConsumeResult> {
    if (this.gone) return Promise.reject(this.unavailable());
    const id = leaseId(windows);
    const leased = this.leases.take(id, now);
    if (leased) return { admitted: true, counts: leased, refusedBy: -1 };
    const block = this.leases.blockFor(id, windows);
    return new Promise((resolve, reject) => {
      // setImmediate, not a microtask: it runs after every request read in this turn has queued its windows.
      // While a batch is with the primary, the next one waits for its answer (and grows meanwhile).
      if (this.queue.length === 0 && !this.asking) setImmediate(() => this.sendQueue());
      this.queue.push({ windows, now, resolve, reject, id, block });
    });
  }

  /** Idle blocks' unused requests go back with the next message (one is sent now if none is under way). */
  private collectIdle(back: GivenBack[]): void {
    if (back.length === 0 || this.gone) return;
    this.givenBack.push(
      ...back.flatMap((entry) =>
        entry.windows.map((window) => ({ key: window.key, count: entry.units, expiresAt: window.expiresAt })),
      ),
    );
    if (!this.asking && this.queue.length === 0) this.talliesSent = this.send([], [], Date.now()).catch(() => {});
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
      queued.map((request) => request.block),
    )
      .then(
        (reply) => {
          const now = Date.now();
          queued.forEach((request, index) => {
            const result = reply.results[index]!;
            if (request.block <= 1) return request.resolve(result);
            request.resolve({
              ...result,
              counts: this.leases.answered(request.id, request.windows, result.counts, reply.granted[index]!, now),
            });
          });
        },
        (error: Error) =>
          queued.forEach((request) => {
            if (request.block > 1) this.leases.unanswered(request.id);
            request.reject(error);
          }),
      )
      .finally(() => {
        this.asking = false;
        this.sendQueue();
      });
  }

  private send(consume: CounterWindow[][], add: Tally[], now: number, blocks?: number[]): Promise<ResultsMessage> {
    if (this.gone) return Promise.reject(this.unavailable());
    const id = this.nextId++;
    const giveBack = this.givenBack;
    this.givenBack = [];
    const message: BatchMessage = {
      type: 'counters:batch',
      id,
      now,
      consume,
      add,
      ...(blocks?.some((block) => block > 1) ? { blocks } : {}),
      ...(giveBack.length ? { giveBack } : {}),
    };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.channel.send!(message);
    });
  }

  /** Hands the counts still waiting to the primary, and waits until it has them. */
  async close(): Promise<void> {
    clearInterval(this.giveBackTimer);
    this.collectIdle(this.leases.idle(Date.now(), true));
    this.tallies.flush();
    // Blocks' unused requests still waiting (a batch was under way): sent now; the primary answers in order.
    const givenBack = this.givenBack.length > 0 ? this.send([], [], Date.now()).catch(() => {}) : undefined;
    await Promise.all([this.talliesSent, givenBack]);
  }

  health(): CounterHealth {
    return {
      store: 'primary',
      degraded: false,
      detail: 'limits counted by the cluster primary, shared by every worker on this machine',
    };
  }
}
