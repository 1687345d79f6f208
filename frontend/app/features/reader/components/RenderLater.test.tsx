import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import { RenderLater } from './RenderLater';

/** Notes, when its commit lays out, how many marks the document then holds. */
function Mark({ name, seen }: { name: string; seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(`${name}: ${document.querySelectorAll('[data-mark]').length}`);
  }, [name, seen]);
  return <span data-mark={name} />;
}

describe('RenderLater', () => {
  it('commits its children after its own commit, each nested level one commit later', () => {
    const seen: string[] = [];
    render(
      <>
        <Mark name="page" seen={seen} />
        <RenderLater>
          <Mark name="controls" seen={seen} />
          <RenderLater>
            <Mark name="thumbnails" seen={seen} />
          </RenderLater>
        </RenderLater>
      </>,
    );
    // Had a level come in the same commit as the one before, that one would have counted its marks too.
    expect(seen).toEqual(['page: 1', 'controls: 2', 'thumbnails: 3']);
  });
});
