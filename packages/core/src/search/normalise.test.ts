import {
  blockReadableText,
  normaliseSearchText,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MAX_WORDS,
  searchWords,
} from './normalise';

describe('search text handling', () => {
  it('strips accents and lowercases', () => {
    expect(normaliseSearchText('Comme des Garçons')).toBe('comme des garcons');
    expect(normaliseSearchText('Helmut Lang: Séance de Travail')).toBe('helmut lang seance de travail');
    expect(normaliseSearchText('GARÇONS')).toBe(normaliseSearchText('garcons'));
  });

  it('removes symbols without leaving a space, so "A.P.C." and "a.p.c" both read "apc"', () => {
    expect(normaliseSearchText('A.P.C.')).toBe('apc');
    expect(normaliseSearchText('a.p.c')).toBe('apc');
    expect(normaliseSearchText('Spring/Summer 1997')).toBe('springsummer 1997');
    expect(normaliseSearchText('Issey Miyake A-POC')).toBe('issey miyake apoc');
    expect(normaliseSearchText('Helmut Lang Invitations, 1993–1996')).toBe('helmut lang invitations 19931996');
    expect(normaliseSearchText('Raf Simons Catalogue Autumn/Winter 2001 (Riot! Riot! Riot!)')).toBe(
      'raf simons catalogue autumnwinter 2001 riot riot riot',
    );
  });

  it("turns '@' into a space", () => {
    expect(normaliseSearchText('Undercover @ Parco')).toBe('undercover parco');
    expect(normaliseSearchText('undercover@parco')).toBe('undercover parco');
    expect(normaliseSearchText('@folio.archive')).toBe('folioarchive');
  });

  it('keeps only letters, digits and single spaces; line breaks count as spaces', () => {
    expect(normaliseSearchText('Undercover: But Beautiful…')).toBe('undercover but beautiful');
    expect(normaliseSearchText('Lookbook with Cindy Sherman.\nParts I and II.')).toBe(
      'lookbook with cindy sherman parts i and ii',
    );
    expect(normaliseSearchText('  Six\tIssue   10  ')).toBe('six issue 10');
    expect(normaliseSearchText('#1 & $2 = "3"!')).toBe('1 2 3');
    expect(normaliseSearchText('!!! ... ---')).toBe('');
  });

  it('keeps letters of every script and unfolds compatibility forms', () => {
    expect(normaliseSearchText('山本耀司 Yohji')).toBe('山本耀司 yohji');
    expect(normaliseSearchText('ＡＰＣ １９９４')).toBe('apc 1994');
    expect(normaliseSearchText('ﬁn')).toBe('fin');
    expect(normaliseSearchText('𝐀𝐏𝐂 𠮷野家')).toBe('apc 𠮷野家');
    expect(normaliseSearchText('½ ⅻ')).toBe('12 xii');
  });

  it('folds the Greek final sigma, since case is folded one character at a time', () => {
    expect(normaliseSearchText('ΟΔΟΣ')).toBe(normaliseSearchText('οδος'));
  });

  it('drops the stroke of letters Unicode does not decompose', () => {
    expect(normaliseSearchText('Søren Łódź')).toBe('soren lodz');
  });
});

describe('normaliseSearchText is the plain reading of the rules', () => {
  /** The rules as whole-text regular expressions; the engine's version is a faster equivalent. */
  const plainReading = (text: string) =>
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/\p{M}/gu, '')
      .replace(/[øłđħŧıς]/g, (letter) => ({ ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ŧ: 't', ı: 'i', ς: 'σ' })[letter]!)
      .replace(/[\s@]+/g, ' ')
      .replace(/[^\p{L}\p{Nd} ]/gu, '')
      .replace(/ {2,}/g, ' ')
      .trim();
  const characters = [...'aZ09 @.-/:,!…–\n\tçÇéÉøØłßæİıΣσ山ﾃﾞＡ½ﬁ𝐀𠮷😀\u0301\u00a0'];

  it('agrees with it on 2,000 random texts of tricky characters', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const text = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => characters[Math.floor(next() * characters.length)],
      ).join('');
      expect([text, normaliseSearchText(text)]).toEqual([text, plainReading(text)]);
    }
  });
});

describe('searchWords', () => {
  it('splits the handled query into distinct words, in the order typed', () => {
    expect(searchWords('Riot! riot  RIOT 2001')).toEqual(['riot', '2001']);
    expect(searchWords('a.p.c')).toEqual(['apc']);
    expect(searchWords('undercover@parco')).toEqual(['undercover', 'parco']);
  });

  it('gives no words for a query with nothing searchable', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('@')).toEqual([]);
    expect(searchWords('...')).toEqual([]);
  });

  it('reads a bounded part of a very long query', () => {
    const pasted = Array.from({ length: 500 }, (_, i) => `w${i}`).join(' ');
    const words = searchWords(pasted);
    expect(words).toHaveLength(SEARCH_QUERY_MAX_WORDS);
    expect(words[0]).toBe('w0');
  });

  it('holds the words of a query that text handling lengthens to the query’s own bound, and reads them back the same', () => {
    // Ligatures, a Hangul syllable (three letters once decomposed) and an 18-letter Arabic ligature.
    for (const query of [
      'ﬀ'.repeat(150),
      `${'ﬃ '.repeat(66)}ﬃ`,
      '한'.repeat(SEARCH_QUERY_MAX_LENGTH),
      'ﷺ'.repeat(20),
    ]) {
      const words = searchWords(query);
      const key = words.join(' ');
      expect(words.length).toBeGreaterThan(0);
      expect(key.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
      expect(searchWords(key)).toEqual(words);
    }
    expect(searchWords('ﬀ'.repeat(150))).toEqual(['f'.repeat(SEARCH_QUERY_MAX_LENGTH)]);
    // A query that handling does not lengthen past the bound keeps every word.
    expect(searchWords('ﬀ'.repeat(100))).toEqual(['f'.repeat(200)]);
  });

  it('never cuts the handled text between the halves of a character outside the Basic Multilingual Plane', () => {
    // "ﬀ" reads two letters, "𠀀" (a CJK ideograph) is two UTF-16 units: the bound falls inside the last one.
    const words = searchWords(`${'ﬀ'.repeat(99)}a𠀀`);
    expect(words).toEqual([`${'f'.repeat(198)}a`]);
    expect(searchWords(`${'ﬀ'.repeat(99)}𠀀`)).toEqual([`${'f'.repeat(198)}𠀀`]);
  });
});

describe('blockReadableText', () => {
  it('keeps the text of markdown links and drops their addresses', () => {
    expect(blockReadableText('See the [A.P.C. scans](/scans/a.p.c.) for the whole run.')).toBe(
      'See the A.P.C. scans for the whole run.',
    );
  });

  it('reads the literal newline markers of blocks as spaces', () => {
    expect(blockReadableText('price of a coffee.\\nIn 1994')).toBe('price of a coffee. In 1994');
  });
});
