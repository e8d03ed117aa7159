/** The layout zoo: held-out statement layouts with exact truth, for measuring how the engine generalises. */
import type { Layout } from './layout.ts';
import {
  auCrDrBalance,
  brRealSymbol,
  caDateAfterAmounts,
  esImporteSaldo,
  inRefValueDate,
  zaCrSuffixAmounts,
} from './layouts/world.ts';
import { deSollHaben, deTrailingMinus, frDebitCredit } from './layouts/europe.ts';
import {
  headerFirstPageOnly,
  longStatement,
  quirkOneRotatedPage,
  quirkReverseEmission,
  usdPrefixCode,
  multiAccount,
  quirkDrSuffixAmounts,
  quirkGlyphItems,
  quirkRotated,
  quirkTightParens,
  quirkWordsOutOfOrder,
} from './layouts/quirks.ts';
import {
  amountsOnLastLine,
  cardYearBoundary,
  multiCurrencyPockets,
  inDrCrColumns,
  pageCarriedForward,
  usCardRefColumns,
  chApostropheThousands,
  itDareAvereCentred,
  redDebitsOnly,
  checkingAndCard,
  yearlessNoPeriod,
  mxCargosAbonos,
  nlAfBij,
  ukCardCr,
  ukCurrencyHeaders,
  usAmountFirst,
} from './layouts/more.ts';
import { fintechIsoCurrencyCode, ukMoneyOutIn, ukPaidOutOverdrawn } from './layouts/uk.ts';
import {
  usActivitySpacedSign,
  usCreditCard,
  usLedgerDailyBalance,
  usSectioned,
} from './layouts/us.ts';

import { AMERICAS8 } from './layouts/americas8.ts';
import { EUROPE8 } from './layouts/europe8.ts';
import { WORLD8 } from './layouts/world8.ts';
import { WORLD9 } from './layouts/world9.ts';
import { WORLD9B } from './layouts/world9b.ts';
import { AMERICAS9 } from './layouts/americas9.ts';
import { WORLD10 } from './layouts/world10.ts';
import { WORLD10B } from './layouts/world10b.ts';
import { WORLD11 } from './layouts/world11.ts';
import { WORLD11B } from './layouts/world11b.ts';
import { WORLD12 } from './layouts/world12.ts';
import { WORLD12B } from './layouts/world12b.ts';
import { WORLD13 } from './layouts/world13.ts';
import { WORLD13B } from './layouts/world13b.ts';
import { WORLD14 } from './layouts/world14.ts';
import { WORLD14B } from './layouts/world14b.ts';
import { WORLD15 } from './layouts/world15.ts';
import { WORLD15B } from './layouts/world15b.ts';
import { WORLD16 } from './layouts/world16.ts';
import { WORLD16B } from './layouts/world16b.ts';
import { WORLD17 } from './layouts/world17.ts';
import { WORLD17B } from './layouts/world17b.ts';
import { WORLD18 } from './layouts/world18.ts';
import { WORLD18B } from './layouts/world18b.ts';
import { WORLD19 } from './layouts/world19.ts';
import { WORLD19B } from './layouts/world19b.ts';
import { WORLD20 } from './layouts/world20.ts';
import { WORLD20B } from './layouts/world20b.ts';
import { WORLD21 } from './layouts/world21.ts';
import { WORLD21B } from './layouts/world21b.ts';
import { WORLD22 } from './layouts/world22.ts';
import { WORLD22B } from './layouts/world22b.ts';
import { WORLD23 } from './layouts/world23.ts';
import { WORLD23B } from './layouts/world23b.ts';
import { WORLD24 } from './layouts/world24.ts';
import { WORLD24B } from './layouts/world24b.ts';
import { WORLD25 } from './layouts/world25.ts';
import { WORLD25B } from './layouts/world25b.ts';
import { WORLD27 } from './layouts/world27.ts';
import { WORLD27B } from './layouts/world27b.ts';
import { WORLD26 } from './layouts/world26.ts';
import { WORLD26B } from './layouts/world26b.ts';

export type { Layout, TruthAccount, TruthRow, ZooCase } from './layout.ts';
export { buildCase, truthBalances } from './layout.ts';

export const LAYOUTS: readonly Layout[] = [
  usSectioned,
  usLedgerDailyBalance,
  usCreditCard,
  usCardRefColumns,
  cardYearBoundary,
  usActivitySpacedSign,
  usAmountFirst,
  multiAccount,
  checkingAndCard,
  ukMoneyOutIn,
  ukPaidOutOverdrawn,
  pageCarriedForward,
  ukCurrencyHeaders,
  amountsOnLastLine,
  ukCardCr,
  yearlessNoPeriod,
  fintechIsoCurrencyCode,
  multiCurrencyPockets,
  deTrailingMinus,
  deSollHaben,
  frDebitCredit,
  esImporteSaldo,
  nlAfBij,
  chApostropheThousands,
  itDareAvereCentred,
  mxCargosAbonos,
  caDateAfterAmounts,
  auCrDrBalance,
  inRefValueDate,
  inDrCrColumns,
  zaCrSuffixAmounts,
  brRealSymbol,
  quirkDrSuffixAmounts,
  quirkGlyphItems,
  quirkWordsOutOfOrder,
  quirkRotated,
  quirkTightParens,
  redDebitsOnly,
  quirkReverseEmission,
  quirkOneRotatedPage,
  headerFirstPageOnly,
  usdPrefixCode,
  longStatement,
  ...AMERICAS8,
  ...EUROPE8,
  ...WORLD8,
  ...WORLD9,
  ...WORLD9B,
  ...AMERICAS9,
  ...WORLD10,
  ...WORLD10B,
  ...WORLD11,
  ...WORLD11B,
  ...WORLD12,
  ...WORLD12B,
  ...WORLD13,
  ...WORLD13B,
  ...WORLD14,
  ...WORLD14B,
  ...WORLD15,
  ...WORLD15B,
  ...WORLD16,
  ...WORLD16B,
  ...WORLD17,
  ...WORLD17B,
  ...WORLD18,
  ...WORLD18B,
  ...WORLD19,
  ...WORLD19B,
  ...WORLD20,
  ...WORLD20B,
  ...WORLD21,
  ...WORLD21B,
  ...WORLD22,
  ...WORLD22B,
  ...WORLD23,
  ...WORLD23B,
  ...WORLD24,
  ...WORLD24B,
  ...WORLD25,
  ...WORLD25B,
  ...WORLD27,
  ...WORLD27B,
  ...WORLD26,
  ...WORLD26B,
];
