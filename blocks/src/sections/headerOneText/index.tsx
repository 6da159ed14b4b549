/** Header A with its text block: the same header, with show_text_header '1' and a sample text by default. */
import { defineSection } from '../../registry/config.ts';
import { HeaderA } from '../headerOne/HeaderA.tsx';

export default defineSection({ id: 'headerOneText', render: HeaderA });
