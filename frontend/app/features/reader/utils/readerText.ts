import { capitalize } from '@folio/core';

/**
 * Every text the reader shows or announces. Scans read in pages; an archive gallery holds images,
 * so the same reader speaks of "image 3" there.
 */
export type ReaderNoun = 'page' | 'image';

export function readerText(title: string, noun: ReaderNoun = 'page') {
  const Noun = capitalize(noun);
  return {
    region: `${title}: reader`,
    list: `${Noun}s`,
    thumbnails: `${Noun} thumbnails`,
    alt: (page: number) => `${title}, ${noun} ${page}`,
    previous: `Previous ${noun}`,
    next: `Next ${noun}`,
    goTo: (page: number) => `Go to ${noun} ${page}`,
    zoom: (page: number) => `Zoom in on ${noun} ${page}`,
    download: (page: number) => `Download ${noun} ${page} at full resolution`,
    spreadToggle: `Two-${noun} spread`,
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    position: (spread: number[], pageCount: number) =>
      spread.length > 1
        ? `${Noun}s ${spread[0]} and ${spread[spread.length - 1]} of ${pageCount}`
        : `${Noun} ${spread[0]} of ${pageCount}`,
    jumpLabel: Noun,
    jumpOf: (pageCount: number) => `of ${pageCount}`,
    zoomDialog: (page: number) => `${title}, ${noun} ${page}`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomFit: 'Fit to screen',
    zoomClose: 'Close zoom',
    zoomHint: `Drag, pinch or use the arrow keys to move around; + and − zoom; Page Up and Page Down turn ${noun}s; Esc closes.`,
    zoomViewer: (page: number) => `${Noun} ${page} at full detail`,
    zoomLoading: 'Loading the full-detail view…',
    zoomFailed: `This ${noun} could not be loaded just now. Please try again in a moment.`,
    selectRegion: 'Select a region to cite',
    citeView: 'Cite the part in view',
    selectRegionHint: `Drag over the ${noun} to select the region to cite, or zoom and move to it and choose “Cite the part in view”.`,
    // Search inside the entry and the text of its pages.
    search: noun === 'page' ? 'Search in this scan' : 'Search in these images',
    searchSubmit: 'Search',
    searchClear: 'Clear the search',
    searching: 'Searching…',
    searchFailed: 'The search could not be run just now. Please try again in a moment.',
    searchResults: 'Results',
    /** "3 pages contain “gabardine”", "1 page contains “gabardine”", "No page contains “gabardine”". */
    searchCount: (count: number, query: string) =>
      count === 0
        ? `No ${noun} contains “${query}”`
        : `${count} ${count === 1 ? `${noun} contains` : `${noun}s contain`} “${query}”`,
    hit: (page: number) => `${Noun} ${page}`,
    searchLanding: (query: string, page: number, marks: number) =>
      `${Noun} ${page}: zoomed in on “${query}”, highlighted${marks > 1 ? `, with ${marks - 1} more found on the ${noun}` : ''}.`,
    hitPosition: (index: number, count: number) => `Result ${index} of ${count}`,
    previousHit: 'Previous result',
    nextHit: 'Next result',
    pageText: (page: number) => `Text of this ${noun} (${noun} ${page})`,
    pageTextSummary: `Text of this ${noun}`,
    noPageText: `No text has been read from this ${noun} yet.`,
    pageTextLoading: 'Loading the text…',
    help: {
      heading: 'Keyboard shortcuts',
      reader: {
        previous: `Previous ${noun}`,
        next: `Next ${noun}`,
        first: `First ${noun}`,
        last: `Last ${noun}`,
        zoom: `Zoom in on the ${noun} (the left one in a spread)`,
        spread: `Two-${noun} spread on or off`,
        fullscreen: 'Full screen on or off',
      },
      zoomHeading: 'In the zoom view',
      zoom: {
        zoomIn: 'Zoom in',
        zoomOut: 'Zoom out',
        fit: 'Fit to screen',
        panLeft: 'Move left',
        panRight: 'Move right',
        panUp: 'Move up',
        panDown: 'Move down',
        previousPage: `Previous ${noun}, staying zoomed`,
        nextPage: `Next ${noun}, staying zoomed`,
        close: 'Close the zoom view',
      },
      touch: `On a touch screen, swipe left or right to turn ${noun}s, and pinch or drag in the zoom view.`,
    },
  };
}

export type ReaderText = ReturnType<typeof readerText>;
