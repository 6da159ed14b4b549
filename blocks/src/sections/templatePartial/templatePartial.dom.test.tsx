// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { setEditorChannel } from '../../editor/parentFrame.ts';
import { PageSections } from '../../render/PageSections.tsx';

const templates = { 'cta-partial': { id: 'cta-partial', components: [{ id: 'lijn', template: 'divider', meta: {} }] } };

describe('template partial in the editor preview', () => {
  test("'Bewerk de template' asks the editor (token, exact origin) to open /wm/templates/{id}", () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    setEditorChannel({ token: '0123456789abcdef0123456789abcdef', origin: 'https://dashboard.example' });
    render(<PageSections sections={[{ id: 'p', template: 'templatePartial', meta: { template: 'cta-partial' } }]} context={{ templates, editable: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerk de template' }));
    // The template's editor route, and its management tab (spec 001 §2).
    const token = '0123456789abcdef0123456789abcdef';
    expect(vi.mocked(parent.postMessage).mock.calls).toEqual([
      [{ type: 'go_to_route', payload: { path: '/wm/templates/cta-partial' }, token }, 'https://dashboard.example'],
      [{ type: 'set_management_tab', payload: { management_tab: 'templates' }, token }, 'https://dashboard.example'],
    ]);
    setEditorChannel(null);
  });

  test('framed without an editor session the button posts nothing', () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    render(<PageSections sections={[{ id: 'p', template: 'templatePartial', meta: { template: 'cta-partial' } }]} context={{ templates, editable: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerk de template' }));
    expect(parent.postMessage).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  test('outside a frame the button posts nothing', () => {
    const post = vi.spyOn(window, 'postMessage');
    render(<PageSections sections={[{ id: 'p', template: 'templatePartial', meta: { template: 'cta-partial' } }]} context={{ templates, editable: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerk de template' }));
    expect(post).not.toHaveBeenCalled();
  });
});
