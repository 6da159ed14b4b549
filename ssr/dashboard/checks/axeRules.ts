/**
 * Dutch texts of the axe rules an owner meets most on a site page. axe-core's own Dutch
 * locale translates only one rule, and loading a locale compiles templates with eval,
 * which the site's Content-Security-Policy forbids; a rule not listed here is shown
 * with axe's English help after a Dutch lead-in (`axeMessage`).
 */
export const AXE_RULES_NL: Record<string, string> = {
  'area-alt': 'Een klikbaar gebied van een afbeelding heeft geen alternatieve tekst',
  'aria-allowed-attr': 'Een ARIA-attribuut is niet toegestaan bij deze rol',
  'aria-hidden-focus': 'Een verborgen element (aria-hidden) bevat iets dat focus kan krijgen',
  'aria-required-attr': 'Een element met een ARIA-rol mist een verplicht ARIA-attribuut',
  'aria-required-children': 'Een element met een ARIA-rol mist de vereiste onderdelen',
  'aria-required-parent': 'Een element met een ARIA-rol staat niet in het vereiste bovenliggende element',
  'aria-roles': 'Een ARIA-rol heeft geen geldige waarde',
  'aria-valid-attr-value': 'Een ARIA-attribuut heeft geen geldige waarde',
  'aria-valid-attr': 'Een ARIA-attribuut bestaat niet',
  'autocomplete-valid': 'Een autocomplete-waarde van een invoerveld is ongeldig',
  'button-name': 'Een knop heeft geen tekst die een schermlezer kan voorlezen',
  'color-contrast': 'Tekst heeft te weinig kleurcontrast met de achtergrond',
  'definition-list': 'Een definitielijst is niet goed opgebouwd',
  'document-title': 'De pagina heeft geen titel',
  'duplicate-id-aria': 'Een id waar ARIA naar verwijst komt vaker voor',
  'empty-heading': 'Een kop is leeg',
  'frame-title': 'Een ingesloten frame (iframe) heeft geen titel',
  'html-has-lang': 'De pagina geeft haar taal niet op',
  'html-lang-valid': 'De taal van de pagina is geen geldige taalcode',
  'image-alt': 'Afbeelding zonder alternatieve tekst',
  'input-button-name': 'Een invoerknop heeft geen tekst',
  'input-image-alt': 'Een afbeeldingsknop heeft geen alternatieve tekst',
  label: 'Een invoerveld heeft geen label',
  'link-in-text-block': 'Een link in lopende tekst is alleen aan de kleur te herkennen',
  'link-name': 'Een link heeft geen tekst die een schermlezer kan voorlezen',
  list: 'Een lijst bevat iets anders dan lijstitems',
  listitem: 'Een lijstitem staat niet in een lijst',
  'meta-viewport': 'De pagina verbiedt inzoomen',
  'nested-interactive': 'Een klikbaar element bevat een ander klikbaar element',
  'object-alt': 'Een ingesloten object heeft geen alternatieve tekst',
  'role-img-alt': 'Een element met de rol afbeelding heeft geen alternatieve tekst',
  'scrollable-region-focusable': 'Een scrollbaar gebied is niet met het toetsenbord te bereiken',
  'select-name': 'Een keuzelijst heeft geen label',
  'svg-img-alt': 'Een SVG-afbeelding heeft geen alternatieve tekst',
  'target-size': 'Een klikdoel is kleiner dan 24 bij 24 pixels',
  'td-headers-attr': 'Een tabelcel verwijst naar koppen buiten de tabel',
  'th-has-data-cells': 'Een tabelkop hoort bij geen enkele cel',
  'valid-lang': 'Een taalattribuut heeft geen geldige taalcode',
  'video-caption': 'Een video heeft geen ondertitels',
}

/** The Dutch message of an axe violation, with the rule id for lookup. */
export function axeMessage(id: string, help: string): string {
  const dutch = AXE_RULES_NL[id]
  return dutch ? `${dutch} (${id})` : `Toegankelijkheidsprobleem: ${help} (${id})`
}
