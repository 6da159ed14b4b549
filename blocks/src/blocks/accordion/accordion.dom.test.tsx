// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';
import { block, richText } from '../../test/render.tsx';

function renderAccordion(props: Record<string, unknown>) {
  const content = [block('text', { data: richText('Wij bakken elke dag vers.') })];
  const sections = [{ id: 's', template: 'dynamic', meta: {}, blocks: [block('accordion', { accordion_title: 'Openingstijden', ...props }, { slots: { accordion_content: content } })] }];
  render(<PageSections sections={sections} context={{}} />);
  return screen.getByRole('button', { name: 'Openingstijden' });
}

const content = (header: HTMLElement) => document.getElementById(header.getAttribute('aria-controls') ?? '')!;

describe('accordion in the browser', () => {
  test('the header toggles the content open and closed', () => {
    const header = renderAccordion({});
    expect(content(header).hidden).toBe(true);
    expect(screen.queryByRole('region', { name: 'Openingstijden' })).toBeNull();
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Openingstijden' }).textContent).toBe('Wij bakken elke dag vers.');
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(content(header).hidden).toBe(true);
  });

  test("starting open (default_open '1'), a click closes it", () => {
    const header = renderAccordion({ default_open: '1' });
    expect(screen.getByRole('region', { name: 'Openingstijden' }).hidden).toBe(false);
    fireEvent.click(header);
    expect(content(header).hidden).toBe(true);
  });
});
