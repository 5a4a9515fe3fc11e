// autocannon ships no type declarations; this covers the options and results the bench uses.
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** Requests per second over all connections; without it every connection sends as fast as it can. */
    overallRate?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
