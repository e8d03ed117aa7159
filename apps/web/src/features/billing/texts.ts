import { PAGE_COUNTING_RULE } from '@statemint/contracts';

/** Texts of the Pricing screen (spec sections 2, 4, 5 and 8). */
export const BILLING_TEXTS = {
  title: 'Simple, page-based pricing',
  subtitle:
    'Start free with 7 pages a day. Upgrade when you need more pages every month. Cancel anytime.',
  intervalLabel: 'Billing interval',
  monthly: 'Monthly Plan',
  annual: 'Annual Plan',
  saveYearly: 'Save more yearly!',
  perMonth: '/month',
  billedAnnually: (total: number) => `Billed annually ($${total}/year)`,
  billedMonthly: 'Billed monthly',
  pagesPerMonth: (pages: number) => `${pages.toLocaleString('en-US')} pages/month`,
  buy: 'Buy',
  switch: 'Switch',
  downgrade: 'Downgrade',
  currentPlan: 'Current Plan',
  processing: 'Processing...',
  enterprise: {
    eyebrow: 'Need More?',
    price: 'Custom',
    pages: 'Unlimited pages',
    contact: 'Contact',
    mailSubject: 'Statemint Enterprise pricing',
  },
  features: {
    common: ['CSV and Excel downloads', 'Document Library', 'Secure processing, files not kept'],
    enterprise: ['Custom page volumes', 'Volume pricing', 'Priority support'],
  },
  popular: 'Most popular',
  checking: 'Checking payment status...',
  freeNote: 'Not ready to buy? Registered users get 7 free pages every day.',
  pageRule: PAGE_COUNTING_RULE,
  toasts: {
    loginFirst: 'Please sign up or login to upgrade your plan',
    contactSales: 'Please contact sales for enterprise pricing',
    createFailed: 'Failed to create payment session',
    startFailed: 'Failed to start payment process',
    paid: 'Payment successful! Your subscription has been activated.',
    expired: 'Payment session expired. Please try again.',
    pending: 'Payment is being processed...',
    checkError: 'Error checking payment status. Please try again.',
    timeout:
      'Payment status check timed out. Please contact support if your payment was processed.',
  },
} as const;
