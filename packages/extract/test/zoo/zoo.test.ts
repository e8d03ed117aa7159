import { readFileSync } from 'node:fs';
import { extractStatement } from '@statemint/extract';
import { describe, expect, it } from 'vitest';
import { money, printDate, US_NUMBERS, EU_NUMBERS } from './format.ts';
import { buildCase, LAYOUTS, truthBalances } from './index.ts';
import { matchAccount, sameAccountNumber, scoreStatement } from './score.ts';

/** Layouts small enough to build twice in a unit test (the long one is left to the runner). */
const MAX_TEST_ROWS = 200;
const small = LAYOUTS.filter((l) => l.plans.every((p) => p.count <= MAX_TEST_ROWS));

/**
 * The layouts the engine passes today (bench/reports/zoo.md, 41 of 85): each must keep passing exactly.
 * The others fail or are silently wrong today (13 of 85 are); the report lists them and why.
 */
const PASSING_NOW = [
  'us-ledger-daily-balance',
  'us-credit-card',
  'us-credit-card-reference-and-account-columns',
  'us-credit-card-year-boundary',
  'us-activity-spaced-sign',
  'multi-account-consolidated',
  'multi-account-checking-and-card',
  'uk-money-out-in-year-boundary',
  'uk-paid-out-in-od-balance',
  'uk-balance-carried-forward-each-page',
  'uk-currency-in-headers-d-suffix',
  'uk-amount-on-last-line-of-wrapped-row',
  'uk-credit-card-cr-suffix',
  'yearless-dates-statement-date-only',
  'fintech-iso-dates-currency-code',
  'fintech-multi-currency-statements',
  'de-trailing-minus-buchung-wert',
  'de-soll-haben-columns',
  'fr-debit-credit-space-thousands',
  'es-importe-saldo-two-dates',
  'nl-af-bij-columns',
  'ch-apostrophe-thousands-belastung-gutschrift',
  'mx-cargos-abonos-spanish-months',
  'au-crdr-balance-suffix',
  'in-separate-dr-cr-indicator-columns',
  'za-cr-suffix-amounts',
  'sg-dr-suffix-amounts',
  'quirk-glyph-per-item',
  'quirk-word-items-out-of-order',
  'quirk-rotated-landscape-pages',
  'quirk-tight-columns-paren-negatives',
  'unsigned-amounts-red-debits',
  'quirk-reverse-emission-courier',
  'quirk-one-rotated-page',
  'header-on-first-page-only',
  'usd-prefix-currency-code',
  'be-old-new-balance-one-line',
  'at-summe-der-buchungen',
  'au-card-period-among-dates',
  'us-card-holder-side-continuation',
  // Passed at first contact (the 12 layouts of world9.ts, world9b.ts and americas9.ts).
  'us-credit-union-share-suffixes',
  // Made exact later in issue 8 (labelled figures, check grids, C/D marks, account-name labels, a truth
  // that expected no currency).
  'fr-a-reporter-report',
  'us-checks-three-across',
  'br-extrato-c-d-markers',
  'in-ref-value-date-columns',
  'pl-suma-subtotals-iban',
  'uk-balance-on-date-sort-code-iban',
  'bd-business-lakh-many-pages',
  // Amounts printed whole, columns after the balance or the date after the amounts, an empty period.
  'id-whole-rupiah-dash-dates',
  'jp-newest-first-whole-yen',
  'ke-newest-first-zero-unused',
  'no-ut-inn-rentedato-right',
  'dk-rentedato-right-of-balance',
  'ca-date-column-after-amounts',
  'za-empty-period',
  'fi-tiliote-saldo-dated-lines',
  'vn-bilingual-whole-dong',
  'sg-type-code-amount-last-line',
  // Dates printed inside the description cell.
  'co-date-inside-description',
  // The Turkish account label and the lira's "TL".
  'tr-hesap-hareketleri-dekont-no',
  // Made exact by row grouping (gap-parted rows, labelled description lines).
  'it-dare-avere-centred-rows',
  'nl-omschrijving-line-below',
  // Figures under unknown header cells (Quantity, Price) and a lettered account number.
  'us-brokerage-cash-quantity-price',
  // A second date column in another calendar (Hijri) kept out of the description.
  'sa-hijri-date-column',
  // Turnover lines (debit and credit equal to the rows above) are totals.
  'ro-rulaj-zi-sold-final-zi',
  'hu-szamlakivonat-whole-forint',
  // A "Date/Time" column; dated balance lines at both ends of a newest-first list.
  'kr-newest-first-datetime-won',
  // A currency after a column title ("Balance in NIS").
  'il-mirrored-columns-trailing-minus',
  // The other side of a money-in/money-out pair under an unknown title; a period known only from the rows.
  'uk-account-name-easy-saver',
  // Labels above whole-peso figures in the loose reading; the currency named in words.
  'cl-cartola-labels-above-daily-saldo',
  // Passed at first contact (4 of the 12 layouts of world10.ts and world10b.ts).
  'pk-lakh-cheque-value-date',
  'lk-savings-interest-summary-box',
  'gr-se-metafora-apo-metafora',
  'jm-jmd-balances-one-line-footer-on-row',
  // Two accounts named by their blocks' title lines, a closing beside the opening that starts the second.
  'pe-soles-dolares-two-accounts',
  // Buddhist-era years read as Gregorian.
  'th-buddhist-era-dates-channel',
  // Passed at first contact (3 of the 12 layouts of world11.ts and world11b.ts).
  'eg-heading-first-page-only-iban',
  'ge-gel-usd-sub-accounts',
  'tt-dr-cr-amount-and-balance',
  // Every active ISO 4217 code read (Tanzanian shillings, Uruguayan pesos, Mauritian rupees).
  'tz-book-available-balance-type-code',
  'uy-concepto-line-below',
  'mu-savings-date-once-per-day',
  // Money printed with three decimals (Kuwaiti dinars) read to the cent.
  'kw-three-decimal-dinars',
  // Balances printed only after the table, told by opening + sum = closing; the page band's account number.
  'rs-izvod-stanje-after-table',
  // A debit/credit column of its own: the lone D ending each debit's line marks it.
  'ee-d-k-marker-column',
  // Of three amount columns, the one the running balance moves by; a rate and dashes between the money.
  'ua-mcc-exchange-rate-cashback',
  // Passed at first contact (5 of the 12 layouts of world12.ts and world12b.ts).
  'hr-donos-prijenos-each-page',
  'jo-charges-table-beneath',
  'mn-balance-before-and-after-each-row',
  'am-amd-usd-eur-summary-table-first',
  'fj-landscape-branch-right-of-balance',
  // Passed at first contact (8 of the 12 layouts of world13.ts and world13b.ts).
  'si-izpisek-stanje-na-dan-koda-namena',
  'lt-israsas-apyvarta-tesinys-pages',
  'cy-value-date-after-description-cf-bf',
  'mt-savings-quarter-balance-once-a-day',
  'bh-business-three-decimal-dr-cr-column',
  'lb-usd-lbp-solde-au-two-accounts',
  'ec-ahorros-newest-first-tipo-nd-nc',
  'cr-empresarial-iban-continuacion',
  // Passed at first contact (5 of the 12 layouts of world14.ts and world14b.ts).
  'mk-izvod-dolzi-pobaruva-sostojba',
  'al-kursim-gjendja-tremujore',
  'rw-whole-francs-signed-newest-first',
  'do-corriente-rd-fecha-corte-impuesto',
  'bn-card-bilingual-paren-credits',
  // Passing since the fixes of 2026-11-27's evening session (first contact failed).
  'np-savings-interest-tds-lakh',
  'kz-amount-first-operation-column',
  'cz-vypis-variabilni-symbol',
  'sk-vypis-summary-box-signed',
  'lu-carte-visa-debits-negative',
  'tw-card-roc-dates-whole-ntd',
  'om-card-three-decimal-cr-payments',
  'bw-cr-suffix-accrued-charges-right',
  'lv-kreditkarte-iepriekseja-parads',
  // Passed at first contact (8 of the 12 layouts of world15.ts and world15b.ts).
  'mz-extracto-a-transportar-transporte-nib',
  'ao-cartao-credito-kwanza-d-c-marks',
  'cm-releve-xaf-solde-debut-fin-cumul',
  'mg-epargne-ariary-solde-au-trimestre',
  'zm-kwacha-dr-cr-headings-reference',
  'bb-chequing-continued-masked-later-pages',
  'mv-savings-mvr-items-out-of-order',
  'pg-kina-landscape-rotated-bsb',
  // Fixed 2026-11-28: the IBAN read whole, the labelled account number over a debit card, three-decimal
  // thousands (az, uz, tn); an opening proven by the rows' own sums (bg); the amount in the operation's
  // currency set aside (md); a number a word space after the text is the description's (et, mm).
  'az-cixaris-voen-column-dovriyye',
  'uz-humo-kirim-chiqim-time-column',
  'tn-releve-trois-decimales-sans-solde',
  'bg-bilingual-oboroti-no-balance',
  'md-card-holder-side-original-currency',
  'et-savings-ethiopian-calendar-column',
  'mm-business-whole-kyat-cheque-no-glyph-items',
  // Fixed 2026-11-28 (second session): the labelled number every page's heading repeats names the account
  // (ba, kg, bo); a code that is also a word, in brackets after the currency's name (bo).
  'ba-izvod-duguje-potrazuje-nastavak',
  'kg-vypiska-vkhodyashchiy-ostatok-word-items',
  'bo-caja-de-ahorro-hora-importe-signed',
  // Passed at first contact (9 of the 12 layouts of world16.ts and world16b.ts).
  'me-izvod-duguje-potrazuje-summary-row',
  'xk-llogari-kursimi-bilanci-i-bartur-pages',
  'dz-releve-ancien-nouveau-solde-date-valeur-apres',
  'ci-releve-xof-solde-precedent-tight-columns',
  'mw-card-kwacha-mk-payments-minus',
  'zw-current-zwl-reference-rotated-pages',
  'la-savings-kip-withdrawal-deposit-glyph-items',
  'bt-savings-ngultrum-lakh-cheque-no-word-items',
  'tj-hisob-boqimonda-signed-no-balance-reversed',
  // Passed at first contact (8 of the 12 layouts of world17.ts and world17b.ts).
  'sv-corriente-usd-resumen-continua-pages',
  've-corriente-bolivares-millones-items-reversed',
  'gy-savings-gyd-particulars-summary-below',
  'ht-releve-gourdes-francais-kreyol-headings',
  'iq-kashf-hisab-whole-dinar-rotated-landscape',
  'sc-card-rupees-summary-row-cr-payments',
  'ws-savings-tala-date-once-per-day',
  'ga-releve-xaf-ancien-nouveau-solde-sans-solde',
  // Fixed 2026-11-28 (second session): a heading's IBAN of its country's registered length read whole (by);
  // the other dollars' prefixes (na "N$", bz "BZ$").
  'by-vypiska-ostatok-na-date-iban-reversed',
  'na-cheque-nad-summary-across-brought-forward',
  'bz-card-bzd-post-date-first-cr-reference',
  // A number grouped by the decimal mark itself is no money (li "Konto 123.456.01"); a heading's only
  // labelled number of ten digits or more where none has twelve (tl).
  'li-kontoauszug-chf-valuta-after-text-tight',
  'tl-konta-usd-tetum-newest-first-signed',
  // A dollar sign with a letter prefix the engine cannot name ("B$") still marks money (bs).
  'bs-chequing-bsd-signed-summary-right-word-items',
  // Failed at first contact (balances after "MOP$" unread); passes since the same fix (mo).
  'mo-cartao-mop-bilingue-pt-en-dd-mm-cr',
  // Silently wrong at first contact (a marker, a reference glued to the descriptions); pass since a
  // titled column a few rows fill is found from its title (sz, ky).
  'sz-current-szl-date-after-credits-carried-pages',
  'ky-business-ci-dollar-balance-forward-counts',
  // A sign naming two currencies decides none alone, and the ISO 4217 names are read (ni, gt, hn); a
  // summary printed across the page is no table (lr); text right of the money, totals under inferred
  // columns and the account number the title names (tm).
  'ni-tarjeta-cordobas-debitos-creditos-corte',
  'gt-monetaria-van-vienen-pages',
  'hn-tarjeta-lempiras-dolares-cero',
  'lr-card-usd-new-balance-items-by-kind',
  'tm-hasap-gocurmesi-manat-purpose-after-money',
  // Passed at first contact (9 of the 12 layouts of world18.ts and world18b.ts).
  'ru-kreditnaya-karta-rub-holder-side-glyph-items',
  'af-current-afn-dari-shamsi-date-column',
  'ly-business-lyd-three-decimals-newest-first',
  'sd-investment-savings-sdg-profit-reversed',
  'mr-releve-mru-a-reporter-report-pages',
  'bj-releve-xof-date-valeur-after-libelle',
  'tg-entreprise-xof-zero-unused-tight-columns',
  'gn-epargne-gnf-sens-d-c-whole-millions',
  'sl-current-sle-lodgements-summary-word-items',
  // Passed at first contact (9 of the 12 layouts of world19.ts and world19b.ts).
  'ls-savings-loti-trailing-minus-glyph-items',
  'bi-releve-fbu-date-valeur-totaux-kirundi',
  'cd-compte-usd-francais-synthese-items-grouped',
  'sr-rekening-courant-srd-valutadatum-geen-saldo',
  'aw-card-afl-papiamento-summary-across-trailing',
  'bm-card-bmd-reference-mmm-dd-fees-apart',
  'lc-savings-xcd-dated-bfwd-rows-rotated',
  'mc-compte-eur-solde-crediteur-iban-mc',
  'fo-kontoavrit-dkk-rentudagur-word-items',
  // Passed at first contact (8 of the 12 layouts of world20.ts and world20b.ts).
  'ad-extracte-eur-catala-data-valor-import-signat',
  'gl-kontoudskrift-dkk-rentedato-primo-glyph-items',
  'gi-current-gbp-paid-out-in-sort-code-rotated',
  'ag-card-xcd-holder-side-summary-below-ec',
  'gd-chequing-xcd-cheque-no-continued-pages',
  'dm-savings-xcd-signed-date-once-per-day',
  'kn-business-usd-particulars-cr-balance-tight',
  'vc-savings-xcd-summary-below-interest-rate',
  // Passed at first contact (10 of the 12 layouts of world21.ts and world21b.ts).
  'td-releve-xaf-solde-a-reporter-ref-after-libelle',
  'ne-livret-epargne-xof-ancien-nouveau-glyph-items',
  'ml-entreprise-xof-date-comptable-zero-tight',
  'bf-compte-cheque-xof-newest-first-word-items',
  'cg-releve-xaf-soldes-dates-sous-tableau-reversed',
  'dj-carte-djf-titulaire-signee-rotated',
  'so-current-usd-somali-headings-balance-per-day',
  'ye-current-yer-amount-dr-cr-column-kashf',
  'sy-savings-syp-balances-one-line-millions',
  'km-compte-kmf-suite-sans-entete-solde-crediteur',
  // Passed at first contact (7 of the 12 layouts of world23.ts and world23b.ts).
  'gw-poupanca-xof-levantamentos-depositos-reversed',
  'cf-releve-xaf-code-operation-valeur-apres-cumul',
  'ss-current-ssp-bracketed-amount-balance-box-glyph-items',
  'er-savings-ern-date-once-balances-below-rotated',
  'je-current-gbp-payment-type-sort-code-items-grouped',
  'vg-card-usd-trailing-minus-payments-summary-right',
  'sx-rekening-xcg-tweetalig-newest-first-trailing-minus',
  // Failed at first contact; pass since: a header on two lines read by the line that dates more rows
  // (im, silently wrong before); a date beside another calendar's date ends its cell (ir); the labelled
  // number every page repeats over an IBAN printed once (sm, silently wrong before); ISO 4217 up to
  // Amendment 180 (cw) and a word-like code with its bracketed name after a label (cu).
  'im-card-gbp-cr-payments-minimum-word-items',
  'ir-hesab-jari-irr-radif-shamsi-bedehkar',
  'sm-estratto-conto-eur-dare-avere-segue-pages',
  'cw-spaarrekening-xcg-af-bij-papiamento-reversed',
  'cu-estado-cuenta-cup-no-doc-debito-credito',
  // Passed at first contact (11 of the 12 layouts of world22.ts and world22b.ts).
  'sb-business-sbd-cheque-no-balance-bf-continued',
  'vu-savings-vuv-bislama-headings-word-items',
  'to-cheque-top-pa-anga-summary-box-signed-mmm',
  'ki-savings-aud-balance-forward-d-mmm-rotated',
  'pw-checking-usd-summary-counts-items-grouped',
  'mh-card-usd-issuer-side-reference-payment-stub',
  'fm-savings-usd-balances-one-line-paren-tight',
  'nr-business-aud-cr-balance-opening-rows-reversed',
  'tv-savings-aud-dr-cr-column-balances-below',
  'pf-releve-xpf-ancien-nouveau-solde-rows-glyph-items',
  'gu-checking-usd-mm-dd-daily-balance-summary-chamorro',
  // Failed at first contact; passes since: a labelled opening under the rows whose summary below the
  // rows fit (opening moved by every row = the closing) is the account's own, not a second account.
  'nc-carte-xpf-credit-recapitulatif-sous-tableau',
  // Failed at first contact (world23); pass since the fixes of 2026-11-28, fourth session (DECISIONS):
  // a wrapped line opening with a day and month under the text (gq), an account number's one-digit last
  // group (st), a dinar section among cent sections (ps), the one currency the heading names (gg), a
  // summary across the page under a card's rows (tc).
  'gq-extracto-xaf-debe-haber-suma-y-sigue-pages',
  'st-extracto-stn-resumo-em-linha-word-items',
  'ps-current-ils-jod-usd-three-accounts-kashf',
  'gg-call-eur-offshore-cr-balance-continued-overleaf',
  'tc-card-usd-charges-credits-columns-summary-across-below',
  // world24 and world24b: passed at first contact (main 81b601f).
  'pr-cheques-usd-bilingue-encabezados-dos-lineas-resumen',
  'vi-business-checking-usd-check-no-continued-short-account',
  'mp-card-usd-signed-summary-opening-closing-date-glyph-items',
  'ms-business-usd-cheque-after-particulars-cf-bf-rotated',
  're-releve-eur-solde-crediteur-au-totaux-avant-nouveau-solde',
  'ck-card-nzd-processed-date-first-cr-payments-reversed',
  // Passed at first contact (3 of the 8 layouts of world25.ts and world25b.ts).
  'us-hsa-usd-contributions-distributions-tax-year',
  'in-current-inr-lakh-cr-balance-summary-across-contd-pages',
  'uk-business-gbp-in-before-out-type-after-desc-grouped-items',
  // Fixed after first contact (2026-11-28, fifth session): a sign's other currency named (fk), titles
  // the text layer joined (ai), a currency code in a foreign-amount cell, a masked card number over a
  // number in a sentence (de), a number after a product name and a number mark (fr), a card's last four
  // digits ending the product line and the period end nearest the rows (br).
  'fk-current-fkp-sort-code-dated-balances-dr-items-grouped',
  'ai-savings-xcd-value-date-bfwd-cfwd-tight-columns',
  'de-kreditkarte-eur-belegdatum-fremdwaehrung-kurs',
  'fr-livret-a-eur-valeur-quinzaine-solde-crediteur-rotated',
  'br-fatura-cartao-brl-parcela-resumo-proximas-faturas',
  // Fixed after first contact (2026-11-28, sixth session): compact YYYYMMDD dates, Japanese era dates,
  // asterisk fills, an unknown title heading a text column of its own (cn), the account number ending
  // the line under the statement's title (jp, ca).
  'cn-corporate-cny-yyyymmdd-counterparty-batch-pages',
  'jp-futsu-passbook-jpy-reiwa-asterisk-glyph-items',
  'ca-caisse-celi-bilingue-code-solde-reporte-word-items',
  // world26, fixed after first contact by fix36c: a month named with its year as the period (id), a
  // description running on under a money column's title (kr).
  'id-tabungan-idr-mutasi-db-cbg-tanpa-tahun-glyph-items',
  'kr-foreign-currency-usd-deposit-rate-krw-right-of-balance-rotated',
  // Passed at first contact (4 of the 8 layouts of world27.ts and world27b.ts, main 3178998).
  'ng-business-current-ngn-summary-box-reference-value-date-pages',
  'za-credit-card-zar-summary-across-cr-payments-yearless',
  'sa-credit-card-sar-hijri-heading-original-amount-items-grouped',
  'ch-geschaeftskonto-chf-valuta-second-uebertrag-rotated',
  // Passed at first contact (3 of the 8 layouts of world26.ts and world26b.ts, main 3178998).
  'au-business-aud-summary-equation-carried-brought-forward-pages',
  'it-conto-impresa-eur-addebiti-accrediti-prima-descrizione-riporto-pages',
  'es-empresa-eur-debe-haber-remesas-saldo-anterior-reversed',
  // Failed at first contact (world27; pl, ar silently wrong); pass since fix36a: a column an inferred
  // table prints on a few rows (pl), the number ending the heading's product line (ar), a column of two
  // words the balances prove the amounts' side and a number on the line under the account's (nl), "+"
  // on the money in only and a summary's labels naming their day (ru).
  'pl-karta-kredytowa-pln-raty-dwie-daty-minus-obciazenia',
  'ar-caja-ahorro-usd-u-s-saldo-anterior-resumen-glyph-items',
  'nl-spaarrekening-eur-af-bij-word-column-saldo-op',
  'ru-debetovaya-karta-rub-kategoriya-plus-credits-word-items',
] as const;

