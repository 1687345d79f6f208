import * as React from 'react';
import { useFetchClient } from '@strapi/admin/strapi-admin';
import type { FixityStatus } from '../../shared/masters';

const POLL_MS = 2000;

/** The last check and its findings; read again every two seconds while a check is on its way. */
export function useFixityStatus() {
  const { get, post } = useFetchClient();
  const [status, setStatus] = React.useState<FixityStatus | null>(null);
  const [failed, setFailed] = React.useState<string | null>(null);
  const [round, setRound] = React.useState(0);

  React.useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const ask = async () => {
      try {
        const { data } = await get<{ data: FixityStatus }>('/masters/fixity');
        if (!live) return;
        setStatus(data.data);
        setFailed(null);
        if (data.data.pending) timer = setTimeout(ask, POLL_MS);
      } catch (error) {
        if (live) setFailed(error instanceof Error ? error.message : 'The check could not be read');
      }
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [get, round]);

  const requestCheck = React.useCallback(async () => {
    try {
      const { data } = await post<{ data: FixityStatus }>('/masters/fixity');
      setStatus(data.data);
      setRound((value) => value + 1);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The check could not be asked for');
    }
  }, [post]);

  return { status, failed, requestCheck };
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const when = (iso: string) => DATE_TIME.format(new Date(iso));

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** One sentence on the last check, for the home page and the Masters page. */
export function summaryOf(status: FixityStatus): string {
  const { lastRun, findings } = status;
  if (!lastRun) return 'The masters have not been checked yet: the first check runs on Sunday at 03:00.';
  if (findings.length > 0) {
    return `${plural(findings.length, 'master')} changed, vanished or could not be read, found by the check of ${when(lastRun.finishedAt ?? lastRun.startedAt)}.`;
  }
  return `All ${plural(lastRun.checked, 'master')} were as uploaded at the check of ${when(lastRun.finishedAt ?? lastRun.startedAt)}.`;
}
