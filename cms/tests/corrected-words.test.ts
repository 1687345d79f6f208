/** An editor's text laid over the recogniser's words (src/plugins/ocr/server/recognition/corrected-words.ts). */
import type { PageWord } from '@folio/core';
import { placeCorrectedWords } from '../src/plugins/ocr/server/recognition/corrected-words';

const word = (t: string, x: number, y = 0.1, c = 80): PageWord => ({ t, x, y, w: 0.1, h: 0.02, c });
const READ = [
  word('Maison', 0.1),
  word('Vionet', 0.25),
  word('Paris.', 0.4),
  word('Al', 0.1, 0.2),
  word('1932', 0.25, 0.2),
];

const round = (value: number) => +value.toFixed(4);
const boxOf = ({ t, x, y, w, h }: PageWord) => ({ t, x: round(x), y: round(y), w: round(w), h: round(h) });

describe('a corrected text on the recogniser’s boxes', () => {
  it('keeps the words that did not change, with their boxes and confidence, and takes the editor’s spelling', () => {
    expect(placeCorrectedWords(READ, 'maison VIONET\nParis. Al 1932')).toEqual([
      { ...READ[0], t: 'maison' },
      { ...READ[1], t: 'VIONET' },
      ...READ.slice(2),
    ]);
  });

  it('puts a corrected word on the box of the word it replaces', () => {
    const placed = placeCorrectedWords(READ, 'Maison Vionnet Paris. Alt 1932');
    expect(placed.map(boxOf)).toEqual(READ.map(boxOf).map((box, index) => ({ ...box, t: placed[index].t })));
    expect(placed.map((entry) => entry.t)).toEqual(['Maison', 'Vionnet', 'Paris.', 'Alt', '1932']);
    expect(placed[1].c).toBe(100);
    expect(placed[0].c).toBe(80);
  });

  it('splits a box between the words a run-together reading held, and joins the boxes of a word read in pieces', () => {
    const split = placeCorrectedWords([word('MaisonVionet', 0.1)], 'Maison Vionet');
    expect(split.map(boxOf)).toEqual([
      { t: 'Maison', x: 0.1, y: 0.1, w: 0.0462, h: 0.02 },
      { t: 'Vionet', x: 0.1538, y: 0.1, w: 0.0462, h: 0.02 },
    ]);
    const joined = placeCorrectedWords([word('Vio', 0.1), word('net', 0.21)], 'Vionet');
    expect(joined.map(boxOf)).toEqual([{ t: 'Vionet', x: 0.1, y: 0.1, w: 0.21, h: 0.02 }]);
  });

  it('keeps a joined word on one line when the pieces it replaces sit on two', () => {
    const [placed] = placeCorrectedWords([word('Vionet', 0.8, 0.1), word('Paris', 0.1, 0.2)], 'VionetParis');
    expect(placed.y).toBe(0.1);
    expect(placed.x).toBeCloseTo(0.8);
  });

  it('gives no box to a word the recogniser did not read at all, and drops the words the editor deleted', () => {
    expect(placeCorrectedWords(READ, 'Maison Vionet, Paris. 1932 Spring').map((entry) => entry.t)).toEqual([
      'Maison',
      'Vionet,',
      'Paris.',
      '1932',
    ]);
    expect(placeCorrectedWords([], 'Spring collection')).toEqual([]);
    expect(placeCorrectedWords(READ, '')).toEqual([]);
  });

  it('puts a corrected word on the misread word it is most like when the editor also typed words the recogniser missed', () => {
    const placed = placeCorrectedWords([word('Maison', 0.1), word('Vionet', 0.32)], 'Maison Vionnet\nSpring 1932');
    expect(placed.map(boxOf)).toEqual([
      { t: 'Maison', x: 0.1, y: 0.1, w: 0.1, h: 0.02 },
      { t: 'Vionnet', x: 0.32, y: 0.1, w: 0.1, h: 0.02 },
    ]);
    const before = placeCorrectedWords([word('Maison', 0.1), word('Vionet', 0.32)], 'Maison Spring Vionnet');
    expect(before.map((entry) => [entry.t, entry.x])).toEqual([
      ['Maison', 0.1],
      ['Vionnet', 0.32],
    ]);
  });
});
