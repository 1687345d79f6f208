import { compareFileNames, inNameSeriesOrder, nameSeries, withAddedInNameOrder } from './sort';

describe('compareFileNames', () => {
  it('orders numbered names by their numbers, padded or not', () => {
    const names = ['page-10.jpg', 'page-2.jpg', 'page-1.jpg', 'Page-03.jpg', 'page-01.jpg', 'page-11.png'];
    expect([...names].sort(compareFileNames)).toEqual([
      'page-01.jpg',
      'page-1.jpg',
      'page-2.jpg',
      'Page-03.jpg',
      'page-10.jpg',
      'page-11.png',
    ]);
  });

  it('gives one order for names that differ only in padding or case, whatever order they came in', () => {
    const names = ['scan-1.jpg', 'Scan-1.jpg', 'scan-001.jpg', 'scan-01.jpg'];
    const sorted = [...names].sort(compareFileNames);
    expect([...names].reverse().sort(compareFileNames)).toEqual(sorted);
    expect(new Set(sorted).size).toBe(4);
  });
});

describe('withAddedInNameOrder', () => {
  const file = (id: number, name: string) => ({ id, name });
  const kept = [file(1, 'page-3.png'), file(2, 'page-1.png')];
  const names = (files: { name: string }[] | null) => files?.map(({ name }) => name);

  it("puts files added together after the others, in their names' order, wherever they were added", () => {
    const added = [file(7, 'page-10.png'), file(5, 'page-6.png'), file(6, 'page-7.png')];
    const expected = ['page-3.png', 'page-1.png', 'page-6.png', 'page-7.png', 'page-10.png'];
    expect(names(withAddedInNameOrder([1, 2], [...kept, ...added]))).toEqual(expected);
    expect(names(withAddedInNameOrder([1, 2], [...added, ...kept]))).toEqual(expected);
    expect(names(withAddedInNameOrder([1, 2], [file(7, 'page-10.png'), ...kept]))).toEqual([
      'page-3.png',
      'page-1.png',
      'page-10.png',
    ]);
  });

  it('changes nothing when the added files are in place, or when files were only moved or removed', () => {
    expect(withAddedInNameOrder([1, 2], [...kept, file(5, 'page-6.png'), file(7, 'page-10.png')])).toBeNull();
    expect(withAddedInNameOrder([1, 2], [kept[1], kept[0]])).toBeNull();
    expect(withAddedInNameOrder([1, 2], [kept[0]])).toBeNull();
    expect(withAddedInNameOrder([1, 2], kept)).toBeNull();
  });
});

describe('inNameSeriesOrder', () => {
  const file = (name: string) => ({ name });
  const names = (files: { name: string }[]) => files.map(({ name }) => name);

  it('keeps pages added from a PDF after the pages before them, each series in its numbers’ order', () => {
    const chosen = ['page-03.png', 'page-01.png', 'page-02.png', 'page-12.png', 'page-10.png', 'page-11.png'];
    const fromPdf = ['autumn-issue-page-014.jpg', 'autumn-issue-page-013.jpg'];
    expect(names(inNameSeriesOrder([...chosen, ...fromPdf].map(file)))).toEqual([
      'page-01.png',
      'page-02.png',
      'page-03.png',
      'page-10.png',
      'page-11.png',
      'page-12.png',
      'autumn-issue-page-013.jpg',
      'autumn-issue-page-014.jpg',
    ]);
  });

  it('orders one series across extensions and padding, and places each series where its first page is', () => {
    const files = ['scan-2.jpg', 'cover.png', 'Scan-10.png', 'scan-01.jpg', 'back.png'].map(file);
    expect(names(inNameSeriesOrder(files))).toEqual([
      'scan-01.jpg',
      'scan-2.jpg',
      'Scan-10.png',
      'cover.png',
      'back.png',
    ]);
  });

  it('numbers a series by the last number in its names; names that differ before it are another series', () => {
    const files = ['vogue-1998-p10.png', 'vogue-1998-p9.png', 'vogue-1999-p1.png'].map(file);
    expect(nameSeries(files).map(names)).toEqual([['vogue-1998-p10.png', 'vogue-1998-p9.png'], ['vogue-1999-p1.png']]);
    expect(names(inNameSeriesOrder(files))).toEqual(['vogue-1998-p9.png', 'vogue-1998-p10.png', 'vogue-1999-p1.png']);
  });

  it('changes nothing in a list already in that order', () => {
    const files = ['page-1.png', 'page-2.png', 'x-page-003.jpg'].map(file);
    expect(inNameSeriesOrder(files)).toEqual(files);
  });
});
