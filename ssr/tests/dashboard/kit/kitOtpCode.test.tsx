// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKitForm } from './renderKitForm.tsx';

const box = (n: number, of = 6) => screen.getByRole('textbox', { name: `Cijfer ${n} van ${of}` });

describe('otp_code', () => {
  it('six boxes by default in a labelled group; typing fills one digit per box and moves on', async () => {
    const form = renderKitForm([{ type: 'otp_code', key: 'code', title: 'Code' }]);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    await form.user.click(box(1));
    await form.user.keyboard('12');
    expect(form.values().code).toBe('12');
    expect(document.activeElement).toBe(box(3));
    expect(box(1)).toHaveProperty('value', '1');
  });

  it('ignores anything but digits', async () => {
    const form = renderKitForm([{ type: 'otp_code', key: 'code', title: 'Code', length: 4 }]);
    await form.user.click(box(1, 4));
    await form.user.keyboard('a-1');
    expect(form.values().code).toBe('1');
  });

  it('paste keeps only digits, up to the length', async () => {
    const form = renderKitForm([{ type: 'otp_code', key: 'code', title: 'Code', length: 4 }]);
    await form.user.click(box(1, 4));
    await form.user.paste('12-34 56');
    expect(form.values().code).toBe('1234');
    expect(box(4, 4)).toHaveProperty('value', '4');
  });

  it('Backspace clears and moves back', async () => {
    const form = renderKitForm([{ type: 'otp_code', key: 'code', title: 'Code' }], { code: '123' });
    await form.user.click(box(4));
    // Focus lands on the first empty box, after the last digit.
    expect(document.activeElement).toBe(box(4));
    await form.user.keyboard('{Backspace}');
    expect(form.values().code).toBe('12');
    expect(document.activeElement).toBe(box(3));
    await form.user.keyboard('{Backspace}');
    expect(form.values().code).toBe('1');
    expect(document.activeElement).toBe(box(2));
    // In a box holding a digit, Backspace clears it and moves back too.
    await form.user.keyboard('{ArrowLeft}{Backspace}');
    expect(form.values().code).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('an error marks every box and is described', () => {
    renderKitForm([{ type: 'otp_code', key: 'code', title: 'Code' }], {}, { errors: { code: ['Code klopt niet.'] } });
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box(1).getAttribute('aria-describedby') ?? '')?.textContent).toBe('Code klopt niet.');
  });
});
