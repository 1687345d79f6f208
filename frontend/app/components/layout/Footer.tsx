import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONTENT_MAX_WIDTH_PX, type SocialLink } from '@folio/core';
import { Link as RouterLink } from 'react-router';
import { useContactLauncher } from '../../lib/contactLauncher';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SocialLinksPopup } from './SocialLinksPopup';

export type FooterVariant = 'default' | 'error';

interface FooterProps {
  siteName: string;
  donateUrl: string | null;
  socialLinks: SocialLink[];
  /** Error pages are short: their footer drops the scroll-to-top button and sits in a quieter colour. */
  variant?: FooterVariant;
}

export default function Footer({ siteName, donateUrl, socialLinks, variant = 'default' }: FooterProps) {
  const openContact = useContactLauncher();
  const isError = variant === 'error';
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: isError ? 'grey.100' : 'primary.main',
        color: isError ? 'text.primary' : 'primary.contrastText',
        mt: 'auto',
      }}
    >
      <Box
        sx={{
          maxWidth: CONTENT_MAX_WIDTH_PX,
          mx: 'auto',
          px: 2,
          py: isError ? 2 : 4,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box
          component="nav"
          aria-label="Footer"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Button color="inherit" component={RouterLink} to="/contributors">
            ABOUT
          </Button>
          {openContact && (
            <Button color="inherit" onClick={() => openContact('general')}>
              CONTACT
            </Button>
          )}
          {/* The spec's SITE IMPROVEMENTS form needs a door of its own: bug reports and feedback. */}
          {openContact && (
            <Button color="inherit" onClick={() => openContact('site improvements')}>
              FEEDBACK
            </Button>
          )}
          {donateUrl && (
            <Button color="inherit" href={donateUrl} target="_blank" rel="noopener noreferrer">
              DONATE
            </Button>
          )}
          <SocialLinksPopup links={socialLinks} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" component="p">
          © {siteName}
        </Typography>
        {!isError && <ScrollToTopButton />}
      </Box>
    </Box>
  );
}
