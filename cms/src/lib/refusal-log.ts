import { OncePerWindow } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { folioSettings } from '../../config/folio';

/** Notes a refused request of `client`, described by `line` ("POST /api/x (2 ms) 429"). */
export type RefusalLog = (client: string, line: string) => void;

const logs = new WeakMap<Core.Strapi, RefusalLog>();

/**
 * The log of refused requests (4xx answers to the content API, the traffic gate's 429s among them): a
 * client refused again and again, a script or a flood, gets one line per rate-limit window (the first
 * refusal, with the count of those not logged since), not one per request. One per CMS, so the traffic
 * gate and the request log count a client's refusals together.
 */
export function refusalLog(strapi: Core.Strapi): RefusalLog {
  let log = logs.get(strapi);
  if (!log) {
    const { windowSeconds } = folioSettings().traffic;
    const window = new OncePerWindow(windowSeconds * 1000);
    log = (client, line) => {
      const unlogged = window.note(client);
      if (unlogged === null) return;
      const earlier = unlogged > 0 ? `; ${unlogged} more of its refusals were not logged` : '';
      strapi.log.info(
        `[refused] ${client}: ${line}${earlier}; its next refusals within ${windowSeconds} s are counted, not logged`,
      );
    };
    logs.set(strapi, log);
  }
  return log;
}
