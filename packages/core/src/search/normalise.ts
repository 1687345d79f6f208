// Where the spec is silent: symbols are removed, not replaced ("A.P.C." reads "apc"); letters whose diacritic Unicode
// does not split off (ø, ł) lose it as "ç" does; "ς" is folded by hand because case is folded per character.
const STROKED_LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ŧ: 't', ı: 'i', ς: 'σ' };
const STROKED_LETTER = /[øłđħŧıς]/g;
const COMBINING_MARK = /\p{M}/gu;
const WHITESPACE_OR_AT = /[\s@]+/g;
const NOT_LETTER_DIGIT_OR_SPACE = /[^\p{L}\p{Nd} ]/gu;

function handleCharacter(character: string): string {
  return character
    .normalize('NFKD')
    .toLowerCase()
    .replace(COMBINING_MARK, '')
    .replace(STROKED_LETTER, (letter) => STROKED_LETTERS[letter])
    .replace(WHITESPACE_OR_AT, ' ')
    .replace(NOT_LETTER_DIGIT_OR_SPACE, '');
}

// Runs of a-z, 0-9 and space are copied and other characters looked up, because running the Unicode expressions over
// whole texts made indexing a large catalog five times slower.
const ASCII_HANDLED = Array.from({ length: 128 }, (_, code) => handleCharacter(String.fromCharCode(code)));
const handledOutsideAscii = new Map<string, string>();
const SPACE_RUN = / {2,}/g;

const staysAsItIs = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 32;

function handledOutside(character: string): string {
  let piece = handledOutsideAscii.get(character);
  if (piece === undefined) {
    piece = handleCharacter(character);
    handledOutsideAscii.set(character, piece);
  }
  return piece;
}

export function normaliseSearchText(text: string): string {
  let handled = '';
  let runStart = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (staysAsItIs(code)) continue;
    handled += text.slice(runStart, i);
    if (code < 128) {
      handled += ASCII_HANDLED[code];
    } else {
      // A character outside the Basic Multilingual Plane is a pair of UTF-16 code units.
      const width = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length ? 2 : 1;
      handled += handledOutside(text.slice(i, i + width));
      i += width - 1;
    }
    runStart = i + 1;
  }
  handled += text.slice(runStart);
  return handled.replace(SPACE_RUN, ' ').trim();
}

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_QUERY_MAX_WORDS = 16;

// Handling can lengthen a query ("ﬀ" reads "ff"), so the handled text is cut back to the limit and re-reading the
// words sent on gives the same words.
function withinMaxLength(handled: string): string {
  if (handled.length <= SEARCH_QUERY_MAX_LENGTH) return handled;
  const lastCode = handled.charCodeAt(SEARCH_QUERY_MAX_LENGTH - 1);
  // Never between the two halves of a character outside the Basic Multilingual Plane.
  const end = lastCode >= 0xd800 && lastCode <= 0xdbff ? SEARCH_QUERY_MAX_LENGTH - 1 : SEARCH_QUERY_MAX_LENGTH;
  return handled.slice(0, end).trimEnd();
}

export function searchWords(query: string): string[] {
  const normalised = withinMaxLength(normaliseSearchText(query.slice(0, SEARCH_QUERY_MAX_LENGTH)));
  if (!normalised) return [];
  return [...new Set(normalised.split(' '))].slice(0, SEARCH_QUERY_MAX_WORDS);
}

const MARKDOWN_LINK = /\[([^\]]*)\]\([^)]*\)/g;
const NEWLINE_MARKER = /\\n/g;

// A link's address and the literal "\n" markers are not words a visitor reads.
export function blockReadableText(block: string): string {
  return block.replace(MARKDOWN_LINK, '$1').replace(NEWLINE_MARKER, ' ');
}
