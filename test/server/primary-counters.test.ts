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

/** A worker's IPC channel whose messages wait until the test lets the primary answer them. */
function channel() {
  const emitter = new EventEmitter() as EventEmitter & { send: (message: unknown) => boolean };
  const sent: unknown[] = [];
  emitter.send = (message) => (sent.push(message), true);
  const primary = new MemoryCounterStore();
  const worker = { isConnected: () => true, send: (reply: unknown) => (setImmediate(() => emitter.emit('message', reply)), true) } as unknown as Worker;
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
    const second = [store.consume(windows(3), 1_000), store.consume(windows(3), 1_000), store.consume(windows(3), 1_000)];
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
});
