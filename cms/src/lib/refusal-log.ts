import { OncePerWindow } from '@folio/core';
import type { Core } from '@strapi/strapi';
import { folioSettings } from '../../config/folio';

export type RefusalLog = (client: string, line: string) => void;

const logs = new WeakMap<Core.Strapi, RefusalLog>();

/**
 * A flood gets one line per client and window, not one per request; one per CMS, so the traffic gate and the
 * request log count a client's refusals together.
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
