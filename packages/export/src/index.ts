export * from './bundle.ts';
export * from './checks.ts';
export * from './csv.ts';
export * from './flavours.ts';
export * from './ofx.ts';
export * from './options.ts';
export * from './qif.ts';
export * from './xlsx.ts';
export { CATEGORY_LABELS, SUBCATEGORY_LABELS, formatAmount, neutraliseFormula } from './format.ts';
