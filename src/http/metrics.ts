// What `tna serve` tells a Prometheus scraper (prom-client): requests by route, method and status,
// their latency, those in flight, the memory budget and its queue, the store's query latency,
// analyses by size, and the process' own figures. Served at GET /metrics on the API's port
// behind a token, or on a port of its own (--metrics-port) for a scraper inside the network.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';

/** What the memory budget shows of itself. */
export interface BudgetGauges {
  readonly inUse: number;
  readonly waiting: number;
  readonly options: { bytes: number };
}

/** One store call a worker timed: its operation and seconds. */
export type StoreTiming = [operation: string, seconds: number];

/** Bodies up to 16 KB, up to 64 KB, 256 KB, 1 MB, and larger: the classes an operator sizes a budget by. */
const SIZE_CLASSES: Array<[limit: number, name: string]> = [
  [16 * 1024, '16KB'],
  [64 * 1024, '64KB'],
  [256 * 1024, '256KB'],
  [1024 * 1024, '1MB'],
];
export function sizeClass(bytes: number): string {
  return SIZE_CLASSES.find(([limit]) => bytes <= limit)?.[1] ?? 'larger';
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'tna_http_requests_total',
    help: 'HTTP requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'tna_http_request_duration_seconds',
    help: 'Time from a request\'s arrival to its answer, by route',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly storeLatency = new Histogram({
    name: 'tna_store_query_duration_seconds',
    help: 'Time of one call to the store (SQLite or PostgreSQL), by operation',
    labelNames: ['operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly analyses = new Counter({
    name: 'tna_analyses_total',
    help: 'Requests handed to the analysis workers (answered, or turned away by the memory budget), by endpoint and body size class',
    labelNames: ['endpoint', 'size'] as const,
    registers: [this.registry],
  });
  private inFlight: () => number = () => 0;

  constructor(budget?: BudgetGauges) {
    collectDefaultMetrics({ register: this.registry, prefix: 'tna_' });
    if (!budget) return;
    const registers = [this.registry];
    new Gauge({ name: 'tna_memory_budget_bytes', help: 'Memory the requests in progress may take together', registers, collect() { this.set(budget.options.bytes); } });
    new Gauge({ name: 'tna_memory_budget_used_bytes', help: 'Memory the requests in progress take now (estimated), running or waiting', registers, collect() { this.set(budget.inUse); } });
    new Gauge({ name: 'tna_queue_waiting', help: 'Requests waiting for the memory budget or a worker', registers, collect() { this.set(budget.waiting); } });
  }

  /**
   * Counts every answer by route pattern (never a graph's name) and its time; `inFlight` is the
   * server's own count of requests received and not yet answered.
   */
  observe(app: FastifyInstance, inFlight: () => number): void {
    this.inFlight = inFlight;
    new Gauge({ name: 'tna_http_requests_in_flight', help: 'Requests received and not yet answered', registers: [this.registry], collect() { this.set(inFlight()); } });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.requests.inc({ route, method: request.method, status: String(reply.statusCode) });
      this.latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    });
  }

  /** Requests received and not yet answered (0 before the server is observed): what a drain that runs out cuts off. */
  requestsInFlight(): number {
    return this.inFlight();
  }

  analysis(endpoint: string, bodyBytes: number): void {
    this.analyses.inc({ endpoint, size: sizeClass(bodyBytes) });
  }

  /** The store calls a worker timed, carried out with whichever answer it sent next (a readiness probe's too). */
  storeCalls(storeTimings: readonly StoreTiming[] = []): void {
    for (const [operation, seconds] of storeTimings) this.storeLatency.observe({ operation }, seconds);
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