/** Regions that name a producer quirk or a product rather than a country. */
const NOT_COUNTRIES = new Set(['quirk', 'scale', 'fintech', 'EU fintech']);

describe('zoo layouts', () => {
  it('have unique ids, at least 297 layouts from at least 221 countries, and cover issue 8 section 3', () => {
    const ids = LAYOUTS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(297);
    const countries = new Set(LAYOUTS.map((l) => l.region).filter((r) => !NOT_COUNTRIES.has(r)));
    expect(countries.size).toBeGreaterThanOrEqual(221);
    expect(LAYOUTS.filter((l) => l.mechanisms).length).toBeGreaterThanOrEqual(254);
    const covered = new Set(LAYOUTS.flatMap((l) => l.mechanisms ?? []));
    for (let m = 1; m <= 18; m++) expect(covered.has(m), `mechanism ${m}`).toBe(true);
  });

  it('record a first contact for every layout added for issue 8', () => {
    const first = JSON.parse(
      readFileSync(new URL('./first-contact.json', import.meta.url), 'utf8'),
    ) as Record<string, { result: string }>;
    const added = LAYOUTS.filter((l) => l.mechanisms).map((l) => l.id);
    expect(added.filter((id) => !(id in first))).toEqual([]);
  });

  it.each(small.map((l) => [l.id, l] as const))(
    '%s: truth reconciles and bytes are deterministic',
    async (_id, layout) => {
      const a = await buildCase(layout);
      const b = await buildCase(layout);
      expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
      expect(a.truth).toEqual(b.truth);
      expect(a.truth).toHaveLength(layout.plans.length);
      a.truth.forEach((acct, i) => {
        const plan = layout.plans[i];
        expect(truthBalances(acct)).toBe(true);
        expect(acct.transactions).toHaveLength(plan?.count ?? -1);
        expect(acct.statementDate).toBe(plan?.end);
        for (const t of acct.transactions) {
          expect(t.date > (plan?.start ?? '') && t.date <= acct.statementDate).toBe(true);
          expect(t.description).toBe(t.description.replace(/\s+/g, ' ').trim());
          expect(Number.isInteger(t.cents) && t.cents !== 0).toBe(true);
        }
      });
    },
  );
});

