import { useId, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type { CompareSide } from '../api/comparePage.server';
import { COMPARE_PATH, SIDES, compareSearch, formatSide, type Side } from '../compareParams';
import { ZOOM_STEP } from '../../../lib/viewKeys';
import { type CompareViewerHandle, CompareViewer, sameView } from './CompareViewer';

interface Choice {
  path: string;
  label: string;
}

interface ComparePageProps {
  sides: Record<Side, CompareSide | null>;
  choices: Choice[];
}

const SIDE_NAME: Record<Side, string> = { left: 'Left', right: 'Right' };
const otherOf = (side: Side): Side => (side === 'left' ? 'right' : 'left');

/** Two pages side by side, each zoomable; on request a move on one side is made on the other too. */
export function ComparePage({ sides, choices }: ComparePageProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [together, setTogether] = useState(false);
  const viewers = { left: useRef<CompareViewerHandle | null>(null), right: useRef<CompareViewerHandle | null>(null) };
  const togetherRef = useRef(together);
  togetherRef.current = together;

  const hintId = useId();
  const showing = useRef(false);
  const follow = (from: Side) => {
    // A change raised while the other side is being set (between its zoom and its pan) is that setting's own.
    if (!togetherRef.current || showing.current) return;
    const view = viewers[from].current?.view();
    const other = viewers[otherOf(from)].current;
    const otherView = other?.view();
    if (!view || !other || !otherView || sameView(view, otherView)) return;
    // The other side's own change event, a frame later, then finds both alike and stops there.
    showing.current = true;
    try {
      other.show(view);
    } finally {
      showing.current = false;
    }
  };
  const turn = (side: Side, page: number) => {
    const current = sides[side];
    if (!current || page < 1 || page > current.entry.pages.length) return;
    const next = new URLSearchParams(searchParams);
    next.set(side, formatSide({ path: current.entry.path, page }));
    next.delete(`${side}Page`);
    void navigate({ search: compareSearch(next) }, { replace: true, preventScrollReset: true });
  };

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={together}
            onChange={(event) => {
              setTogether(event.target.checked);
              togetherRef.current = event.target.checked;
              if (event.target.checked) follow('left');
            }}
          />
        }
        label="Keep zoom and pan together"
      />
      <Typography id={hintId} variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        On a page: drag, scroll or use the arrow keys to move around; + and − zoom; 0 fits it.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        {SIDES.map((side) => (
          <ComparePane
            key={side}
            side={side}
            shown={sides[side]}
            other={sides[otherOf(side)]}
            choices={choices}
            viewer={viewers[side]}
            hintId={hintId}
            reducedMotion={reducedMotion}
            onTurn={(page) => turn(side, page)}
            onViewChange={() => follow(side)}
            // A page turned to while they are kept together opens on the other side's view.
            onOpen={() => follow(otherOf(side))}
          />
        ))}
      </Box>
    </Box>
  );
}

interface ComparePaneProps {
  side: Side;
  shown: CompareSide | null;
  other: CompareSide | null;
  choices: Choice[];
  viewer: React.RefObject<CompareViewerHandle | null>;
  hintId: string;
  reducedMotion: boolean;
  onTurn: (page: number) => void;
  onViewChange: () => void;
  onOpen: () => void;
}

function ComparePane({
  side,
  shown,
  other,
  choices,
  viewer,
  hintId,
  reducedMotion,
  onTurn,
  onViewChange,
  onOpen,
}: ComparePaneProps) {
  const headingId = useId();
  const name = SIDE_NAME[side];
  const otherSide = otherOf(side);
  const page = shown?.page ?? 1;
  const image = shown?.entry.pages[page - 1];
  const noun = shown?.entry.kind === 'archives' ? 'image' : 'page';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {name}:{' '}
        {shown ? (
          <Link component={RouterLink} to={`${shown.entry.path}${page > 1 ? `?page=${page}` : ''}`}>
            {shown.entry.title}
          </Link>
        ) : (
          'choose a page'
        )}
        {shown && ` – ${shown.entry.designerOrBrand}`}
      </Typography>
      {shown && image && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            <IconButton
              aria-label={`Previous ${noun}, ${name.toLowerCase()}`}
              disabled={page <= 1}
              onClick={() => onTurn(page - 1)}
            >
              <NavigateBeforeIcon />
            </IconButton>
            <Typography variant="body2" aria-live="polite">
              {noun === 'page' ? 'Page' : 'Image'} {page} of {shown.entry.pages.length}
            </Typography>
            <IconButton
              aria-label={`Next ${noun}, ${name.toLowerCase()}`}
              disabled={page >= shown.entry.pages.length}
              onClick={() => onTurn(page + 1)}
            >
              <NavigateNextIcon />
            </IconButton>
            <IconButton
              aria-label={`Zoom out, ${name.toLowerCase()}`}
              onClick={() => viewer.current?.move({ zoomBy: 1 / ZOOM_STEP })}
            >
              <ZoomOutIcon />
            </IconButton>
            <IconButton
              aria-label={`Zoom in, ${name.toLowerCase()}`}
              onClick={() => viewer.current?.move({ zoomBy: ZOOM_STEP })}
            >
              <ZoomInIcon />
            </IconButton>
            <IconButton aria-label={`Fit to screen, ${name.toLowerCase()}`} onClick={() => viewer.current?.move('fit')}>
              <FitScreenIcon />
            </IconButton>
          </Box>
          <CompareViewer
            key={`${shown.entry.path}:${page}`}
            tiles={image.deepZoom ? `/iiif/image/${encodeURIComponent(image.deepZoom)}` : null}
            imageUrl={image.url}
            label={`${shown.entry.title}, ${noun} ${page}`}
            hintId={hintId}
            reducedMotion={reducedMotion}
            onViewChange={onViewChange}
            onOpen={onOpen}
            handleRef={viewer}
          />
        </>
      )}
      <form method="get" action={COMPARE_PATH}>
        {other && (
          <input type="hidden" name={otherSide} value={formatSide({ path: other.entry.path, page: other.page })} />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 2 }}>
          <TextField
            select
            name={side}
            label={`Entry, ${name.toLowerCase()}`}
            defaultValue={shown ? formatSide({ path: shown.entry.path, page: 1 }) : ''}
            size="small"
            sx={{ minWidth: 260, flex: 1 }}
            slotProps={{ select: { native: true } }}
          >
            {!shown && <option value="">Choose an entry</option>}
            {choices.map((choice) => (
              <option key={choice.path} value={formatSide({ path: choice.path, page: 1 })}>
                {choice.label}
              </option>
            ))}
          </TextField>
          <TextField
            name={`${side}Page`}
            label={`${noun === 'page' ? 'Page' : 'Image'}, ${name.toLowerCase()}`}
            defaultValue={String(page)}
            size="small"
            sx={{ width: 90 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
          <Button type="submit" variant="outlined">
            Show {name.toLowerCase()}
          </Button>
        </Box>
      </form>
    </Box>
  );
}
