/**
 * The checkout's user fields (contract "users"): invoice fields, business-only fields
 * and the shipping_ set, with their Dutch labels and autocomplete tokens.
 */

export interface UserField {
  /** The name without prefix: 'firstname' → invoice_firstname / shipping_firstname. */
  name: string;
  label: string;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel' | 'country';
  /** Half width beside its neighbour from 640 px. */
  half?: boolean;
}

export const BUSINESS_FIELDS: UserField[] = [
  { name: 'company', label: 'Bedrijfsnaam', autoComplete: 'organization' },
  { name: 'tax_number', label: 'BTW-nummer' },
];

export const ADDRESS_FIELDS: UserField[] = [
  { name: 'firstname', label: 'Voornaam', autoComplete: 'given-name', half: true },
  { name: 'lastname', label: 'Achternaam', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'E-mailadres', autoComplete: 'email', type: 'email', half: true },
  { name: 'phonenumber', label: 'Telefoonnummer', autoComplete: 'tel', type: 'tel', half: true },
  { name: 'street', label: 'Straat', autoComplete: 'address-line1', half: true },
  { name: 'number', label: 'Huisnummer', half: true },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', half: true },
  { name: 'city', label: 'Plaats', autoComplete: 'address-level2', half: true },
  { name: 'country', label: 'Land', autoComplete: 'country', type: 'country' },
];

export const IS_COMPANY = 'invoice_is_company';
export const CUSTOM_SHIPPING = 'custom_shipping_information';

/** The user fields the checkout sends (every key of the contract's users object). */
export const USER_KEYS: string[] = [
  IS_COMPANY,
  ...BUSINESS_FIELDS.map((field) => `invoice_${field.name}`),
  ...ADDRESS_FIELDS.map((field) => `invoice_${field.name}`),
  CUSTOM_SHIPPING,
  ...ADDRESS_FIELDS.map((field) => `shipping_${field.name}`),
];

/** Contract length limit of every user value. */
export const USER_VALUE_MAX_LENGTH = 200;

/**
 * What the red panel names each field by: 'Voornaam', 'Voornaam (verzending)', and the
 * method and agreement groups, so 'Dit veld is verplicht.' says which field it is.
 */
export const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries(BUSINESS_FIELDS.map((field) => [`invoice_${field.name}`, field.label])),
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [`invoice_${field.name}`, field.label])),
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [`shipping_${field.name}`, `${field.label} (verzending)`])),
  shipping_method: 'Verzendmethode',
  payment_method: 'Betaalmethode',
  agreement: 'Algemene voorwaarden',
};
