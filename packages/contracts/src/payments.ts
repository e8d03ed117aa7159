import * as z from 'zod/mini';
import { requestBody, rule, textField } from './fields.ts';
import { BILLING_INTERVALS, PAID_PLAN_IDS, SUBSCRIPTION_TIERS } from './plans.ts';

/** Texts of the payment calls: the spec's (sections 5 and 8) and ours where it gives none (docs/DECISIONS.md). */
export const PAYMENT_MESSAGES = {
  contactSales: 'Please contact sales for enterprise pricing',
  invalidPackage: `package_id must be one of ${PAID_PLAN_IDS.join(', ')}`,
  invalidInterval: `billing_interval must be one of ${BILLING_INTERVALS.join(', ')}`,
  sessionNotFound: 'Payment session not found',
  noSubscription: 'There is no active subscription to cancel',
  noPortal: 'The billing portal is only available with Stripe payments',
  tooManySessions: 'Too many payment attempts. Please try again later.',
  providerFailed: 'The payment provider could not be reached. Please try again.',
} as const;

/** POST /api/payments/create-session: a paid plan and an interval (spec section 7). */
export const CreatePaymentSessionRequest = requestBody({
  package_id: textField(
    'package_id',
    rule<string>((v) => v !== 'enterprise', PAYMENT_MESSAGES.contactSales, {
      code: 'contact_sales',
    }),
    rule<string>(
      (v) => (PAID_PLAN_IDS as readonly string[]).includes(v),
      PAYMENT_MESSAGES.invalidPackage,
      {
        code: 'invalid_package',
      },
    ),
  ),
  billing_interval: z.enum(BILLING_INTERVALS, { error: PAYMENT_MESSAGES.invalidInterval }),
});
export type CreatePaymentSessionRequest = z.input<typeof CreatePaymentSessionRequest>;

export const PaymentSessionResponse = z.object({ checkout_url: z.string() });
export type PaymentSessionResponse = z.infer<typeof PaymentSessionResponse>;

/** `paid` is the success value of payment_status, `expired` the failure value of status (spec section 3). */
export const PaymentStatusResponse = z.object({ payment_status: z.string(), status: z.string() });
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

/** The Enterprise plan's Contact address when SALES_EMAIL is not set. */
export const DEFAULT_SALES_EMAIL = 'sales@statemint.app';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/payments/config: what the Pricing page needs beyond the plan table. */
export const PaymentsConfigResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  sales_email: z.string(),
});
export type PaymentsConfigResponse = z.infer<typeof PaymentsConfigResponse>;

/** GET /api/payments/subscription: the signed-in user's plan and billing calendar (ISO timestamps). */
export const SubscriptionResponse = z.object({
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  billing_interval: z.nullable(z.enum(BILLING_INTERVALS)),
  /** When the pages are next refilled: 24 hours after the last reset, or the next billing day. */
  next_reset_at: z.nullable(z.string()),
  /** The next charge; null on daily_free, enterprise and a cancelled subscription. */
  next_billing_at: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
  /** When a cancelled subscription ends and the account returns to Daily Free. */
  ends_at: z.nullable(z.string()),
  can_cancel: z.boolean(),
  provider: z.nullable(z.enum(PAYMENT_PROVIDERS)),
  /** True when the billing history is Stripe's customer portal. */
  has_portal: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** One paid checkout of the billing history; `amount` is a decimal string (money is cents inside). */
export const BillingHistoryEntry = z.object({
  paid_at: z.string(),
  plan_id: z.enum(PAID_PLAN_IDS),
  billing_interval: z.enum(BILLING_INTERVALS),
  amount: z.string(),
  currency: z.string(),
});
export type BillingHistoryEntry = z.infer<typeof BillingHistoryEntry>;

export const BillingHistory = z.array(BillingHistoryEntry);

export const PortalResponse = z.object({ url: z.string() });
export type PortalResponse = z.infer<typeof PortalResponse>;

/** Integer cents as a decimal string with two decimals ("144.00"), for money shown or sent as text. */
export function formatCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${cents < 0 && whole === 0 ? '-' : ''}${whole}.${String(rest).padStart(2, '0')}`;
}