describe('the engine on the layouts it passes today', () => {
  it.each(PASSING_NOW.filter((id) => small.some((l) => l.id === id)))(
    '%s: every row, accountInfo field, currency and name exact, with the right claim',
    async (id) => {
      const layout = LAYOUTS.find((l) => l.id === id);
      if (!layout) throw new Error(`no layout ${id}`);
      const zoo = await buildCase(layout);
      const out = await extractStatement(zoo.pdf.slice());
      if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
      const score = scoreStatement(zoo.truth, out.statement, zoo.currency);
      expect(score.mismatches).toEqual([]);
      expect(score.exact).toBe(true);
      expect(score.accounts.map((a) => a.claimOk)).toEqual(zoo.truth.map(() => true));
    },
  );
});

describe('printing helpers', () => {
  it('prints negatives in each bank style', () => {
    expect(money(-123456, { numbers: US_NUMBERS, negative: 'minus' })).toBe('-1,234.56');
    expect(money(-123456, { numbers: EU_NUMBERS, negative: 'trailing' })).toBe('1.234,56-');
    expect(money(-123456, { numbers: US_NUMBERS, negative: 'paren' })).toBe('(1,234.56)');
    expect(money(-123456, { numbers: US_NUMBERS, negative: 'dr', crSuffix: true })).toBe(
      '1,234.56 DR',
    );
    expect(money(123456, { numbers: US_NUMBERS, negative: 'dr', crSuffix: true })).toBe(
      '1,234.56 CR',
    );
    expect(
      money(-4500, { numbers: US_NUMBERS, negative: 'minus', prefix: '$', spacedSign: true }),
    ).toBe('- $45.00');
    expect(money(5, { numbers: EU_NUMBERS, negative: 'minus', suffix: ' EUR' })).toBe('0,05 EUR');
  });

  it('prints dates in each bank style', () => {
    expect(printDate('2024-01-05', 'MMMDD')).toBe('JAN05');
    expect(printDate('2024-01-05', 'DD.MM.')).toBe('05.01.');
    expect(printDate('2024-01-05', 'MMM D, YYYY')).toBe('Jan 5, 2024');
    expect(printDate('2024-01-05', 'DD/MM/YY')).toBe('05/01/24');
  });
});

