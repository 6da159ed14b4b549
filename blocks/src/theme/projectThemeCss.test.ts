import { describe, expect, test } from 'vitest';
import { projectThemeCss } from './projectThemeCss.ts';

describe('projectThemeCss', () => {
  test('defines a --wm-<key> property per project colour', () => {
    const css = projectThemeCss({
      styles: {
        colors: [
          { key: 'primary-500', group: 'primary', value: '180, 83, 9, 1' },
          { key: 'secondary-500', group: 'secondary', value: '30, 64, 175' },
          { key: 'gray-100', group: 'gray', value: '#f3f4f6' },
        ],
      },
    });
    expect(css).toBe(
      ':root {\n  --wm-primary-500: rgba(180, 83, 9, 1);\n  --wm-secondary-500: rgba(30, 64, 175, 1);\n  --wm-gray-100: #f3f4f6;\n}\n',
    );
  });

  test('nothing without colours', () => {
    expect(projectThemeCss({ styles: {} })).toBe('');
    expect(projectThemeCss(null)).toBe('');
  });

  test('keys and values that could break out of the style element are dropped', () => {
    const css = projectThemeCss({
      styles: {
        colors: [
          { key: 'primary-500', value: 'red;}</style><script>alert(1)</script>' },
          { key: 'x;}body{display:none', value: '1, 2, 3' },
          { key: 'contrast-500', value: '10, 20, 30' },
        ],
      },
    });
    expect(css).toBe(':root {\n  --wm-contrast-500: rgba(10, 20, 30, 1);\n}\n');
  });
});
