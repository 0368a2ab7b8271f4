// GET /metrics: the server's Prometheus metrics (server/observe.ts), without a
// key and counted against none. METRICS=off answers 404. Under WORKERS > 1
// the answer merges every worker's metrics (server/cluster-metrics.ts).

import { ApiError } from '../errors.js';
import { defineOpenEndpoint } from './endpoint.js';

export default defineOpenEndpoint({
  name: 'metrics',
  tag: 'Service',
  paths: [{ path: '/metrics', operationId: 'metrics', summary: 'Prometheus metrics of the server' }],
  description:
    'No key needed, counted against none. Prometheus text format: http_requests_total by endpoint and status class, http_request_duration_seconds by endpoint, ' +
    'http_requests_in_flight, holidays_limit_refusals_total, holidays_answer_cache_total, holidays_connections_dropped_total, holidays_snapshot_info and the Node process metrics. ' +
    'With several workers, the sum over all of them (counters, histograms and process metrics alike). 404 when the server runs with metrics turned off.',
  responses: {
    '200': {
      description: 'The metrics.',
      headers: ['X-Request-Id'],
      content: { 'text/plain': 'Prometheus text exposition format 0.0.4.' },
    },
    '404': { error: true },
    '405': { error: true },
  },
  async serve({ request, response, state, metrics }) {
    if (!metrics) throw new ApiError('not_found', 'no resource at /metrics', 'This server runs with METRICS=off.');
    const gathered = await metrics.gather();
    const body = Buffer.from(gathered.text);
    response.writeHead(200, {
      'X-Request-Id': state.requestId,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      ...state.headers,
      'Content-Type': gathered.contentType,
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  },
});