describe('scoring', () => {
  it('classifies a negated amount as a sign mismatch and an unmatched row as missing', () => {
    const want = [
      { date: '2024-01-02', description: 'Coffee  Shop', cents: -450 },
      { date: '2024-01-03', description: 'Salary', cents: 100000 },
    ];
    const got = [{ date: '2024-01-02', description: 'coffee shop', cents: 450 }];
    const r = matchAccount(want, got, 0);
    expect(r.matched).toBe(0);
    expect(r.mismatches.map((m) => m.kind)).toEqual(['sign', 'missing']);
  });

  it('accepts the alternative printed date', () => {
    const r = matchAccount(
      [{ date: '2024-01-02', altDate: '2024-01-04', description: 'x', cents: 1 }],
      [{ date: '2024-01-04', description: 'X', cents: 1 }],
      0,
    );
    expect(r.matched).toBe(1);
  });

  it('matches account numbers on letters and digits, and a four-digit tail against a masked number', () => {
    expect(sameAccountNumber('DE89370501980012345678', 'DE89 3705 0198 0012 3456 78')).toBe(true);
    expect(sameAccountNumber('4821', 'XXXX XXXX XXXX 4821')).toBe(true);
    expect(sameAccountNumber('12345678', '45678')).toBe(false);
    expect(sameAccountNumber('12345678', null)).toBe(false);
  });
});
