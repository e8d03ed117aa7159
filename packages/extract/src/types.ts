/**
 * Plain-JSON shapes passed between the engine's stages.
 *
 * Geometry: all x/y/width/height fields are PDF points with the origin at the top-left of the
 * displayed page, x to the right and y downwards (see pdf/readTextItems.ts).
 */

/** One positioned run of text as pdf.js reports it. */
export type TextItem = {
  str: string;
  /** Left edge of the run, in points from the page's left edge. */
  x: number;
  /** Baseline, in points from the page's top edge. */
  y: number;
  /** Advance width of the run, in points. */
  width: number;
  /** Font size (glyph height), in points. */
  height: number;
  fontName?: string;
};

/** One page's text items. */
export type PageText = {
  pageNumber: number;
  /** Page width, in points. */
  width: number;
  /** Page height, in points. */
  height: number;
  items: TextItem[];
};

/** A whitespace-free token with its horizontal extent. */
export type Word = {
  text: string;
  /** Left edge, in points. */
  x0: number;
  /** Right edge, in points. */
  x1: number;
};

/** Words sharing a baseline on one page, left to right. */
export type Line = {
  page: number;
  /** Baseline, in points from the page top. */
  y: number;
  /** Largest font size on the line, in points. */
  height: number;
  words: Word[];
  /** The words joined by single spaces (cell gaps included). */
  text: string;
};
