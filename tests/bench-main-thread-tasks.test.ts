/**
 * The Lighthouse bench reads each run's trace for the page's own work after its first paint: tasks
 * measured by CPU time as well as by wall time, so that a task the machine preempted is told apart
 * from a task that is long by itself.
 */
import { mainThreadBlocking, type TraceEvent } from '../bench/lib/mainThreadTasks';

const PAGE = 10;
const MAIN = 1;
const OTHER_RENDERER = 20;

/** A task of the page's main thread at `startMs`, `wallMs` long, of which `cpuMs` running. */
const task = (startMs: number, wallMs: number, cpuMs: number, pid = PAGE, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const trace = (...tasks: TraceEvent[]): TraceEvent[] => [
  { name: 'thread_name', ph: 'M', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: OTHER_RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  {
    name: 'navigationStart',
    ph: 'R',
    pid: PAGE,
    tid: MAIN,
    ts: 0,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:3000/scans' } },
  },
  { name: 'firstContentfulPaint', ph: 'R', pid: PAGE, tid: MAIN, ts: 200_000 },
  ...tasks,
];

it('counts a preempted task as long by wall time only, and a long task by both', () => {
  const result = mainThreadBlocking(
    trace(
      task(250, 25, 1), // descheduled: 100 ms at 4x by wall time, 4 ms by CPU time
      task(300, 20, 20), // long by itself: 80 ms at 4x either way
    ),
  );
  expect(result).toEqual({
    wallBlockingMs: 50 + 30,
    cpuBlockingMs: 30,
    longestTaskCpuMs: 20,
    runningShare: 21 / 45,
    longestBeforePaint: null,
  });
});

it('leaves out tasks before the first paint, nested tasks and other threads and processes', () => {
  const result = mainThreadBlocking(
    trace(
      task(100, 60, 60), // before the first paint
      task(400, 30, 30),
      task(410, 15, 15), // runs inside the task above (a nested run loop)
      task(500, 40, 40, OTHER_RENDERER), // another page's renderer
      task(500, 40, 40, PAGE, 2), // another thread of the page's renderer
    ),
  );
  expect(result).toMatchObject({ wallBlockingMs: 70, cpuBlockingMs: 70, longestTaskCpuMs: 30, runningShare: 1 });
});

it('names the longest task before the first paint by its longest inner event', () => {
  const inner = (name: string, startMs: number, wallMs: number): TraceEvent => ({
    ...task(startMs, wallMs, wallMs),
    name,
  });
  const result = mainThreadBlocking(
    trace(
      task(20, 30, 6), // the document's commit, mostly waiting
      inner('DocumentLoader::CommitNavigation', 21, 28),
      inner('DocumentLoader::StartLoadingResponse', 30, 19),
      task(80, 12, 12),
      inner('Layout', 81, 11),
      task(120, 40, 40, PAGE, 2), // another thread
      task(300, 35, 35), // after the first paint
    ),
  );
  expect(result?.longestBeforePaint).toEqual({ wallMs: 30, cpuMs: 6, name: 'DocumentLoader::CommitNavigation' });
});

it('says nothing of a trace without the page load or its first paint', () => {
  expect(mainThreadBlocking(trace().filter((event) => event.name !== 'navigationStart'))).toBeNull();
  expect(mainThreadBlocking(trace().filter((event) => event.name !== 'firstContentfulPaint'))).toBeNull();
});
