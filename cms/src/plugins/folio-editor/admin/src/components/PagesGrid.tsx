import * as React from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { inNameSeriesOrder, nameSeries, withAddedInNameOrder } from '@folio/core';
import { useForm } from '@strapi/admin/strapi-admin';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { styled } from 'styled-components';
import { DEEP_ZOOM_POLL_MS, deepZoomLabel, isDeepZoomPending, type DeepZoomState } from '../../../shared/deep-zoom';
import type { PageTextState } from '../../../shared/page-text';
import { PageTextControls, usePageTexts } from './PageText';
import { usePolledStates } from './usePolledStates';

interface Asset {
  id: number;
  name: string;
  url: string;
  mime?: string;
  formats?: Partial<Record<'thumbnail' | 'medium' | 'large', { url: string }>> | null;
}

interface PagesGridProps {
  field: string;
  one: string;
  many: string;
}

declare global {
  interface Window {
    strapi?: { backendURL?: string };
  }
}

/** Uploads on the local provider have a path; the admin may be served from another origin than the CMS. */
const absolute = (url: string) => (url.startsWith('/') ? `${window.strapi?.backendURL ?? ''}${url}` : url);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.div<{ $dragging: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.colors.neutral200};
  background: ${({ theme }) => theme.colors.neutral0};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'grab')};
  touch-action: none;
  box-shadow: ${({ $dragging, theme }) => ($dragging ? `0 0 0 2px ${theme.colors.primary600}` : 'none')};
  z-index: ${({ $dragging }) => ($dragging ? 1 : 0)};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
    outline-offset: 2px;
  }

  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.colors.neutral100};
    pointer-events: none;
  }
`;

/** Under the image, never over it: the page's number and a mark for its deep zoom state. */
const Caption = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 4px 2px;
  font-size: 1.1rem;
  line-height: 1.6rem;
  color: ${({ theme }) => theme.colors.neutral700};
`;

const MARKS: Record<DeepZoomState['status'], string> = { done: '✓', queued: '…', running: '…', failed: '!', none: '' };

const DeepZoomMark = styled.span<{ $status: DeepZoomState['status'] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.4rem;
  height: 1.4rem;
  border-radius: 50%;
  font-size: 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.neutral0};
  background: ${({ $status, theme }) =>
    $status === 'failed'
      ? theme.colors.danger600
      : $status === 'done'
        ? theme.colors.success600
        : theme.colors.neutral500};
