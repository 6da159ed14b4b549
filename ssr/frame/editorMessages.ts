/**
 * Editor.js in the preview frame speaks Dutch like the rest of the product: its own
 * toolbar, block menu and toolbox, and the texts of the block tools we give it
 * (https://editorjs.io/i18n: `ui`, `toolNames`, `tools.<name>`, `blockTunes`). Keys are
 * the English texts the library and its tools ask for.
 */
export const EDITOR_MESSAGES = {
  ui: {
    blockTunes: { toggler: { 'Click to tune': 'Klik om aan te passen', 'or drag to move': 'of sleep om te verplaatsen' } },
    inlineToolbar: { converter: { 'Convert to': 'Omzetten naar' } },
    toolbar: { toolbox: { Add: 'Toevoegen', Filter: 'Zoeken', 'Nothing found': 'Niets gevonden' } },
    popover: { Filter: 'Zoeken', 'Nothing found': 'Niets gevonden', 'Convert to': 'Omzetten naar' },
  },
  toolNames: {
    Text: 'Tekst',
    Heading: 'Kop',
    List: 'Lijst',
    'Ordered List': 'Genummerde lijst',
    'Unordered List': 'Opsomming',
    Checklist: 'Takenlijst',
    Quote: 'Citaat',
    Delimiter: 'Scheidingslijn',
    Table: 'Tabel',
    Link: 'Link',
    Bold: 'Vet',
    Italic: 'Cursief',
  },
  tools: {
    link: { 'Add a link': 'Voeg een link toe' },
    stub: { 'The block can not be displayed correctly.': 'Dit blok kan niet goed worden getoond.' },
    list: { Ordered: 'Genummerd', Unordered: 'Opsomming', Checklist: 'Takenlijst', 'Counter type': 'Soort nummering', 'Start with': 'Begin bij' },
    header: { Heading: 'Kop' },
    table: {
      'With headings': 'Met kopregel',
      'Without headings': 'Zonder kopregel',
      Stretch: 'Volle breedte',
      Collapse: 'Smaller',
      Heading: 'Kopregel',
      'Add column to left': 'Kolom links toevoegen',
      'Add column to right': 'Kolom rechts toevoegen',
      'Delete column': 'Kolom verwijderen',
      'Add row above': 'Rij erboven toevoegen',
      'Add row below': 'Rij eronder toevoegen',
      'Delete row': 'Rij verwijderen',
    },
  },
  blockTunes: {
    delete: { Delete: 'Verwijderen', 'Click to delete': 'Klik nogmaals om te verwijderen' },
    moveUp: { 'Move up': 'Omhoog' },
    moveDown: { 'Move down': 'Omlaag' },
  },
}
