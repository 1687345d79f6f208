import http from 'node:http';

export interface Answer {
  status: number;
  /** performance.now() when the whole answer had been read. */
  at: number;
  /** The connection it came over, so a test can tell a kept connection from a new one. */
  socket: object;
}

/** A GET over the given agent (`false`: a connection of its own), timed to the end of its answer. */
export function getOver(
  agent: http.Agent | false,
  { port, path, headers = {} }: { port: number; path: string; headers?: http.OutgoingHttpHeaders },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
        // Taken now: the agent takes the connection back once the answer has been read.
        const socket = response.socket;
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, at: performance.now(), socket }));
      })
      .on('error', reject);
  });
}
