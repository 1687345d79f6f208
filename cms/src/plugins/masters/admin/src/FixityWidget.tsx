import { Flex, Typography } from '@strapi/design-system';
import { Widget } from '@strapi/admin/strapi-admin';
import { PROBLEM_TEXT } from '../../shared/masters';
import { summaryOf, useFixityStatus, when } from './useFixityStatus';

const LISTED = 5;

/** On the admin's home page: whether every master is as uploaded, and which are not since when. */
export function FixityWidget() {
  const { status, failed } = useFixityStatus();
  if (failed) return <Widget.Error>{`The check of the masters could not be read: ${failed}`}</Widget.Error>;
  if (!status) return <Widget.Loading>Reading the check of the masters…</Widget.Loading>;
  const { findings } = status;
  return (
    <Flex direction="column" alignItems="flex-start" gap={2} role="status">
      <Typography textColor={findings.length > 0 ? 'danger600' : 'neutral800'} fontWeight="semiBold">
        {summaryOf(status)}
      </Typography>
      {findings.length > 0 && (
        <ul>
          {findings.slice(0, LISTED).map((finding) => (
            <li key={finding.fileId}>
              <Typography variant="pi">
                {`${finding.name}: ${PROBLEM_TEXT[finding.problem].toLowerCase()}, since ${when(finding.since)}`}
              </Typography>
            </li>
          ))}
          {findings.length > LISTED && (
            <li>
              <Typography variant="pi">{`and ${findings.length - LISTED} more, listed on the Masters page`}</Typography>
            </li>
          )}
        </ul>
      )}
    </Flex>
  );
}
