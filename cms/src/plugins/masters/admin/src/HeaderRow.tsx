import { Th, Thead, Tr, Typography } from '@strapi/design-system';

/** A table's column headings. */
export function HeaderRow({ labels }: { labels: string[] }) {
  return (
    <Thead>
      <Tr>
        {labels.map((label) => (
          <Th key={label}>
            <Typography variant="sigma">{label}</Typography>
          </Th>
        ))}
      </Tr>
    </Thead>
  );
}
