/** Sample definitions for the showcase: every built field type once, and a wizard. */
import { linkFormFields } from '../fields/link/linkForm.ts';
import type { FieldDefinition, FieldOption, FormValues, PaletteColor } from '../types.ts';
import { sampleMediaFields, sampleMediaValues } from './sampleMediaFields.ts';

export const samplePalette: PaletteColor[] = [
  { label: 'Primair', value: '37, 99, 235, 1', key: 'primary-500', group: 'primary' },
  { label: 'Secundair', value: '234, 88, 12, 1', key: 'secondary-500', group: 'secondary' },
  { label: 'Contrast', value: '17, 24, 39, 1', key: 'contrast-500', group: 'contrast' },
  { label: 'Grijs', value: '243, 244, 246, 1', key: 'gray-100', group: 'gray' },
  { label: 'Tekst donker', value: '17, 24, 39, 1', key: 'dark', group: 'text' },
];

let menuCount = 2;
/** Stands in for an API call; the showcase's button adds a menu and fires the refresh event. */
export function addSampleMenu(): void {
  menuCount += 1;
}
export async function loadSampleMenus(): Promise<FieldOption[]> {
  return Array.from({ length: menuCount }, (_, index) => ({ id: index + 1, title: index === 0 ? 'Hoofdmenu' : `Menu ${index + 1}` }));
}

const sizes: FieldOption[] = [
  { value: 'sm', label: 'Klein' },
  { value: 'md', label: 'Middel' },
  { value: 'lg', label: 'Groot' },
];

export const sampleFields: FieldDefinition[] = [
  { type: 'title', title: 'Alle veldtypes' },
  { type: 'description', title: 'Dit is een test beschrijving' },
  { type: 'hidden', key: 'id' },
  {
    type: 'columns',
    columns: [
      { id: 'kit-left', fields: [{ type: 'text', key: 'name', title: 'Naam', placeholder: 'Bakkerij de Vries', required: true, help: 'Zoals bezoekers hem zien' }] },
      { id: 'kit-right', fields: [{ type: 'url', key: 'website', title: 'Website', placeholder: 'https://' }] },
    ],
  },
  { type: 'textarea', key: 'intro', title: 'Introductie' },
  { type: 'password', key: 'password', title: 'Wachtwoord' },
  { type: 'content', key: 'summary', getter: (values) => `Naam: ${values.name || '–'}\nWebsite: ${values.website || '–'}` },
  { type: 'boolean', key: 'fixed_element', title: 'Vast element' },
  { type: 'toggle', key: 'shop', title: 'Webwinkel actief', true_value: 'ja', false_value: 'nee' },
  { type: 'checkbox', key: 'sizes', title: 'Maten', options: sizes, columns: 3 },
  { type: 'checkbox', key: 'agree', title: 'Ik ga akkoord met de voorwaarden', true_value: '1', false_value: '0' },
  { type: 'radio', key: 'kind', title: 'Soort site', options: [{ value: 'site', label: 'Website' }, { value: 'shop', label: 'Webwinkel' }] },
  { type: 'radio_buttons', key: 'align', title: 'Uitlijning', options: [{ value: 'left', label: 'Links' }, { value: 'center', label: 'Midden' }, { value: 'right', label: 'Rechts' }] },
  { type: 'select', key: 'size', title: 'Maat', options: sizes, placeholder: 'Kies een maat' },
  { type: 'select', key: 'main_menu_menu', title: 'Hoofdmenu', fetchOptions: loadSampleMenus, track_by: 'id', label_key: 'title' },
  { type: 'multiselect', key: 'tags', title: 'Labels', options: sizes, taggable: true },
  {
    type: 'group',
    title: 'Alleen voor webwinkels',
    conditional: { key: 'shop', value: 'ja' },
    fields: [{ type: 'text', key: 'iban', title: 'IBAN' }],
  },
  {
    type: 'group',
    title: 'Geavanceerd',
    default_open: '0',
    fields: [
      { type: 'color_selector', key: 'section_bg_color', title: 'Achtergrondkleur' },
      { type: 'code_editor', key: 'developer_custom_code_css', title: 'Eigen CSS', settings: { language: 'css' } },
    ],
  },
  ...sampleMediaFields,
  {
    type: 'group',
    title: 'Uit het project (owner API)',
    fields: [
      { type: 'menu', key: 'footer_menu', title: 'Footermenu' },
      { type: 'form', key: 'form', title: 'Formulier' },
      { type: 'partial', key: 'template', title: 'Herbruikbare template' },
      { type: 'select_prefill', key: 'product_mutated', title: 'Product' },
      { type: 'select_prefill', key: 'products_mutated', title: 'Producten', multiple: true, settings: { selection: true } },
      { type: 'category_connections', key: 'productcategories_mutated', title: 'Categorieën' },
    ],
  },
  { type: 'dashboard_color_palette', key: 'notification_color', title: 'Notificatiekleur' },
  {
    type: 'dashboard_accordion',
    default_open: true,
    fields: [
      { type: 'group', title: 'Link', fields: linkFormFields },
      {
        type: 'group',
        title: 'Acties',
        fields: [
          {
            type: 'button',
            title: 'Naam voorstellen',
            function: ({ values, setValue }) => setValue('name', values.name ? String(values.name) : 'Bakkerij de Vries'),
          },
          { type: 'dashboard_nuxt_link', title: 'Naar Instellingen', settings: { to: '/wm/settings' } },
          { type: 'submit_link', title: 'Opslaan zonder knop' },
        ],
      },
    ],
  },
  {
    type: 'tabs',
    fields: [
      { title: 'Inloggen', id: 'kit-login', fields: [{ type: 'otp_code', key: 'code', title: 'Verificatiecode' }] },
      { title: 'Webwinkel', id: 'kit-shop', conditional: { key: 'shop', value: 'ja' }, fields: [{ type: 'text', key: 'vat', title: 'Btw-nummer' }] },
    ],
  },
];

export const sampleWizard: FieldDefinition[] = [
  {
    type: 'steps',
    settings: { progress: 'top', navigation_bottom: 'between' },
    fields: [
      { key: 'company', title: 'Bedrijf', description: 'Wie ben je?', fields: [{ type: 'text', key: 'company', title: 'Bedrijfsnaam' }] },
      {
        key: 'shop',
        title: 'Webwinkel',
        conditional: { key: 'kind', value: 'shop' },
        fields: [{ type: 'select', key: 'payment', title: 'Betaalmethode', options: [{ value: 'ideal', label: 'iDEAL' }, { value: 'invoice', label: 'Op factuur' }] }],
      },
      { key: 'done', title: 'Klaar', fields: [{ type: 'description', title: 'Controleer je gegevens en sla op.' }] },
    ],
  },
];

export const sampleValues: FormValues = {
  id: 42,
  name: '',
  fixed_element: '0',
  shop: 'nee',
  sizes: 'md',
  kind: 'site',
  align: 'left',
  section_bg_color: '37, 99, 235, 1',
  developer_custom_code_css: '.hero { padding: 2rem; }',
  footer_menu: '',
  form: '',
  template: '',
  product_mutated: {},
  products_mutated: {},
  productcategories_mutated: {},
  notification_color: '234, 88, 12, 1',
  type_link: 'link',
  href: '',
  target: '',
  rel: '',
  hideunderline: '',
  ...sampleMediaValues,
};

export const sampleErrors = {
  name: ['Vul een naam in.'],
  code: ['De code klopt niet.'],
  general: ['Opslaan is niet gelukt, probeer het opnieuw.'],
};

export const sampleWizardErrors = { company: ['Vul een bedrijfsnaam in.'] };
