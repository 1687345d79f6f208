// Normalised text holds only letters, digits and single spaces and a query word no space, so a query word occurs
// exactly where it occurs inside one of the distinct words, and only those need scanning.
export class WordIndex {
  private readonly vocabulary: string;
  private readonly wordStarts: Int32Array;
  private readonly postingStarts: Int32Array;
  private readonly postingSlots: Int32Array;
  private readonly postingCounts: Uint32Array;

  constructor(slots: readonly string[]) {
    const wordIds = new Map<string, number>();
    const words: string[] = [];
    const postingWords: number[] = [];
    const postingSlots: number[] = [];
    const postingCounts: number[] = [];
    let countInSlot = new Uint32Array(1024);
    const wordsInSlot: number[] = [];
    slots.forEach((text, slot) => {
      if (!text) return;
      for (const word of text.split(' ')) {
        let id = wordIds.get(word);
        if (id === undefined) {
          id = words.length;
          wordIds.set(word, id);
          words.push(word);
          if (id === countInSlot.length) {
            const grown = new Uint32Array(countInSlot.length * 2);
            grown.set(countInSlot);
            countInSlot = grown;
          }
        }
        if (countInSlot[id]++ === 0) wordsInSlot.push(id);
      }
      for (const id of wordsInSlot) {
        postingWords.push(id);
        postingSlots.push(slot);
        postingCounts.push(countInSlot[id]);
        countInSlot[id] = 0;
      }
      wordsInSlot.length = 0;
    });

    this.vocabulary = words.join(' ');
    this.wordStarts = new Int32Array(words.length);
    for (let w = 1; w < words.length; w++) this.wordStarts[w] = this.wordStarts[w - 1] + words[w - 1].length + 1;

    this.postingStarts = new Int32Array(words.length + 1);
    for (const id of postingWords) this.postingStarts[id + 1]++;
    for (let w = 0; w < words.length; w++) this.postingStarts[w + 1] += this.postingStarts[w];
    const next = this.postingStarts.slice(0, words.length);
    this.postingSlots = new Int32Array(postingWords.length);
    this.postingCounts = new Uint32Array(postingWords.length);
    postingWords.forEach((id, i) => {
      const at = next[id]++;
      this.postingSlots[at] = postingSlots[i];
      this.postingCounts[at] = postingCounts[i];
    });
  }

  addOccurrences(queryWord: string, countsBySlot: Uint32Array, touchedSlots: number[]): void {
    const { vocabulary } = this;
    let found = vocabulary.indexOf(queryWord);
    while (found !== -1) {
      const w = this.wordAt(found);
      const wordEnd = w + 1 < this.wordStarts.length ? this.wordStarts[w + 1] - 1 : vocabulary.length;
      let inWord = 0;
      let next = found;
      do {
        inWord++;
        next = vocabulary.indexOf(queryWord, next + queryWord.length);
      } while (next !== -1 && next + queryWord.length <= wordEnd);
      for (let p = this.postingStarts[w]; p < this.postingStarts[w + 1]; p++) {
        const slot = this.postingSlots[p];
        if (countsBySlot[slot] === 0) touchedSlots.push(slot);
        countsBySlot[slot] += inWord * this.postingCounts[p];
      }
      // A query word holds no space, so the next occurrence lies in a later word.
      found = next;
    }
  }

  private wordAt(offset: number): number {
    let low = 0;
    let high = this.wordStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.wordStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
