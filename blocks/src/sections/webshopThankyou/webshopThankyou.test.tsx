import { describe, expect, test } from 'vitest';
import { renderIslandsSection } from '../../test/islandsRender.tsx';
import { renderSection, richText } from '../../test/render.tsx';

describe('webshop thank-you page (webshopThankyou)', () => {
  test('thank-you page: its content (schema default first), then the order overview', () => {
    expect(renderSection('webshopThankyou').text).toMatch(/^Bedankt voor je bestelling! ?Bestelling laden...$/);
    const page = renderIslandsSection('webshopThankyou', { content: richText('Tot snel!') });
    expect(page.text).toContain('Tot snel!');
    const [island] = page.islands('orderOverview');
    expect(island.element.getAttribute('data-hydrate')).toBe('load');
    expect(island.element.textContent).toContain('Bestelling laden...');
  });

  test('renders with only its defaults: frame padding 20, no editor note', () => {
    const page = renderSection('webshopThankyou');
    expect(page.$('[data-template="webshopThankyou"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
    expect(renderSection('webshopThankyou', {}, { editable: true }).$('[role="note"]')).toBeNull();
  });
});
