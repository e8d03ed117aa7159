/** Compiles the rule table's word lists (see categoryRules.ts for the notation) into regular expressions. */

/** Upper case without accents, so that `Überweisung` and `UBERWEISUNG` read alike; one code unit per unit. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** One word or phrase: spaces match any run of spaces; a `*` end may continue into a longer word. */
function wordPattern(word: string, whole: boolean): string {
  const inside = word.startsWith('*');
  const continues = word.endsWith('*');
  const body = word
    .replace(/^\*|\*$/g, '')
    .split(/\s+/)
    .map(escape)
    .join('\\s+');
  const letters = '[A-Z0-9]*';
  if (whole) return `${inside ? letters : ''}${body}${continues ? letters : ''}`;
  return `${inside ? '' : '(?<![A-Z0-9])'}${body}${continues ? '' : '(?![A-Z0-9])'}`;
}

/** Finds any of `words` in a folded text. */
export function wordsRegExp(words: readonly string[], after = ''): RegExp {
  return new RegExp(`(?:${words.map((w) => wordPattern(w, false)).join('|')})${after}`);
}

/** Tells whether a folded text is exactly one of `words` (for dropping a merchant's prefixes). */
export function exactWordsRegExp(words: readonly string[]): RegExp {
  return new RegExp(`^(?:${words.map((w) => wordPattern(w, true)).join('|')})$`);
}
