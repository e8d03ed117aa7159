/** Texts of a batch of statements (issue 10, ours). */
export const BATCH_TEXTS = {
  heading: 'Your statements',
  folder: 'Choose a folder',
  leftOut: (count: number) =>
    `${count} ${count === 1 ? 'file is' : 'files are'} not a PDF and ${count === 1 ? 'was' : 'were'} left out.`,
  status: {
    counting: 'Counting pages...',
    ready: 'Ready',
    refused: 'Cannot be converted',
    converting: 'Converting...',
    done: 'Converted',
    failed: 'Failed',
  },
  pages: (pages: number | null, charged: number | null) =>
    pages === null
      ? 'pages not counted'
      : `${pages} ${pages === 1 ? 'page' : 'pages'}${charged !== null && charged !== pages ? ` (counted as ${charged})` : ''}`,
  convert: (count: number) => `Convert ${count} ${count === 1 ? 'statement' : 'statements'}`,
  tooMany: 'Remove some statements, or upgrade for more pages.',
  remove: (name: string) => `Remove ${name}`,
  retry: 'Retry',
  retryLabel: (name: string) => `Retry ${name}`,
  view: 'View',
  viewLabel: (name: string) => `View the conversion of ${name}`,
  startOver: 'Start over',
  progress: (done: number, total: number) => `${done} of ${total} statements converted`,
  downloadsHeading: 'Download the whole batch',
  zip: 'Download all as CSV (zip)',
  workbook: 'Download one workbook (XLSX)',
  preparing: 'Preparing...',
  zipName: 'statements-converted.zip',
  workbookName: 'statements-combined.xlsx',
  anonymous: {
    title: (count: number) => `You chose ${count} statements`,
    text: 'Without an account you have one free conversion. Sign up free to convert them all, with 7 pages every day.',
    signUp: 'Sign Up Free',
    onlyFirst: (name: string) => `Convert only ${name}`,
  },
} as const;
