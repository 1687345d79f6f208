// The load generator's own process (see load.ts), which also reports the second of the run of each timeout.
import autocannon from 'autocannon';

process.once('message', (options: autocannon.Options) => {
  const startedAt = Date.now();
  const timeoutAt: number[] = [];
  const instance = autocannon(options, (error, result) => {
    if (error) process.send!({ error: error.message }, () => process.exit(1));
    else process.send!({ result, timeoutAt }, () => process.exit(0));
  });
  instance.on('reqError', (error: Error) => {
    if (error.message === 'request timed out') timeoutAt.push(Math.floor((Date.now() - startedAt) / 1000));
  });
});
