/**
 * html-validate configuration for the server HTML of the demo pages
 * (tests/e2e/accessibility.test.mjs). The recommended preset, with these rules relaxed:
 */
import { defineConfig } from 'html-validate';

export default defineConfig({
  extends: ['html-validate:recommended'],
  rules: {
    // React's useId makes ids such as `_R_4cl_`: valid HTML (an id is any string
    // without whitespace); the strict form only asks for CSS-selector-friendly ids.
    'valid-id': ['error', { relaxed: true }],
    // React 19 writes a few attributes in their DOM spelling (autoComplete,
    // noValidate, enterKeyHint); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // A typographic hint (keep phone numbers on one line), not validity; the
    // numbers are text editors type.
    'tel-non-breaking': 'off',
    // The catalogue pages show several footers and breadcrumb trails on one page on
    // purpose; a site page has one of each. (axe counts landmark-unique as best
    // practice, not WCAG.)
    'unique-landmark': 'off',
    // Markup style, not validity; React chooses the spelling: `<img/>` for void
    // elements, `required=""` for true booleans, `alt=""` for empty values.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Whitespace inside the serialised page data and the page shell; not validity.
    'no-trailing-whitespace': 'off',
    // Per-instance editor values (background images, colours, slider sizes as CSS
    // custom properties) travel as style attributes; the classes come from Tailwind.
    'no-inline-style': 'off',
    // A facet's values are a checkbox group sharing the facet's name (the search filter
    // sidebar): valid HTML, one field with several values (`soort=a&soort=b`).
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
    // Not in the recommended preset (it belongs to the preset for whole documents, which
    // the demo pages are): every id that aria-controls, aria-labelledby, label[for], ...
    // name is in the page, the menu toggle's panel while the menu is closed too.
    'no-missing-references': 'error',
    // The header search's suggestions are a combobox with a listbox popup (WAI-ARIA
    // combobox pattern): live results to walk with the arrow keys, which a native
    // <select> cannot offer. Every other role still prefers its native element.
    'prefer-native-element': ['error', { exclude: ['listbox', 'combobox', 'option'] }],
  },
});
