// GET /metrics under WORKERS > 1: the worker that gets the request asks the
// primary, which collects every living worker's metrics over the cluster's
// IPC channel and merges them with prom-client's aggregation (counters and
// histograms summed; each metric's `aggregator` otherwise), so that the
// answer counts the requests of the whole server, whichever worker answers.

import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import type { ServerMetrics } from './observe.js';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

type Message =
  | { type: 'metrics:gather'; id: number }
  | { type: 'metrics:collect'; id: number }
  | { type: 'metrics:part'; id: number; metrics: MetricsJson }
  | { type: 'metrics:gathered'; id: number; text: string; contentType: string };

const typed = (value: unknown): Message | null =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).type === 'string' &&
  (value as Message).type.startsWith('metrics:')
    ? (value as Message)
    : null;

/** How long the primary waits for a worker's part (a worker that hangs is left out). */
const PART_TIMEOUT_MS = 2_000;

/** In the primary: merges every worker's metrics for the worker that asked. */
export function primaryMetrics(): (worker: Worker, message: unknown) => boolean {
  let nextCollect = 0;
  const collecting = new Map<number, { parts: MetricsJson[]; expected: number; done: () => void }>();
  return (worker, raw) => {
    const message = typed(raw);
    if (!message) return false;
    if (message.type === 'metrics:part') {
      const pending = collecting.get(message.id);
      if (pending) {
        pending.parts.push(message.metrics);
        if (pending.parts.length === pending.expected) pending.done();
      }
      return true;
    }
    if (message.type !== 'metrics:gather') return true;
    const workers = Object.values(cluster.workers ?? {}).filter(
      (each): each is Worker => each !== undefined && each.isConnected(),
    );
    const id = nextCollect++;
    const parts: MetricsJson[] = [];
    const finished = new Promise<void>((resolve) => {
      collecting.set(id, { parts, expected: workers.length, done: resolve });
      setTimeout(resolve, PART_TIMEOUT_MS).unref();
    });
    for (const each of workers) each.send({ type: 'metrics:collect', id } satisfies Message);
    void finished.then(async () => {
      collecting.delete(id);
      const merged = AggregatorRegistry.aggregate(parts);
      const reply: Message = {
        type: 'metrics:gathered',
        id: message.id,
        text: await merged.metrics(),
        contentType: merged.contentType,
      };
      if (worker.isConnected()) worker.send(reply);
    });
    return true;
  };
}

/** In a worker: hands its metrics to the primary on request, and asks it for the merged text. */
export function workerMetrics(metrics: ServerMetrics): () => Promise<{ text: string; contentType: string }> {
  let nextId = 0;
  const waiting = new Map<number, (answer: { text: string; contentType: string }) => void>();
  process.on('message', (raw: unknown) => {
    const message = typed(raw);
    if (message?.type === 'metrics:collect') {
      void metrics.registry
        .getMetricsAsJSON()
        .then((json) => process.send?.({ type: 'metrics:part', id: message.id, metrics: json } satisfies Message));
    } else if (message?.type === 'metrics:gathered') {
      waiting.get(message.id)?.({ text: message.text, contentType: message.contentType });
      waiting.delete(message.id);
    }
  });
  return () =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      process.send!({ type: 'metrics:gather', id } satisfies Message);
    });
}
