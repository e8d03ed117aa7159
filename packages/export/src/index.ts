export * from './checks.ts';
export * from './csv.ts';
export * from './xlsx.ts';
export { CATEGORY_LABELS, formatAmount, neutraliseFormula } from './format.ts';
