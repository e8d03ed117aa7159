import { MESSAGES } from '@statemint/contracts';
import { CONVERTER_TEXTS } from '../texts.ts';

const B = CONVERTER_TEXTS.banner;

/** Texts of page counts, allowances and the out-of-pages card (issue 10; the spec's texts kept beside them). */
export const PAGES_TEXTS = {
  reading: 'Counting pages...',
  pages: (pages: number, charged: number) =>
    charged === pages
      ? `${pages} ${pages === 1 ? 'page' : 'pages'}`
      : `${pages} ${pages === 1 ? 'page' : 'pages'} (counted as ${charged})`,
  left: {
    anonymous: 'this uses your 1 free conversion',
    daily: (remaining: number) => `you have ${remaining} left today`,
    monthly: (remaining: number) => `you have ${remaining} left this month`,
    unlimited: 'unlimited on your plan',
  },
  batch: (files: number, pages: number) =>
    `These ${files} statements have ${pages} ${pages === 1 ? 'page' : 'pages'}`,
  resetsAt: (time: string, wait: string) => `Resets at ${time}, in ${wait}.`,
  resetsOn: (date: string, time: string, wait: string) =>
    `Resets on ${date} at ${time}, in ${wait}.`,
  waitMinutes: (n: number) => `${n} min`,
  waitHours: (n: number) => `${n} h`,
  waitDays: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  card: {
    usedDaily: (limit: number) => `You have used all ${limit} of your ${limit} pages today.`,
    usedMonthly: (limit: number) => `You have used all ${limit} pages of this month.`,
    usedAnonymous: 'You have used the 1 free conversion of this browser.',
    anonymousNoReset:
      'A free conversion does not come back; a free account gets 7 pages every day.',
    usedAddress: (used: number) =>
      `Your network has used its ${used} free ${used === 1 ? 'conversion' : 'conversions'} for today.`,
    dailyHint: B.dailyHint,
    monthlyHint: B.monthlyHint,
    insufficient: MESSAGES.insufficientPages,
    anonymousUsed: B.anonymousUsed,
    anonymousUsedMore: B.anonymousUsedMore,
    addressCap: MESSAGES.anonymousAddressCap,
    upgrade: CONVERTER_TEXTS.error.upgrade,
    signUp: B.signUpFree,
  },
  tooMany: (pages: number, charged: number, left: string) =>
    `This statement has ${PAGES_TEXTS.pages(pages, charged)}; ${left}.`,
} as const;
