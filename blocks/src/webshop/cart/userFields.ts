/**
 * The checkout's user fields (contract "users"): invoice fields, business-only fields,
 * the shipping_ set (only what a delivery needs) and the quote request's remarks, with
 * their Dutch labels and the browser's autocomplete and keyboard hints.
 */

export interface UserField {
  /** The name without prefix: 'firstname' → invoice_firstname / shipping_firstname. */
  name: string;
  label: string;
  /** The autocomplete token after 'billing' / 'shipping' ('' = none fits). */
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel' | 'country' | 'textarea' | 'date' | 'time' | 'select';
  /** A select's choices: [value, title]. */
  options?: Array<[string, string]>;
  /** The on-screen keyboard to offer (`inputmode`). */
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  /** Typed as capitals (postcodes). */
  upperCase?: boolean;
  /** A third of the row from 640 px (house number, addition); else half or full. */
  width?: 'third' | 'half' | 'full';
  /** Longer than the usual 200 characters (the server's limit of this field). */
  maxLength?: number;
}

export const BUSINESS_FIELDS: UserField[] = [
  { name: 'company', label: 'Bedrijfsnaam', autoComplete: 'organization' },
  { name: 'tax_number', label: 'BTW-nummer', autoComplete: '' },
];

const NAME_FIELDS: UserField[] = [
  { name: 'firstname', label: 'Voornaam', autoComplete: 'given-name', width: 'half' },
  { name: 'lastname', label: 'Achternaam', autoComplete: 'family-name', width: 'half' },
];

const CONTACT_FIELDS: UserField[] = [
  { name: 'email', label: 'E-mailadres', autoComplete: 'email', type: 'email', inputMode: 'email', width: 'half' },
  { name: 'phonenumber', label: 'Telefoonnummer', autoComplete: 'tel', type: 'tel', inputMode: 'tel', width: 'half' },
];

const PLACE_FIELDS: UserField[] = [
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', upperCase: true, width: 'third' },
  { name: 'number', label: 'Huisnummer', autoComplete: '', inputMode: 'numeric', width: 'third' },
  { name: 'number_addition', label: 'Toevoeging', autoComplete: '', width: 'third' },
  { name: 'street', label: 'Straat', autoComplete: 'address-line1', width: 'half' },
  { name: 'city', label: 'Plaats', autoComplete: 'address-level2', width: 'half' },
  { name: 'country', label: 'Land', autoComplete: 'country', type: 'country', width: 'full' },
];

/** The invoice fields of an order: name, contact, address. */
export const ADDRESS_FIELDS: UserField[] = [...NAME_FIELDS, ...CONTACT_FIELDS, ...PLACE_FIELDS];

/**
 * A separate delivery address: the invoice set without company and VAT number (spec
 * 000 §3), its e-mail optional (the invoice e-mail receives the mails).
 */
export const SHIPPING_FIELDS: UserField[] = [...NAME_FIELDS, ...CONTACT_FIELDS, ...PLACE_FIELDS];

/** A quote request asks who is asking and what for; the owner's form fields follow. */
export const QUOTE_FIELDS: UserField[] = [...NAME_FIELDS, ...CONTACT_FIELDS];
export const QUOTE_REMARKS: UserField = { name: 'quote_remarks', label: 'Toelichting op je aanvraag', type: 'textarea', width: 'full', maxLength: 2000 };

/** The prefix of an answer to a quote question in the form's values: 'quote_answers.<key>'. */
export const ANSWER_PREFIX = 'quote_answers.';

export const IS_COMPANY = 'invoice_is_company';
export const CUSTOM_SHIPPING = 'custom_shipping_information';

/** The user fields the checkout sends (every key of the contract's users object). */
export const USER_KEYS: string[] = [
  IS_COMPANY,
  ...BUSINESS_FIELDS.map((field) => `invoice_${field.name}`),
  ...ADDRESS_FIELDS.map((field) => `invoice_${field.name}`),
  CUSTOM_SHIPPING,
  ...SHIPPING_FIELDS.map((field) => `shipping_${field.name}`),
  QUOTE_REMARKS.name,
];

/** Contract length limit of every user value. */
export const USER_VALUE_MAX_LENGTH = 200;

/** The element id of a field, so the error summary can link to it. */
export const fieldId = (key: string) => `checkout-${key}`;

/**
 * What the red summary names each field by: 'Voornaam', 'Voornaam (verzending)', and the
 * method and agreement groups, so 'Dit veld is verplicht.' says which field it is.
 */
export const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(BUSINESS_FIELDS.map((field) => [`invoice_${field.name}`, field.label])),
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [`invoice_${field.name}`, field.label])),
  ...Object.fromEntries(SHIPPING_FIELDS.map((field) => [`shipping_${field.name}`, `${field.label} (verzending)`])),
  [QUOTE_REMARKS.name]: QUOTE_REMARKS.label,
  shipping_method: 'Verzendmethode',
  payment_method: 'Betaalmethode',
  agreement: 'Algemene voorwaarden',
};
