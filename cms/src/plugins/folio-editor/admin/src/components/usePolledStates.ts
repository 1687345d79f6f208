import * as React from 'react';
import { useFetchClient } from '@strapi/admin/strapi-admin';

export function usePolledStates<State extends { fileId: number }>(
  path: string,
  ids: number[],
  isPending: (states: State[]) => boolean,
  pollMs: number,
  round = 0,
): [State[], React.Dispatch<React.SetStateAction<State[]>>] {
  const { get } = useFetchClient();
  const [states, setStates] = React.useState<State[]>([]);
  const key = ids.join(',');
  React.useEffect(() => {
    if (!key) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const ask = async () => {
      try {
        const { data } = await get<{ data: State[] }>(`${path}?ids=${key}`);
        if (!live) return;
        setStates(data.data);
        if (isPending(data.data)) timer = setTimeout(ask, pollMs);
      } catch {
        // A failed request leaves the states as they were: they are a convenience, the grid works without them.
      }
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [path, key, get, isPending, pollMs, round]);
  return [states, setStates];
}
