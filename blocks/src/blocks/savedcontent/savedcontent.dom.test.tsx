// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { setEditorChannel } from '../../editor/parentFrame.ts';
import { PageSections } from '../../render/PageSections.tsx';

const templates = { kop: { id: 'kop', components: [{ id: 'lijn', template: 'divider', meta: {} }] } };
const sections = [{ id: 'vrij', template: 'dynamic', meta: {}, blocks: [{ id: 'b1', type: 'savedcontent', props: { savedcontent_mutated: { id: 'kop' } } }] }];

describe('saved-content block in the editor preview', () => {
  test("'Bewerk de template' asks the editor (token, exact origin) to open /wm/templates/{id}", () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    setEditorChannel({ token: '0123456789abcdef0123456789abcdef', origin: 'https://dashboard.example' });
    render(<PageSections sections={sections} context={{ templates, editable: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerk de template' }));
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'set_management_tab', payload: { management_tab: 'templates' }, token: '0123456789abcdef0123456789abcdef' }, 'https://dashboard.example');
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'go_to_route', payload: { path: '/wm/templates/kop' }, token: '0123456789abcdef0123456789abcdef' }, 'https://dashboard.example');
    setEditorChannel(null);
  });
});
