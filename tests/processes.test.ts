/**
 * The launcher's supervisor (scripts/processes.ts) with real child processes and short pauses: a service
 * that crashes once it was ready is started again, after pauses that double up to a ceiling, and the log
 * says so each time; one that fails while starting stops the launcher.
 */
import { supervise, type RestartPolicy } from '../scripts/processes';
import { eventually } from '../frontend/test/support/eventually';

const CRASHING: [string, string[]] = [process.execPath, ['-e', 'process.exit(3)']];

function watch(restarts: RestartPolicy) {
  const lines: string[] = [];
  const note = (line: string) => lines.push(line);
  jest.spyOn(console, 'log').mockImplementation(note);
  jest.spyOn(console, 'warn').mockImplementation(note);
  jest.spyOn(console, 'error').mockImplementation(note);
  let exit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const processes = supervise({ restarts, exit });
  const restartsLogged = () => lines.filter((line) => line.includes('restarting'));
  return { lines, exited, processes, restartsLogged };
}

afterEach(() => jest.restoreAllMocks());

it('starts a crashed service again after pauses that double up to a ceiling, and says so each time', async () => {
  const { processes, exited, restartsLogged, lines } = watch({
    firstDelayMs: 20,
    maxDelayMs: 80,
    stableAfterMs: 60_000,
  });
  processes.start('worker', ...CRASHING, { stdio: 'ignore' }).markReady();
  await eventually(restartsLogged, (logged) => logged.length >= 5, {
    failure: () => `not restarted five times:\n${lines.join('\n')}`,
  });
  processes.stopAll(0);
  expect(await exited).toBe(0);
  expect(restartsLogged().slice(0, 5)).toEqual(
    [0.02, 0.04, 0.08, 0.08, 0.08].map((seconds) => `[folio] worker exited with 3; restarting it in ${seconds} s`),
  );
  expect(lines.filter((line) => line.startsWith('[folio] worker started (pid ')).length).toBeGreaterThanOrEqual(5);
});

it('starts from the first pause again after a service ran long enough', async () => {
  const { processes, exited, restartsLogged, lines } = watch({ firstDelayMs: 20, maxDelayMs: 80, stableAfterMs: 0 });
  processes.start('worker', ...CRASHING, { stdio: 'ignore' }).markReady();
  await eventually(restartsLogged, (logged) => logged.length >= 3, {
    failure: () => `not restarted three times:\n${lines.join('\n')}`,
  });
  processes.stopAll(0);
  await exited;
  expect(restartsLogged().slice(0, 3)).toEqual(Array(3).fill('[folio] worker exited with 3; restarting it in 0.02 s'));
});

it('stops everything, with the exit code, when a service fails while starting', async () => {
  const { processes, exited, restartsLogged, lines } = watch({ firstDelayMs: 20, maxDelayMs: 80, stableAfterMs: 0 });
  const other = processes.start('other', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  other.markReady();
  processes.start('worker', ...CRASHING, { stdio: 'ignore' });
  expect(await exited).toBe(3);
  expect(lines).toContain('[folio] worker exited with 3 while starting');
  // The other service was stopped with it, not restarted.
  expect(lines.some((line) => line.startsWith('[folio] other') && line.includes('exited'))).toBe(false);
  expect(restartsLogged()).toEqual([]);
});
