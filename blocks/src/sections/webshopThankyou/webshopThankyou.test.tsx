import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';
import { WEBSHOP_PENDING_NOTE } from '../../webshop/PendingWebshop.tsx';

describe('webshop thank-you page (webshopThankyou)', () => {
  test('thank-you page: its content (schema default first)', () => {
    expect(renderSection('webshopThankyou').text).toBe('Bedankt voor je bestelling!');
    expect(renderSection('webshopThankyou', { content: richText('Tot snel!') }).text).toBe('Tot snel!');
  });

  test('renders with only its defaults: frame padding 20, no editor note', () => {
    const page = renderSection('webshopThankyou');
    expect(page.$('[data-template="webshopThankyou"]')?.className).toContain('md:pt-20 md:pb-20');
    expect(page.$('[role="note"]')).toBeNull();
  });

  test('editors see that the webshop data appears once the webshop is active', () => {
    expect(renderSection('webshopThankyou', {}, { editable: true }).$('[role="note"]')?.textContent).toBe(WEBSHOP_PENDING_NOTE);
  });
});
