import { DAILY_FREE_PAGES, PAGE_COUNTING_RULE, PLANS } from '@statemint/contracts';

/** Contact addresses of the legal pages (spec section 2). */
export const LEGAL_CONTACTS = {
  privacy: 'privacy@statemint.app',
  legal: 'legal@statemint.app',
} as const;

/** Refund window in days (spec section 9). */
export const REFUND_WINDOW_DAYS = 30;

const planSizes = PLANS.map((plan) =>
  plan.pagesPerMonth === null
    ? `${plan.name}: custom or unlimited pages (contact sales)`
    : `${plan.name}: ${plan.pagesPerMonth.toLocaleString('en-US')} pages per month`,
).join('; ');

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalDocument = { title: string; intro: string; sections: LegalSection[] };
export type LegalKind = 'privacy' | 'terms' | 'cookies';

const allowance = `Anonymous visitors get 1 free conversion per device, recognised by a browser fingerprint. Registered users get ${DAILY_FREE_PAGES} pages per day, reset every 24 hours. Paid plans: ${planSizes}.`;

/** The three legal documents; the facts are the spec's, the rest is our wording. */
export const LEGAL_DOCUMENTS: Record<LegalKind, LegalDocument> = {
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what Statemint collects when you convert bank statements, why, and how long we keep it.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Account data: your full name, email address, language preference and subscription details.',
          'Conversion data: the transactions extracted from the statements you convert while signed in, so you can download them again from your Document Library.',
          'Anonymous visitors: a browser fingerprint (a hash of technical browser characteristics) so that the free conversion can be limited to 1 per device.',
        ],
      },
      {
        heading: 'Your files',
        paragraphs: [
          'Files are processed securely and not permanently stored. The uploaded PDF is discarded once the conversion ends; only the extracted data of signed-in conversions is kept until you delete it or your account.',
          'Text extraction may be assisted by an AI text-extraction provider acting on our instructions; it may not use your data for any other purpose.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Card payments are handled by our card payment provider. We never see or store your full card number.',
        ],
      },
      { heading: 'Allowances', paragraphs: [allowance] },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can correct your name in Settings, delete any converted document, and delete your account with all its documents at any time from Settings > Security.',
          `For any privacy question or request, write to ${LEGAL_CONTACTS.privacy}.`,
        ],
      },
    ],
  },
  terms: {
    title: 'Terms & Conditions',
    intro: 'These terms govern your use of Statemint. By using the service you accept them.',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'Statemint converts text-based PDF bank statements into CSV and Excel data using AI-assisted extraction, for individuals and businesses. Scanned/image PDFs and password-protected PDFs are not supported. Always check the converted figures against your original statement.',
        ],
      },
      {
        heading: 'Free use and plans',
        paragraphs: [allowance, `Usage is counted in pages. ${PAGE_COUNTING_RULE}`],
      },
      {
        heading: 'Payments and refunds',
        paragraphs: [
          'Paid plans are billed monthly or annually through our card payment provider.',
          `Refunds are granted at our discretion for requests made within ${REFUND_WINDOW_DAYS} days of a payment.`,
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Upload only statements you are entitled to process. Do not try to get around the free allowance or overload the service.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`For legal matters, write to ${LEGAL_CONTACTS.legal}.`],
      },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    intro: 'This policy explains the cookies and similar browser storage Statemint uses.',
    sections: [
      {
        heading: 'Authentication',
        paragraphs: [
          'Authentication cookies and tokens keep you signed in. They expire after 7 days of inactivity.',
        ],
      },
      {
        heading: 'Analytics',
        paragraphs: [
          'Analytics cookies help us understand how the service is used. They are kept up to 2 years.',
        ],
      },
      {
        heading: 'Preferences',
        paragraphs: [
          'Preference cookies remember choices such as your language. They are kept up to 1 year.',
        ],
      },
      {
        heading: 'Free conversion',
        paragraphs: [
          'To offer 1 free conversion per device to anonymous visitors, a browser fingerprint is computed in your browser and kept for the browser session.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about cookies: ${LEGAL_CONTACTS.privacy}.`],
      },
    ],
  },
};

export const LEGAL_TEXTS = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  notFoundAction: 'Go to the converter',
} as const;
