/** Showcase samples of the upload, repeater, icon, table and rich-text field types. */
import type { FieldDefinition, FormValues } from '../types.ts';

export const sampleMediaFields: FieldDefinition[] = [
  {
    type: 'group',
    title: 'Media en inhoud',
    fields: [
      { type: 'image', key: 'logo', title: 'Logo', settings: { maxFiles: 1, maxWidth: 600, maxHeight: 600 } },
      { type: 'file', key: 'brochures', title: 'Brochures', settings: { maxFiles: 3 }, help: 'Tot drie bestanden.' },
      { type: 'icons', key: 'usp_icon', title: 'Icoon' },
      {
        type: 'flexible',
        key: 'slides',
        title: 'Dia’s',
        settings: { open_new_item: true, should_row_clickable: true },
        layouts: {
          slide: { title: 'Dia', dynamic_title: 'heading', fields: [{ type: 'text', key: 'heading', title: 'Kop' }, { type: 'textarea', key: 'text', title: 'Tekst' }] },
          quote: { title: 'Citaat', dynamic_title: '{author}', fields: [{ type: 'text', key: 'author', title: 'Auteur' }, { type: 'text_editor', key: 'quote', title: 'Citaat' }] },
        },
      },
      { type: 'importer_table', key: 'import_preview', title: 'Te importeren producten' },
      { type: 'editor', key: 'block1', title: 'Tekstblok' },
      { type: 'text_editor', key: 'intro_text', title: 'Korte tekst' },
      { type: 'html', key: 'developer_custom_html', title: 'Eigen HTML' },
    ],
  },
];

export const sampleMediaValues: FormValues = {
  brochures: [],
  slides: [{ layout: 'slide', key: 'kW3f9QpLm2Xa7TzB', attributes: { heading: 'Vers brood elke ochtend', text: 'Vanaf 7 uur open.' } }],
  import_preview: {
    headers: ['Naam', 'Prijs', 'Omschrijving'],
    rows: [
      ['Volkoren brood', '3,25', 'Gebakken met meel van de molen om de hoek, elke ochtend vers uit de oven en zonder toevoegingen, zoals het hoort.'],
      ['Appeltaart', '14,50', 'Met Goudreinetten'],
    ],
  },
  block1: { time: 1764150000000, version: '2.18.0', blocks: [{ type: 'header', data: { text: 'Over ons', level: 2 } }, { type: 'paragraph', data: { text: 'Dit is een test beschrijving' } }] },
  intro_text: 'Welkom bij <b>Bakkerij de Vries</b>',
  developer_custom_html: '<div class="notice">Gesloten op zondag</div>',
};
