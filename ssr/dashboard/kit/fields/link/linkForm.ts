/**
 * The link form of the spec (the text editor's 'Link toevoegen' panel and any
 * link setting): type_link ('link' or 'file'), href, target ('_blank' or ''), rel
 * ('noopener noreferrer nofollow' or ''), hideunderline ('1' or ''). A definition
 * for FieldForm: with type_link 'file' the href comes from a file upload (one file,
 * the spec's limit for link forms) instead of a typed address.
 */
import type { FieldDefinition, FormValues } from '../../types.ts';

export const LINK_REL = 'noopener noreferrer nofollow';

export const linkFormFields: FieldDefinition[] = [
  {
    type: 'radio_buttons',
    key: 'type_link',
    title: 'Soort link',
    options: [
      { value: 'link', label: 'Adres' },
      { value: 'file', label: 'Bestand' },
    ],
  },
  { type: 'url', key: 'href', title: 'Link', placeholder: 'https://', conditional: { key: 'type_link', value: 'link' }, required: true },
  { type: 'file', key: 'href', unique_identifier: 'href_file', title: 'Bestand', conditional: { key: 'type_link', value: 'file' }, settings: { maxFiles: 1 } },
  { type: 'checkbox', key: 'target', title: 'Openen in een nieuw tabblad', true_value: '_blank', false_value: '' },
  { type: 'checkbox', key: 'rel', title: 'Niet volgen door zoekmachines (rel="nofollow")', true_value: LINK_REL, false_value: '' },
  { type: 'checkbox', key: 'hideunderline', title: 'Zonder onderstreping', true_value: '1', false_value: '' },
];

/** A new link's values: a typed address, same tab, followed, underlined. */
export function emptyLink(): FormValues {
  return { type_link: 'link', href: '', target: '', rel: '', hideunderline: '' };
}

/** The errors a link form's values have before it is saved (Dutch, per key). */
export function linkErrors(values: FormValues): Record<string, string[]> {
  const href = String(values.href ?? '').trim();
  if (!href) return { href: [values.type_link === 'file' ? 'Kies een bestand.' : 'Vul een link in.'] };
  if (values.type_link !== 'file' && !/^(https?:\/\/|mailto:|tel:|\/|#)/i.test(href)) {
    return { href: ["Een link begint met https://, http://, mailto:, tel:, '/' of '#'."] };
  }
  return {};
}
