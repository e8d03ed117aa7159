/**
 * Hand-written diagnoses of why the engine fails zoo layouts, each traced with
 * `npx tsx packages/extract/test/zoo/trace.ts <layout> [text]` to the stage and rule that break it.
 */

/** When and against which engine state these diagnoses were written. */
export const DIAGNOSED_AT = 'diagnosed 2026-11-23 10:30Z against engine commits c1a5cd2 to 6130eb7';

export const MECHANISMS = {
  'date-column-right-of-description': {
    title: 'A date column printed right of the description is read as description text',
    detail:
      'When a second date column (value date "Valeur", "Value Dt", a checks table\'s "DATE PAID") lies between the description and the amounts, its cells are appended to the description ("PRLV SEPA ORANGE SA 507902882 18/12"). detectColumns does find the column (role valueDate/date, x 345-370 in the French layout), but rowsToTransactions only strips dates that sit left of the description. General fix: assign every date token to the date-role column whose x-range it falls in, wherever that column is, and never to the description; when the primary date column is not the leftmost, take the row date from it.',
  },
  'number-starts-continuation-line': {
    title:
      'In a checks table, a wrapped description line that starts with a digit-only token is dropped',
    detail:
      'In a table with a check-number column ("CHECK NO."), a continuation line beginning with a bare number in the description column ("835288598 SETTLEMENT BATCH 638314", x = 100, while the check column ends at x = 88) is not appended to the row above: it looks like the start of a new check row, but has no date or amount, and is discarded. (At engine b1e2221 the same rule also cut the number from such lines in ordinary ledgers with a "Check Number" column; that case now passes.) General fix: a line starts a check row only if its number lies inside the check column\'s x-range and the line has an amount; otherwise a line inside the description column is a continuation.',
  },
  'date-only-continuation-line': {
    title: 'A wrapped description line that is only a date is dropped',
    detail:
      'A description that wraps so that its last line is a lone date ("...Value Date:" / "10/08") loses that line: linesToRows sees a date and no amount, so the line is neither a new row nor appended. When the date shares the line with words ("Date: 21/08") it is kept. General fix: a line whose date lies in the description column (not in a date column) is description text; only a date inside a date column can start a row.',
  },
  'date-column-after-amounts': {
    title: 'Dates printed right of the amount columns are never found',
    detail:
      'TD Canada-style tables put DATE after WITHDRAWALS/DEPOSITS ("Interac purchase ... 63.86 DEC21 1,811.14"). The header is detected with its date column at x 440 and parseDate("DEC21") does give 21 December, yet linesToRows gives these rows no date (it looks for the row date at the start of the line, before the description), so no row qualifies and the result is no_transactions. Verified by redrawing the same rows: with the DATE column first they all convert and reconcile; with the date after the amounts they fail whether it prints "DEC21" or "21 DEC". General fix: when the header has a date column, read the row date from the token inside that column\'s x-range wherever it sits, and fall back to the line start only without a header.',
  },
  'card-purchases-section-sign': {
    title: 'Card purchases inherit the sign of the preceding "Payments, Credits" section',
    detail:
      'On the card statement the heading "Payments, Credits and Adjustments" opens a credit (deposits) section; the next heading "Standard Purchases" is not in the section vocabulary, so the purchases stay in the credit section and come out positive, while the payment ("-$1,842.33") is signed from its explicit minus. The mix of conventions breaks reconciliation. General fix: recognise purchase headings (purchases, purchases and adjustments, standard purchases, new charges, transactions) as debit sections, and in a liability statement let an explicit sign win over any section.',
  },
  'compact-period-range': {
    title:
      'A statement period in an unexpected form is not read, so another header date becomes the statement date',
    detail:
      'findPeriod misses "Billing Period: 02/09/24-03/08/24" (two yy dates joined by a hyphen with no spaces; card layout at b1e2221) and "From : 01/04/2024 To : 30/04/2024" (colons printed as separate words between each label and its date; Indian layout at 8418d1b). Its fallback then takes the latest date printed anywhere in the header or footer: the "Payment Due Date 04/05/24", or "Generated On: 01-May-2024" at the end of the statement. General fix: tokenise period ranges on "-", "–", "to", "through", "a", "au", "bis", "t/m" with or without spaces, skip ":" and label words between a label and its date, and never take a date labelled due, generated, printed or run as the period end.',
  },
  'two-label-pairs-on-one-line': {
    title: 'Two label/value pairs on one line both take the last value',
    detail:
      '"Opening Balance $2,500.75   Closing Balance $6,206.24" on one line gives beginningBalance = endingBalance = 6,206.24: the balance label reader takes the line\'s last amount for each label. General fix: pair each label with the first amount to its right before the next label.',
  },
  'local-account-labels': {
    title: 'Account numbers after local or glued labels are not read',
    detail:
      'The label vocabulary lacks bare "Cuenta" (es: "Cuenta ES91 2100 ..."), "conta"/"agência/conta" (pt: "agência/conta 1234 / 56789-0"), and a value glued to its colon is rejected ("Account No :50100123456789": ACCOUNT_VALUE_RE refuses the leading ":"). General fix: add the bare local words (konto, cuenta, conta, compte, rekening) behind the same "number must follow" guard used for bare "Account", strip leading ":"/"#"/"No." from the value, and accept "/"-joined agency/account groups.',
  },
  'account-number-groups': {
    title:
      'Masked or lettered groups end an account number, and a date under the label is taken instead',
    detail:
      'The grouped-number reader stops at the first group that is not four digits: "Card number 4929 **** **** 1234" gives "4929" (the masked groups have fewer than two digits), and "IBAN NL91 INGB 0001 2345 67" stops at the bank code "INGB"; with nothing usable on the label\'s line the fallback reads the value printed under the label on the next line and accepts a date ("01-02-2024") as the account number. After a bare "Account#" label only the first group is read ("Account# 4400 1234 5678 9012" gives "4400"). General fix: for an IBAN label read the country/check head then every alphanumeric group (validate with the IBAN mod-97 check); let masked groups (****, XXXX, ••••) continue a card number and keep its last digits; never accept a token that parses as a date or amount as an account number.',
  },
  'month-names-english-only': {
    title: 'Month abbreviations are recognised in English only',
    detail:
      '"17/DIC", "05/ENE", "12/AGO" (Spanish, as Mexican and Spanish banks print them) are not dates: linesToRows finds no date on any row, so the table yields no_transactions although its header (FECHA/DESCRIPCION/CARGOS/ABONOS/SALDO) is recognised. General fix: one month-name table across the supported languages (es ENE..DIC, de JAN MRZ MAI OKT DEZ, fr janv. févr. mars avr. juil. août déc., nl mrt mei okt, pt FEV ABR MAI AGO SET OUT DEZ), matched case-insensitively with an optional dot, in "DD/MMM", "DD MMM", "DD-MMM-YYYY".',
  },
  'amount-left-of-description': {
    title: 'An amount column left of the description yields no rows',
    detail:
      'PNC/US Bank-style tables print "Date posted | Amount | Transaction description | Reference number". Every row has its date and amount, yet the result is no_transactions. Verified by redrawing the same rows: with a one-line header, with or without the reference column, it still fails; with the Amount column moved right of the description the rows convert. So the row assembler requires the amount to follow the description (or takes the text right of the amount as a new row). General fix: place tokens by header column x-ranges whatever the column order; the description is the text inside the description column, not the text before the first amount.',
  },
  'local-balance-labels': {
    title: 'Opening/closing labels missing from the vocabulary',
    detail:
      '"Beginsaldo"/"Eindsaldo" (nl) are not opening/closing labels, so a Dutch statement without a running balance has no beginning or ending balance and cannot reconcile. General fix: add nl (beginsaldo, eindsaldo, vorig saldo, nieuw saldo), pt (saldo anterior, saldo final) and it (saldo iniziale, saldo finale) to the balance-label vocabulary.',
  },
  'liability-per-document': {
    title: 'Credit-card (liability) mode is decided once per PDF, not per account',
    detail:
      'index.ts calls detectLiability(lines) on the whole document; one card section ("Credit limit", "Minimum payment due", "New balance") switches every account to the owed-balance convention. In a combined statement the checking account then comes out with every sign flipped (deposits negative, purchases positive) and still "reconciles", because beginning - Σ = ending holds for the flipped signs. General fix: detect liability per account (from the labels between that account\'s number and its table), and keep the asset convention where a running balance rises with deposits.',
  },
  'date-column-between-amounts': {
    title: 'A date column between the amount columns leaves the table with no rows',
    detail:
      'The Swiss layout prints Datum | Text | Belastung | Gutschrift | Valuta | Saldo. The header is found with every role right (valueDate at x 465 between credit and balance), each row has its dates and amounts ("05.07.24 Kartenzahlung ... 440.17 05.07.24 18\'010.58"; apostrophe thousands parse), yet no row is accepted: no_transactions. Verified by redrawing the same rows: with Valuta moved left of the amounts, or left out, the engine converts all 36 rows and reconciles, so the apostrophe numbers and the vocabulary are fine and the column order is the cause. General fix: place each token by the header column whose x-range holds it, whatever the column order, and return the debug trace with the error so such failures can be traced.',
  },
  'italian-two-line-header': {
    title:
      'Italian headers (Data contabile / Data valuta / Descrizione / Dare / Avere) over two lines are not recognised',
    detail:
      'Neither header line is detected ("Data Data" above "contabile valuta Descrizione Dare Avere"): Dare/Avere (debit/credit), Descrizione and "Data contabile"/"Data valuta" are missing from the header vocabulary, and the no-header fallback that rescues other layouts (it infers columns from the rows) gives no rows here, probably because each row starts with two dates. General fix: add it (data contabile, data valuta, descrizione, dare, avere, entrate, uscite, saldo iniziale/finale) to the vocabulary, match header words across two stacked lines, and let the fallback take the first of two leading dates as the row date.',
  },
  'indicator-columns-in-description': {
    title:
      'Separate "Dr / Cr" indicator columns are not a column role, so their cells join the description',
    detail:
      'With "Amount | Dr / Cr | Balance | Dr / Cr" the signs come out right (settled from the indicator or the running balance), but the "DR"/"CR" cells are appended to the description ("UPI/522365989/SWIGGY/PAYMENT DR CR"), and on a wrapped row they are spliced into it after its first line ("IMPS-723855631-RAHUL CR CR SHARMA-..."). General fix: give "Dr/Cr", "Cr/Dr", "Type", "D/C", "S/H" headers an indicator role bound to the amount (or balance) column left of it, read the sign from it, and never put a cell that lies right of the description column into the description.',
  },
  'lines-above-the-anchor-line': {
    title: "Description lines printed above a row's date/amount line are given to the previous row",
    detail:
      'Banks that centre the date and amount cells vertically on a wrapped row print its first description line above the anchor line ("PRLV SEPA ORANGE SA 592627646 REFERENCE" above "08/09/2024 08/09/2024 491598651 ORIGINATOR ... 63,66"). The engine appends every line without a date to the row above, so the previous row gains a line and this row loses its first. General fix: assign each date-less line to the nearer anchor line (by vertical distance), or, where rows are separated by a larger gap than the lines within a row, split rows at those gaps first.',
  },
} as const satisfies Record<string, { title: string; detail: string }>;
export type MechanismId = keyof typeof MECHANISMS;

