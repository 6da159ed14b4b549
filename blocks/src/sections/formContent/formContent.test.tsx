import { describe, expect, test } from 'vitest';
import { forms } from '../../test/forms.ts';
import { renderSection } from '../../test/render.tsx';

describe('form section', () => {
  test('text on one half, the form on the other; padding 20', () => {
    const page = renderSection('formContent', { form: 'contact' }, { forms });
    const grid = page.$('section .grid')!;
    expect(grid.className).toContain('md:grid-cols-2');
    expect(grid.children[0].textContent).toContain('Neem contact op');
    expect(grid.children[1].querySelector('form input[name="naam"]')).not.toBeNull();
    expect(page.$('section')?.className.split(' ')).toEqual(expect.arrayContaining(['md:pt-20', 'md:pb-20']));
  });

  test('button alignment, button colour and labels beside the fields', () => {
    const page = renderSection('formContent', { form: 'contact', align_button: 'center', button_color: 'secondary', label_align: 'left' }, { forms });
    const button = page.$('button[type="submit"]')!;
    expect(button.className).toContain('bg-secondary-500');
    expect(button.parentElement?.className).toContain('justify-center');
    expect(page.$('[data-field="naam"]')?.className).toContain('md:grid');
  });

  test('without a form: the text only for visitors, "Kies een formulier" for editors', () => {
    const visitor = renderSection('formContent', {}, { forms });
    expect(visitor.$('form')).toBeNull();
    expect(visitor.text).toContain('Neem contact op');
    const editor = renderSection('formContent', { form: 'weg' }, { forms, editable: true });
    expect(editor.$('[role="note"]')?.textContent).toBe('Kies een formulier');
  });
});
