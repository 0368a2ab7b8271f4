// A cluster worker's counters, kept by the primary: the requests read in one
// turn go in one message, in order; while a batch is with the primary the next
// one waits and grows; unlimited keys' counts are added up and handed over by
// close(). The primary's side runs here on a MemoryCounterStore through
// answerCounterRequests, as server/cluster.ts runs it.

import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { describe, expect, it } from 'vitest';
import { MemoryCounterStore, type CounterWindow } from '../../server/counters.js';
import { answerCounterRequests, PrimaryCounterStore } from '../../server/primary-counters.js';
import { LEASE_BLOCK } from '../../server/allowance-leases.js';

/** A worker's IPC channel whose messages wait until the test lets the primary answer them. */
function channel() {
  const emitter = new EventEmitter() as EventEmitter & { send: (message: unknown) => boolean };
  const sent: unknown[] = [];
  emitter.send = (message) => (sent.push(message), true);
  const primary = new MemoryCounterStore();
  const worker = {
    isConnected: () => true,
    send: (reply: unknown) => (setImmediate(() => emitter.emit('message', reply)), true),
  } as unknown as Worker;
  /** The primary answers every message sent so far; returns how many there were. */
  const answer = () => {
    const messages = sent.splice(0);
    for (const message of messages) expect(answerCounterRequests(worker, message, primary)).toBe(true);
    return messages;
  };
  return { process: emitter as unknown as NodeJS.Process, sent, answer, primary };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
// Windows that never end: the tallies are handed over at the worker's clock.
const END = 8.64e15;
const windows = (limit: number | null): CounterWindow[] => [{ key: `k:${limit}:day`, limit, expiresAt: END }];

describe('PrimaryCounterStore', () => {
  it('sends one batch per turn, waits for its answer before the next, and admits in order', async () => {
    const link = channel();
    const store = new PrimaryCounterStore(link.process);
    const first = [store.consume(windows(3), 1_000), store.consume(windows(3), 1_000)];
    await turn();
    expect(link.sent).toHaveLength(1);
    // Asked while the first batch is with the primary: nothing is sent until it answers.
    const second = [
      store.consume(windows(3), 1_000),
      store.consume(windows(3), 1_000),
      store.consume(windows(3), 1_000),
    ];
    await turn();
    expect(link.sent).toHaveLength(1);
    expect((link.answer()[0] as { consume: unknown[] }).consume).toHaveLength(2);
    expect((await Promise.all(first)).map((result) => result.counts)).toEqual([[1], [2]]);
    await turn();
    // The three that waited go together, in the order asked: the limit of 3 admits the first only.
    expect(link.sent).toHaveLength(1);
    expect((link.answer()[0] as { consume: unknown[] }).consume).toHaveLength(3);
    expect((await Promise.all(second)).map((result) => result.admitted)).toEqual([true, false, false]);
  });

  it('adds up the counts of unlimited windows and hands them over by close()', async () => {
    const link = channel();
    const store = new PrimaryCounterStore(link.process);
    for (let request = 0; request < 5; request++) store.tally(windows(null));
    expect(link.sent).toHaveLength(0);
    const closed = store.close();
    expect(link.sent).toHaveLength(1);
    expect((link.sent[0] as { add: unknown[] }).add).toEqual([{ key: 'k:null:day', count: 5, expiresAt: END }]);
    link.answer();
    await closed;
    expect(link.primary.saved(1_000)).toEqual([{ key: 'k:null:day', count: 5, expiresAt: END }]);
  });

  it('answers what waits with the counters unavailable once the primary is gone', async () => {
    const link = channel();
    const store = new PrimaryCounterStore(link.process);
    const waiting = store.consume(windows(3), 1_000);
    await turn();
    link.process.emit('disconnect');
    await expect(waiting).rejects.toThrow(/cannot be reached/);
    await expect(store.consume(windows(3), 1_000)).rejects.toThrow(/cannot be reached/);
  });

  it('a key far from large limits takes blocks: one message per 32 requests, counted in the worker between; close() gives back the rest', async () => {
    const link = channel();
    const store = new PrimaryCounterStore(link.process);
    const first = store.consume(windows(100_000), 1_000);
    await turn();
    expect((link.sent[0] as { blocks?: number[] }).blocks).toEqual([LEASE_BLOCK]);
    link.answer();
    expect((await first).counts).toEqual([1]);
    // The block's other 31 requests: answered at once, no message.
    const leased = Array.from({ length: LEASE_BLOCK - 1 }, () => store.consume(windows(100_000), 1_000));
    expect(leased.every((result) => !(result instanceof Promise))).toBe(true);
    expect((leased as { counts: number[] }[]).map((result) => result.counts[0])).toEqual(
      Array.from({ length: LEASE_BLOCK - 1 }, (_, index) => index + 2),
    );
    await turn();
    expect(link.sent).toHaveLength(0);
    // The next asks for another block; two of it are used, then the worker stops.
    const next = store.consume(windows(100_000), 1_000);
    await turn();
    link.answer();
    expect((await next).counts).toEqual([LEASE_BLOCK + 1]);
    store.consume(windows(100_000), 1_000);
    expect(link.primary.saved(1_000)).toEqual([{ key: 'k:100000:day', count: 2 * LEASE_BLOCK, expiresAt: END }]);
    const closed = store.close();
    link.answer();
    await closed;
    expect(link.primary.saved(1_000)).toEqual([{ key: 'k:100000:day', count: LEASE_BLOCK + 2, expiresAt: END }]);
  });

  it('near a limit, or under a small one, every request goes to the primary alone', async () => {
    const link = channel();
    const store = new PrimaryCounterStore(link.process);
    // 100 a day (an Explorer's): never a block.
    const small = store.consume(windows(100), 1_000);
    await turn();
    expect((link.sent[0] as { blocks?: number[] }).blocks).toBeUndefined();
    link.answer();
    await small;
    // 10,000 a day with 9,900 counted: eight blocks of 32 no longer fit, so the block asked for is not granted.
    link.primary.add([{ key: 'k:10000:day', count: 9_900, expiresAt: END }], 1_000);
    const near = store.consume(windows(10_000), 1_000);
    await turn();
    expect((link.sent[0] as { blocks?: number[] }).blocks).toEqual([LEASE_BLOCK]);
    link.answer();
    expect((await near).counts).toEqual([9_901]);
    const after = store.consume(windows(10_000), 1_000);
    expect(after).toBeInstanceOf(Promise);
    await turn();
    link.answer();
    expect((await after).counts).toEqual([9_902]);
  });
});