export const DIAGNOSES: Partial<
  Record<string, { mechanisms: readonly MechanismId[]; note: string }>
> = {
  'us-amount-before-description': {
    mechanisms: ['amount-left-of-description'],
    note: 'no_transactions, although every row has a date and an amount.',
  },
  'us-credit-card-reference-and-account-columns': {
    mechanisms: ['account-number-groups'],
    note: 'Every row is right (the reference and last-four account columns are kept out of descriptions and amounts) and it reconciles; the card number after "Account#" is cut to its first group.',
  },
  'multi-account-checking-and-card': {
    mechanisms: ['liability-per-document'],
    note: 'At ad238ac all 24 checking rows had the wrong sign; passes since 8418d1b (account type per account).',
  },
  'uk-credit-card-cr-suffix': {
    mechanisms: ['account-number-groups'],
    note: 'At b1e2221 every row was right but the masked card number was read as "4929"; passes since c1a5cd2.',
  },
  'nl-af-bij-columns': {
    mechanisms: ['account-number-groups', 'local-balance-labels'],
    note: 'At b1e2221 the IBAN was read as the period date under it and Beginsaldo/Eindsaldo were not read; passes since c1a5cd2.',
  },
  'mx-cargos-abonos-spanish-months': {
    mechanisms: ['month-names-english-only'],
    note: 'At c1a5cd2 no_transactions (no "DD/MMM" date with a Spanish month parsed); passes since ad238ac.',
  },
  'ch-apostrophe-thousands-belastung-gutschrift': {
    mechanisms: ['date-column-between-amounts'],
    note: "At 8418d1b no_transactions although the header and every row's dates and amounts were read; passes since 6130eb7.",
  },
  'it-dare-avere-centred-rows': {
    mechanisms: ['lines-above-the-anchor-line', 'account-number-groups', 'local-balance-labels'],
    note: 'Since engine 6130eb7 the Italian header is read and every date and amount is right, but 21 descriptions are split wrongly around centred rows; the IBAN stops at its mixed group ("IT60 X054") and "Saldo iniziale" is not read as the opening balance, so it does not reconcile.',
  },
  'in-separate-dr-cr-indicator-columns': {
    mechanisms: ['indicator-columns-in-description'],
    note: 'Every date, amount and sign is right and it reconciles; every description carries the two DR/CR indicators.',
  },
  'us-sectioned-year-boundary': {
    mechanisms: ['number-starts-continuation-line'],
    note: 'Only the one wrapped row of the CHECKS PAID table fails: its date and amount are right but its continuation line "835288598 SETTLEMENT BATCH 638314" is dropped. Single-line check rows are right.',
  },
  'us-ledger-daily-balance': {
    mechanisms: ['number-starts-continuation-line'],
    note: 'All rows, amounts and balances are right; 16 descriptions lose a 9-digit number that starts a continuation line. Categories are also wrong (68 rows `check`), not scored here.',
  },
  'us-credit-card': {
    mechanisms: ['card-purchases-section-sign', 'compact-period-range'],
    note: "Purchases come out positive and the payment/refunds positive too, so the statement neither follows the holder's nor the issuer's convention (scored here with the issuer convention, 3 rows off) and does not reconcile; statementDate is the payment due date.",
  },
  'us-activity-spaced-sign': {
    mechanisms: ['two-label-pairs-on-one-line'],
    note: 'Every row is right, including "- $45.00" / "+ $2,000.00"; only beginningBalance is wrong (the closing value on the same line), which breaks reconciliation.',
  },
  'fr-debit-credit-space-thousands': {
    mechanisms: ['date-column-right-of-description'],
    note: 'Amounts, signs, dates and balances are right (space thousands, Débit/Crédit, year boundary); every description ends with the Valeur date.',
  },
  'es-importe-saldo-two-dates': {
    mechanisms: ['local-account-labels'],
    note: 'Every row is right; only the account number ("Cuenta ES91 ...") is missing.',
  },
  'ca-date-column-after-amounts': {
    mechanisms: ['date-column-after-amounts'],
    note: 'no_transactions: the header is found but no row gets a date.',
  },
  'au-crdr-balance-suffix': {
    mechanisms: ['date-only-continuation-line'],
    note: 'CR/DR balances, year-less dates and opening/closing rows are right; 3 descriptions lose a wrapped last line that is only a date.',
  },
  'in-ref-value-date-columns': {
    mechanisms: ['local-account-labels', 'compact-period-range'],
    note: 'Every row is right (the reference and value-date columns are kept out of the description) and it reconciles; the account number glued to its colon ("Account No :50100123456789") is not read, and since engine 8418d1b the statement date is the "Generated On" date of the footer.',
  },
  'br-real-symbol-dd-mm-yyyy': {
    mechanisms: ['local-account-labels'],
    note: 'Every row is right (the header is not recognised but columns are inferred from the layout); only the account number after "agência/conta" is missing.',
  },
};
