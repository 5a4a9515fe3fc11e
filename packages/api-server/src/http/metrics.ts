import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverMessages } from '@chairside/api-contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connection.ts';
import type { SignInStep } from '../services/context.ts';
import { ServiceError } from '../services/errors.ts';
import { apiNotFound } from './errors.ts';
import { bearerToken } from './route.ts';

/*
 * Prometheus metrics (METRICS_TOKEN, METRICS_PORT). Each app has its own registry, as tests build many
 * apps in one process; the process's own figures (CPU, memory, event loop, GC) are one set per process,
 * since collecting them starts observers that never stop.
 */

let processRegistry: Registry | undefined;
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** The statements told apart in db_query_duration_seconds; anything else (DDL, pragmas, CTEs) is 'other'. */
const statements = new Set(['select', 'insert', 'update', 'delete']);
const statementOf = (sql: string) => {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  return statements.has(word) ? word : 'other';
};

export class Metrics {
  readonly #registry = new Registry();
  readonly #requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [this.#registry],
  });
  readonly #requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'],
    registers: [this.#registry],
  });
  readonly #querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time each database query took, failed ones included, by statement.',
    labelNames: ['statement'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.#registry],
  });
  readonly #cacheHits = new Counter({
    name: 'versioned_answer_cache_hits_total',
    help: 'Lists and dashboard answers served from the answers kept for the current data version.',
    registers: [this.#registry],
  });
  readonly #cacheMisses = new Counter({
    name: 'versioned_answer_cache_misses_total',
    help: 'Lists and dashboard answers that had to be built (or waited for a build under way).',
    registers: [this.#registry],
  });
  readonly #failedSignIns = new Counter({
    name: 'failed_sign_ins_total',
    help: 'Sign-ins refused for a wrong email, password or second factor, by step.',
    labelNames: ['step'],
    registers: [this.#registry],
  });

  constructor(options: { outboxQueueLength: () => Promise<number>; log: FastifyBaseLogger }) {
    const queueLength = new Gauge({
      name: 'outbox_queue_length',
      help: 'Notices to account holders waiting to be delivered (pending or being sent), read at each scrape.',
      registers: [],
      async collect() {
        try {
          this.set(await options.outboxQueueLength());
        } catch (error) {
          // The rest of the scrape is worth more than this one figure, most of all when the database is down.
          options.log.warn({ err: error }, 'metrics: the outbox queue length could not be read');
          this.set(Number.NaN);
        }
      },
    });
    this.#registry.registerMetric(queueLength);
  }

  readonly contentType = this.#registry.contentType;

  /** Everything, in Prometheus's text format. */
  async text(): Promise<string> {
    return (await processMetrics().metrics()) + (await this.#registry.metrics());
  }

  /** What the versioned answers report (versioned-answers.ts). */
  readonly answerCache = {
    hit: () => this.#cacheHits.inc(),
    miss: () => this.#cacheMisses.inc(),
  };

  failedSignIn(step: SignInStep) {
    this.#failedSignIns.inc({ step });
  }

  /**
   * Measures every answer of `app` by its route pattern (`/api/admin/professionals/:id`, never the URL
   * with its ids, which would make a series per account) and every query of `db`.
   */
  observe(app: FastifyInstance, db: Db) {
    app.addHook('onResponse', async (request, reply) => {
      // No route matched: a 404, or a request refused before routing.
      const route = request.routeOptions.url ?? 'none';
      this.#requests.inc({ route, method: request.method, status: reply.statusCode });
      this.#requestSeconds.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    });
    const stop = db.observeQueries(({ sql, seconds }) => this.#querySeconds.observe({ statement: statementOf(sql) }, seconds));
    app.addHook('onClose', async () => stop());
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal-length digests, so the comparison takes as long whatever the caller sent. */
const sameToken = (given: string | undefined, expected: string) => given !== undefined && timingSafeEqual(digest(given), digest(expected));

/**
 * GET /metrics on the main port: only with METRICS_TOKEN set, and only to a caller that sends it as a
 * bearer token. Without a token it is a 404 like any unknown path (rather than the admin app's page).
 */
export const metricsRoute = (app: FastifyInstance, metrics: Metrics | undefined, token: string | undefined) => {
  app.get('/metrics', async (request, reply) => {
    if (!metrics || token === undefined) return apiNotFound(request, reply);
    if (!sameToken(bearerToken(request), token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new ServiceError('unauthenticated', 'The metrics need the metrics token: send Authorization: Bearer <METRICS_TOKEN>.');
    }
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(await metrics.text());
  });
};

export interface MetricsListener {
  url: string;
  close: () => Promise<void>;
}

/**
 * METRICS_PORT: the metrics on a listener of their own, on the loopback interface only, for a
 * Prometheus (or an agent) on the same host; nothing but GET /metrics is served there. Every answer
 * closes its connection, so closing the listener never waits for an idle scraper.
 */
export const listenForMetrics = (metrics: Metrics, port: number, log: FastifyBaseLogger) =>
  new Promise<MetricsListener>((resolve, reject) => {
    const server = http.createServer((request, response) => {
      response.setHeader('connection', 'close');
      response.setHeader('cache-control', 'no-store');
      const path = (request.url ?? '/').split('?')[0];
      const answer = (status: number, type: string, body: string) => {
        response.writeHead(status, { 'content-type': type });
        response.end(request.method === 'HEAD' ? undefined : body);
      };
      if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
        answer(404, 'application/json; charset=utf-8', JSON.stringify({ message: `${serverMessages.notFound} There is no ${request.method} ${path}.` }));
        return;
      }
      metrics.text().then(
        (text) => answer(200, metrics.contentType, text),
        (error: unknown) => {
          log.error({ err: error }, 'metrics: the scrape failed');
          answer(500, 'application/json; charset=utf-8', JSON.stringify({ message: serverMessages.internalError }));
        },
      );
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}/metrics`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
          }),
      });
    });
  });
