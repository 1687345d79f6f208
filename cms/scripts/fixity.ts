/** `npm run fixity`: reads every master back; exits 1 when one changed, vanished or could not be read. */
import { runCommand } from './lib/command';

const lines = (report: {
  checked: number;
  recorded: number;
  changed: number;
  missing: number;
  unreadable: number;
  found: { fileId: number; name: string; url: string; problem: string; detail: string | null }[];
}) => [
  `[fixity] ${report.checked} master(s) read back: ${report.changed} changed, ${report.missing} missing, ` +
    `${report.unreadable} unreadable` +
    (report.recorded > 0 ? `; ${report.recorded} had no SHA-256 yet and got the one of their stored bytes` : ''),
  ...report.found.map(
    ({ fileId, name, url, problem, detail }) =>
      `[fixity] ${problem.toUpperCase()} file ${fileId} "${name}" (${url})${detail ? `: ${detail}` : ''}`,
  ),
];

// Only the check is wanted here: tile and text jobs wait for the CMS.
runCommand({ tiles: false, ocr: false }, async ({ strapi, fromDist }) => {
  const { mastersService } = fromDist<typeof import('../src/plugins/masters/server/services/access')>(
    'src/plugins/masters/server/services/access',
  );
  const started = Date.now();
  const report = await mastersService(strapi, 'fixity').check({ trigger: 'command' });
  for (const line of lines(report)) console.log(line);
  console.log(`[fixity] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return report.found.length > 0 ? 1 : 0;
});
