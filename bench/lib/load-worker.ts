/**
 * The load generator's own process (see load.ts): receives autocannon's options over IPC, runs them
 * and sends back the result.
 */
import autocannon from 'autocannon';

process.once('message', (options: autocannon.Options) => {
  autocannon(options).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (error: Error) => process.send!({ error: error.message }, () => process.exit(1)),
  );
});
