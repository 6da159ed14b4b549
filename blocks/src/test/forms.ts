/** Forms used by the form renderer, form block and form section tests. */
import type { Form } from '../site/types.ts';

export const contactForm: Form = {
  id: 'contact',
  title: 'Contact',
  submit_title: 'Verstuur bericht',
  message: 'Bedankt, we nemen snel contact op.',
  redirection_url: '0',
  items: [
    { id: 'f1', identifier: 'naam', label: 'Naam', type: 'text', options: [], required: '1', hide_label: '0', default_value: '' },
    { id: 'f2', identifier: 'email', label: 'E-mailadres', type: 'text', options: [], required: '1', hide_label: '1', default_value: '' },
    { id: 'f3', identifier: 'onderwerp', label: 'Onderwerp', type: 'select', required: '0', hide_label: '0', default_value: 'brood',
      options: [{ value: 'taart', title: 'Taart bestellen' }, { value: 'brood', title: 'Brood' }] },
    { id: 'f4', identifier: 'bericht', label: 'Bericht', type: 'textarea', options: [], required: '0', hide_label: '0', default_value: 'Hallo,' },
    { id: 'f5', identifier: 'datum', label: 'Datum', type: 'date', options: [], required: '0', hide_label: '0', default_value: '' },
    { id: 'f6', identifier: 'tijd', label: 'Tijd', type: 'time', options: [], required: '0', hide_label: '0', default_value: '' },
    { id: 'f7', identifier: 'code', label: 'Code', type: 'password', options: [], required: '0', hide_label: '0', default_value: '' },
    { id: 'f8', identifier: 'bijlage', label: 'Bijlage', type: 'file', options: [], required: '0', hide_label: '0', default_value: '' },
  ],
};

export const forms = { contact: contactForm };
