/**
 * Traffic protection settings, read once at boot from the environment (documented in the root
 * .env.example). A value that is not a positive integer stops the boot with a message naming it:
 * a typo must not silently disable a limit.
 */
export interface TrafficSettings {
  /** Requests per client and window across the budgeted API (the /api/rate-limit check included). */
  clientRequests: number;
  /** REST reads per client and window (everything under /api but the in-memory catalog). */
  readRequests: number;
  /** Writes (POST, PUT, PATCH, DELETE) per client and window. */
  writeRequests: number;
  windowSeconds: number;
  /** Distinguishes these counters from others in a shared Redis. */
  keyPrefix: string;
  /** API requests being served at once above which new ones are shed. */
  maxInFlight: number;
  /**
   * Event-loop delay (smoothed, or the current turn's lag) above which new API requests are shed.
   * 200 ms by default: a saturated CMS turns its loop once per this delay or so, and Node accepts one
   * new connection per turn (libuv/libuv#3696). In the overload bench, requests on connections opened
   * as it starts that waited past the site's 4 s timeout were 74-487 per run at 500 ms and 0-77 at 200 ms.
   */
  maxEventLoopDelayMs: number;
  /**
   * Connections waiting to be accepted (read while the loop runs late, see accept-queue.ts) from which
   * new API requests are shed. 8 by default: a few connections opened as one turn ran late are no
   * overload, while a burst's hundreds would otherwise wait for the busy loop to take them one per turn.
   */
  maxAcceptQueue: number;
  /** Retry-After sent when requests are shed because the CMS is saturated. */
  saturatedRetryAfterSeconds: number;
  /**
   * How long, on average, a connection that was just refused for saturation is not read from
   * (see connection-hold.ts): 500 ms, well within the Retry-After the refusal gives.
   */
  saturatedHoldMs: number;
}

export const TRAFFIC_DEFAULTS: TrafficSettings = {
  clientRequests: 300,
  readRequests: 120,
  writeRequests: 30,
  windowSeconds: 60,
  keyPrefix: 'rate-limit',
  maxInFlight: 32,
  maxEventLoopDelayMs: 200,
  maxAcceptQueue: 8,
  saturatedRetryAfterSeconds: 5,
  saturatedHoldMs: 500,
};

const NUMERIC_VARIABLES: Record<Exclude<keyof TrafficSettings, 'keyPrefix'>, string> = {
  clientRequests: 'RATE_LIMIT_CLIENT_REQUESTS',
  readRequests: 'RATE_LIMIT_READ_REQUESTS',
  writeRequests: 'RATE_LIMIT_WRITE_REQUESTS',
  windowSeconds: 'RATE_LIMIT_WINDOW_SECONDS',
  maxInFlight: 'LOAD_SHED_MAX_IN_FLIGHT',
  maxEventLoopDelayMs: 'LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS',
  maxAcceptQueue: 'LOAD_SHED_MAX_ACCEPT_QUEUE',
  saturatedRetryAfterSeconds: 'LOAD_SHED_RETRY_AFTER_SECONDS',
  saturatedHoldMs: 'LOAD_SHED_HOLD_MS',
};

function positiveInteger(variable: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${variable} must be a positive integer, got "${raw}"`);
  }
  return value;
}

export function readTrafficSettings(env: NodeJS.ProcessEnv = process.env): TrafficSettings {
  const settings = { ...TRAFFIC_DEFAULTS, keyPrefix: env.RATE_LIMIT_KEY_PREFIX || TRAFFIC_DEFAULTS.keyPrefix };
  for (const [key, variable] of Object.entries(NUMERIC_VARIABLES) as [keyof typeof NUMERIC_VARIABLES, string][]) {
    settings[key] = positiveInteger(variable, env[variable], TRAFFIC_DEFAULTS[key]);
  }
  return settings;
}
