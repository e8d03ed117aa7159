/** The synthetic statement generator: seeded, deterministic statements of every layout family with exact ground truth. */
export { FAMILIES, BAD_INPUT_KINDS } from './types.ts';
export type {
  BadInputKind,
  Family,
  GeneratedStatement,
  GenerateOptions,
  GroundTruth,
  TruthAccount,
  TruthTransaction,
} from './types.ts';
export { generateStatement, MAX_PAGES, MAX_ACCOUNTS } from './statement.ts';
export { generateBadInput, ENCRYPTED_USER_PASSWORD } from './bad.ts';
