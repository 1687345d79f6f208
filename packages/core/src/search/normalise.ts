/**
 * The spec's search text handling: accents and symbols stripped, '@' becomes a space,
 * only letters, digits and spaces kept, case-insensitive.
 *
 * Readings where the spec is silent:
 * - "Stripped" means removed, not replaced: "A.P.C." reads "apc", "Spring/Summer" reads "springsummer".
 *   Only '@' (and any whitespace, such as the line breaks of descriptions) turns into a space.
 * - Compatibility forms are unfolded first (NFKD), so full-width letters typed with a Japanese input
 *   method and ligatures such as "ﬁ" match their plain spelling.
 * - Letters whose diacritic Unicode does not split off (ø, ł, đ, ħ, ŧ, dotless ı) lose it too,
 *   because a visitor types "o" for "ø" exactly as "c" for "ç".
 * - Case is folded one character at a time, so the Greek final sigma "ς" is folded to "σ" by hand
 *   (lower-casing a whole word would otherwise pick one or the other by position).
 */
const STROKED_LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ŧ: 't', ı: 'i', ς: 'σ' };
const STROKED_LETTER = /[øłđħŧıς]/g;
const COMBINING_MARK = /\p{M}/gu;
const WHITESPACE_OR_AT = /[\s@]+/g;
const NOT_LETTER_DIGIT_OR_SPACE = /[^\p{L}\p{Nd} ]/gu;

/** The handled form of one character: '' (dropped), ' ' (a space) or letters and digits. */
function handleCharacter(character: string): string {
  return character
    .normalize('NFKD')
    .toLowerCase()
    .replace(COMBINING_MARK, '')
    .replace(STROKED_LETTER, (letter) => STROKED_LETTERS[letter])
    .replace(WHITESPACE_OR_AT, ' ')
    .replace(NOT_LETTER_DIGIT_OR_SPACE, '');
}

// Whole texts are handled by copying runs of characters that stay as they are (a-z, 0-9, space)
// and looking every other character up in a table, because running the Unicode regular expressions
// over whole texts made building the index of a large catalog five times slower.
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

/** Lowercase letters, digits and single spaces, trimmed. */
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

/** Longest query read, so a pasted essay in `?key=` cannot make one server render expensive. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Most words read from one query; a pasted title is well under this. */
export const SEARCH_QUERY_MAX_WORDS = 16;

/**
 * Text handling can lengthen a query (the ligature "ﬀ" reads "ff", a Hangul syllable three letters), so the handled
 * text is held to the same length as the query: the words sent on (the dropdown's key, the page-text search's q)
 * then pass every check of SEARCH_QUERY_MAX_LENGTH, and reading them again gives the same words.
 */
function withinMaxLength(handled: string): string {
  if (handled.length <= SEARCH_QUERY_MAX_LENGTH) return handled;
  const lastCode = handled.charCodeAt(SEARCH_QUERY_MAX_LENGTH - 1);
  // Never between the two halves of a character outside the Basic Multilingual Plane.
  const end = lastCode >= 0xd800 && lastCode <= 0xdbff ? SEARCH_QUERY_MAX_LENGTH - 1 : SEARCH_QUERY_MAX_LENGTH;
  return handled.slice(0, end).trimEnd();
}

/** The distinct words of a query after text handling, in the order typed. */
export function searchWords(query: string): string[] {
  const normalised = withinMaxLength(normaliseSearchText(query.slice(0, SEARCH_QUERY_MAX_LENGTH)));
  if (!normalised) return [];
  return [...new Set(normalised.split(' '))].slice(0, SEARCH_QUERY_MAX_WORDS);
}

const MARKDOWN_LINK = /\[([^\]]*)\]\([^)]*\)/g;
const NEWLINE_MARKER = /\\n/g;

/**
 * The readable text of an article block. Blocks are light markdown: a link's address and the
 * literal "\n" line markers are not words a visitor reads, so they must not match (otherwise every
 * article linking to /scans would match "scans", and "coffee.\nIn" would read "coffeenin").
 */
export function blockReadableText(block: string): string {
  return block.replace(MARKDOWN_LINK, '$1').replace(NEWLINE_MARKER, ' ');
}
