import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { NavIconButton } from './NavIconButton';

/** Donations happen on an external page, opened safely in a new tab. */
export function DonateIconLink({ href }: { href: string }) {
  return (
    <NavIconButton href={href} target="_blank" rel="noopener noreferrer" aria-label="Donate (opens in a new tab)">
      <VolunteerActivismOutlinedIcon />
    </NavIconButton>
  );
}
