// Read by CPU time as well: a busy machine's descheduled renderer turns pauses into long tasks (docs/decisions/060).

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, in µs. */
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Lighthouse's mobile preset: the observed trace is simulated on a CPU this many times slower. */
export const CPU_SLOWDOWN = 4;
/** A task blocks input for what it runs beyond this (the definition of TBT). */
const LONG_TASK_MS = 50;

export interface MainThreadBlocking {
  /** Blocking time after the first paint, each task's wall time times CPU_SLOWDOWN (as Lighthouse simulates). */
  wallBlockingMs: number;
  cpuBlockingMs: number;
  longestTaskCpuMs: number;
  runningShare: number;
  /** Named because the simulation can place its end after the simulated FCP and count its tail as blocking. */
  longestBeforePaint: { wallMs: number; cpuMs: number; /** Its longest inner event. */ name: string } | null;
}

const blocking = (taskMs: number) => Math.max(0, taskMs * CPU_SLOWDOWN - LONG_TASK_MS);

export function mainThreadBlocking(events: TraceEvent[]): MainThreadBlocking | null {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.pid === navigation.pid && event.args?.name === 'CrRendererMain',
  );
  if (!firstPaint || !mainThread) return null;

  const onMainThread = events.filter(
    (event) => event.ph === 'X' && event.pid === mainThread.pid && event.tid === mainThread.tid,
  );
  const runTasks = onMainThread.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  let wallBlockingMs = 0;
  let cpuBlockingMs = 0;
  let longestTaskCpuMs = 0;
  let totalWallMs = 0;
  let totalCpuMs = 0;
  let topLevelEnd = -Infinity;
  for (const task of runTasks.filter((runTask) => runTask.ts >= firstPaint.ts)) {
    if (task.ts < topLevelEnd) continue; // a task run inside another (a nested run loop) counts once
    topLevelEnd = end(task);
    wallBlockingMs += blocking(wallMs(task));
    cpuBlockingMs += blocking(cpuMs(task));
    longestTaskCpuMs = Math.max(longestTaskCpuMs, cpuMs(task));
    totalWallMs += wallMs(task);
    totalCpuMs += cpuMs(task);
  }
  return {
    wallBlockingMs,
    cpuBlockingMs,
    longestTaskCpuMs,
    runningShare: totalWallMs ? totalCpuMs / totalWallMs : 1,
    longestBeforePaint: longestBeforePaint(runTasks, onMainThread, navigation.ts, firstPaint.ts),
  };
}

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
const wallMs = (event: TraceEvent) => (event.dur ?? 0) / 1000;
const cpuMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
const longestOf = (events: TraceEvent[]) =>
  events.reduce<TraceEvent | undefined>(
    (longest, event) => (!longest || (event.dur ?? 0) > (longest.dur ?? 0) ? event : longest),
    undefined,
  );

function longestBeforePaint(
  runTasks: TraceEvent[],
  onMainThread: TraceEvent[],
  navigation: number,
  firstPaint: number,
) {
  const task = longestOf(runTasks.filter((runTask) => runTask.ts >= navigation && runTask.ts < firstPaint));
  if (!task) return null;
  const inner = longestOf(
    onMainThread.filter((event) => event.name !== 'RunTask' && event.ts >= task.ts && end(event) <= end(task)),
  );
  return { wallMs: wallMs(task), cpuMs: cpuMs(task), name: inner?.name ?? 'RunTask' };
}
