import { Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { PROBLEM_TEXT, type FixityFinding } from '../../shared/masters';
import { HeaderRow } from './HeaderRow';
import { when } from './useFixityStatus';

/** Which masters are wrong, how, and since when. */
export function FixityFindings({ findings }: { findings: FixityFinding[] }) {
  return (
    <Table colCount={4} rowCount={findings.length + 1} aria-label="Masters that are not as uploaded">
      <HeaderRow labels={['File', 'What is wrong', 'Since', 'Last checked']} />
      <Tbody>
        {findings.map((finding) => (
          <Tr key={finding.fileId}>
            <Td>
              <Typography fontWeight="bold">{finding.name}</Typography>
              <Typography variant="pi" textColor="neutral600" tag="p">
                {`File ${finding.fileId}, ${finding.url}`}
              </Typography>
            </Td>
            <Td>
              <Typography textColor="danger600">{PROBLEM_TEXT[finding.problem]}</Typography>
              {finding.problem === 'unreadable' && finding.detail && (
                <Typography variant="pi" tag="p">
                  {finding.detail}
                </Typography>
              )}
            </Td>
            <Td>
              <Typography>{when(finding.since)}</Typography>
            </Td>
            <Td>
              <Typography>{when(finding.checkedAt)}</Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