`;

function useDeepZoom(ids: number[]): Map<number, DeepZoomState> {
  const [states] = usePolledStates<DeepZoomState>('/iiif/status', ids, isDeepZoomPending, DEEP_ZOOM_POLL_MS);
  return React.useMemo(() => new Map(states.map((state) => [state.fileId, state])), [states]);
}

interface PageTileProps {
  id: UniqueIdentifier;
  asset: Asset;
  position: number;
  label: string;
  disabled: boolean;
  deepZoom?: DeepZoomState;
  text?: PageTextState;
  onTextChange: (state: PageTextState) => void;
}

function PageTile({ id, asset, position, label, disabled, deepZoom, text, onTextChange }: PageTileProps) {
  const badge = deepZoomLabel(deepZoom?.status);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const thumbnail = asset.formats?.thumbnail?.url ?? asset.url;
  return (
    <li>
      <Tile
        ref={setNodeRef}
        $dragging={isDragging}
        $disabled={disabled}
        style={{ transform: CSS.Transform.toString(transform), transition }}
        {...attributes}
        {...listeners}
        aria-label={`${label} ${position}: ${asset.name}${badge ? `, ${badge}` : ''}`}
        title={deepZoom?.error ? `${asset.name}: ${badge} (${deepZoom.error})` : asset.name}
      >
        {asset.mime?.startsWith('image/') !== false ? <img src={absolute(thumbnail)} alt="" loading="lazy" /> : null}
        <Caption aria-hidden>
          <span>{position}</span>
          {badge && deepZoom ? (
            <DeepZoomMark $status={deepZoom.status} title={badge}>
              {MARKS[deepZoom.status]}
            </DeepZoomMark>
          ) : null}
        </Caption>
      </Tile>
      {text ? (
        <PageTextControls
          fileId={asset.id}
          fileName={asset.name}
          imageUrl={absolute(asset.formats?.large?.url ?? asset.formats?.medium?.url ?? asset.url)}
          position={position}
          state={text}
          onChange={onTextChange}
        />
      ) : null}
    </li>
  );
}

/** dnd-kit is the sortable library Strapi's own admin ships; a move changes the form's value, so Save stores it. */
export function PagesGrid({ field, one, many }: PagesGridProps) {
  // Outside an edit form (nothing to reorder) the grid shows nothing rather than failing the page.
  const value = useForm('PagesGrid', (form) => (form.values as Record<string, unknown>)[field], false);
  const onChange = useForm('PagesGrid', (form) => form.onChange, false);
  const disabled = useForm('PagesGrid', (form) => form.disabled, false) ?? true;
  const modified = useForm('PagesGrid', (form) => form.modified, false) ?? false;
  const [status, setStatus] = React.useState('');
  const assets = React.useMemo(() => (Array.isArray(value) ? (value as Asset[]) : []), [value]);
  const ids = React.useMemo(() => assets.map((asset) => asset.id), [assets]);
  const deepZoom = useDeepZoom(ids);
  const texts = usePageTexts(ids);

  // The media dialog puts added files first, in the order their uploads end; they go last in their names' order,
  // as pages from a PDF are, but only for an editor's addition, never the order as loaded.
  const shownIds = React.useRef<number[] | null>(null);
  React.useEffect(() => {
    const before = shownIds.current;
    shownIds.current = ids;
    if (!before || !modified || disabled) return;
    const ordered = withAddedInNameOrder(before, assets);
    if (!ordered) return;
    onChange?.(field, ordered);
    const added = ordered.filter((asset) => !before.includes(asset.id)).length;
    setStatus(`${count(added, one, many)} added after the others, in file name order.`);
  }, [ids, assets, modified, disabled, onChange, field, one, many]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const Label = one.charAt(0).toUpperCase() + one.slice(1);
  const sortHelpId = React.useId();

  const describe = React.useCallback(
    (id: UniqueIdentifier) => {
      const index = ids.indexOf(id as number);
      return `${one} ${assets[index]?.name ?? ''}`.trim();
    },
    [assets, ids, one],
  );
  const position = (id: UniqueIdentifier | undefined) => `position ${ids.indexOf(id as number) + 1} of ${ids.length}`;
  // dnd-kit reports the picked-up image as over its own place first; that is not announced as a move.
  const moved = React.useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${describe(active.id)} at ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return over
        ? `${describe(active.id)} is over ${position(over.id)}.`
        : `${describe(active.id)} is not over a place.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${describe(active.id)} at ${position(over.id)}.` : `Dropped ${describe(active.id)}.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${describe(active.id)} stays at ${position(active.id)}.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as number);
    const to = ids.indexOf(over.id as number);
    if (from < 0 || to < 0) return;
    onChange?.(field, arrayMove(assets, from, to));
  };

  const sortByName = () => {
    onChange?.(field, inNameSeriesOrder(assets));
    const series = nameSeries(assets);
    setStatus(
      series.length === 1
        ? `${Label}s put in file name order.`
        : `${Label}s put in file name order within each series of names, the series kept in place: ${series
            .map((files) => `${count(files.length, one, many)} like ${files[0].name}`)
            .join(', then ')}.`,
    );
  };

  if (assets.length === 0) {
    return (
      <Typography variant="pi" textColor="neutral600">
        {`No ${many} yet: add them in the ${Label}s field.`}
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="omega" fontWeight="semiBold" tag="p">
        {count(assets.length, one, many)}
      </Typography>
      {disabled ? null : (
        <Typography variant="pi" textColor="neutral600" tag="p">
          Drag a {one} to move it, or focus it and press Space, then the arrow keys, then Space again.
        </Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: `To move this ${one}, press Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
          <Grid aria-label={`${Label}s in order`}>
            {assets.map((asset, index) => (
              <PageTile
                key={asset.id}
                id={asset.id}
                asset={asset}
                position={index + 1}
                label={Label}
                disabled={disabled}
                deepZoom={deepZoom.get(asset.id)}
                text={texts.states.get(asset.id)}
                onTextChange={texts.update}
              />
            ))}
          </Grid>
        </SortableContext>
      </DndContext>
      {disabled || assets.length < 2 ? null : (
        <Flex direction="column" alignItems="flex-start" gap={1}>
          <Button type="button" variant="tertiary" size="S" onClick={sortByName} aria-describedby={sortHelpId}>
            Sort by file name
          </Button>
          <Typography id={sortHelpId} variant="pi" textColor="neutral600" tag="p">
            {`Orders each series of file names by its numbers; ${many} added later, such as from a PDF, stay after the ${many} before them.`}
          </Typography>
        </Flex>
      )}
      <Box
        aria-live="polite"
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {status}
      </Box>
    </Flex>
  );
}
