/** Texts of the kept result, the claim and the "Convert Another File" question (issue 10, ours). */
export const KEEP_TEXTS = {
  restored: 'Your last conversion, kept in this browser for 24 hours.',
  keepHeading: 'Keep this conversion',
  keepText:
    'Create a free account within 24 hours and this result is saved to your Document Library. Nothing is charged again.',
  keepAction: 'Sign up to keep this conversion',
  keepSignIn: 'I already have an account',
  claimed: 'Your conversion is saved in your Document Library.',
  claimedView: 'View',
  claimGone: (detail: string) => detail || 'This conversion could not be saved to your account.',
  confirm: {
    title: 'Start over without downloading?',
    text: 'You have not downloaded this result yet. If you convert another file, it is gone from this screen.',
    textAnonymous:
      'You have not downloaded this result yet. If you convert another file, it is gone, and your free conversion stays used.',
    keep: 'Keep this result',
    discard: 'Convert another file',
  },
} as const;
