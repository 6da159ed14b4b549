/** Header A: logo, main menu, phone and chat links, optional text block and fixed element (HeaderA.tsx). */
import { defineSection } from '../../registry/config.ts';
import { HeaderA } from './HeaderA.tsx';

export default defineSection({ id: 'headerOne', render: HeaderA });
