import { describe, expect, test } from 'vitest';
import { forms } from '../../test/forms.ts';
import { block, renderBlocks } from '../../test/render.tsx';
import { renderIslandsPage } from '../../test/islandsRender.tsx';

const classes = (element: Element | null) => (element?.className ?? '').split(' ');

describe('form block', () => {
  test('renders the form chosen in forms.id', () => {
    const page = renderBlocks([block('form', { forms: { id: 'contact' } })], { forms });
    expect(page.$('[data-block="form"] form input[name="naam"]')).not.toBeNull();
    expect(page.$('button[type="submit"]')?.textContent).toBe('Verstuur bericht');
  });

  test('box: width, background (palette or RGB) and padding; alignment of the box and the button', () => {
    const page = renderBlocks([block('form', {
      forms: { id: 'contact' },
      width: 'max-w-screen-sm',
      bg: 'gray-100',
      padding: '8',
      align_wrapper: 'center',
      align_button: 'right',
      button_type: 'default',
      label_align: 'left',
    })], { forms });
    const box = page.$('form')!.parentElement!;
    expect(classes(box)).toEqual(expect.arrayContaining(['max-w-screen-sm', 'bg-gray-100', 'p-8']));
    expect(classes(box.parentElement)).toEqual(expect.arrayContaining(['flex', 'justify-center']));
    const button = page.$('button[type="submit"]')!;
    expect(classes(button.parentElement)).toContain('justify-end');
    expect(classes(button)).toContain('bg-white');
    expect(page.$('[data-field="naam"]')?.className).toContain('md:grid');
    const rgb = renderBlocks([block('form', { forms: { id: 'contact' }, bg: '255, 250, 240' })], { forms });
    expect(rgb.$('form')?.parentElement?.getAttribute('style')).toContain('rgba(255, 250, 240, 1)');
  });

  test('defaults: full width, button on the left, labels on top', () => {
    const page = renderBlocks([block('form', { forms: { id: 'contact' } })], { forms });
    expect(classes(page.$('form')!.parentElement)).toContain('w-full');
    expect(classes(page.$('button[type="submit"]')!.parentElement)).toContain('justify-start');
  });

  test('no form chosen or an unknown one: nothing for visitors, "Kies een formulier" for editors', () => {
    expect(renderBlocks([block('form', {})], { forms }).$('form')).toBeNull();
    expect(renderBlocks([block('form', { forms: { id: 'weg' } })], { forms }).text).toBe('');
    const editor = renderBlocks([block('form', { forms: { id: '' } })], { forms, editable: true });
    expect(editor.$('[data-block="form"] [role="note"]')?.textContent).toBe('Kies een formulier');
  });
});

describe('form block on a public page', () => {
  test('an island hydrating on the first input into it; only its own form reaches the browser', () => {
    const other = { id: 'nieuwsbrief', title: 'Nieuwsbrief', items: [] };
    const page = renderIslandsPage([{ id: 's', template: 'dynamic', meta: {}, blocks: [block('form', { forms: { id: 'contact' } })] }], { forms: { ...forms, nieuwsbrief: other } });
    const island = page.$('wm-island[data-island="form"]');
    expect(island?.getAttribute('data-hydrate')).toBe('input');
    expect(island?.querySelector('form input[name="naam"]')).not.toBeNull();
    expect(Object.keys(page.data!.site.forms ?? {})).toEqual(['contact']);
  });
});
