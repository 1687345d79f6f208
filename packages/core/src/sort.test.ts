import { compareFileNames } from './sort';

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
