// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';

const templates = { 'cta-partial': { id: 'cta-partial', components: [{ id: 'lijn', template: 'divider', meta: {} }] } };

describe('template partial in the editor preview', () => {
  test("'Bewerk de template' asks the parent frame to open /wm/templates/{id}", () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    render(<PageSections sections={[{ id: 'p', template: 'templatePartial', meta: { template: 'cta-partial' } }]} context={{ templates, editable: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerk de template' }));
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'go_to_route', payload: { path: '/wm/templates/cta-partial' } }, '*');
  });

  test('outside a frame the button posts nothing', () => {
    const post = vi.spyOn(window, 'postMessage');
    render(<PageSections sections={[{ id: 'p', template: 'templatePartial', meta: { template: 'cta-partial' } }]} context={{ templates, editable: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerk de template' }));
    expect(post).not.toHaveBeenCalled();
  });
});
