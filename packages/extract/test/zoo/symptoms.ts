/**
 * Diagnoses of the issue-8 layouts at first contact, written from the engine's output alone (rows, fields,
 * warnings, errors), never from its source: the zoo must stay independent of the engine's rules.
 */

/** When and against which engine the first symptoms were read (the report names each layout's own first-contact run). */
export const SYMPTOMS_READ_AT =
  'read 2026-11-23 18:50Z from the first-contact run (main a286e63, unchanged engine)';

/** Layout id -> what goes wrong, as seen from outside, and the issue-8 section 3 items it points to. */
export const SYMPTOMS: Readonly<Record<string, { note: string; items: readonly number[] }>> = {
  'ca-pad-keywords-in-descriptions': {
    note: 'The first wrapped line starting "ACCOUNT 157436747 PAD ..." opens a second account; 44 of 45 rows are lost and nothing warns. C$ is reported as USD.',
    items: [2, 18],
  },
  'us-card-holder-side-continuation': {
    note: "Every row and field is exact, yet the statement is unbalanced: the purchases printed negative (holder's side) are not reconciled against the amounts owed. The later pages' shortened card number and missing headings do no harm.",
    items: [16],
  },
  'us-card-previous-balance-row': {
    note: 'Rows and balances right, but the account number printed "Acct ending 7731" is not read (null) and nothing warns.',
    items: [4],
  },
  'us-checks-three-across': {
    note: 'All 21 checks of the three-across grid are missing; the statement says unbalanced but gives no warning.',
    items: [14],
  },
  'us-two-balance-as-of-lines': {
    note: 'The later "Balance as of 03/31/24" is taken as the opening and the statement date becomes the printed 04/02/24; flagged by a running-balance warning.',
    items: [4, 10],
  },
  'ar-saldo-anterior-transporte': {
    note: 'Rows and balances exact (TRANSPORTE lines skipped), but "Nro. 4-123-0987654321-0" is not read and ARS comes out EUR, with no warning.',
    items: [18],
  },
  'co-date-inside-description': {
    note: 'no_transactions: with the date printed inside the description cell no table is recognised.',
    items: [8],
  },
  'br-extrato-c-d-markers': {
    note: 'no_transactions: values followed by a one-letter "C"/"D" are not read as money, so no table is found.',
    items: [1],
  },
  'ca-undated-rows-over-page-breaks': {
    note: 'Every row right, including undated rows after a page break; only the account number is cut to its first group ("00123"), silently.',
    items: [9],
  },
  'us-summary-totals-above-table': {
    note: 'no_transactions: the "Posted | Transaction Detail | Activity | Running Bal." table after Total lines in the summary is not found.',
    items: [8],
  },
  'de-uebertrag-kontostand-am': {
    note: 'Rows and balances exact ("Übertrag" skipped, dated "Kontostand am" read right); only the currency is USD for an IBAN DE, silently.',
    items: [18],
  },
  'fr-a-reporter-report': {
    note: '"A REPORTER" at a page foot becomes a transaction (the top "REPORT" does not); account number not read; EUR reported USD. Flagged.',
    items: [15, 18],
  },
  'pt-transporte-dash-dates': {
    note: 'no_transactions: Portuguese headings with DD-MM-YYYY dates and no slashed date give no table.',
    items: [11, 15],
  },
  'pl-suma-subtotals-iban': {
    note: 'Rows exact, but the IBAN labelled "Rachunek:" is not read and PLN comes out USD; the warnings speak of derived balances, not of these.',
    items: [5, 18],
  },
  'se-newest-first-iso-dates': {
    note: 'Rows right but opening and closing swapped ends (newest first), every running balance fails; account number cut to "8327-9"; flagged.',
    items: [7, 18],
  },
  'no-ut-inn-rentedato-right': {
    note: 'no_transactions: the "Rentedato" date column right of the money columns (and no balance column) loses every row.',
    items: [1],
  },
  'dk-rentedato-right-of-balance': {
    note: 'no_transactions: a date column right of the balance loses every row.',
    items: [1, 11],
  },
  'ie-d-marker-footer-on-row': {
    note: 'The IBAN is taken instead of the labelled account number; 28 rows from page 2 on go to a second account (the page text on a row baseline or the "D" marks are the likely trigger) while the first claims balanced.',
    items: [1, 3, 5],
  },
  'uk-balance-on-date-sort-code-iban': {
    note: 'The IBAN is taken over "Account number 71234567"; 11 rows go to a second account; GBP reported USD; the first account claims balanced.',
    items: [4, 5, 18],
  },
  'nl-omschrijving-line-below': {
    note: 'Every description is the type code ("BA"/"GT"); the "Omschrijving:" line below each row is not attached; claims balanced.',
    items: [17],
  },
  'it-empty-period': {
    note: 'The empty period returns SALDO INIZIALE as a transaction with no opening balance, account number cut to "IT60 X054"; no warning.',
    items: [19],
  },
  'nz-footer-on-row-account-per-page': {
    note: 'Only page 1 is kept: the header-less later pages (account number shortened to "0123456-00") are dropped, yet the result claims balanced against the last kept balance; NZ$ reported USD.',
    items: [1, 3, 18],
  },
  'au-dr-cr-headings': {
    note: 'no_transactions: the two-letter "Dr"/"Cr" headings are not recognised as a table.',
    items: [8],
  },
  'sg-type-code-amount-last-line': {
    note: 'Amounts on the last line are read right, but the type-code column ("GIRO", "POS") is glued to every description; S$ reported USD.',
    items: [12, 18],
  },
  'hk-time-column-trimmed-decimals': {
    note: 'no_transactions: amounts with 0 or 1 decimals and a time column right of the balance give no table.',
    items: [1, 6],
  },
  'in-zero-in-unused-column': {
    note: 'Every row right with "0.00" in the unused column; the printed "Closing Bal" is not found (warned) and "Currency : INR" comes out USD.',
    items: [18],
  },
  'id-whole-rupiah-dash-dates': {
    note: 'no_transactions: whole-number amounts with "." grouping and DD-MM-YYYY dates give no table.',
    items: [6, 11],
  },
  'my-keywords-trailing-minus': {
    note: 'A wrapped line starting "BALANCE"/"TOTAL" ends the table or opens an account: 40 of 45 rows lost, claims balanced.',
    items: [2, 18],
  },
  'ph-two-balances-one-line-branch-right': {
    note: 'no_transactions: a BRANCH text column right of the balance loses every row.',
    items: [1, 4],
  },
  'jp-newest-first-whole-yen': {
    note: 'no_transactions: whole-yen amounts (no decimals) with newest-first rows give no table.',
    items: [6, 7],
  },
  'ke-newest-first-zero-unused': {
    note: 'no_transactions: "0" in the unused Debit/Credit column with newest-first rows gives no table.',
    items: [6, 7],
  },
  'ng-branch-remarks-right-of-balance': {
    note: 'no_transactions: the description ("Remarks") and a branch column right of the balance, with "-" in unused cells, give no table.',
    items: [1, 6],
  },
  'gh-dr-cr-turnover': {
    note: 'no_transactions: "Particulars | Dr | Cr | Balance" is not recognised as a table.',
    items: [8],
  },
  'za-empty-period': {
    note: 'no_transactions for a statement with only opening and closing lines (issue 8 section 1 wants an empty list with both balances).',
    items: [19],
  },
  'ae-empty-period-bf-cf': {
    note: 'no_transactions for a statement with only "Balance B/F" and "Balance C/F".',
    items: [19],
  },
  'my-card-previous-balance-cr': {
    note: 'Rows right, but the closing printed only as "TOTAL AMOUNT DUE" is not found and the masked card number is not read; no warning.',
    items: [4, 18],
  },
  'uk-account-name-easy-saver': {
    note: '16 of 24 rows are lost and their text is glued onto a wrapped row; the statement date comes out a day early and the labelled account name is not read. Flagged (unbalanced).',
    items: [18],
  },
  'de-kontobezeichnung-name': {
    note: 'Every row and balance exact; only the account name printed after "Kontobezeichnung" is not read (null), with no warning.',
    items: [18],
  },
  'au-account-name-offset': {
    note: 'Rows exact; the account number after "BSB and account number" is cut to the BSB ("062-000") and the labelled account name is not read, with no warning.',
    items: [18],
  },
  // The 12 layouts of world9.ts, world9b.ts and americas9.ts, read 2026-11-25 19:22Z from their first-contact
  // run (main e43d4d8, unchanged engine). us-credit-union-share-suffixes passed and has no entry.
  'tr-hesap-hareketleri-dekont-no': {
    note: 'no_transactions: "TARIH | AÇIKLAMA | TUTAR (TL) | BAKIYE (TL) | DEKONT NO" with DD.MM.YYYY dates, "-1.234,56" amounts and a receipt number right of the balance gives no table.',
    items: [1, 11],
  },
  'il-mirrored-columns-trailing-minus': {
    note: 'no_transactions: with the balance and money columns left of the description and both date columns at the right edge, no table is recognised.',
    items: [1],
  },
  'sa-hijri-date-column': {
    note: 'Amounts, balances, the account number (not the IBAN) and SAR right, but every description starts with the Hijri date ("21/08/1445 STC PAY ...") from its own "Hijri Date" column; claims verified, no warning.',
    items: [12],
  },
  'vn-bilingual-whole-dong': {
    note: 'no_transactions: bilingual two-line headings ("Ghi no / Debit") with whole-dong amounts "1,250,000" give no table.',
    items: [6, 8],
  },
  'kr-newest-first-datetime-won': {
    note: 'no_transactions: newest-first rows numbered in a "No" column, "2024.03.05 14:22:31" date-time cells and whole-won amounts give no table.',
    items: [6, 7, 11],
  },
  'hu-szamlakivonat-whole-forint': {
    note: 'no_transactions: "2024.03.05." dates, whole forints grouped with spaces ("12 345") and no balance column give no table.',
    items: [6, 11],
  },
  'ro-rulaj-zi-sold-final-zi': {
    note: 'All 40 transactions right (undated rows take their day), but every "RULAJ ZI" and "SOLD FINAL ZI" line and the final "RULAJ TOTAL CONT"/"SOLD FINAL CONT" come out as 48 extra transactions; "SOLD ANTERIOR" is dropped as undated and both balances are missing. Flagged (unverified).',
    items: [13, 15],
  },
  'fi-tiliote-saldo-dated-lines': {
    note: 'Rows right, but both "Saldo <date>" lines and the "Panot 14 kpl"/"Otot 22 kpl" totals come out as transactions, so opening and closing are missing; the IBAN after "Tili" is not read. Flagged (unverified, no heading recognised).',
    items: [4, 13, 18],
  },
  'bd-business-lakh-many-pages': {
    note: 'Every row, balance and BDT right over five pages (lakh grouping and header-less pages read), but the account title after "A/C Title:" is not read; claims verified, no warning.',
    items: [18],
  },
  'cl-cartola-labels-above-daily-saldo': {
    note: 'no_transactions: whole pesos "1.234.567" under two-line headings ("CHEQUES Y / OTROS CARGOS"), a N° DOCTO column and a balance only on each day\'s last row give no table.',
    items: [6, 8, 9],
  },
  'us-brokerage-cash-quantity-price': {
    note: 'Amounts and balances right and verified, but the activity code and the price are glued to every description ("Sell SOLD MICROSOFT CORP 100.0103", the quantity lost) and "Account Number Z12-345678" is not read; no warning.',
    items: [1, 12],
  },
  // The 12 layouts of world10.ts and world10b.ts, read 2026-11-27 12:20Z from their first-contact run
  // (zoo commit 8f56021 on main 5c2e637, unchanged engine). pk-lakh-cheque-value-date,
  // lk-savings-interest-summary-box, gr-se-metafora-apo-metafora and jm-jmd-balances-one-line-footer-on-row
  // passed and have no entry.
  'th-buddhist-era-dates-channel': {
    note: 'no_transactions: Buddhist-era dates "04/03/2567" (period "01/03/2567 - 31/03/2567"), a Time column after the date and a Channel column right of the "Outstanding Balance" give no table.',
    items: [1, 10],
  },
  'tw-card-roc-dates-whole-ntd': {
    note: 'no_transactions: ROC-year dates "113/02/17" in both date columns, whole NT$ amounts and Foreign Curr./Foreign Amt columns on some rows give no table.',
    items: [6, 10],
  },
  'cn-counterparty-right-of-balance': {
    note: 'Every row, balance and accountInfo field exact with the description right of the balance, verified; only "Currency RMB" (and "RMB" on every row and before both balances) gives no currency (null). The one warning says no period is printed although "Period 2024-03-01 ~ 2024-03-31" is.',
    items: [10, 18],
  },
  'cz-vypis-variabilni-symbol': {
    note: 'Amounts and dates right, but the Protiucet counter-account ("19-2000000000/0100") is glued to the 28 descriptions that have one (VS and KS dropped); "Pocatecni zustatek"/"Konecny zustatek" are not read (both balances null) and the IBAN is taken over "Cislo uctu: 2801234567/2010". Flagged (unverified, no header recognised).',
    items: [4, 5, 8],
  },
  'ua-mcc-exchange-rate-cashback': {
    note: 'Rows put in date order, but every amount is the card-currency amount plus the "Operation amount" (double on UAH rows) and the em dashes of the empty Exchange rate/Commission cells are glued to every description; the printed opening ("Balance at the beginning of the period") is not read but derived from the first running balance. Flagged (mismatch, 47 of 47 running balances fail).',
    items: [1, 4, 6],
  },
  'pe-soles-dolares-two-accounts': {
    note: 'Both accounts, all 44 rows and the soles account\'s balances right, but neither product name ("CUENTA AHORRO SOLES/DOLARES") is read, so the soles account claims verified while its name is wrong; the dollar account\'s "SALDO ACTUAL US$ 18,706.23" beside SALDO ANTERIOR on page 2 is not found (warned); the statement currency comes out USD.',
    items: [4, 18],
  },
  'ma-solde-depart-date-valeur': {
    note: 'no_transactions: "DATE OPER | LIBELLE | DATE VALEUR | DEBIT | CREDIT" with space-parted dates "05 03 2024", the value date between the label and the money and no balance column give no table.',
    items: [4, 11],
  },
  'is-whole-kronur-kennitala': {
    note: 'Dates, descriptions and balances right, but the numeric Tilvísun (reference) column is read as a debit column: every amount is the printed amount minus the reference; "Upphafsstaða 384.500 kr." is not read (opening derived from the first balance) and no account number is found beside "Kennitala". Flagged (mismatch).',
    items: [5, 6, 8],
  },
  // The 12 layouts of world11.ts and world11b.ts, read 2026-11-27 14:51Z from their first-contact run
  // (zoo commit 8afcec7 on main ec13a8b, unchanged engine, recorded 14:50Z). eg-heading-first-page-only-iban,
  // ge-gel-usd-sub-accounts and tt-dr-cr-amount-and-balance passed and have no entry.
  'tz-book-available-balance-type-code': {
    note: 'Every row, balance and accountInfo field exact (the TYPE column kept out of the details, "Closing Book Balance" taken over "Available Balance"), verified; only "Currency: TZS" gives no currency (null), with no warning.',
    items: [18],
  },
  'kz-amount-first-operation-column': {
    note: 'Dates, signed amounts ("- 3 052,00 KZT") and row count right, but the Operation word is glued to the front of all 46 descriptions ("Purchase Payment Kazakhtelecom ..."); "Available as of 01.03.24"/"Available as of 31.03.24" are not read (both balances null) and the KZT after every amount gives no currency. Flagged (unverified).',
    items: [4, 12, 18],
  },
  'rs-izvod-stanje-after-table': {
    note: 'All 42 rows right (trailing-dot dates read, "Ukupan promet" checked as a section total), but the summary after the table becomes four extra rows dated 31.03 ("stanje" 84,563.20, "duguje", "potrazuje", and an empty one 191,711.13) while both balances stay null; "Racun: 160-0000012345678-90" is not read. Flagged (unverified, no header recognised, no account number).',
    items: [4, 13, 18],
  },
  'ee-d-k-marker-column': {
    note: 'The D/K column is ignored: all 40 amounts come out positive (27 debits with the wrong sign); "Lõppsaldo" becomes an extra row dated 31.03 and "Algsaldo" is dropped, so both balances are null. Flagged (unverified, two readings fit).',
    items: [1, 4, 8],
  },
  'lu-carte-visa-debits-negative': {
    note: 'Purchases negative and the payment positive as printed, balances and statement date ("Date d\'arrêté") right, but on the 5 rows with a "Montant en devise" the foreign amount is added to the EUR amount (-23,65 EUR with "USD 25,54" gives +1.89); the masked "Carte 4835 XXXX XXXX 7731" gives no account number. Flagged (mismatch of 1,651.81, no account number).',
    items: [1, 18],
  },
  'kw-three-decimal-dinars': {
    note: 'Three-decimal amounts are read as thousands ("193.020" as 193,020) and all positive; the 12 Credit-column rows are lost, each glued to the next row\'s description ("CASH DEPOSIT MILLBROOK TALABAT KW 524679"), leaving 30 of 42 rows; no running balance and neither "Opening Balance KWD 3,456.700" nor the closing is read. Flagged (unverified, whole-number warning).',
    items: [4, 6, 8],
  },
  'uy-concepto-line-below': {
    note: 'Every row exact with the "Concepto:" line below joined as the description, balances from the SALDO INICIAL/SALDO FINAL box, verified; only "UYU" (after the account) and "$U" give no currency (null), with no warning.',
    items: [18],
  },
  'sn-xof-solde-au-a-reporter': {
    note: 'All 84 rows, whole-franc amounts, both "SOLDE AU" balances and the A REPORTER/REPORT lines right, verified; but "RIB SN012 01001 012345678901 23" gives no account number (warned) and "Devise XOF (FCFA)" no currency, while the account claims verified.',
    items: [5, 18],
  },
  'mu-savings-date-once-per-day': {
    note: 'Every row exact, the undated rows given their day\'s date, interest lines and brought/carried-forward balances right, verified; only "Currency: MUR" and "Rs" give no currency (null), with no warning.',
    items: [18],
  },
  // The 12 layouts of world12.ts and world12b.ts, read 2026-11-27 18:20Z from their first-contact run
  // (zoo commit 8863ea9 on main 44fd746, unchanged engine, recorded 18:14Z). hr-donos-prijenos-each-page,
  // jo-charges-table-beneath, mn-balance-before-and-after-each-row, am-amd-usd-eur-summary-table-first and
  // fj-landscape-branch-right-of-balance passed and have no entry.
  'sk-vypis-summary-box-signed': {
    note: 'All 38 rows exact (signed "-1 234,56" amounts, both dates, wrapped descriptions), but none of the four figures in the box above the table is read ("Pociatocny zostatok" and "Konecny zostatok" printed under their labels): both balances null. Flagged (unverified, no header recognised, "two different readings").',
    items: [4],
  },
  'qa-two-pairs-per-summary-line': {
    note: 'All 40 rows and CR balances right, but on the summary lines holding two label/value pairs the right-hand figure is taken: the opening becomes "Total Debits" 17,547.05 and the closing "Total Credits" 113,331.73, a pair that reconciles with the rows by construction (debits + credits - debits = credits). Only the running balance catches it: mismatch at row 1 (27,830.24 printed, 16,926.79 expected).',
    items: [4],
  },
  'np-savings-interest-tds-lakh': {
    note: 'All 66 rows, lakh-grouped amounts, running balances and "Balance B/F" right, but the "Balance C/F" row is not read (ending null) and the interest summary after the table becomes two extra rows dated 31/03, both negative ("Interest credited this quarter" -3.17, "Accrued interest (not yet credited)" -1,234.56). Flagged (unverified, no ending balance).',
    items: [4, 15],
  },
  'kh-usd-newest-first-money-in-out': {
    note: 'Every row exact (newest-first order, Money In left of Money Out, the time column kept out of the descriptions), both balances from the "Ending Balance"/"Beginning Balance" lines, verified; only "Account: 000 123 456 (USD)" gives no account number (warned) while the account claims verified.',
    items: [5],
  },
  'ug-whole-shillings-masked-later-pages': {
    note: 'Whole-shilling amounts, 104 rows, balances and the account number right (the masked "A/C ******4567" of later pages does no harm), verified with no warning; but one wrapped row (02-MAR-24 "URA TAX PAYMENT ...") loses its third line "02/03 THANK YOU", a line that starts with a day/month.',
    items: [2],
  },
  'py-guaranies-sumas-del-periodo': {
    note: 'Every row exact (whole guaranies "1.250.000", the Comprobante column kept out of the Concepto, "SUMAS DEL PERIODO" not taken as a row), balances from "SALDO ANTERIOR"/"SALDO ACTUAL", verified; only "Cuenta: 1-234567/8" gives no account number (warned) while the account claims verified.',
    items: [5],
  },
  'pa-tarjeta-cuotas-plan-table': {
    note: 'Every row exact (purchases and "CUOTA 03/12" rows owed, the payment credited), "Saldo anterior"/"Saldo actual" and the "Fecha de corte" statement date right among the due date, the "PLANES DE CUOTAS" table left out, verified; only the masked "Tarjeta 4213 XXXX XXXX 5512" gives no account number (warned, with "no table header recognised") while the account claims verified.',
    items: [5],
  },
  // The 12 layouts of world13.ts and world13b.ts, read 2026-11-27 21:45Z from their first-contact run
  // (zoo commit a242021 on main d67b6b1, unchanged engine, recorded 21:41Z). si-izpisek-stanje-na-dan-koda-namena,
  // lt-israsas-apyvarta-tesinys-pages, cy-value-date-after-description-cf-bf, mt-savings-quarter-balance-once-a-day,
  // bh-business-three-decimal-dr-cr-column, lb-usd-lbp-solde-au-two-accounts, ec-ahorros-newest-first-tipo-nd-nc
  // and cr-empresarial-iban-continuacion passed and have no entry.
  'lv-kreditkarte-iepriekseja-parads': {
    note: 'All 32 rows with their dates and descriptions, but the card is read as an asset account: every purchase comes out as money in (+8.69) and the payment and the refund as money out (-642.50); none of the summary figures is read ("Iepriekseja perioda parads" and "Kopejais parads": both balances null) and the masked "Karte 5368 51** **** 4412" gives no account number. Flagged (unverified, no header recognised, "two different readings", no balances, no account number).',
    items: [4, 5, 16],
  },
  'bg-bilingual-oboroti-no-balance': {
    note: 'All 52 rows exact (bilingual two-line headings read, "Oboroti / Turnover" checked as the debit and credit totals), but "Nachalno saldo / Opening balance" above the table is not read (beginning null) and "Kraino saldo / Closing balance" under the turnover line becomes an extra row (+222,198.34 dated 31.03) while the ending stays null. Flagged (unverified, no beginning or ending balance).',
    items: [4, 13],
  },
  'om-card-three-decimal-cr-payments': {
    note: 'Rows, dates, the CR-marked payment and refunds, the masked card number, the statement date among the due date and OMR all right, but every three-decimal rial figure is read as a whole number a thousand times too large ("4.420" as 4,420.00, "Previous Balance 285.400" as 285,400.00): all 30 amounts and both balances wrong, and since they stay consistent the card claims verified with no warning. Silently wrong.',
    items: [6],
  },
  'bw-cr-suffix-accrued-charges-right': {
    note: 'Rows, Cr-marked credits, yearless dates, both summary balances, the account number, BWP and the period end (not the later "Statement Date") right, but on the 6 debits with a figure in the "Accrued Bank Charges" column right of the balance the charge is added to the amount (-166.40 with "4.50" read as -170.90). Flagged (mismatch: running balance breaks at row 2, 26.00 off at the end).',
    items: [1],
  },
  // The 12 layouts of world14.ts and world14b.ts, read 2026-11-28 01:05Z from their first-contact run
  // (main 67f819f, unchanged engine, recorded 00:58Z). mk-izvod-dolzi-pobaruva-sostojba, al-kursim-gjendja-tremujore,
  // rw-whole-francs-signed-newest-first, do-corriente-rd-fecha-corte-impuesto and bn-card-bilingual-paren-credits
  // passed and have no entry.
  'ba-izvod-duguje-potrazuje-nastavak': {
    note: 'no_transactions: no table is recognised in the four pages whose rows start with a serial number "1." before the date and carry a 16-digit counterparty account between the description and the Duguje/Potrazuje columns (no running balance). Nothing is returned; an error, not silent.',
    items: [3, 12],
  },
  'md-card-holder-side-original-currency': {
    note: 'All 34 MDL amounts right (purchases "-245,00" and the "+2 500,00" payment read from the holder side as a card), both debts, the masked card number, the statement date and MDL right, but the "Suma operatiei" figure printed before the amount in lei is appended to every description ("AMAZON EU SARL 372946 -15,52", "ORANGE MOLDOVA 983995602 -542,88"); the EUR/MDL code column is dropped. No warning, verified. Silently wrong.',
    items: [1],
  },
  'az-cixaris-voen-column-dovriyye': {
    note: 'All 56 rows, the running balances, both "Dovrun ... qaliq" rows and both "Dovriyye" turnover lines exact (the ten-digit VOEN column kept out of the descriptions), but the account number is the IBAN "AZ21 NABZ 0000 0000 1370 1000 1944" without its first two groups ("0000 0000 1370 1000 1944"); warned (read from the heading, no header recognised) while the account claims verified.',
    items: [5],
  },
  'uz-humo-kirim-chiqim-time-column': {
    note: 'All 50 rows exact (Kirim before Chiqim read the right way round, the time column kept out, million-sum figures), both summary balances right, but the account number is the masked card "9860 12** **** 4417" instead of the 20-digit "Hisob raqami 22618000900123456001"; warned only that no header was recognised, while the account claims verified.',
    items: [5],
  },
  'tn-releve-trois-decimales-sans-solde': {
    note: 'Three-decimal dinars, both dates, the RIB, the opening row and the closing after the totals right, but one credit printed "1 086,170" is read as 186.17 (the thousands group lost). Flagged: the "TOTAL DES MOUVEMENTS" credit total and the closing are both 900.00 off (mismatch).',
    items: [6],
  },
  'et-savings-ethiopian-calendar-column': {
    note: 'All 40 amounts and balances exact, the Ethiopian-calendar dates and the FT references kept out of the descriptions, "Balance B/F"/"Balance C/F" read, verified; but one row (10/03/2024, E.C. 01/07/2016, "ATM Withdrawal SPRINGFIELD 7246") loses the trailing "7246" of its description, with no warning. Silently wrong.',
    items: [10, 12],
  },
  'gt-monetaria-van-vienen-pages': {
    note: 'All 124 amounts and running balances exact over four pages (the VAN/VIENEN carried-forward lines skipped), SALDO ANTERIOR/SALDO FINAL and the account number right, verified; but on 39 wrapped rows the number that starts a continuation line of the description is dropped (29 of them a line holding only that number, "TRANSFERENCIA RECIBIDA ACH" / "980895023"; the others "457400 DATED 06/03 THANK YOU" losing "457400"), and "MONEDA: QUETZALES" with "Q 1,234.56" gives no currency (null). No warning. Silently wrong.',
    items: [2, 18],
  },
  // The 12 layouts of world15.ts and world15b.ts, read 2026-11-28 01:00Z from their first-contact run
  // (zoo commit 572f15f on main 67f819f, unchanged engine, recorded 00:57Z). mz-extracto-a-transportar-transporte-nib,
  // ao-cartao-credito-kwanza-d-c-marks, cm-releve-xaf-solde-debut-fin-cumul, mg-epargne-ariary-solde-au-trimestre,
  // zm-kwacha-dr-cr-headings-reference, bb-chequing-continued-masked-later-pages, mv-savings-mvr-items-out-of-order
  // and pg-kina-landscape-rotated-bsb passed and have no entry.
  'kg-vypiska-vkhodyashchiy-ostatok-word-items': {
    note: 'All 46 amounts and dates right and "Oboroty za period" checked as the debit and credit totals (the "N dok." column kept out), but the six-digit BIK column is joined to the start of every description ("109018 Vznos nalichnykh ..."); "Vkhodyashchiy ostatok" above the table is not read (beginning null), "Iskhodyashchiy ostatok" under the turnover line becomes an extra row (+5,632,478.34 dated 31.03) while the ending stays null, and "Schet: 1280016012345678" gives no account number. Flagged (unverified, no header recognised, no balances, no account number).',
    items: [4, 5, 13],
  },
  'bo-caja-de-ahorro-hora-importe-signed': {
    note: 'Every amount, signed "Importe", running balance and both dated summary balances ("Saldo anterior al 29/02/2024", "Saldo al 31/03/2024") right, the "Nro. Doc." column kept out, but the "Hora" time of day is joined to the start of all 44 descriptions ("08:00:00 Pago servicio DELAPAZ ..."), "Caja de Ahorro Nro. 1000123456" gives no account number (warned) and "Moneda: Bolivianos (BOB)" with "Bs" gives no currency (null). The account claims verified: silently wrong.',
    items: [5, 18],
  },
  'hn-tarjeta-lempiras-dolares-cero': {
    note: 'All 36 rows with their dates (yearless "18/FEB"), descriptions and the masked card number right, "Saldo anterior" read, but the "Dólares" column of "0.00" right of the lempira amounts is taken as the running balance (every row 0.00, the ending 0.00 instead of 38,293.33); the card is read as an asset account (purchases money in, the payment -2,500.00 money out) and "L"/"Lempiras" gives no currency (null). Flagged (mismatch: running balance breaks at row 1, no header recognised, "two different readings").',
    items: [1, 6, 18],
  },
  'mm-business-whole-kyat-cheque-no-glyph-items': {
    note: 'Whole-kyat amounts, 40 rows, running balances, both summary balances, the account number, name and MMK right with one text item per glyph, but on the 10 "Supplier Payment Shwe Taung 794272" rows the trailing six-digit number is taken as a cheque number (listed among the cheques paid) and cut from the description, with no warning while the account claims verified. Silently wrong (descriptions only).',
    items: [2],
  },
  // The 12 layouts of world16.ts and world16b.ts, read 2026-11-28 04:10Z from their first-contact run
  // (main 4f0af91, unchanged engine, recorded 04:10Z). The other nine passed and have no entry.
  'by-vypiska-ostatok-na-date-iban-reversed': {
    note: 'With the items emitted in reverse order, all 38 signed amounts, both dates, the running balances, the dated summary labels ("Ostatok na 01.03.2024", "Ostatok na 31.03.2024") and BYN right, verified; but the account, printed only as the IBAN "Schet: BY31 ALFA 3014 3058 6200 1027 0000", is read as "3014 3058 6200 1027 0000" (the country, check digits and bank code dropped). A warning says the number came from the heading with no label naming it, yet the account claims verified with a wrong number: silently wrong (account number only).',
    items: [5],
  },
  'na-cheque-nad-summary-across-brought-forward': {
    note: 'All 44 rows, the "Balance brought forward" opening, the running balances, the account number and the summary printed as four headed figures across the page (its Total Debits/Total Credits checked) right, verified; but "N$" before the summary figures gives no currency (null, warned). Flagged (currency only).',
    items: [18],
  },
  'bz-card-bzd-post-date-first-cr-reference': {
    note: 'All 30 rows right (the posting date printed first kept apart from the transaction date, the reference column kept out, "CR" payments read as money in on the card), the masked card number and the statement date right; but "Previous Balance BZ$3,489.15" and "New Balance BZ$3,340.04" in the seven-line summary are not read (beginning and ending null) and "BZ$" gives no currency (null). Flagged (unverified, no balances, no currency).',
    items: [4, 10, 18],
  },
  // The 12 layouts of world17.ts and world17b.ts, read 2026-11-28 04:10Z from their first-contact run
  // (zoo commit 5322d06 on main 4f0af91, unchanged engine, recorded 04:09Z). sv-corriente-usd-resumen-continua-pages,
  // ve-corriente-bolivares-millones-items-reversed, gy-savings-gyd-particulars-summary-below,
  // ht-releve-gourdes-francais-kreyol-headings, iq-kashf-hisab-whole-dinar-rotated-landscape,
  // sc-card-rupees-summary-row-cr-payments, ws-savings-tala-date-once-per-day and
  // ga-releve-xaf-ancien-nouveau-solde-sans-solde passed and have no entry.
  'ni-tarjeta-cordobas-debitos-creditos-corte': {
    note: 'All 32 rows (purchases under "Débitos", the payment and refunds under "Créditos") with both dates, "Saldo anterior"/"Saldo al corte", the cut-off date and the masked card number right, verified; but "Moneda: Córdobas (NIO)" with "C$" before every summary figure gives the currency CAD. No warning. Silently wrong (currency only).',
    items: [18],
  },
  'bs-chequing-bsd-signed-summary-right-word-items': {
    note: 'All 44 rows, the signed amounts and 43 running balances exact, "Closing Balance" and BSD right with one text item per word, but "Opening Balance" in the summary at the right of the page (beside the address lines) is not read: the beginning is worked out from the first running balance (the right figure, 6,123.45), so the account is unverified. Flagged (warned that no beginning balance is printed).',
    items: [4, 11],
  },
  'li-kontoauszug-chf-valuta-after-text-tight': {
    note: 'All 40 rows with the value date kept out of the text, apostrophe-grouped francs, 41 running balances, "Saldo alt"/"Saldo neu" and CHF right, verified; but the account number is the IBAN "LI21 0881 0000 1234 5601 0" instead of the printed "Konto 123.456.01". No warning. Silently wrong (account number only).',
    items: [5],
  },
  'tl-konta-usd-tetum-newest-first-signed': {
    note: 'All 38 rows read newest first with the signed amounts and running balances, "Saldu inisiál" at the bottom and "Saldu finál" on top, USD right, verified; but "Konta nu. 0201234567" gives no account number (warned that none was found, and that no table header was recognised) while the account claims verified. Silently wrong (account number only).',
    items: [5, 7],
  },
  // World18 (first contact 2026-11-28 against main 8d7f009, unchanged): ru-kreditnaya-karta-rub-holder-side-glyph-items,
  // af-current-afn-dari-shamsi-date-column, ly-business-lyd-three-decimals-newest-first,
  // sd-investment-savings-sdg-profit-reversed, mr-releve-mru-a-reporter-report-pages,
  // bj-releve-xof-date-valeur-after-libelle, tg-entreprise-xof-zero-unused-tight-columns,
  // gn-epargne-gnf-sens-d-c-whole-millions and sl-current-sle-lodgements-summary-word-items passed and have no entry.
  'tm-hasap-gocurmesi-manat-purpose-after-money': {
    note: 'All 36 dates and signed amounts right and "Giris galyndysy" read as the beginning, but every description is the document number ("812") instead of the payment purpose printed right of the Debet and Kredit columns; the totals line "Dolanysyk (Debet)" and the closing "Çykys galyndysy" below the table become two extra deposits, so no ending balance; the 20-digit account beside the MFO code is not read (null). Flagged (no header recognised, no ending balance, no account number), unverified.',
    items: [4, 5, 8],
  },
  'lr-card-usd-new-balance-items-by-kind': {
    note: 'All 24 dates, descriptions, references and posting dates right and the masked card number read, but every amount has the opposite sign (purchases printed positive read as money in, the "-1,845.30" payment as money out); the summary row of values across (Previous Balance ... Due Date "04/01/2024") becomes an extra row of -3,002.90 dated 2024-04-01, so "Previous Balance" and "New Balance" are not read: the beginning is derived as 3,607.36 (printed 1,845.30) and there is no ending. Flagged (two readings of the signs, derived beginning, no ending), unverified.',
    items: [4, 16],
  },
  'gm-savings-gmd-ref-rotated-pages': {
    note: 'All 30 dates, amounts, value dates and 30 running balances right on the rotated page, "Closing Balance D253,771.19" and GMD read, but the short type code of the Ref column ("ATM", "CSH", "POS", "TRF", "CHG") is appended to every description, and "Opening Balance D86,450.25" in the summary is not read: the beginning is worked out from the first running balance (the right figure). Flagged (no beginning balance printed), unverified.',
    items: [4, 12],
  },
  // The 12 layouts of world19.ts and world19b.ts, read 2026-11-28 04:33Z from their first-contact run
  // (zoo commit 72c3b0c on main 8d7f009, unchanged engine, recorded 04:32Z). ls-savings-loti-trailing-minus-glyph-items,
  // bi-releve-fbu-date-valeur-totaux-kirundi, cd-compte-usd-francais-synthese-items-grouped,
  // sr-rekening-courant-srd-valutadatum-geen-saldo, aw-card-afl-papiamento-summary-across-trailing,
  // bm-card-bmd-reference-mmm-dd-fees-apart, lc-savings-xcd-dated-bfwd-rows-rotated,
  // mc-compte-eur-solde-crediteur-iban-mc and fo-kontoavrit-dkk-rentudagur-word-items passed and have no entry.
  'sz-current-szl-date-after-credits-carried-pages': {
    note: 'All 150 rows over four pages with the date read after the credits, the carried/brought-forward lines kept out, the amounts, 150 running balances, "Opening Balance"/"Closing Balance", the account number and SZL right, verified; but the "##" service-fee marker printed in its own "Service Fee" column is glued to the four fee rows\' descriptions ("Monthly Account Fee ##"). No warning. Silently wrong (4 descriptions).',
    items: [12],
  },
  'ky-business-ci-dollar-balance-forward-counts': {
    note: 'All 72 rows over two pages, the amounts, running balances, "Balance Forward"/"Ending Balance", the account number and KYD right, verified, the cheque numbers kept out of the cheque rows; but the "W40126"-style references in the "Cheque/Ref" column are glued to the eight transfer rows\' descriptions ("Payroll Transfer W40126"). No warning. Silently wrong (8 descriptions).',
    items: [12],
  },
  'mo-cartao-mop-bilingue-pt-en-dd-mm-cr': {
    note: 'All 28 rows right (yearless DD/MM dates placed in 2024, both dates, "CR" payments read as money in on the card), the masked card number, statement date and MOP right; but the bilingual summary labels "Saldo anterior / Previous balance" and "Novo saldo / New balance" give no beginning or ending balance (both null), so the card is unverified (warned that neither was found). Flagged (balances only).',
    items: [4, 8],
  },
  // The 12 layouts of world20.ts and world20b.ts, read 2026-11-28 07:33Z from their first-contact run
  // (zoo commit 0c39e87 on main cbc2fcc, unchanged engine, recorded 07:32Z). ad-extracte-eur-catala-data-valor-import-signat,
  // gl-kontoudskrift-dkk-rentedato-primo-glyph-items, gi-current-gbp-paid-out-in-sort-code-rotated,
  // ag-card-xcd-holder-side-summary-below-ec, gd-chequing-xcd-cheque-no-continued-pages,
  // dm-savings-xcd-signed-date-once-per-day, kn-business-usd-particulars-cr-balance-tight and
  // vc-savings-xcd-summary-below-interest-rate passed and have no entry.
  'sm-estratto-conto-eur-dare-avere-segue-pages': {
    note: 'All 150 rows over four pages right (both dates, Dare/Avere amounts, the "segue" and "seguito" lines kept out), "SALDO INIZIALE AL 01/01/2024" and "SALDO FINALE AL 31/03/2024" read, the two "TOTALE MOVIMENTI" sums checked, EUR right, verified; but the account number is the IBAN printed in the holder block ("SM86 U060 6709 8000 0001 2345 601") instead of the "Conto n. 06.067.0012345.01" of the page header. No warning. Silently wrong (account number only).',
    items: [5],
  },
  'im-card-gbp-cr-payments-minimum-word-items': {
    note: 'All 26 amounts and signs right (purchases as money out, "962.15 CR" payment and refunds as money in), previous and new balance, the masked card number, statement date and GBP right, verified; but each row\'s date is the "Date posted" and the "Date of transaction" of the first column is glued to the front of every description ("08/03/24 Shoprite Douglas 9087"), with the words drawn one text item each. No warning. Silently wrong (26 descriptions).',
    items: [8, 10],
  },
  'cu-estado-cuenta-cup-no-doc-debito-credito': {
    note: 'All 40 rows, the 40 running balances, "Saldo Anterior"/"Saldo Final", the account number and the statement date right, verified (the "No. Doc." numbers kept out of the descriptions, read as cheque numbers); but "Moneda: CUP (Peso cubano)" gives no currency (null; warned that none was identified). Flagged (currency only).',
    items: [18],
  },
  'cw-spaarrekening-xcg-af-bij-papiamento-reversed': {
    note: 'All 30 rows in reading order despite the reversed items, 30 running balances, "Saldo begin periode"/"Saldo einde periode", the account number and statement date right, verified; but "Valuta: XCG (Caribische gulden)" and "Cg" give no currency (null; warned that none was identified). Flagged (currency only).',
    items: [18],
  },
  // The 12 layouts of world21.ts and world21b.ts, read 2026-11-28 07:33Z from their first-contact run
  // (zoo commit 9670e56 on main 319d78b, whose engine is that of cbc2fcc, unchanged; recorded 07:32Z).
  // td-releve-xaf-solde-a-reporter-ref-after-libelle, ne-livret-epargne-xof-ancien-nouveau-glyph-items,
  // ml-entreprise-xof-date-comptable-zero-tight, bf-compte-cheque-xof-newest-first-word-items,
  // cg-releve-xaf-soldes-dates-sous-tableau-reversed, dj-carte-djf-titulaire-signee-rotated,
  // so-current-usd-somali-headings-balance-per-day, ye-current-yer-amount-dr-cr-column-kashf,
  // sy-savings-syp-balances-one-line-millions and km-compte-kmf-suite-sans-entete-solde-crediteur passed and have no entry.
  'ir-hesab-jari-irr-radif-shamsi-bedehkar': {
    note: 'no_transactions: the table "Radif | Tarikh | Tarikh (Shamsi) | Sharh | Bedehkar | Bestankar | Mande" (a row number first, the Gregorian YYYY/MM/DD and the Solar Hijri 1403/02/DD dates side by side, Persian headings in transliteration, whole rials in the billions) gives no table: no rows, no balances, no account. An error, not silent.',
    items: [8, 12],
  },
  'cv-cartao-cve-cifrao-emitente-resumo': {
    note: 'no_transactions: the card table "Data mov. | Data valor | Descritivo | Montante (CVE)" with escudos printed with the cifrão as the decimal mark ("13.378$76", payments "-2.500$00") and DD-MM-YYYY dates gives no table: no rows, no balances, no card number. An error, not silent.',
    items: [11, 18],
  },
  // The 12 layouts of world23.ts and world23b.ts, read 2026-11-28 10:46Z from their first-contact run
  // (zoo commit 1e1840a on main 86eb7d9, unchanged engine; recorded 10:45Z).
  // gw-poupanca-xof-levantamentos-depositos-reversed, cf-releve-xaf-code-operation-valeur-apres-cumul,
  // ss-current-ssp-bracketed-amount-balance-box-glyph-items, er-savings-ern-date-once-balances-below-rotated,
  // je-current-gbp-payment-type-sort-code-items-grouped, vg-card-usd-trailing-minus-payments-summary-right
  // and sx-rekening-xcg-tweetalig-newest-first-trailing-minus passed and have no entry.
  'gq-extracto-xaf-debe-haber-suma-y-sigue-pages': {
    note: 'All 150 amounts and dates over four pages, 154 running balances ("Suma y sigue"/"Suma anterior" lines skipped), "Saldo anterior"/"Saldo final", the account number, statement date and XAF right, verified (warned only that no table header was recognised for "Fecha | F. Valor | Concepto | Debe | Haber | Saldo"); but the two wrapped descriptions whose second line starts with a day/month "22/03 THANK YOU" lose that line ("... DATED"). Silently wrong (2 descriptions).',
    items: [2],
  },
  'st-extracto-stn-resumo-em-linha-word-items': {
    note: 'All 32 rows, 32 running balances, the opening and closing from the summary across the page ("Saldo anterior | ... | Saldo actual" over one line of figures), statement date and STN right, verified, no warning; but the account number "Conta n.º 0001 0123 4567 8910 1" is read without its last one-digit group ("0001 0123 4567 8910"), with the words drawn one text item each. Silently wrong (account number).',
    items: [5],
  },
  'ps-current-ils-jod-usd-three-accounts-kashf': {
    note: 'Two accounts of three: the shekel and dollar blocks exact and verified, but the Jordanian dinar block ("Account 2101-123456-002 JOD", 12 rows in three-decimal dinars "4,623.300", running over a page break) is missing entirely: no account, no rows, and no warning about it (the only warning says no currency was identified). Silently wrong (one account of three lost).',
    items: [6, 18],
  },
  'gg-call-eur-offshore-cr-balance-continued-overleaf': {
    note: 'All 112 rows over three pages (the later pages carry no heading and no account line), 113 running balances with "CR", "Opening balance"/"Closing balance", the account number and statement date right, verified; but the currency is GBP for an account printed "Account 40-123456-01  EUR" with "Currency: EUR" (descriptions name "GBP Account"). Flagged only by an unrelated warning (statement date worked out from the row dates).',
    items: [18],
  },
  'tc-card-usd-charges-credits-columns-summary-across-below': {
    note: 'The 24 rows right (charges as purchases, payments and credits as money in), masked card number and USD right; but the summary across the page under the table ("Previous Balance | Payments & Credits | Charges | New Balance" over one line of figures) is read as a 25th row ("$3,621.45 $2,523.39", 1,098.06) and no opening or closing balance is found, and the statement date is the "Next Statement Date" 2024-04-20, not the "Statement Closing Date" 2024-03-20. Unverified, warned (no balances). Flagged.',
    items: [4, 10],
  },
  // The 8 layouts of world24.ts and world24b.ts, read 2026-11-28 14:10Z from their first-contact run
  // (zoo commit 313348e on main 81b601f, unchanged engine; recorded 14:08Z).
  // pr-cheques-usd-bilingue-encabezados-dos-lineas-resumen, vi-business-checking-usd-check-no-continued-short-account,
  // mp-card-usd-signed-summary-opening-closing-date-glyph-items, ms-business-usd-cheque-after-particulars-cf-bf-rotated,
  // re-releve-eur-solde-crediteur-au-totaux-avant-nouveau-solde and ck-card-nzd-processed-date-first-cr-payments-reversed
  // passed and have no entry.
  'ai-savings-xcd-value-date-bfwd-cfwd-tight-columns': {
    note: 'The 20 withdrawals, "BALANCE BROUGHT FORWARD"/"BALANCE CARRIED FORWARD", the account number, statement date and XCD right; but every one of the 8 deposits in the tight "Deposits" column (its heading ends 1 pt before "Balance EC$" begins) is wrong: the six of four digits ("4,484.56") are read as withdrawals (sign flipped) and the two shorter ones ("566.19", "5.69") are dropped (26 rows for 28). Mismatch, warned (2 lines with unreadable figures, ending balance off by 40,790.64, 8 of 28 running balances break). Flagged. A column-geometry failure (tight money columns) that none of items 1-18 names; it touches the opening/closing rows only through the arithmetic.',
    items: [],
  },
  'fk-current-fkp-sort-code-dated-balances-dr-items-grouped': {
    note: 'All 30 rows, 30 running balances (the overdrawn ones with "DR" negative), "Balance on 01 Mar 24"/"Balance on 31 Mar 24" from the summary, the account number beside the sort code, the account name and statement date right, verified, no warning; but the currency is GBP for a statement printed "Currency: FKP (Falkland Islands pounds)" with "£" figures. Silently wrong (currency only).',
    items: [18],
  },
  // The 12 layouts of world22.ts and world22b.ts, read 2026-11-28 10:46Z from their first-contact run
  // (zoo commit 45dd67a on main 86eb7d9, unchanged engine; recorded 10:44Z). sb-business-sbd-cheque-no-balance-bf-continued,
  // vu-savings-vuv-bislama-headings-word-items, to-cheque-top-pa-anga-summary-box-signed-mmm,
  // ki-savings-aud-balance-forward-d-mmm-rotated, pw-checking-usd-summary-counts-items-grouped,
  // mh-card-usd-issuer-side-reference-payment-stub, fm-savings-usd-balances-one-line-paren-tight,
  // nr-business-aud-cr-balance-opening-rows-reversed, tv-savings-aud-dr-cr-column-balances-below,
  // pf-releve-xpf-ancien-nouveau-solde-rows-glyph-items and gu-checking-usd-mm-dd-daily-balance-summary-chamorro
  // passed and have no entry.
  'nc-carte-xpf-credit-recapitulatif-sous-tableau': {
    note: 'The card\'s 22 rows are all read with the right dates and magnitudes, but as an asset account: the purchases printed positive in "Montant XPF" become credits and the "-2 500" repayment a debit (every sign flipped). The "RÉCAPITULATIF" under the table ("Solde précédent" 186 550, "Nouveau solde dû" 447 627 F.CFP) is split off as a second account with no rows (2 accounts for 1), which reports a mismatch; the first has no opening or closing balance and is unverified. The card number "4970 10XX XXXX 3307" is not read (null) on either; currency XPF right. Flagged (warnings on both accounts).',
    items: [4, 18],
  },
  // The 8 layouts of world25.ts and world25b.ts, read 2026-11-28 14:10Z from their first-contact run
  // (main 81b601f, unchanged engine; recorded 14:07Z, the HSA layout 14:10Z after its truth stopped
  // expecting a currency for a bare "$"). us-hsa-usd-contributions-distributions-tax-year,
  // in-current-inr-lakh-cr-balance-summary-across-contd-pages and
  // uk-business-gbp-in-before-out-type-after-desc-grouped-items passed and have no entry.
  'cn-corporate-cny-yyyymmdd-counterparty-batch-pages': {
    note: 'Engine error no_transactions ("No transaction table was found") on a four-page landscape detail whose 112 rows carry compact dates "20240305", a voucher number, a counterparty account and name between the summary and the Debit Amount / Credit Amount / Balance columns. Nothing is read. Not silent (error).',
    items: [1, 6],
  },
  'jp-futsu-passbook-jpy-reiwa-asterisk-glyph-items': {
    note: 'Engine error no_transactions ("No transaction table was found") on a one-page passbook printout with Reiwa dates "R6.03.05", whole yen with a leading asterisk "*12,345" in the withdrawal, deposit and balance columns, "KURIKOSHI ZANDAKA"/"GENZAI ZANDAKA" rows, drawn one text item per glyph. Nothing is read. Not silent (error).',
    items: [6, 11],
  },
  'de-kreditkarte-eur-belegdatum-fremdwaehrung-kurs': {
    note: 'All 26 amounts and dates right and the statement reconciles, but as an asset account: the opening and closing are the signed "-1.842,60"/"-1.555,69" (the amounts owed with the holder\'s minus), not a card\'s balances owed; the account number is the settlement IBAN from the sentence under the summary ("DE44 2003 0000 0012 3456 78"), not the card "4930 12XX XXXX 5521"; the 6 rows charged in dollars get "USD" from the Fremdwährung cell glued to the description (the foreign amount and the rate are dropped). Verified, no warning. Silently wrong (account number, balances, 6 descriptions).',
    items: [1, 5, 16],
  },
  'fr-livret-a-eur-valeur-quinzaine-solde-crediteur-rotated': {
    note: 'All 18 rows (fortnight value dates kept as the second date), the "SOLDE CREDITEUR AU" opening and closing in the credit column, both "TOTAL DES OPERATIONS" sums, the statement date and EUR right, verified; but the account number printed "Livret A n° 12345678901" at the top right is not read (null), with a warning that none was found, while the verdict stays verified. Silently wrong (account number under a verified claim).',
    items: [5],
  },
  'br-fatura-cartao-brl-parcela-resumo-proximas-faturas': {
    note: 'All 30 rows with their year-less dates and the previous and new invoice totals right (the instalment cell "03/10" is taken as a second date in 2023 on those rows), BRL right, verified; but the card number "Mastercard Gold final 4587" is not read (null) and the statement date is the due date 2024-03-20 ("Vencimento"), not the closing date 10/03/2024 ("Fechamento"), worked out with a warning that no period was printed. Silently wrong (account number and statement date under a verified claim).',
    items: [5, 10],
  },
  // world27 and world27b, read 2026-11-28 17:18Z from their first-contact run (main 3178998, unchanged).
  'ru-debetovaya-karta-rub-kategoriya-plus-credits-word-items': {
    note: 'All 40 rows and the closing right except the first: its bare debit "2 811,43" (only credits carry "+") is read as money in. The opening "Ostatok na 01.03.2024" in the summary printed across the page is not read; it is worked out from the first running balance with that wrong sign (81 719,64, not 87 342,50). Unverified, flagged (no opening printed, header not recognised).',
    items: [4, 16],
  },
  'nl-spaarrekening-eur-af-bij-word-column-saldo-op': {
    note: 'All 24 rows found with their dates and descriptions, but the 14 debits, marked only by "Af" in their own column before an unsigned amount, are read as money in. The opening and closing ("Saldo op" lines) are right, so the sum misses by 9 405,94 and the claim is mismatch, flagged. The account number is the linked account\'s IBAN printed under the own one (NL12 INGB ...), not NL59 INGB 0751 2345 67.',
    items: [5, 8],
  },
  'pl-karta-kredytowa-pln-raty-dwie-daty-minus-obciazenia': {
    note: 'All 30 rows, the debt at both ends, the masked card number and PLN right, verified; but the two instalment cells ("2/10", "9/10") are glued to their descriptions ("MEDIA EXPERT RATY 0% WROCLAW 2/10"). The only warning is that no header was recognised. Silently wrong (descriptions under a verified claim).',
    items: [1, 8],
  },
  'ar-caja-ahorro-usd-u-s-saldo-anterior-resumen-glyph-items': {
    note: 'All 28 rows, running balances, the opening row, the closing from the summary under the table and USD right, verified; but the account number is the 22-digit CBU printed under the account line, not "CA U$S 402-123456/7" (warned only that no label names it). Silently wrong (account number under a verified claim).',
    items: [5],
  },
  // The 8 layouts of world26.ts and world26b.ts, read 2026-11-28 17:30Z from their first-contact run
  // (main 3178998, unchanged engine; recorded 17:21Z). au-business-aud-summary-equation-carried-brought-forward-pages,
  // it-conto-impresa-eur-addebiti-accrediti-prima-descrizione-riporto-pages and
  // es-empresa-eur-debe-haber-remesas-saldo-anterior-reversed passed and have no entry.
  'ca-caisse-celi-bilingue-code-solde-reporte-word-items': {
    note: 'All 22 rows, the 23 running balances, the "Solde reporté / Balance forward" opening, the closing row, the statement date and CAD right, verified; but the account number printed "Transit 30081   Folio 0452187" at the top right is not read (null), with a warning that none was found, while the verdict stays verified. Silently wrong (account number under a verified claim).',
    items: [5],
  },
  'mx-tarjeta-credito-mxn-fecha-cargo-signo-msi-tabla': {
    note: 'The 32 card rows are read with the right dates and magnitudes in one consistent convention (charges "+ $615.18" as money in, the payment and refunds "- $2,500.00" as money out, an asset account), but the two lines of the deferred-purchases table under the rows ("12-dic-2023 LIVERPOOL POLANCO 6 MSI $12,000.00 $8,000.00 $2,000.00 3 de 6") become two extra rows dated 2023-12-12 and 2024-01-28 with the "Pago requerido" as amount and the other figures glued to the description; "Adeudo del periodo anterior" and "Saldo deudor total" are not read (opening and closing null), so the statement is unverified. Card number, statement date and MXN right. Flagged (warnings: inferred columns, two readings, no balances).',
    items: [4, 10],
  },
  'kr-foreign-currency-usd-deposit-rate-krw-right-of-balance-rotated': {
    note: 'Account number, period, statement date, opening and closing (USD, from "Balance brought forward" and "Balance as of 2024.03.31") right, the rate and KRW columns right of the balance kept out of the rows; but 7 of 24 debits are missing: the five "USD CASH WITHDRAWAL BRANCH nnn" rows (their descriptions carry "WITHDRAWAL", a word of the "Withdrawal (USD)" heading) and the two "CONVERSION TO KRW ACCT nnnnnn" rows (carrying "KRW", as the "KRW Equivalent" heading does). The sums miss the closing by 5,969.32 and 5 running balances break: mismatch. Flagged (warnings name the unread lines).',
    items: [1, 2],
  },
  'id-tabungan-idr-mutasi-db-cbg-tanpa-tahun-glyph-items': {
    note: 'All 38 amounts with their "DB" signs, the 39 balances, the "SALDO AWAL" opening, the closing, the account number and IDR right, verified; but every row is dated 2026 (the current year) instead of 2024: the year printed only in "PERIODE : MARET 2024" is not read, the statement date is null, with warnings that no period or year was found and no header recognised, while the verdict stays verified. Silently wrong (38 dates and the statement date under a verified claim).',
    items: [10],
  },
  'tr-kredi-karti-ekstre-try-taksit-bonus-donem-borcu-tight': {
    note: 'The 30 rows are read with the right dates and magnitudes in one consistent convention (purchases as money in, the payment and refunds as money out), the "Taksit" cell kept out; but the narrow "Bonus" column set tight right of "Tutar (TL)" is taken as a running balance (0,64, 6,43...), so the opening is derived as -1,279.07 and the closing is the last bonus figure 6.99 instead of "Önceki Dönem Borcu" 18.456,00 TL and "Dönem Borcu" 32.361,85 TL; the lira "TL" is not named (currency null). Card number and statement date right. Mismatch, flagged.',
    items: [1, 4, 18],
  },
};
