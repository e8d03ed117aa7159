/** Hostile PDFs for tests of the engine, the pool and the server (not part of the engine). */
export { cpuBombPdf, doubleFlateBombPdf } from './bombs.ts';
export { pdfClaimingPageCount, tallSinglePagePdf } from './pageTree.ts';
