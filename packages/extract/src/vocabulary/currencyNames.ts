/** Currency evidence: the names of the ISO 4217 currencies. */
import { squash } from './squash.ts';

/**
 * The ISO 4217 currencies of currencies.ts (List One up to Amendment 180 and the codes withdrawn since 2021)
 * with the standard's own English names. A name is a format any bank may print, as a code is, so the whole
 * standard is read, not the names of the currencies seen so far. VED, printed for the redenominated bolívar
 * by few, shares its name with VES, the code the central bank kept (Amendment 170): the name stays with VES.
 */
const ISO_4217_NAMES = `AED UAE Dirham; AFN Afghani; ALL Lek; AMD Armenian Dram; ANG Netherlands Antillean Guilder;
  AOA Kwanza; ARS Argentine Peso; AUD Australian Dollar; AWG Aruban Florin; AZN Azerbaijan Manat;
  BAM Convertible Mark; BBD Barbados Dollar; BDT Taka; BGN Bulgarian Lev; BHD Bahraini Dinar; BIF Burundi Franc;
  BMD Bermudian Dollar; BND Brunei Dollar; BOB Boliviano; BRL Brazilian Real; BSD Bahamian Dollar; BTN Ngultrum;
  BWP Pula; BYN Belarusian Ruble; BZD Belize Dollar; CAD Canadian Dollar; CDF Congolese Franc; CHF Swiss Franc;
  CLP Chilean Peso; CNY Yuan Renminbi; COP Colombian Peso; CRC Costa Rican Colon; CUC Peso Convertible;
  CUP Cuban Peso; CVE Cabo Verde Escudo; CZK Czech Koruna; DJF Djibouti Franc; DKK Danish Krone; DOP Dominican Peso;
  DZD Algerian Dinar; EGP Egyptian Pound; ERN Nakfa; ETB Ethiopian Birr; EUR Euro; FJD Fiji Dollar;
  FKP Falkland Islands Pound; GBP Pound Sterling; GEL Lari; GHS Ghana Cedi; GIP Gibraltar Pound; GMD Dalasi;
  GNF Guinean Franc; GTQ Quetzal; GYD Guyana Dollar; HKD Hong Kong Dollar; HNL Lempira; HRK Kuna; HTG Gourde;
  HUF Forint; IDR Rupiah; ILS New Israeli Sheqel; INR Indian Rupee; IQD Iraqi Dinar; IRR Iranian Rial; ISK Iceland Krona;
  JMD Jamaican Dollar; JOD Jordanian Dinar; JPY Yen; KES Kenyan Shilling; KGS Som; KHR Riel; KMF Comorian Franc;
  KPW North Korean Won; KRW Won; KWD Kuwaiti Dinar; KYD Cayman Islands Dollar; KZT Tenge; LAK Lao Kip;
  LBP Lebanese Pound; LKR Sri Lanka Rupee; LRD Liberian Dollar; LSL Loti; LYD Libyan Dinar; MAD Moroccan Dirham;
  MDL Moldovan Leu; MGA Malagasy Ariary; MKD Denar; MMK Kyat; MNT Tugrik; MOP Pataca; MRU Ouguiya;
  MUR Mauritius Rupee; MVR Rufiyaa; MWK Malawi Kwacha; MXN Mexican Peso; MYR Malaysian Ringgit;
  MZN Mozambique Metical; NAD Namibia Dollar; NGN Naira; NIO Cordoba Oro; NOK Norwegian Krone; NPR Nepalese Rupee;
  NZD New Zealand Dollar; OMR Rial Omani; PAB Balboa; PEN Sol; PGK Kina; PHP Philippine Peso; PKR Pakistan Rupee;
  PLN Zloty; PYG Guarani; QAR Qatari Rial; RON Romanian Leu; RSD Serbian Dinar; RUB Russian Ruble; RWF Rwanda Franc;
  SAR Saudi Riyal; SBD Solomon Islands Dollar; SCR Seychelles Rupee; SDG Sudanese Pound; SEK Swedish Krona;
  SGD Singapore Dollar; SHP Saint Helena Pound; SLE Leone; SLL Leone; SOS Somali Shilling; SRD Surinam Dollar;
  SSP South Sudanese Pound; STN Dobra; SVC El Salvador Colon; SYP Syrian Pound; SZL Lilangeni; THB Baht;
  TJS Somoni; TMT Turkmenistan New Manat; TND Tunisian Dinar; TOP Pa'anga; TRY Turkish Lira;
  TTD Trinidad and Tobago Dollar; TWD New Taiwan Dollar; TZS Tanzanian Shilling; UAH Hryvnia; UGX Uganda Shilling;
  USD US Dollar; UYU Peso Uruguayo; UZS Uzbekistan Sum; VES Bolivar Soberano; VND Dong; VUV Vatu; WST Tala;
  XAF CFA Franc BEAC; XCD East Caribbean Dollar; XCG Caribbean Guilder; XOF CFA Franc BCEAO; XPF CFP Franc;
  YER Yemeni Rial; ZAR Rand; ZMW Zambian Kwacha; ZWG Zimbabwe Gold; ZWL Zimbabwe Dollar`;

/**
 * One-word names that are also everyday words or names printed on statements ("won", "sol", "Rand Water",
 * "Balboa Avenue", "Banco Boliviano"): read only where a caller knows the word stands for money, as WORDLIKE_CODES.
 */
const WORDLIKE_NAMES: ReadonlySet<string> = new Set(
  'sol won rand balboa dong riel tala pula kina gourde dobra afghani guarani boliviano som lari lek'.split(
    ' ',
  ),
);

/** The words of the longest name, for callers that join consecutive words to find one. */
export const MAX_CURRENCY_NAME_WORDS = Math.max(
  ...ISO_4217_NAMES.split(';').map((e) => e.trim().split(/\s+/).length - 1),
);

/**
 * Squashed ISO 4217 names, each with its code, where the name picks one currency: a name two currencies
 * share ("Leone" for SLE and SLL) is left out, as are the word-like names. A statement prints them singular
 * or plural ("Quetzales", "Lempiras"): callers also try a name without its plural ending.
 */
export const ISO_CURRENCY_NAMES: [string, string][] = (() => {
  const codes = new Map<string, Set<string>>();
  for (const entry of ISO_4217_NAMES.split(';')) {
    const [code, ...name] = entry.trim().split(/\s+/);
    const key = squash(name.join(' '));
    codes.set(key, (codes.get(key) ?? new Set()).add(code!));
  }
  return [...codes]
    .filter(([key, set]) => set.size === 1 && !WORDLIKE_NAMES.has(key))
    .map(([key, set]) => [key, [...set][0]!]);
})();
