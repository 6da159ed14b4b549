// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition, StepsField } from '../../../dashboard/kit/types.ts';
import { renderKitForm } from './renderKitForm.tsx';

afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

function wizard(overrides: Partial<StepsField> = {}): FieldDefinition[] {
  return [
    {
      type: 'steps',
      fields: [
        { key: 'company', title: 'Bedrijf', description: 'Wie ben je?', fields: [{ type: 'text', key: 'name', title: 'Naam' }] },
        {
          key: 'shop',
          title: 'Webwinkel',
          conditional: { key: 'kind', value: 'shop' },
          fields: [{ type: 'text', key: 'iban', title: 'IBAN' }],
        },
        { key: 'done', title: 'Klaar', fields: [{ type: 'description', title: 'Controleer je gegevens.' }] },
      ],
      ...overrides,
    },
  ];
}

const progress = () => within(screen.getByRole('navigation', { name: 'Stappen' }));
const stepHeading = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('steps (wizard)', () => {
  it("'Volgende' and 'Vorige': no previous on the first step, no next on the last", async () => {
    const form = renderKitForm(wizard(), { kind: 'shop' });
    expect(stepHeading()).toBe('Bedrijf');
    expect(screen.getByText('Wie ben je?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vorige' })).toBeNull();
    await form.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(stepHeading()).toBe('Webwinkel');
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeTruthy();
    await form.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(stepHeading()).toBe('Klaar');
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
    await form.user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(stepHeading()).toBe('Webwinkel');
  });

  it('earlier steps complete and clickable, the current one marked, later ones not clickable', async () => {
    const form = renderKitForm(wizard(), { kind: 'shop' });
    await form.user.click(screen.getByRole('button', { name: 'Volgende' }));
    const items = progress().getAllByRole('listitem');
    expect(items.map((item) => item.dataset.status)).toEqual(['complete', 'current', 'upcoming']);
    expect(within(items[1]).getByText('Webwinkel').closest('[aria-current]')?.getAttribute('aria-current')).toBe('step');
    expect(within(items[2]).queryByRole('button')).toBeNull();
    await form.user.click(within(items[0]).getByRole('button', { name: /Bedrijf/ }));
    expect(stepHeading()).toBe('Bedrijf');
    // Focus follows the step change, so keyboard and screen-reader users land on the new step.
    // The step changes after an awaited promise (outside the click's act) and the focus moves
    // in an effect after that render: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Bedrijf'));
  });

  it('steps follow their conditional; the wizard returns to step 0 when the active step disappears', async () => {
    const definition: FieldDefinition[] = [
      { type: 'radio', key: 'kind', title: 'Soort', options: [{ value: 'site', label: 'Website' }, { value: 'shop', label: 'Webwinkel' }] },
      ...wizard(),
    ];
    const form = renderKitForm(definition, { kind: 'site' });
    expect(progress().getAllByRole('listitem').map((li) => li.dataset.status)).toHaveLength(2);
    await form.user.click(screen.getByLabelText('Webwinkel'));
    expect(progress().getAllByRole('listitem')).toHaveLength(3);
    await form.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(stepHeading()).toBe('Webwinkel');
    await form.user.click(screen.getByLabelText('Website'));
    await waitFor(() => expect(stepHeading()).toBe('Bedrijf'));
  });

  it("moving runs the step's function, then scrolls to the wizard, then changes step; false stays", async () => {
    const order: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function () {
      order.push(`scroll on ${stepHeading()}`);
    });
    let allow = false;
    const definition = wizard();
    const stepsField = definition[0] as StepsField;
    stepsField.fields[0].function = ({ values, direction }) => {
      order.push(`function ${direction} name=${values.name}`);
      return allow;
    };
    const form = renderKitForm(definition, { kind: 'shop', name: 'Bakker' });
    await form.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(stepHeading()).toBe('Bedrijf');
    allow = true;
    await form.user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(stepHeading()).toBe('Webwinkel'));
    expect(order).toEqual(['function forward name=Bakker', 'function forward name=Bakker', 'scroll on Bedrijf']);
  });

  it('a step whose fields have errors shows the error state', () => {
    renderKitForm(wizard(), { kind: 'shop' }, { errors: { iban: ['Ongeldig IBAN.'] } });
    const items = progress().getAllByRole('listitem');
    expect(items[1].dataset.error).toBe('true');
    expect(items[1].textContent).toContain('bevat fouten');
    expect(items[0].dataset.error).toBeUndefined();
  });

  it('progress on the left or hidden; navigation centred, on top, or without previous', async () => {
    const left = renderKitForm(wizard({ settings: { progress: 'left', navigation_top: 'center', navigation_bottom: 'hidden' } }), { kind: 'shop' });
    expect(progress().getByRole('list').className).toContain('flex-col');
    const nextButtons = screen.getAllByRole('button', { name: 'Volgende' });
    expect(nextButtons).toHaveLength(1);
    expect(nextButtons[0].parentElement?.className).toContain('justify-center');
    left.unmount();

    const form = renderKitForm(wizard({ settings: { progress: 'hidden', hide_previous: true } }), { kind: 'shop' });
    expect(screen.queryByRole('navigation', { name: 'Stappen' })).toBeNull();
    await form.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.queryByRole('button', { name: 'Vorige' })).toBeNull();
  });
});
