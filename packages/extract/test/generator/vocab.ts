/** Words statements print: merchants, payees, headings and the boilerplate around the tables. */

export const BANK_NAMES = [
  'First Harbor Bank',
  'Granite State Savings',
  'Meridian Trust',
  'Northfield Building Society',
  'Oakridge Credit Union',
  'Pioneer National Bank',
  'Riverbend Bank plc',
  'Summit Federal',
] as const;

export const EU_BANK_NAMES = [
  'Nordsee Sparkasse',
  'Volksbank Rheintal',
  'Banque du Léman',
  'Crédit Mutuel des Alpes',
  'Stadtbank Würzburg',
  'Caisse Régionale Côte d’Azur',
] as const;

export const HOLDERS = [
  'JANE Q SAMPLE',
  'Mr John A Doe',
  'MARIA GONZALEZ',
  'Acme Widgets LLC',
  'Dr. Priya Raman',
  'Jürgen Müller',
  'Émilie Dubois',
  'Chen Wei',
] as const;

export const STREETS = [
  '12 Elm Street',
  '400 Market St Apt 5B',
  '7 Harbour View Road',
  'Hauptstraße 17',
  '23 rue de la Paix',
  'PO Box 991',
] as const;

export const CITIES = [
  'Springfield, IL 62701',
  'Leeds LS1 4AP',
  'Portland, OR 97205',
  '80331 München',
  '75002 Paris',
  'Bristol BS1 5TR',
] as const;

export const MERCHANTS = [
  'AMAZON MKTPLACE',
  'TESCO STORES',
  'SHELL OIL',
  'STARBUCKS',
  'WHOLE FOODS MKT',
  'UBER TRIP',
  'NETFLIX.COM',
  'HOME DEPOT',
  'SAINSBURYS',
  'PRET A MANGER',
  'LIDL',
  'REWE MARKT',
  'CARREFOUR',
  'DEUTSCHE BAHN',
  'APPLE.COM/BILL',
  'COSTCO WHSE',
  'TARGET',
  'BOOTS',
  'IKEA',
  'SPOTIFY',
  'CAFÉ RÉMY',
  'BÄCKEREI SCHMIDT',
  'O’NEILL’S PUB',
  'B&Q',
] as const;

export const PLACES = [
  'SEATTLE WA',
  'LONDON',
  'NEW YORK NY',
  'MANCHESTER',
  'BERLIN',
  'PARIS',
  'AUSTIN TX',
  'LYON',
  'HAMBURG',
  'DENVER CO',
] as const;

export const EMPLOYERS = [
  'ACME CORP',
  'GLOBEX LTD',
  'INITECH INC',
  'STARK INDUSTRIES',
  'UMBRELLA GMBH',
  'SOCIÉTÉ GÉNÉRALE DES EAUX',
] as const;

export const PAYEES = [
  'CITY WATER DEPT',
  'PACIFIC GAS & ELECTRIC',
  'BRITISH GAS',
  'VODAFONE',
  'STATE FARM INS',
  'COUNCIL TAX',
  'LANDLORD J SMITH',
  'STADTWERKE',
  'EDF ENERGIE',
  'VERIZON WIRELESS',
] as const;

export const MARKETING = [
  'Go paperless! Sign up for e-statements in online banking and help us plant a tree for every account.',
  'Earn 2.50% APY on balances over $10,000.00 with our Premier Savings account. Ask in branch for details.',
  'Protect yourself from fraud: we will never ask for your PIN or password by phone, text or e-mail.',
  'Your deposits are insured up to the applicable limits. Rates and fees are subject to change without notice.',
  'Travelling abroad? Tell us before you go so that your card keeps working. Foreign transaction fee 3.00%.',
  'Refer a friend and you both receive 150.00 when they open an account and deposit 1,000.00 or more.',
] as const;

export const DISCLAIMERS = [
  'Please examine this statement promptly. If you find an error, notify us within 60 days of the statement date.',
  'In case of errors or questions about your electronic transfers, call us at 1-800-555-0199 or write to us.',
  'This statement is provided for information only. Member FDIC. Equal Housing Lender.',
  'Authorised by the Prudential Regulation Authority. Registered in England No. 1234567.',
  'Bitte prüfen Sie diesen Kontoauszug. Einwendungen sind innerhalb von sechs Wochen zu erheben.',
  'Veuillez vérifier ce relevé. Toute réclamation doit nous parvenir dans un délai de deux mois.',
] as const;
