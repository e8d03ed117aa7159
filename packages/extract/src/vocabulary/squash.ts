/** How every vocabulary entry is matched: squashed text, without case, accents, spaces or punctuation. */

/** Lower-cases, strips accents and drops everything but letters and digits. */
export function squash(text: string): string {
  // Most statement text is ASCII; only other text pays for Unicode normalisation.
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text)
    ? text
    : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return ascii.toLowerCase().replace(/[^a-z0-9]/g, '');
}
