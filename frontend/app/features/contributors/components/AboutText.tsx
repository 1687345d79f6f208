import Typography from '@mui/material/Typography';

/** The About text from the CMS: paragraphs separated by blank lines, line breaks kept. */
export function AboutText({ body }: { body: string }) {
  return (
    <>
      {body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 2, maxWidth: 720, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
    </>
  );
}
